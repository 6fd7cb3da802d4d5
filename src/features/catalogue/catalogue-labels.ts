import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { BodyType, CarSort, FeatureGroup, FuelType, SpecGroup, StockStatus, Transmission } from '../../contract/catalogue'

/** How the catalogue's fixed values read in each language. */
export const fuelLabels: Record<FuelType, MessageDescriptor> = {
  petrol: msg({ message: 'Petrol', comment: 'Car fuel type: petrol (gasoline)' }),
  diesel: msg({ message: 'Diesel', comment: 'Car fuel type: diesel' }),
  hybrid: msg({ message: 'Hybrid', comment: 'Car fuel type: petrol-electric hybrid' }),
  electric: msg({ message: 'Electric', comment: 'Car fuel type: battery electric' }),
}

export const transmissionLabels: Record<Transmission, MessageDescriptor> = {
  automatic: msg({ message: 'Automatic', comment: 'Car transmission type: automatic gearbox' }),
  manual: msg({ message: 'Manual', comment: 'Car transmission type: manual gearbox' }),
  cvt: msg({ message: 'CVT', comment: 'Car transmission type: continuously variable transmission' }),
}

export const bodyLabels: Record<BodyType, MessageDescriptor> = {
  sedan: msg({ message: 'Sedan', comment: 'Car body type: four-door saloon' }),
  suv: msg({ message: 'SUV', comment: 'Car body type: sport utility vehicle' }),
  hatchback: msg({ message: 'Hatchback', comment: 'Car body type (filter and car specifications)' }),
  pickup: msg({ message: 'Pickup', comment: 'Car body type: pickup truck' }),
  coupe: msg({ message: 'Coupe', comment: 'Car body type: two-door coupe' }),
  van: msg({ message: 'Van', comment: 'Car body type (filter and car specifications)' }),
  crossover: msg({ message: 'Crossover', comment: 'Car body type (filter and car specifications)' }),
}

export const sortLabels: Record<CarSort, MessageDescriptor> = {
  newest: msg({ message: 'Newest first', comment: 'Sort order of the market list: newest cars first' }),
  'price-asc': msg`Price: low to high`,
  'price-desc': msg`Price: high to low`,
  'monthly-asc': msg({
    message: 'Monthly instalment: low to high',
    comment: 'Sort order of the market list: the lowest advertised monthly instalment first',
  }),
}

export const stockLabels: Record<StockStatus, MessageDescriptor> = {
  in_stock: msg({ message: 'In stock', comment: 'Car availability: available now from stock' }),
  limited: msg({ message: 'Limited stock', comment: 'Car availability: only a few left in stock' }),
  on_order: msg({ message: 'On order', comment: 'Car availability: not in stock, delivered after ordering from the maker' }),
}

export const featureGroupLabels: Record<FeatureGroup, MessageDescriptor> = {
  exterior: msg({ message: 'Exterior', comment: 'Heading of the exterior group of car features (lights, mirrors, wheels)' }),
  comfort: msg({ message: 'Comfort and convenience', comment: 'Heading of the comfort group of car features (seats, air conditioning)' }),
  safety: msg({ message: 'Safety', comment: 'Heading of the safety group of car features (airbags, brakes)' }),
}

export const specGroupLabels: Record<SpecGroup, MessageDescriptor> = {
  engine: msg({ message: 'Engine', comment: 'Heading of the engine group of a car specifications table' }),
  transmission: msg({
    message: 'Transmission',
    comment: 'Car gearbox: heading in the specifications table, filter on the market page, label in car details',
  }),
  measurements: msg({
    message: 'Measurements',
    comment: 'Heading of the dimensions group of a car specifications table (length, width, weight)',
  }),
  chassis: msg({ message: 'Chassis', comment: 'Heading of the chassis group of a car specifications table (suspension, brakes)' }),
}
