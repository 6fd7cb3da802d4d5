import { msg } from '@lingui/core/macro'
import { createServerOnlyFn } from '@tanstack/react-start'
import type { Locale } from '../../../../app.config'
import { localeFromParam } from '../../../lib/i18n/locale'
import type { Operation, OperationInput } from '../../../contract/operation'
import { getDealerApi } from '../../../dealer-api/client'
import { DealerApiError } from '../../../lib/dealer-api-error'
import { getI18nFor } from '../../../lib/i18n/server-i18n'
import { forgetStaffToken, readStaffToken } from '../staff-cookie.server'

/** The headers of the API's file that travel on to the browser; nothing else of the API's answer does. */
const passedOn = [
  'content-type',
  'content-length',
  'content-disposition',
  'x-content-type-options',
  'cache-control',
  'content-security-policy',
] as const

/**
 * A staff download (a CV, the subscriber export) as this site's answer (decision 0054): the staff
 * cookie becomes the bearer token, the dealer API's file streams through with its attachment
 * headers, and a refusal is a short text in the staff member's language. A link on another site
 * may not start it: a download is audited, and another site must not make a signed-in browser
 * fill the log (SameSite=Lax sends the cookie with a top-level link). Browsers say where a
 * navigation came from in `Sec-Fetch-Site`; without that header (an old browser, a script holding
 * the cookie itself) nothing another site could forge is involved.
 */
export const staffDownload = createServerOnlyFn(
  async <Op extends Operation & { method: 'get'; download: object }>(
    request: Request,
    operation: Op,
    input: OperationInput<Op>,
    {
      localeParam,
      listPage,
    }: {
      /** The `{-$locale}` segment as it came: absent (Arabic), `ar` or `en`; anything else is no page. */
      localeParam: string | undefined
      /** The staff page the link is on, to come back to after signing in. */
      listPage: 'applications' | 'subscribers' | 'inventory' | 'privacy' | 'audit' | 'orders' | 'trade-ins'
    },
  ): Promise<Response> => {
    const locale = localeFromParam(localeParam)
    if (locale === null) return new Response(null, { status: 404 })
    const prefix = locale === 'en' ? '/en' : ''
    const signInPath = `${prefix}/staff/sign-in?redirect=${encodeURIComponent(`${prefix}/staff/${listPage}`)}`
    const fetchSite = request.headers.get('sec-fetch-site')
    if (fetchSite !== null && fetchSite !== 'same-origin' && fetchSite !== 'none') {
      return textResponse(403, (await getI18nFor(locale))._(foreignLinkRefused), locale)
    }
    const token = readStaffToken()
    // No session: to sign-in, and back to the page the link was on.
    if (token === undefined) return new Response(null, { status: 303, headers: { Location: signInPath, 'Cache-Control': 'no-store' } })
    try {
      const file = await getDealerApi().download(operation, { ...input, locale, staffToken: token })
      const headers = new Headers()
      for (const name of passedOn) {
        const value = file.headers.get(name)
        if (value !== null) headers.set(name, value)
      }
      return new Response(file.body, { status: 200, headers })
    } catch (error) {
      if (!(error instanceof DealerApiError) || error.status >= 500) throw error
      if (error.status === 401) {
        forgetStaffToken()
        return new Response(null, { status: 303, headers: { Location: signInPath, 'Cache-Control': 'no-store' } })
      }
      // The API's sentence is already in the staff member's language.
      return textResponse(error.status, error.message, locale)
    }
  },
)

const foreignLinkRefused = msg({
  message: 'This file can only be downloaded from the back office pages of this site.',
  comment: 'Plain-text answer when a staff download link (CV, subscriber list) was opened from another website',
})

function textResponse(status: number, text: string, locale: Locale): Response {
  return new Response(`${text}\n`, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'Content-Language': locale },
  })
}
