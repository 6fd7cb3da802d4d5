import type { MessageDescriptor } from '@lingui/core'
import type { Branch, DealerSettings } from '../../contract/content'
import { jsonLdScript } from '../../lib/json-ld'
import { dealerSettings, pageHead, type HeadContext } from '../../lib/page-head'
import { pageUrl } from '../../lib/seo'
import { logoSrc } from '../../lib/site-settings'
import { branchesQuery } from './content.queries'

/** The dealer as the author and publisher of its own pages (news). */
export function dealerReference(settings: DealerSettings, origin: string) {
  return { '@type': 'AutoDealer', name: settings.name, logo: { '@type': 'ImageObject', url: `${origin}${logoSrc(settings)}` } }
}

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

/** Head of a page that presents the dealer and its branches (branches, contact). */
export function dealerHead(context: HeadContext, origin: string, title: MessageDescriptor, description: MessageDescriptor) {
  const head = pageHead(context, title, description)
  const branches = context.queryClient.getQueryData(branchesQuery(context.locale).queryKey)
  if (!branches) return head
  return {
    ...head,
    scripts: [jsonLdScript(dealerJsonLd(dealerSettings(context), branches.items, origin, pageUrl(origin, '/', context.locale)))],
  }
}
