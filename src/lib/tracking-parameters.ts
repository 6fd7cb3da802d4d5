/**
 * Parameters that ads, social networks and mail tools append to a link to tell its owner where the
 * click came from. No page reads them: the router never sees them (src/router.tsx), so a page's
 * links and state never carry one visitor's campaign to the next, and the page cache keys a page
 * without them (src/server/http/page-cache.ts), so each ad click is not a page of its own.
 * A script of the dealer's own (analytics) still finds them in the address bar.
 * Runs in the production server script too, so only erasable TypeScript is allowed here.
 */
const trackingNames = new Set([
  'gclid', // Google Ads
  'gbraid',
  'wbraid',
  'gclsrc',
  'dclid', // Google Display & Video
  'srsltid', // Google Merchant listings
  '_gl', // Google Analytics cross-domain linker
  'fbclid', // Meta (Facebook, Instagram)
  'igshid',
  'msclkid', // Microsoft Advertising
  'ttclid', // TikTok
  'twclid', // X
  'sccid', // Snapchat
  'scclid',
  'li_fat_id', // LinkedIn
  'yclid', // Yandex
  'mc_cid', // Mailchimp
  'mc_eid',
  '_hsenc', // HubSpot
  '_hsmi',
  'mkt_tok', // Marketo
])

/** `utm_source`, `utm_campaign`… and the ad networks' click ids, in any letter case. */
export function isTrackingParameter(name: string): boolean {
  const lower = name.toLowerCase()
  return lower.startsWith('utm_') || trackingNames.has(lower)
}

/** `search` without its tracking parameters (a new object; the input is left as it was). */
export function withoutTrackingParameters<T extends Record<string, unknown>>(search: T): T {
  const kept: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(search)) if (!isTrackingParameter(name)) kept[name] = value
  return kept as T
}
