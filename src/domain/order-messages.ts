/**
 * The text messages an order sends, in the visitor's language. Short on purpose: Arabic is sent
 * as UCS-2, 70 characters a segment, and each segment costs the dealer (saudi-facts.md). The code
 * comes first, so a phone can offer to fill it in.
 */
import { msg, plural } from '@lingui/core/macro'
import type { Locale } from '../../app.config.ts'
import { getI18nFor } from '../lib/i18n/server-i18n.ts'
import type { OrderStatus } from '../contract/orders.ts'
import { orderPolicy } from './order-policy.ts'

const minutes = orderPolicy.codeLifetimeSeconds / 60

export async function orderCodeText(locale: Locale, code: string, reference: string): Promise<string> {
  const i18n = await getI18nFor(locale)
  return i18n._(
    msg`${code} is your code to confirm order ${reference}. It expires in ${plural(minutes, { one: '# minute', other: '# minutes' })}.`,
  )
}

export async function orderReceivedText(locale: Locale, reference: string): Promise<string> {
  const i18n = await getI18nFor(locale)
  return i18n._(msg`We have received your order ${reference}. You can track it on our website with this reference.`)
}

/**
 * What the buyer is told when staff move their order on (never the staff's note). Each status has
 * its own whole sentence, so each language words it naturally.
 */
export async function orderStatusText(locale: Locale, reference: string, status: OrderStatus): Promise<string> {
  const i18n = await getI18nFor(locale)
  switch (status) {
    case 'under_review':
      return i18n._(msg`Your order ${reference} is under review.`)
    case 'contacted':
      return i18n._(msg`Our sales team has contacted you about your order ${reference}.`)
    case 'approved':
      return i18n._(msg`Your order ${reference} has been approved.`)
    case 'rejected':
      return i18n._(msg`Sorry, your order ${reference} could not be approved.`)
    case 'completed':
      return i18n._(msg`Your order ${reference} is complete. Thank you for choosing us.`)
    case 'awaiting_verification':
    case 'received':
      return orderReceivedText(locale, reference)
  }
}
