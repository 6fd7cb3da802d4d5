import { msg } from '@lingui/core/macro'
import type { Locale } from '../../../app.config'
import type { Offer } from '../../contract/content'
import { leadText } from '../../components/ui/content-blocks'
import { jsonLdScript } from '../../lib/json-ld'
import { breadcrumbScript, ogImageMeta, pageHead, type HeadContext } from '../../lib/page-head'
import { itemUrl } from '../../lib/seo'
import { offerQuery } from './content.queries'

/**
 * A campaign over several cars as a schema.org OfferCatalog: one Offer per car, each at the car's
 * price and valid through the campaign's last day, Saudi time.
 */
export function offerJsonLd(offer: Offer, origin: string, locale: Locale) {
  return {
    '@type': 'OfferCatalog',
    name: offer.title,
    description: offer.summary,
    url: itemUrl(origin, { kind: 'offer', id: offer.id }, locale),
    image: offer.image ? `${origin}${offer.image.path}` : undefined,
    numberOfItems: offer.cars.length,
    itemListElement: offer.cars.map((car) => {
      const carUrl = itemUrl(origin, { kind: 'car', id: car.id }, locale)
      return {
        '@type': 'Offer',
        url: carUrl,
        price: car.priceSar,
        priceCurrency: 'SAR',
        validFrom: offer.startsOn,
        validThrough: `${offer.endsOn}T23:59:59+03:00`,
        itemOffered: {
          '@type': 'Car',
          name: car.title,
          brand: { '@type': 'Brand', name: car.brand.name },
          model: car.model.name,
          url: carUrl,
        },
      }
    }),
  }
}

/** The offer page's head: title, summary and picture for link previews, the catalogue and the breadcrumb. */
export function offerHead(context: HeadContext, id: number | undefined, origin: string) {
  const offer = id === undefined ? undefined : context.queryClient.getQueryData(offerQuery(context.locale, id).queryKey)
  if (!offer)
    return pageHead(context, msg({ message: 'Offer details', comment: 'Fallback title of an offer page; heading of its details' }))
  const head = pageHead(context, offer.title, offer.summary || leadText(offer.body))
  return {
    meta: [...head.meta, ...ogImageMeta(origin, offer.image)],
    scripts: [
      jsonLdScript(offerJsonLd(offer, origin, context.locale)),
      breadcrumbScript(context, origin, [{ name: msg`Offers`, path: '/offers' }], {
        name: offer.title,
        url: itemUrl(origin, { kind: 'offer', id: offer.id }, context.locale),
      }),
    ],
  }
}
