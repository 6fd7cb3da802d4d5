/**
 * The text messages an order sends, in the visitor's language. Short on purpose: Arabic is sent
 * as UCS-2, 70 characters a segment, and each segment costs the dealer (saudi-facts.md). The code
 * comes first, so a phone can offer to fill it in.
 */
import { msg } from '@lingui/core/macro'
import type { Locale } from '../../app.config.ts'
import { getI18nFor } from '../lib/i18n/server-i18n.ts'
import { orderPolicy } from './order-policy.ts'

const minutes = orderPolicy.codeLifetimeSeconds / 60

export async function orderCodeText(locale: Locale, code: string, reference: string): Promise<string> {
  const i18n = await getI18nFor(locale)
  return i18n._(msg`${code} is your code to confirm order ${reference}. It expires in ${minutes} minutes.`)
}

export async function orderReceivedText(locale: Locale, reference: string): Promise<string> {
  const i18n = await getI18nFor(locale)
  return i18n._(msg`We have received your order ${reference}. You can track it on our website with this reference.`)
}
