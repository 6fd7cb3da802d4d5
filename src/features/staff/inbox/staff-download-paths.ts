import type { Locale } from '../../../../app.config'

/**
 * Addresses of the staff downloads (server routes, not pages): plain links, so the browser downloads
 * the attachment instead of the router trying to render it.
 */
const prefix = (locale: Locale) => (locale === 'en' ? '/en' : '')

export const cvDownloadPath = (locale: Locale, applicationId: string) =>
  `${prefix(locale)}/staff/download/cv/${encodeURIComponent(applicationId)}`

/** A trade-in request's photo (decision 0102), shown in the back office's `<img>`. */
export const tradeInPhotoPath = (locale: Locale, tradeInId: string, photoId: string) =>
  `${prefix(locale)}/staff/download/trade-in-photo/${encodeURIComponent(tradeInId)}/${encodeURIComponent(photoId)}`

export const subscribersCsvPath = (locale: Locale) => `${prefix(locale)}/staff/download/subscribers.csv`
export const inventoryCsvPath = (locale: Locale) => `${prefix(locale)}/staff/download/inventory.csv`

/** The orders CSV with the inbox's filters in force (its sort and page do not matter to the file). */
export const ordersCsvPath = (locale: Locale, filters: Record<string, string | undefined>) => {
  const query = new URLSearchParams(Object.entries(filters).flatMap(([key, value]) => (value ? [[key, value]] : []))).toString()
  return `${prefix(locale)}/staff/download/orders.csv${query ? `?${query}` : ''}`
}
