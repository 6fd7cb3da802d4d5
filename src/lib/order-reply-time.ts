/**
 * When the dealer gets back to a buyer after a confirmed order (decision 0084), in one sentence
 * the success screen and the buyer's confirmation mail both say: an individual is called within
 * working days, a company hears from a corporate sales representative within hours. The figures
 * are the configuration's.
 */
import type { I18n } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import { appConfig } from '../../app.config.ts'

export type ReplyWithin = { unit: 'workingDays' | 'hours'; count: number }

export function replyWithinOf(type: 'individual' | 'company'): ReplyWithin {
  return type === 'company'
    ? { unit: 'hours', count: appConfig.companyOrderReplyHours }
    : { unit: 'workingDays', count: appConfig.individualOrderCallWorkingDays }
}

export function replyWithinText(i18n: I18n, { unit, count }: ReplyWithin): string {
  return unit === 'hours'
    ? i18n._(msg`A corporate sales representative will contact you within ${plural(count, { one: '# hour', other: '# hours' })}.`)
    : i18n._(
        msg`Our sales team will call you within ${plural(count, { one: 'one working day', other: '# working days' })} to go through your order.`,
      )
}
