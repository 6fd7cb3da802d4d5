/** The e-mail that brings a contact-page message to the dealer's staff: Arabic first, then English. */
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { z } from 'zod'
import { getI18nFor } from '../../lib/i18n/server-i18n.ts'
import type { MailMessage } from '../mail/mail-message.ts'
import { bilingualBody, mailSection, type MailLanguage, type MailRow } from '../mail/mail-table.ts'
import type { contactReceivedPayload } from './kinds.ts'

type Contact = z.output<typeof contactReceivedPayload>

const text = {
  heading: msg({ context: 'dealer notification mail', message: 'A visitor sent this message from the contact page.' }),
  subject: msg({ context: 'dealer notification mail', message: 'New message from the contact page' }),
  name: msg({ context: 'dealer notification mail', message: 'Name' }),
  email: msg({ context: 'dealer notification mail', message: 'Email' }),
  mobile: msg({ context: 'dealer notification mail', message: 'Mobile' }),
  message: msg({ context: 'dealer notification mail', message: 'Message' }),
  language: msg({ context: 'dealer notification mail', message: "Customer's language" }),
  arabic: msg({ context: 'dealer notification mail', message: 'Arabic' }),
  english: msg({ context: 'dealer notification mail', message: 'English' }),
}

function rows(i18n: I18n, contact: Contact): MailRow[] {
  return [
    { label: text.name, value: contact.name },
    { label: text.email, value: contact.email, ltr: true },
    ...(contact.mobile ? [{ label: text.mobile, value: contact.mobile, ltr: true }] : []),
    { label: text.language, value: i18n._(contact.locale === 'ar' ? text.arabic : text.english) },
    { label: text.message, value: contact.message, multiline: true },
  ]
}

export async function contactReceivedMail(contact: Contact, to: string[]): Promise<MailMessage> {
  const [ar, en] = await Promise.all([getI18nFor('ar'), getI18nFor('en')])
  const section = (i18n: I18n, language: MailLanguage) => mailSection(i18n, language, { heading: text.heading, rows: rows(i18n, contact) })
  return { to, subject: `${ar._(text.subject)} | ${en._(text.subject)}`, ...bilingualBody(section(ar, 'ar'), section(en, 'en')) }
}
