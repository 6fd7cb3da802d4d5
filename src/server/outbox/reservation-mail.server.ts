/**
 * The mail a buyer gets once their deposit is paid and the car held (decision 0101), in the
 * language they reserved in: what is held until when, that the deposit comes back in full, and
 * the link to the receipt (the simplified tax invoice with ZATCA's QR code). The SMS says the
 * same in short (src/domain/reservation-messages.ts); this one carries the receipt.
 */
import { msg } from '@lingui/core/macro'
import type { z } from 'zod'
import { formatDateTime, formatSar } from '../../lib/format.ts'
import { getI18nFor } from '../../lib/i18n/server-i18n.ts'
import type { MailMessage } from '../mail/mail-message.ts'
import type { reservationHeldPayload } from './kinds.ts'

type Held = z.output<typeof reservationHeldPayload>

export async function reservationHeldMail(held: Held): Promise<MailMessage> {
  const i18n = await getI18nFor(held.locale)
  const until = formatDateTime(held.until, held.locale)
  const deposit = formatSar(held.depositHalalas / 100, held.locale)
  const { car, reference } = held
  const subject = i18n._(msg({ context: 'reservation mail', message: `Your ${car} is reserved until ${until}` }))
  const lead = i18n._(
    msg({
      context: 'reservation mail',
      message: `We received your deposit of ${deposit}. A ${car} is set aside for you until ${until} (Saudi time).`,
    }),
  )
  const refund = i18n._(
    msg({
      context: 'reservation mail',
      message:
        'The deposit is refundable in full: if you cancel or the hold ends, it goes back to the card or account you paid with. If you buy the car, it is deducted from the price.',
    }),
  )
  const referenceLine = i18n._(msg({ context: 'reservation mail', message: `Reservation reference: ${reference}` }))
  const receiptLines = held.receiptUrl
    ? [i18n._(msg({ context: 'reservation mail', message: 'Your receipt (VAT invoice):' })), held.receiptUrl, '']
    : []
  return {
    to: held.email,
    subject,
    // One message per hold: a retried send reaches the buyer as the same mail.
    id: `reservation-held-${reference}`,
    text: [lead, '', refund, '', referenceLine, '', ...receiptLines].join('\n').trimEnd() + '\n',
  }
}
