/**
 * The alerts' pages take a POST (decision 0098), as the mailing list's do (decision 0048): the
 * confirmation page's button, the list's "Remove" buttons, and the one-click unsubscribe mail
 * providers send to every message's `List-Unsubscribe` address (RFC 8058), without cookies or a
 * CSRF token. The signed token in the address is what authorises each: whoever holds it may use it
 * anyway, so a forged cross-site request gains nothing, and every action is idempotent.
 */
import { createServerOnlyFn } from '@tanstack/react-start'
import * as z from 'zod/mini'
import type { Locale } from '../../../app.config'
import { alertTokenSchema } from '../../contract/alerts'
import { confirmAlertsOperation, endAlertsOperation, removeAlertOperation } from '../../contract/alerts-api'
import { getDealerApi } from '../../dealer-api/client'
import { DealerApiError } from '../../lib/dealer-api-error'
import { localizePathname } from '../../lib/i18n/locale'
import type { AlertLinkKind, AlertLinkStatus } from './alert-link-status'

async function follow(kind: AlertLinkKind, token: string, alertId: string | null, locale: Locale): Promise<AlertLinkStatus> {
  if (!z.safeParse(alertTokenSchema, token).success) return 'invalid'
  try {
    if (kind === 'confirm') return (await getDealerApi().call(confirmAlertsOperation, { locale, body: { token } })).status
    if (kind === 'unsubscribe') return (await getDealerApi().call(endAlertsOperation, { locale, body: { token } })).status
    if (alertId === null || !z.safeParse(z.uuid(), alertId).success) return 'invalid'
    return (await getDealerApi().call(removeAlertOperation, { locale, body: { token, alertId } })).status
  } catch (error) {
    if (!(error instanceof DealerApiError)) throw error
    if (error.code === 'link_expired') return 'expired'
    if (error.status === 400) return 'invalid'
    if (error.code === 'rate_limited') return 'rate_limited'
    return 'unavailable'
  }
}

/**
 * A POST to an alerts page. A browser's form submission goes back to the page with the outcome (303,
 * so a reload does not post again); a mail provider's one-click gets a short plain answer.
 */
export const answerAlertLinkPost = createServerOnlyFn(
  async (request: Request, page: 'list' | 'confirm' | 'unsubscribe', locale: Locale): Promise<Response> => {
    const url = new URL(request.url)
    const token = url.searchParams.get('token') ?? ''
    const form = page === 'list' ? await request.formData().catch(() => null) : null
    const alertId = form?.get('alert')
    const kind: AlertLinkKind = page === 'list' ? 'remove' : page
    const status = await follow(kind, token, typeof alertId === 'string' ? alertId : null, locale)
    const fromBrowser = request.headers.get('sec-fetch-mode') === 'navigate' || (request.headers.get('accept') ?? '').includes('text/html')
    if (fromBrowser) {
      const target = new URLSearchParams({ status })
      // The list stays open after a removal; elsewhere a wait or an outage can be tried again from the same page.
      if (page === 'list' || status === 'rate_limited' || status === 'unavailable') target.set('token', token)
      const path = page === 'list' ? '/alerts' : `/alerts/${page}`
      return new Response(null, {
        status: 303,
        headers: { Location: `${localizePathname(path, locale)}?${target}`, 'Cache-Control': 'no-store' },
      })
    }
    const httpStatus = { confirmed: 200, unsubscribed: 200, removed: 200, invalid: 400, expired: 410, rate_limited: 429, unavailable: 503 }[
      status
    ]
    return new Response(`${status}\n`, {
      status: httpStatus,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    })
  },
)
