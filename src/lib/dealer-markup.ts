import type { AutoDealer } from 'schema-dts'
import type { Locale } from '../../app.config'
import type { DealerSettings } from '../contract/content'
import { pageUrl } from './seo'
import { logoSrc } from './site-settings'

/**
 * The dealer as a short schema.org reference (name, home page, logo): the seller of a car's
 * Offer, the author and publisher of an article. The full AutoDealer (addresses, branches,
 * identity) is the home page's (src/features/content/dealer-seo.ts).
 */
export function dealerMarkup(settings: DealerSettings, origin: string, locale: Locale): AutoDealer {
  return {
    '@type': 'AutoDealer',
    name: settings.name,
    url: pageUrl(origin, '/', locale),
    logo: { '@type': 'ImageObject', url: `${origin}${logoSrc(settings)}` },
  }
}
