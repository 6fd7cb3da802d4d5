/**
 * The sentence next to a first payment below a finance offer's least one
 * (src/lib/offer-down-payment.ts decides when): the calculator's and the order's.
 */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Locale } from '../../app.config.ts'
import { formatSar } from './format.ts'

/**
 * The sentence next to the first payment, naming the least one in riyals as the page writes
 * amounts, and the way out where it is shown: a bank instead of the offer in the calculator, the order without
 * the offer on the order form.
 */
export function offerDownPaymentMessage(leastSar: number, locale: Locale, where: 'calculator' | 'order'): MessageDescriptor {
  const least = formatSar(leastSar, locale)
  return where === 'calculator'
    ? msg({
        message: `This offer asks for a first payment of at least ${least}. Please raise it, or choose a bank instead of the offer.`,
        comment:
          'Finance calculator: error next to the down payment when a finance offer is chosen and the amount is below the offer’s least down payment (riyals with thousands separators)',
      })
    : msg({
        message: `This offer asks for a first payment of at least ${least}. Please raise it, or order without the offer.`,
        comment:
          'Order form: error next to the first payment of a finance order placed under an offer whose least down payment is higher (riyals with thousands separators)',
      })
}
