import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Locale } from '../../app.config'
import type { AmountResult } from './amount'
import { formatSar } from './format'

type AmountRefused = Extract<AmountResult, { ok: false }>

/**
 * The sentence shown next to an amount field for what the one amount parser (./amount.ts)
 * refused: it names the mistake, so "12.5" is not silently read as 125.
 */
export function amountRefusalMessage(refused: AmountRefused, locale: Locale): MessageDescriptor {
  const min = formatSar(refused.min, locale)
  const max = formatSar(refused.max, locale)
  switch (refused.reason) {
    case 'empty':
      return msg`Please enter an amount in riyals (0 if none).`
    case 'decimal':
      return msg`Please enter whole riyals, without a decimal point.`
    case 'exponent':
      return msg`Please write the amount in full, for example 100000, without the letter e.`
    case 'negative':
      return msg`Please enter the amount without a minus sign.`
    case 'separators':
      return msg`Please check the thousands separators, for example 150,000.`
    case 'tooSmall':
      return msg`Please enter at least ${min}.`
    case 'tooLarge':
      return msg`Please enter at most ${max}.`
    case 'notNumber':
      return msg`Please enter the amount in digits only, for example 150000.`
  }
}
