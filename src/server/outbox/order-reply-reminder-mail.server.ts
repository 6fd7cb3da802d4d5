/**
 * The reminder that a company order still has no recorded reply (decision 0087): to its assignee
 * and the sales lead, once six hours before the 24-hour promise runs out and once when it has.
 * Arabic first, then English. Only what finds the order: its reference and company, never the
 * buyer's mobile or e-mail (a mail box is not the back office).
 */
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { z } from 'zod'
import { formatDateTime } from '../../lib/format.ts'
import { getI18nFor } from '../../lib/i18n/server-i18n.ts'
import type { MailMessage } from '../mail/mail-message.ts'
import { bilingualBody, mailSection, type MailLanguage, type MailRow } from '../mail/mail-table.ts'
import type { orderReplyReminderPayload } from './kinds.ts'

type Reminder = z.output<typeof orderReplyReminderPayload>

const text = {
  subjectSoon: msg({ context: 'dealer notification mail', message: 'A company order is waiting for its first reply' }),
  subjectOverdue: msg({ context: 'dealer notification mail', message: 'Overdue: a company order has had no reply for 24 hours' }),
  headingSoon: msg({
    context: 'dealer notification mail',
    message:
      'We promise companies a reply within 24 hours, and this order has none yet. Call, WhatsApp or e-mail the buyer, then record the contact on the order in the back office.',
  }),
  headingOverdue: msg({
    context: 'dealer notification mail',
    message:
      'The 24 hours promised to this company have passed without a recorded reply. Contact the buyer now and record the contact on the order in the back office.',
  }),
  reference: msg({ context: 'dealer notification mail', message: 'Order reference' }),
  company: msg({ context: 'dealer notification mail', message: 'Company' }),
  confirmedAt: msg({ context: 'dealer notification mail', message: 'Confirmed at' }),
  dueAt: msg({ context: 'dealer notification mail', message: 'Reply due by' }),
  assignee: msg({ context: 'dealer notification mail', message: 'Assigned to' }),
  nobody: msg({ context: 'dealer notification mail', message: 'Nobody yet' }),
}

function rows(i18n: I18n, language: MailLanguage, reminder: Reminder): MailRow[] {
  return [
    { label: text.reference, value: reminder.reference, ltr: true },
    { label: text.company, value: reminder.companyName },
    { label: text.confirmedAt, value: formatDateTime(reminder.verifiedAt, language) },
    { label: text.dueAt, value: formatDateTime(reminder.dueAt, language) },
    { label: text.assignee, value: reminder.assigneeName ?? i18n._(text.nobody) },
  ]
}

export async function orderReplyReminderMail(reminder: Reminder): Promise<MailMessage> {
  const [ar, en] = await Promise.all([getI18nFor('ar'), getI18nFor('en')])
  const heading = reminder.overdue ? text.headingOverdue : text.headingSoon
  const subject = reminder.overdue ? text.subjectOverdue : text.subjectSoon
  const section = (i18n: I18n, language: MailLanguage) => mailSection(i18n, language, { heading, rows: rows(i18n, language, reminder) })
  return {
    to: reminder.to,
    subject: `${ar._(subject)} | ${en._(subject)} (${reminder.reference})`,
    // The same reminder sent again after a failed attempt is the same message to the mail client.
    id: `reply-${reminder.overdue ? 'overdue' : 'soon'}-${reminder.reference}`,
    ...bilingualBody(section(ar, 'ar'), section(en, 'en')),
  }
}
