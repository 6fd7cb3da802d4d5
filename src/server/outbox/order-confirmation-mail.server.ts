/**
 * The buyer's confirmation of their order (decision 0084), in the language they ordered in: the
 * reference, what they ordered, what happens next and when, and the tracking link. Credit answers
 * are never in it; the plan is what the buyer chose on the calculator.
 */
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { z } from 'zod'
import { formatNumber } from '../../lib/format.ts'
import { getI18nFor } from '../../lib/i18n/server-i18n.ts'
import { replyWithinText } from '../../lib/order-reply-time.ts'
import type { MailMessage } from '../mail/mail-message.ts'
import { mailSection, type MailRow } from '../mail/mail-table.ts'
import { orderChoiceRows } from './order-choice-rows.ts'
import type { orderConfirmationPayload } from './kinds.ts'

type Confirmation = z.output<typeof orderConfirmationPayload>

const text = {
  heading: msg({ context: 'order mail', message: 'Thank you: we have received your order, confirmed with the code sent to your mobile.' }),
  reference: msg({ context: 'order mail', message: 'Order reference' }),
  car: msg({ context: 'order mail', message: 'Car' }),
  city: msg({ context: 'order mail', message: 'City' }),
  quantity: msg({ context: 'order mail', message: 'Quantity' }),
  purchaseType: msg({ context: 'order mail', message: 'Payment' }),
  cash: msg({ context: 'order mail', message: 'Cash' }),
  finance: msg({ context: 'order mail', message: 'Bank finance' }),
  track: msg({ context: 'order mail', message: 'Follow your order with its reference and your mobile number here:' }),
  notYou: msg({ context: 'order mail', message: 'If you did not place this order, you can ignore this e-mail.' }),
}

function subject(i18n: I18n, reference: string): string {
  return i18n._(msg({ context: 'order mail', message: `Your order ${reference} has been received` }))
}

function rows(i18n: I18n, order: Confirmation): MailRow[] {
  const language = order.locale
  return [
    { label: text.reference, value: order.reference, ltr: true },
    { label: text.car, value: order.car[language] },
    ...(order.quantity !== null ? [{ label: text.quantity, value: formatNumber(order.quantity, language) }] : []),
    { label: text.purchaseType, value: i18n._(order.purchaseType === 'finance' ? text.finance : text.cash) },
    ...orderChoiceRows(i18n, language, order),
    { label: text.city, value: order.city[language] },
  ]
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)
}

export async function orderConfirmationMail(order: Confirmation): Promise<MailMessage> {
  const i18n = await getI18nFor(order.locale)
  const next = replyWithinText(i18n, order.replyWithin)
  const section = mailSection(i18n, order.locale, { heading: text.heading, rows: rows(i18n, order), note: next })
  const direction = order.locale === 'ar' ? 'rtl' : 'ltr'
  const link = `<a href="${escapeHtml(order.trackUrl)}">${escapeHtml(order.trackUrl)}</a>`
  return {
    to: order.email,
    subject: subject(i18n, order.reference),
    // One id per order: a send retried after a lost answer reaches the buyer as the same message.
    id: `order-confirmation-${order.reference}`,
    text: [section.plain, '', i18n._(text.track), order.trackUrl, '', i18n._(text.notYou), ''].join('\n'),
    html:
      `<!doctype html><html lang="${order.locale}" dir="${direction}"><body>${section.html}` +
      `<div lang="${order.locale}" dir="${direction}"><p>${escapeHtml(i18n._(text.track))} ${link}</p>` +
      `<p>${escapeHtml(i18n._(text.notYou))}</p></div></body></html>`,
  }
}
