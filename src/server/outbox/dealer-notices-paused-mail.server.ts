/**
 * The one e-mail that tells the dealer's staff that notifications are paused (decision 0073):
 * more contact messages and applications arrived within an hour than the ceiling lets through,
 * and the rest are in the back office. Arabic first, then English.
 */
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { z } from 'zod'
import { formatDateTime } from '../../lib/format.ts'
import { getI18nFor } from '../../lib/i18n/server-i18n.ts'
import type { MailMessage } from '../mail/mail-message.ts'
import { bilingualBody, mailSection, type MailLanguage, type MailRow } from '../mail/mail-table.ts'
import type { dealerNoticesPausedPayload } from './kinds.ts'

type Pause = z.output<typeof dealerNoticesPausedPayload>

const text = {
  subject: msg({ context: 'dealer notification mail', message: 'Notifications paused: many messages are arriving' }),
  heading: msg({
    context: 'dealer notification mail',
    message:
      'More contact messages and job applications arrived within an hour than are announced one by one. Every one is kept: read them in the back office under Messages and Applications. Notifications resume by themselves.',
  }),
  ceiling: msg({ context: 'dealer notification mail', message: 'Notifications per hour' }),
  pausedAt: msg({ context: 'dealer notification mail', message: 'Paused at' }),
  resumesBy: msg({ context: 'dealer notification mail', message: 'Resume by' }),
}

function rows(language: MailLanguage, pause: Pause): MailRow[] {
  return [
    { label: text.ceiling, value: String(pause.noticesPerHour), ltr: true },
    { label: text.pausedAt, value: formatDateTime(pause.pausedAt, language) },
    { label: text.resumesBy, value: formatDateTime(pause.resumesBy, language) },
  ]
}

export async function dealerNoticesPausedMail(pause: Pause, to: string[]): Promise<MailMessage> {
  const [ar, en] = await Promise.all([getI18nFor('ar'), getI18nFor('en')])
  const section = (i18n: I18n, language: MailLanguage) =>
    mailSection(i18n, language, { heading: text.heading, rows: rows(language, pause) })
  return { to, subject: `${ar._(text.subject)} | ${en._(text.subject)}`, ...bilingualBody(section(ar, 'ar'), section(en, 'en')) }
}
