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

/** The code that signs a buyer in to "My orders" (decision 0099): no reference, it is for every order of the mobile. */
export async function buyerSignInCodeText(locale: Locale, code: string): Promise<string> {
  const i18n = await getI18nFor(locale)
  return i18n._(
    msg`${code} is your code to sign in to My orders. It expires in ${plural(minutes, { one: '# minute', other: '# minutes' })}.`,
  )
}

export async function orderReceivedText(locale: Locale, reference: string): Promise<string> {
  const i18n = await getI18nFor(locale)
  return i18n._(msg`We have received your order ${reference}. You can track it on our website with this reference.`)
}

/**
 * What the buyer is told when staff move their order to a stage that means something to them
 * (decision 0081), or null: internal stages, a duplicate, a lost order and the buyer's own
 * cancellation send nothing. Never the staff's note. Each stage has its own whole sentence, so each
 * language words it naturally; a decline is kind and says what the buyer can still do.
 */
export async function orderNoticeText(locale: Locale, reference: string, status: OrderStatus): Promise<string | null> {
  const i18n = await getI18nFor(locale)
  switch (status) {
    case 'approved':
      return i18n._(msg`Good news: your order ${reference} has been approved. Our sales team will call you about the next steps.`)
    case 'ready':
      return i18n._(msg`Your car for order ${reference} is ready. Our sales team will call you to arrange the handover.`)
    case 'completed':
      return i18n._(msg`Your order ${reference} is complete. Thank you for choosing us.`)
    case 'rejected':
      return i18n._(
        msg`Sorry, we cannot go ahead with your order ${reference} this time. Thank you for your interest; we will gladly help you choose another car.`,
      )
    case 'finance_declined':
      return i18n._(
        msg`Sorry, the bank could not approve finance for your order ${reference}. You can still buy with cash or another bank; call us and we will help.`,
      )
    case 'awaiting_verification':
    case 'received':
    case 'under_review':
    case 'contacted':
    case 'cancelled':
    case 'duplicate':
    case 'lost':
      return null
  }
}

/** The first words staff's WhatsApp chat with the buyer starts with, in the buyer's language. */
export async function orderWhatsappGreeting(locale: Locale, name: string, reference: string): Promise<string> {
  const i18n = await getI18nFor(locale)
  return i18n._(msg`Hello ${name}, about your order ${reference}: `)
}
