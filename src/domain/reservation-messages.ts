/**
 * The text messages a reservation sends, in the buyer's language (decision 0101): when the deposit
 * is paid and the car held, and when a hold ends with the deposit going back. Short, as an order's
 * (./order-messages.ts): Arabic goes as UCS-2, 70 characters a segment.
 */
import { msg } from '@lingui/core/macro'
import type { Locale } from '../../app.config.ts'
import { formatDateTime, formatSar } from '../lib/format.ts'
import { getI18nFor } from '../lib/i18n/server-i18n.ts'

type Held = { reference: string; car: string; depositHalalas: number; until: Date }

export async function reservationHeldText(locale: Locale, held: Held): Promise<string> {
  const i18n = await getI18nFor(locale)
  const until = formatDateTime(held.until, locale)
  const deposit = formatSar(held.depositHalalas / 100, locale)
  const { reference, car } = held
  return i18n._(msg`Reservation ${reference}: the ${car} is held for you until ${until}. Your deposit of ${deposit} is refundable in full.`)
}

export async function reservationRefundedText(
  locale: Locale,
  ended: { reference: string; depositHalalas: number; expired: boolean },
): Promise<string> {
  const i18n = await getI18nFor(locale)
  const deposit = formatSar(ended.depositHalalas / 100, locale)
  const { reference } = ended
  return ended.expired
    ? i18n._(msg`Reservation ${reference} has ended. Your deposit of ${deposit} is being refunded to the card or account you paid with.`)
    : i18n._(msg`Reservation ${reference} is cancelled. Your deposit of ${deposit} is being refunded to the card or account you paid with.`)
}
