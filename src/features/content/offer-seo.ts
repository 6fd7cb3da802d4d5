import { msg } from '@lingui/core/macro'
import type { I18n } from '@lingui/core'
import type { OfferCatalog } from 'schema-dts'
import type { Locale } from '../../../app.config'
import type { DealerSettings, Offer } from '../../contract/content'
import { leadText } from '../../components/ui/content-blocks'
import { jsonLdScript } from '../../lib/json-ld'
import { dealerMarkup } from '../../lib/dealer-markup'
import { dealerSettings, pageHead, type HeadContext } from '../../lib/page-head'
import { itemUrl } from '../../lib/seo'
import { offerQuery } from './content.queries'
import { cardPath, offerCard } from '../previews/preview-card'
import { cardImageMeta } from '../previews/preview-meta'

/** The campaign's last moment: the end of its last day, Saudi time. */
const lastMoment = (day: string) => `${day}T23:59:59+03:00`

/**
 * A campaign over several cars as a schema.org OfferCatalog: one Offer per car, each at the car's
 * price, valid through the campaign's last day, sold by the dealer; each car with its picture
 * (its photo, else its preview card: a raster picture in its first colour).
 */
export function offerJsonLd(offer: Offer, origin: string, locale: Locale, i18n: I18n, settings: DealerSettings | undefined): OfferCatalog {
  const seller = settings ? dealerMarkup(settings, origin, locale) : undefined
  const card = settings ? `${origin}${cardPath(offerCard(offer, settings, i18n, locale))}` : undefined
  return {
    '@type': 'OfferCatalog',
    name: offer.title,
    description: offer.summary,
    url: itemUrl(origin, { kind: 'offer', id: offer.id }, locale),
    image: card,
    numberOfItems: offer.cars.length,
    itemListElement: offer.cars.map((car) => {
      const carUrl = itemUrl(origin, { kind: 'car', id: car.id }, locale)
      const photo = car.image && !car.image.path.endsWith('.svg') ? `${origin}${car.image.path}` : undefined
      // The car's own card needs its colours' pictures, which a summary lacks: its photo, or the offer's card.
      return {
        '@type': 'Offer',
        url: carUrl,
        price: car.priceSar,
        priceCurrency: 'SAR',
        itemCondition: 'https://schema.org/NewCondition',
        availability: car.stockStatus === 'on_order' ? 'https://schema.org/PreOrder' : 'https://schema.org/InStock',
        validFrom: offer.startsOn,
        validThrough: lastMoment(offer.endsOn),
        priceValidUntil: offer.endsOn,
        seller,
        itemOffered: {
          '@type': 'Car',
          name: car.title,
          url: carUrl,
          image: photo ?? card,
          itemCondition: 'https://schema.org/NewCondition',
          brand: { '@type': 'Brand', name: car.brand.name },
          model: car.model.name,
          vehicleModelDate: String(car.year),
          offers: { '@type': 'Offer', url: carUrl, price: car.priceSar, priceCurrency: 'SAR', priceValidUntil: offer.endsOn, seller },
        },
      }
    }),
  }
}

/** The offer page's head: title, summary and preview card for link previews, and the catalogue. */
export function offerHead(context: HeadContext, id: number | undefined, origin: string) {
  const offer = id === undefined ? undefined : context.queryClient.getQueryData(offerQuery(context.locale, id).queryKey)
  if (!offer)
    return pageHead(context, msg({ message: 'Offer details', comment: 'Fallback title of an offer page; heading of its details' }))
  const settings = dealerSettings(context)
  const head = pageHead(context, offer.title, offer.summary || leadText(offer.body))
  return {
    meta: [...head.meta, ...(settings ? cardImageMeta(origin, offerCard(offer, settings, context.i18n, context.locale)) : [])],
    scripts: [jsonLdScript(offerJsonLd(offer, origin, context.locale, context.i18n, settings))],
  }
}
