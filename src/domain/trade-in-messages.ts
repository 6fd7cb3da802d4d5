/**
 * The text messages of "value my car", in the buyer's language. Short, as an order's: Arabic is
 * sent as UCS-2, 70 characters a segment. The code comes first, so a phone can offer to fill it in.
 */
import { msg, plural } from '@lingui/core/macro'
import type { Locale } from '../../app.config.ts'
import { formatDate, formatSar } from '../lib/format.ts'
import { getI18nFor } from '../lib/i18n/server-i18n.ts'
import { orderPolicy } from './order-policy.ts'

const minutes = orderPolicy.codeLifetimeSeconds / 60

export async function tradeInCodeText(locale: Locale, code: string, reference: string): Promise<string> {
  const i18n = await getI18nFor(locale)
  return i18n._(
    msg`${code} is your code to confirm the valuation request ${reference}. It expires in ${plural(minutes, { one: '# minute', other: '# minutes' })}.`,
  )
}

/** The estimate staff sent: the amount, until when it holds, and the reference to look it up with. */
export async function tradeInEstimateText(
  locale: Locale,
  { reference, amountSar, validUntil }: { reference: string; amountSar: number; validUntil: Date },
): Promise<string> {
  const i18n = await getI18nFor(locale)
  // A no-break space would make an English text UCS-2, two to three times the segments (saudi-facts.md).
  const amount = formatSar(amountSar, locale).replace(/\u00a0/g, ' ')
  const until = formatDate(validUntil, locale)
  return i18n._(
    msg`Our estimate for your car (request ${reference}) is ${amount}, valid until ${until}. You can see it on our website with this reference.`,
  )
}
