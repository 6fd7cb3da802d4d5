/**
 * The mailing list's pages take a POST (decision 0048). The sign-up page takes the footer's form
 * sent before the page's script ran (src/start.ts lets it in only from this site's own pages).
 * The link pages take the page's own button, sent as a
 * plain form so it works before any script, and the one-click unsubscribe mail providers send to
 * the mail's `List-Unsubscribe` address (RFC 8058), without cookies or a CSRF token. The signed
 * token in the address is what authorises either: whoever holds it may use it anyway, so a forged
 * cross-site request gains nothing, and both actions are idempotent.
 */
import { createServerOnlyFn } from '@tanstack/react-start'
import type { Locale } from '../../../app.config'
import { confirmSubscriptionOperation, subscribeOperation, unsubscribeOperation } from '../../contract/subscriptions-api'
import { getDealerApi } from '../../dealer-api/client'
import { DealerApiError } from '../../lib/dealer-api-error'
import { localizePathname } from '../../lib/i18n/locale'
import { subscriptionTokenSchema } from '../../contract/subscriptions'
import { subscribeSchema } from '../../contract/subscriptions'
import type { SignUpStatus, SubscriptionLinkKind, SubscriptionLinkStatus } from './subscription-link-status'
import * as z from 'zod/mini'

async function follow(kind: SubscriptionLinkKind, token: string | null, locale: Locale): Promise<SubscriptionLinkStatus> {
  if (token === null || !z.safeParse(subscriptionTokenSchema, token).success) return 'invalid'
  try {
    const operation = kind === 'confirm' ? confirmSubscriptionOperation : unsubscribeOperation
    return (await getDealerApi().call(operation, { locale, body: { token } })).status
  } catch (error) {
    if (!(error instanceof DealerApiError)) throw error
    if (error.code === 'link_expired') return 'expired'
    if (error.status === 400) return 'invalid'
    if (error.code === 'rate_limited') return 'rate_limited'
    return 'unavailable'
  }
}

/**
 * A POST to a link page. A browser's form submission is sent back to the page with the outcome
 * (303, so a reload does not post again); a mail provider's one-click gets a short plain answer.
 */
export const answerSubscriptionLinkPost = createServerOnlyFn(
  async (request: Request, kind: SubscriptionLinkKind, locale: Locale): Promise<Response> => {
    const url = new URL(request.url)
    const token = url.searchParams.get('token')
    const status = await follow(kind, token, locale)
    const fromBrowser = request.headers.get('sec-fetch-mode') === 'navigate' || (request.headers.get('accept') ?? '').includes('text/html')
    if (fromBrowser) {
      const target = new URLSearchParams({ status })
      // A wait or an outage can be tried again from the same page; otherwise the token has done its work.
      if (token !== null && (status === 'rate_limited' || status === 'unavailable')) target.set('token', token)
      return seeOther(`/subscription/${kind}`, locale, target)
    }
    const httpStatus = { confirmed: 200, unsubscribed: 200, invalid: 400, expired: 410, rate_limited: 429, unavailable: 503 }[status]
    return new Response(`${status}\n`, {
      status: httpStatus,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    })
  },
)

function seeOther(pathname: string, locale: Locale, search: URLSearchParams): Response {
  return new Response(null, {
    status: 303,
    headers: { Location: `${localizePathname(pathname, locale)}?${search}`, 'Cache-Control': 'no-store' },
  })
}

async function signUp(email: unknown, locale: Locale): Promise<SignUpStatus> {
  const parsed = z.safeParse(subscribeSchema, { email: typeof email === 'string' ? email : '' })
  if (!parsed.success) return 'invalid_email'
  try {
    await getDealerApi().call(subscribeOperation, { locale, body: parsed.data })
    return 'sent'
  } catch (error) {
    if (!(error instanceof DealerApiError)) throw error
    if (error.status === 400) return 'invalid_email'
    return error.code === 'rate_limited' ? 'rate_limited' : 'unavailable'
  }
}

/**
 * The footer's form sent as a plain form: the same sign-up as the script's, answered by sending
 * the browser to the sign-up page with the outcome (303), never with the address in it.
 */
export const answerSignUpPost = createServerOnlyFn(async (request: Request, locale: Locale): Promise<Response> => {
  const form = await request.formData().catch(() => null)
  const status = await signUp(form?.get('email'), locale)
  return seeOther('/subscription', locale, new URLSearchParams({ status }))
})
