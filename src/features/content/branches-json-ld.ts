import type { Branch, DealerSettings } from '../../contract/content'
import { logoSrc } from '../site/site-settings'

/**
 * The dealer as one AutoDealer with each branch as a `department`, so search engines can show
 * every showroom's address, phone and location under the same business.
 */
export function dealerJsonLd(settings: DealerSettings | undefined, branches: readonly Branch[], origin: string, url: string) {
  return {
    '@type': 'AutoDealer',
    name: settings?.name,
    url,
    logo: settings ? `${origin}${logoSrc(settings)}` : undefined,
    telephone: settings?.phone,
    email: settings?.email,
    address: settings ? { '@type': 'PostalAddress', streetAddress: settings.address, addressCountry: 'SA' } : undefined,
    sameAs: settings?.socials.map((social) => social.url),
    department: branches.map((branch) => ({
      '@type': 'AutoDealer',
      name: branch.name,
      telephone: branch.phone,
      address: { '@type': 'PostalAddress', streetAddress: branch.address, addressLocality: branch.city.name, addressCountry: 'SA' },
      geo: { '@type': 'GeoCoordinates', latitude: branch.lat, longitude: branch.lng },
      hasMap: branch.mapUrl,
    })),
  }
}
