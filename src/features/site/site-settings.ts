import type { DealerSettings } from '../../contract/content'

/** The dealer's identity and contact details as the layout shows them (texts already localised). */
export type SiteSettings = DealerSettings

const defaultLogo = '/images/logo.svg'

/** The dealer's logo, or the storefront's own mark when none is configured. */
export function logoSrc(settings: SiteSettings): string {
  return settings.logoPath ?? defaultLogo
}
