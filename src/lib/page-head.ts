import type { I18n, MessageDescriptor } from '@lingui/core'
import type { QueryClient } from '@tanstack/react-query'
import type { Locale } from '../../app.config'
import { siteSettingsQuery } from '../features/site/site-settings.queries'

type HeadContext = { i18n: I18n; queryClient: QueryClient; locale: Locale }

/** Title and description of a page in the interface language, suffixed with the dealer's name. */
export function pageHead(context: HeadContext, title: MessageDescriptor | string, description?: MessageDescriptor | string) {
  const translate = (text: MessageDescriptor | string) => (typeof text === 'string' ? text : context.i18n._(text))
  const dealerName = context.queryClient.getQueryData(siteSettingsQuery(context.locale).queryKey)?.name
  const titleText = translate(title)
  const fullTitle = dealerName ? `${titleText} | ${dealerName}` : titleText
  const meta: Array<Record<string, string>> = [
    { title: fullTitle },
    { property: 'og:title', content: fullTitle },
    { property: 'og:type', content: 'website' },
    { property: 'og:locale', content: context.locale === 'en' ? 'en_US' : 'ar_SA' },
  ]
  if (description) {
    const text = translate(description)
    meta.push({ name: 'description', content: text }, { property: 'og:description', content: text })
  }
  if (dealerName) meta.push({ property: 'og:site_name', content: dealerName })
  return { meta }
}
