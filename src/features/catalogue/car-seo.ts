import { msg } from '@lingui/core/macro'
import type { Locale } from '../../../app.config'
import type { CarDetail } from '../../contract/catalogue'
import { leadText } from '../../components/ui/content-blocks'
import { jsonLdScript } from '../../lib/json-ld'
import { breadcrumbScript, pageHead, type HeadContext } from '../../lib/page-head'
import { itemUrl } from '../../lib/seo'
import { carQuery } from './cars.queries'

/** The car as a schema.org Car (a Vehicle sold as a Product), new, at the dealer's VAT-inclusive price. */
export function carJsonLd(car: CarDetail, origin: string, locale: Locale) {
  const url = itemUrl(origin, { kind: 'car', id: car.id }, locale)
  return {
    '@type': 'Car',
    name: car.title,
    brand: { '@type': 'Brand', name: car.brand.name },
    model: car.model.name,
    vehicleModelDate: String(car.year),
    vehicleConfiguration: car.trim,
    bodyType: car.bodyType,
    fuelType: car.fuelType,
    vehicleTransmission: car.transmission,
    seatingCapacity: car.seats,
    description: leadText(car.description, 500),
    image: car.image ? `${origin}${car.image.path}` : undefined,
    url,
    offers: {
      '@type': 'Offer',
      price: car.priceSar,
      priceCurrency: 'SAR',
      itemCondition: 'https://schema.org/NewCondition',
      availability: car.stockStatus === 'on_order' ? 'https://schema.org/PreOrder' : 'https://schema.org/InStock',
      url,
    },
  }
}

/** The car page's head: its title and description, the Car and the breadcrumb (home › market › car). */
export function carHead(context: HeadContext, id: number | undefined, origin: string) {
  const car = id === undefined ? undefined : context.queryClient.getQueryData(carQuery(context.locale, id).queryKey)
  if (!car)
    return pageHead(context, msg({ message: 'Car details', comment: 'Fallback title of a car page in search results and link previews' }))
  return {
    ...pageHead(context, car.title, leadText(car.description)),
    scripts: [
      jsonLdScript(carJsonLd(car, origin, context.locale)),
      breadcrumbScript(context, origin, [{ name: msg`Market`, path: '/market' }], {
        name: car.title,
        url: itemUrl(origin, { kind: 'car', id: car.id }, context.locale),
      }),
    ],
  }
}
