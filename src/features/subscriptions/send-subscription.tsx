/**
 * The footer sign-up's work, loaded when a visitor first focuses or sends the form, so it never
 * weighs on a page's first load (decision 0021): the contract's schema, the server function with an
 * idempotency key, the sentences to show, which travel with the mailing list's pages, and the notice
 * that shows them.
 */
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import * as z from 'zod/mini'
import type { Locale } from '../../../app.config'
import { isFieldErrorKey } from '../../contract/field-errors'
import { subscribeSchema } from '../../contract/subscriptions'
import { PublicError } from '../../lib/errors'
import { fieldMessages } from '../../lib/field-messages'
import { idempotencyKeyFor } from '../../lib/forms/idempotency-key'
import { ensureCompleteCatalogue } from '../../lib/i18n/i18n'
import { subscribe } from './subscriptions.functions'
import { Notice } from '../../components/ui/notice'

export type SubscriptionOutcome = { sent: true; message: string } | { sent: false; field: boolean; message: string }

const texts = {
  sent: msg`Thank you. Please check your inbox and open the link we sent you to confirm your subscription.`,
  unreachable: msg`We could not reach the dealer. Please check your connection and try again.`,
}

const idempotencyKey = idempotencyKeyFor('subscribe')

export async function sendSubscription(email: string, { i18n, locale }: { i18n: I18n; locale: Locale }): Promise<SubscriptionOutcome> {
  await ensureCompleteCatalogue(i18n, locale)
  const parsed = z.safeParse(subscribeSchema, { email })
  if (!parsed.success) {
    const key = parsed.error.issues[0]?.message ?? 'email'
    return { sent: false, field: true, message: i18n._(fieldMessages[isFieldErrorKey(key) ? key : 'email']) }
  }
  try {
    await subscribe({ data: { locale, idempotencyKey: idempotencyKey.current(), subscription: parsed.data } })
    idempotencyKey.renew()
    return { sent: true, message: i18n._(texts.sent) }
  } catch (error) {
    if (!(error instanceof PublicError)) return { sent: false, field: false, message: i18n._(texts.unreachable) }
    const fieldMessage = (error.fields?.email ?? error.fields?.['subscription.email'])?.[0]
    return fieldMessage ? { sent: false, field: true, message: fieldMessage } : { sent: false, field: false, message: error.message }
  }
}

/** The answer under the form: the sign-up went out, or why it did not (a refusal naming no field). */
export function SubscriptionOutcomeNotice({ outcome }: { outcome: SubscriptionOutcome }) {
  return (
    <Notice tone={outcome.sent ? 'success' : 'error'} className="mt-3">
      {outcome.message}
    </Notice>
  )
}
