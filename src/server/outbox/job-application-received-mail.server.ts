/**
 * The e-mail that tells the dealer's staff of a job application: the job, the reference and how to
 * reach the applicant, Arabic first, then English. The CV is never attached (it holds personal
 * data a mailbox should not keep): staff download it in the back office by the reference.
 */
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { z } from 'zod'
import { getI18nFor } from '../../lib/i18n/server-i18n.ts'
import type { MailMessage } from '../mail/mail-message.ts'
import { bilingualBody, mailSection, oneLine, type MailLanguage, type MailRow } from '../mail/mail-table.ts'
import type { jobApplicationReceivedPayload } from './kinds.ts'

type Application = z.output<typeof jobApplicationReceivedPayload>

const text = {
  heading: msg({
    context: 'dealer notification mail',
    message: 'Someone applied for an open position. Their CV is kept with the application in the back office.',
  }),
  subject: msg({ context: 'dealer notification mail', message: 'New job application' }),
  job: msg({ context: 'dealer notification mail', message: 'Position' }),
  reference: msg({ context: 'dealer notification mail', message: 'Reference' }),
  name: msg({ context: 'dealer notification mail', message: 'Name' }),
  mobile: msg({ context: 'dealer notification mail', message: 'Mobile' }),
  email: msg({ context: 'dealer notification mail', message: 'Email' }),
  language: msg({ context: 'dealer notification mail', message: "Customer's language" }),
  arabic: msg({ context: 'dealer notification mail', message: 'Arabic' }),
  english: msg({ context: 'dealer notification mail', message: 'English' }),
}

function rows(i18n: I18n, language: MailLanguage, application: Application): MailRow[] {
  return [
    { label: text.job, value: application.job.title[language] },
    { label: text.reference, value: application.reference, ltr: true },
    { label: text.name, value: application.applicant.name },
    { label: text.mobile, value: application.applicant.mobile, ltr: true },
    { label: text.email, value: application.applicant.email, ltr: true },
    { label: text.language, value: i18n._(application.locale === 'ar' ? text.arabic : text.english) },
  ]
}

export async function jobApplicationReceivedMail(application: Application, to: string[]): Promise<MailMessage> {
  const [ar, en] = await Promise.all([getI18nFor('ar'), getI18nFor('en')])
  const section = (i18n: I18n, language: MailLanguage) =>
    mailSection(i18n, language, { heading: text.heading, rows: rows(i18n, language, application) })
  const subject = (i18n: I18n, language: MailLanguage) =>
    `${i18n._(text.subject)}: ${oneLine(application.job.title[language])} (${application.reference})`
  return { to, subject: `${subject(ar, 'ar')} | ${subject(en, 'en')}`, ...bilingualBody(section(ar, 'ar'), section(en, 'en')) }
}
