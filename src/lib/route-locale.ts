import type { Locale } from '../../app.config'
import { localeFromParam } from './i18n/locale'

/**
 * A `{-$locale}` route's server handler (a form's POST) in the language of its path, or 404 for a
 * first segment that is no language of ours: the pages under it answer 404 there too (route.tsx),
 * but a server handler runs before that check. The production server refuses such a POST sooner
 * (405, its page-POST rule); this holds for the app served any other way (the dev server, tests).
 */
export function answerInRouteLocale(
  param: string | undefined,
  answer: (locale: Locale) => Response | Promise<Response>,
): Response | Promise<Response> {
  const locale = localeFromParam(param)
  return locale === null ? new Response(null, { status: 404, headers: { 'Cache-Control': 'no-store' } }) : answer(locale)
}
