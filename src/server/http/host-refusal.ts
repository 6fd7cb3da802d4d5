import { msg } from '@lingui/core/macro'
import type { Locale } from '../../../app.config'
import type { ApiErrorBody } from '../../contract/api-error'
import { getI18nFor } from '../../lib/i18n/server-i18n'
import { bilingualTextResponse } from './bilingual-text'
import { applySecurityHeaders, createNonce } from './security-headers'

/**
 * Written for whoever runs the site: a visitor only meets it through a misconfigured server or a
 * forged request. The host itself is not repeated back.
 */
export const hostNotAllowed = msg`This server does not answer for the host name in this request. If you run this site, set PUBLIC_ORIGIN to its public address (for example https://cars.example.sa), or list the host names it is reached by in ALLOWED_HOSTS, separated by commas (for example cars.example.sa,www.cars.example.sa).`

/**
 * The 400 for a request whose host the site does not answer for (see host-policy.ts), made before
 * anything renders: the API's error shape on /api, in the language it asked for; elsewhere plain
 * text in Arabic, then English. Never cached.
 */
export async function hostRefusal({ api, apiLocale, https }: { api: boolean; apiLocale: Locale; https: boolean }): Promise<Response> {
  let response: Response
  if (api) {
    const i18n = await getI18nFor(apiLocale)
    const body: ApiErrorBody = { error: { code: 'host_not_allowed', message: i18n._(hostNotAllowed) } }
    response = new Response(JSON.stringify(body), {
      status: 400,
      headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'Content-Language': apiLocale },
    })
  } else {
    const [ar, en] = await Promise.all([getI18nFor('ar'), getI18nFor('en')])
    response = bilingualTextResponse(400, { ar: ar._(hostNotAllowed), en: en._(hostNotAllowed) })
  }
  applySecurityHeaders(response.headers, { nonce: createNonce(), https, enforceCsp: true })
  return response
}
