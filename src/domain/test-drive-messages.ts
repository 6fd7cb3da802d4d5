/**
 * The text messages a test drive sends, in the visitor's language (decision 0100). Short, as an
 * order's (./order-messages.ts): Arabic goes as UCS-2, 70 characters a segment. The code comes first.
 */
import { msg, plural } from '@lingui/core/macro'
import type { Locale } from '../../app.config.ts'
import { formatDateTime } from '../lib/format.ts'
import { getI18nFor } from '../lib/i18n/server-i18n.ts'
import { orderPolicy } from './order-policy.ts'

const minutes = orderPolicy.codeLifetimeSeconds / 60

export async function testDriveCodeText(locale: Locale, code: string, reference: string): Promise<string> {
  const i18n = await getI18nFor(locale)
  return i18n._(
    msg`${code} is your code to confirm test drive ${reference}. It expires in ${plural(minutes, { one: '# minute', other: '# minutes' })}.`,
  )
}

export async function testDriveBookedText(locale: Locale, startsAt: Date, branch: string, manageUrl: string): Promise<string> {
  const i18n = await getI18nFor(locale)
  const when = formatDateTime(startsAt, locale)
  return i18n._(msg`Your test drive is booked for ${when} at ${branch}. To cancel or move it: ${manageUrl}`)
}

export async function testDriveReminderText(locale: Locale, startsAt: Date, branch: string, manageUrl: string): Promise<string> {
  const i18n = await getI18nFor(locale)
  const when = formatDateTime(startsAt, locale)
  return i18n._(
    msg`Reminder: your test drive is on ${when} at ${branch}. Please bring your driving licence. To cancel or move it: ${manageUrl}`,
  )
}

export async function testDriveCancelledText(locale: Locale, startsAt: Date): Promise<string> {
  const i18n = await getI18nFor(locale)
  const when = formatDateTime(startsAt, locale)
  return i18n._(msg`Your test drive on ${when} is cancelled. You are welcome to book another one on our website.`)
}
