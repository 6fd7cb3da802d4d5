import type { I18n } from '@lingui/core'
import type { Locale } from '../../../app.config'
import { activateLocale, createI18n } from './i18n'

const instances = new Map<Locale, Promise<I18n>>()

/**
 * A ready i18n instance per locale for code outside React (API error messages, feeds). The
 * catalogues never change while the process runs, so one instance per language is shared.
 */
export function getI18nFor(locale: Locale): Promise<I18n> {
  let instance = instances.get(locale)
  if (!instance) {
    instance = (async () => {
      const i18n = createI18n()
      await activateLocale(i18n, locale)
      return i18n
    })()
    instances.set(locale, instance)
  }
  return instance
}
