/**
 * The rows that say what a buyer chose (decision 0084), the same in the dealer's mail and the
 * buyer's own: colour, offer, bank and the finance plan. Amounts with the currency, in the
 * section's language.
 */
import type { I18n } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import { formatSar } from '../../lib/format.ts'
import type { MailLanguage, MailRow } from '../mail/mail-table.ts'

type Localized = { ar: string; en: string }
export type OrderChoice = {
  color?: Localized | null
  offer?: Localized | null
  bank?: Localized | null
  plan?: { downPayment: number; termMonths: number; finalPayment: number } | null
}

const text = {
  color: msg({ context: 'order mail', message: 'Colour' }),
  offer: msg({ context: 'order mail', message: 'Offer' }),
  bank: msg({ context: 'order mail', message: 'Bank' }),
  downPayment: msg({ context: 'order mail', message: 'First payment' }),
  term: msg({ context: 'order mail', message: 'Finance term' }),
  finalPayment: msg({ context: 'order mail', message: 'Last payment' }),
}

export function orderChoiceRows(i18n: I18n, language: MailLanguage, choice: OrderChoice): MailRow[] {
  const rows: MailRow[] = []
  if (choice.color) rows.push({ label: text.color, value: choice.color[language] })
  if (choice.offer) rows.push({ label: text.offer, value: choice.offer[language] })
  if (choice.bank) rows.push({ label: text.bank, value: choice.bank[language] })
  const plan = choice.plan
  if (plan) {
    const months = plan.termMonths
    rows.push(
      { label: text.downPayment, value: formatSar(plan.downPayment, language) },
      {
        label: text.term,
        value: i18n._(
          msg({
            context: 'order mail',
            message: plural(months, { one: '# month', other: '# months' }),
            comment: 'Order mails: the finance term, e.g. "60 months"',
          }),
        ),
      },
    )
    if (plan.finalPayment > 0) rows.push({ label: text.finalPayment, value: formatSar(plan.finalPayment, language) })
  }
  return rows
}
