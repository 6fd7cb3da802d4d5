import type { Locale } from '../../app.config'
import type { DealerSettings } from '../contract/content'

/** The dealer's identity and contact details as the layout shows them (texts already localised). */
export type SiteSettings = DealerSettings

/**
 * Where the dealer's settings live in the query cache: the root route loads them for every page,
 * and page heads and the layout read them from there.
 */
export const siteSettingsKey = (locale: Locale) => ['site-settings', locale] as const

/** The storefront's own mark, as WebP: an SVG image is drawn on the page's main thread (scripts/raster-pictures.ts). */
export const defaultLogo = '/images/logo.webp'

/** The dealer's logo, or the storefront's own mark when none is configured. */
export function logoSrc(settings: SiteSettings): string {
  return settings.logoPath ?? defaultLogo
}
