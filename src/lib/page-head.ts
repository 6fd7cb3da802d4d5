import type { I18n, MessageDescriptor } from '@lingui/core'
import type { QueryClient } from '@tanstack/react-query'
import type { Locale } from '../../app.config'
import { siteSettingsKey, type SiteSettings } from './site-settings'

export type HeadContext = { i18n: I18n; queryClient: QueryClient; locale: Locale }

type Text = MessageDescriptor | string

const translate = (context: HeadContext, text: Text) => (typeof text === 'string' ? text : context.i18n._(text))

/** The dealer's settings, when the root loader has them in the cache (it always does for a page). */
export function dealerSettings(context: HeadContext) {
  return context.queryClient.getQueryData<SiteSettings>(siteSettingsKey(context.locale))
}

/**
 * Title and description of a page in the interface language, suffixed with the dealer's name
 * unless the title already names the dealer ("About Murooj Motors").
 */
export function pageHead(context: HeadContext, title: Text, description?: Text) {
  const dealerName = dealerSettings(context)?.name
  const titleText = translate(context, title)
  const fullTitle = dealerName && !titleText.includes(dealerName) ? `${titleText} | ${dealerName}` : titleText
  const meta: Array<Record<string, string>> = [
    { title: fullTitle },
    { property: 'og:title', content: fullTitle },
    { property: 'og:type', content: 'website' },
    { property: 'og:locale', content: context.locale === 'en' ? 'en_US' : 'ar_SA' },
  ]
  if (description) {
    const text = translate(context, description)
    meta.push({ name: 'description', content: text }, { property: 'og:description', content: text })
  }
  if (dealerName) meta.push({ property: 'og:site_name', content: dealerName })
  return { meta }
}
