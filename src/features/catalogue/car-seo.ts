import { msg } from '@lingui/core/macro'
import type { I18n } from '@lingui/core'
import type { Car, ItemAvailability } from 'schema-dts'
import type { Locale } from '../../../app.config'
import type { CarDetail, StockStatus } from '../../contract/catalogue'
import type { DealerSettings } from '../../contract/content'
import { leadText } from '../../components/ui/content-blocks'
import { jsonLdScript } from '../../lib/json-ld'
import { dealerMarkup } from '../../lib/dealer-markup'
import { dealerSettings, pageHead, type HeadContext } from '../../lib/page-head'
import { itemUrl } from '../../lib/seo'
import { carQuery } from './cars.queries'
import { bodyLabels, fuelLabels, transmissionLabels } from './catalogue-labels'
import { carCard, cardPath } from '../previews/preview-card'
import { cardImageMeta } from '../previews/preview-meta'

const availability: Record<StockStatus, ItemAvailability> = {
  in_stock: 'https://schema.org/InStock',
  limited: 'https://schema.org/LimitedAvailability',
  on_order: 'https://schema.org/PreOrder',
}

/** Raster pictures only: search engines and link previews do not show the SVG drawings. */
const isRaster = (path: string) => /\.(?:jpe?g|png|webp|avif)$/i.test(path)

/**
 * The car as a schema.org Car, new, with the facts its page shows (in the page's language) and
 * an Offer at the dealer's VAT-inclusive price. Its pictures are its uploaded photos, else its
 * preview card (a raster picture of the car in its first colour).
 */
export function carJsonLd(car: CarDetail, origin: string, locale: Locale, i18n: I18n, settings: DealerSettings | undefined): Car {
  const url = itemUrl(origin, { kind: 'car', id: car.id }, locale)
  const photos = [...car.images, ...car.colors.map((color) => color.image)]
    .map((image) => image.path)
    .filter((path, index, paths) => isRaster(path) && paths.indexOf(path) === index)
  const card = settings ? `${origin}${cardPath(carCard(car, settings, i18n, locale))}` : undefined
  const images = photos.length > 0 ? photos.map((path) => `${origin}${path}`) : card ? [card] : []
  return {
    '@type': 'Car',
    name: car.title,
    url,
    description: leadText(car.description, 500),
    itemCondition: 'https://schema.org/NewCondition',
    brand: { '@type': 'Brand', name: car.brand.name },
    model: car.model.name,
    vehicleConfiguration: car.trim,
    vehicleModelDate: String(car.year),
    bodyType: i18n._(bodyLabels[car.bodyType]),
    color: car.colors.map((color) => color.name),
    fuelType: i18n._(fuelLabels[car.fuelType]),
    vehicleTransmission: i18n._(transmissionLabels[car.transmission]),
    vehicleEngine: { '@type': 'EngineSpecification', name: car.engine },
    seatingCapacity: car.seats,
    image: images,
    offers: {
      '@type': 'Offer',
      url,
      price: car.priceSar,
      priceCurrency: 'SAR',
      itemCondition: 'https://schema.org/NewCondition',
      availability: availability[car.stockStatus],
      seller: settings ? dealerMarkup(settings, origin, locale) : undefined,
    },
  }
}

/** The car page's head: its title and description, its preview card and the Car. */
export function carHead(context: HeadContext, id: number | undefined, origin: string) {
  const car = id === undefined ? undefined : context.queryClient.getQueryData(carQuery(context.locale, id).queryKey)
  if (!car)
    return pageHead(context, msg({ message: 'Car details', comment: 'Fallback title of a car page in search results and link previews' }))
  const settings = dealerSettings(context)
  const head = pageHead(context, car.title, leadText(car.description))
  return {
    meta: [...head.meta, ...(settings ? cardImageMeta(origin, carCard(car, settings, context.i18n, context.locale)) : [])],
    scripts: [jsonLdScript(carJsonLd(car, origin, context.locale, context.i18n, settings))],
  }
}
