import type { MessageDescriptor } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import type { Locale } from '../../../app.config'
import { financeRules, type FinanceRefusal } from '../../lib/finance'
import { formatNumber, formatSar } from '../../lib/format'

/** SAMA's share of a salary as a percentage, "33.33%", written as the language writes it. */
export function salaryShareText(locale: Locale): string {
  return `${formatNumber(Math.floor(financeRules.maxSalaryShare * 10_000) / 100, locale)}%`
}

/** The finance calculator's reason for showing no instalment: the rule, with the numbers. */
export function financeRefusalMessage(refusal: FinanceRefusal, locale: Locale): MessageDescriptor {
  const sar = (amount: number) => formatSar(amount, locale)
  switch (refusal.rule) {
    case 'amounts':
      return msg`Please check the amounts: the price, payments and rate must be positive numbers.`
    case 'term': {
      const min = formatNumber(refusal.minTermMonths, locale)
      const max = formatNumber(refusal.maxTermMonths, locale)
      return msg`The term must be between ${min} and ${plural(refusal.maxTermMonths, { one: `${max} month`, other: `${max} months` })}.`
    }
    case 'belowPrice': {
      const down = sar(refusal.downPaymentSar)
      const balloon = sar(refusal.balloonSar)
      const price = sar(refusal.priceSar)
      return msg`The down payment (${down}) and the final payment (${balloon}) together must be less than the price (${price}): nothing would be left to finance.`
    }
    case 'downPayment': {
      const max = sar(refusal.maxDownPaymentSar)
      const share = formatNumber(financeRules.maxDownPaymentShare * 100, locale)
      return msg`The down payment can be at most ${share}% of the price, ${max}; for more, buy in cash.`
    }
    case 'balloon': {
      const max = sar(refusal.maxBalloonSar)
      const share = formatNumber(financeRules.maxBalloonShare * 100, locale)
      return msg`The final payment can be at most ${share}% of the price, ${max}.`
    }
    case 'salary': {
      const monthly = sar(refusal.monthlySar)
      const max = sar(refusal.maxMonthlySar)
      const salary = sar(refusal.salarySar)
      const share = salaryShareText(locale)
      return msg`The instalment of ${monthly} is more than ${share} of your salary of ${salary}, the most SAMA allows (${max} a month). Raise the down payment, add a final payment or choose a longer term.`
    }
  }
}
