import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { BodyType, CarSort, FeatureGroup, FuelType, SpecGroup, StockStatus, Transmission } from '../../contract/catalogue'

/** How the catalogue's fixed values read in each language. */
export const fuelLabels: Record<FuelType, MessageDescriptor> = {
  petrol: msg`Petrol`,
  diesel: msg`Diesel`,
  hybrid: msg`Hybrid`,
  electric: msg`Electric`,
}

export const transmissionLabels: Record<Transmission, MessageDescriptor> = {
  automatic: msg`Automatic`,
  manual: msg`Manual`,
  cvt: msg`CVT`,
}

export const bodyLabels: Record<BodyType, MessageDescriptor> = {
  sedan: msg`Sedan`,
  suv: msg`SUV`,
  hatchback: msg`Hatchback`,
  pickup: msg`Pickup`,
  coupe: msg`Coupe`,
  van: msg`Van`,
  crossover: msg`Crossover`,
}

export const sortLabels: Record<CarSort, MessageDescriptor> = {
  newest: msg`Newest first`,
  'price-asc': msg`Price: low to high`,
  'price-desc': msg`Price: high to low`,
}

export const stockLabels: Record<StockStatus, MessageDescriptor> = {
  in_stock: msg`In stock`,
  limited: msg`Limited stock`,
  on_order: msg`On order`,
}

export const featureGroupLabels: Record<FeatureGroup, MessageDescriptor> = {
  exterior: msg`Exterior`,
  comfort: msg`Comfort and convenience`,
  safety: msg`Safety`,
}

export const specGroupLabels: Record<SpecGroup, MessageDescriptor> = {
  engine: msg`Engine`,
  transmission: msg`Transmission`,
  measurements: msg`Measurements`,
  chassis: msg`Chassis`,
}
