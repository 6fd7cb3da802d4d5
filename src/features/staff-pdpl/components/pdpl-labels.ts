import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { PdplRecordSource, PdplRequest, PdplRequestKind } from '../../../contract/pdpl'
import { formatNumber } from '../../../lib/format'
import { formatSaudiMobile } from '../../../lib/phone'
import { useLocale } from '../../../lib/i18n/use-locale'

/** A mobile as a Saudi reads it (`050 123 4567`); an address, or a masked subject, as it is. */
export const displaySubject = (subject: string) => (subject.startsWith('+966') ? formatSaudiMobile(subject) : subject)

/** The desk's words for kinds, statuses, sources and time left, in the admin's language. */
export function usePdplLabels() {
  const { t } = useLingui()
  const locale = useLocale()
  const kind = (value: PdplRequestKind) =>
    ({
      access: t({ message: 'Access (a copy of the data)', comment: 'Personal-data desk: kind of request, the person asks for a copy' }),
      correction: t({ message: 'Correction', comment: 'Personal-data desk: kind of request, the person asks to correct their data' }),
      erasure: t({ message: 'Erasure', comment: 'Personal-data desk: kind of request, the person asks to delete their data' }),
    })[value]
  const status = (request: PdplRequest) =>
    request.status === 'answered'
      ? t({ message: 'Answered', comment: 'Personal-data desk: status of a request that has been answered' })
      : t({ message: 'Open', comment: 'Personal-data desk: status of a request still to be answered' })
  const daysLeft = (request: PdplRequest) => {
    const days = request.daysLeft
    const count = formatNumber(Math.abs(days), locale)
    if (days === 0) return t({ message: 'Due today', comment: 'Personal-data desk: an open request whose answer is due today' })
    if (days > 0) {
      return t({
        message: plural(days, { one: `${count} day left`, other: `${count} days left` }),
        comment: 'Personal-data desk: days until the answer to a request is due',
      })
    }
    return t({
      message: plural(-days, { one: `${count} day late`, other: `${count} days late` }),
      comment: 'Personal-data desk: days since the answer to a request was due',
    })
  }
  const source = (value: PdplRecordSource) =>
    ({
      order: t({ message: 'Order', comment: 'Personal-data desk: kind of record found, a purchase order' }),
      job_application: t({
        message: 'Job application',
        comment: 'Personal-data desk: kind of record found, a job application with its CV',
      }),
      contact_message: t({
        message: 'Contact message',
        comment: 'Personal-data desk: kind of record found, a message from the contact page',
      }),
      subscription: t({ message: 'Mailing list', comment: 'Personal-data desk: kind of record found, a newsletter sign-up' }),
      alert: t({
        message: 'Car alert',
        comment: 'Personal-data desk: kind of record found, a price, stock or new-match alert (decision 0098)',
      }),
      trade_in: t({
        message: 'Trade-in request',
        comment: 'Personal-data desk: kind of record found, a request to value the person’s car (with its photos)',
      }),
      test_drive: t({
        message: 'Test drive booking',
        comment: 'Personal-data desk: kind of record found, a test drive booked at a branch (decision 0100)',
      }),
      reservation: t({
        message: 'Car reservation',
        comment: 'Personal-data desk: kind of record found, a car reserved with a deposit (decision 0101)',
      }),
      verification_code: t({
        message: 'SMS code',
        comment: 'Personal-data desk: kind of record found, an order code sent by SMS and not used yet',
      }),
      outbox: t({
        message: 'Outgoing SMS or e-mail',
        comment: 'Personal-data desk: kind of record found, a text message or mail waiting or recently sent',
      }),
      audit: t({ message: 'Audit log', comment: 'Personal-data desk: kind of record found, a staff action about the person' }),
    })[value]
  const language = (value: 'ar' | 'en') =>
    value === 'en'
      ? t({ message: 'English', comment: 'A language name: English' })
      : t({ message: 'Arabic', comment: 'A language name: Arabic' })
  return { kind, status, daysLeft, source, language }
}
