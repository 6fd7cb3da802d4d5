/**
 * A test drive's calendar invitation to the visitor (decision 0100), in their language: a short
 * text and the iCalendar part made by ical-generator. REQUEST when booked or moved, CANCEL when
 * cancelled, always with the booking's UID and its SEQUENCE, so the visitor's calendar updates or
 * removes the one event it already holds instead of adding another.
 */
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator'
import { msg } from '@lingui/core/macro'
import type { z } from 'zod'
import { formatDateTime } from '../../lib/format.ts'
import { getI18nFor } from '../../lib/i18n/server-i18n.ts'
import type { MailMessage } from '../mail/mail-message.ts'
import type { testDriveInvitationPayload } from './kinds.ts'

type Invitation = z.output<typeof testDriveInvitationPayload>

/** The iCalendar text of an invitation, as RFC 5545/5546 write it. `stamp` is its DTSTAMP. */
export function testDriveCalendar(invitation: Invitation, texts: { summary: string; description: string }, stamp: Date): string {
  const cancelled = invitation.method === 'CANCEL'
  const calendar = ical({
    prodId: { company: 'dealer-storefront', product: 'test-drives', language: invitation.locale.toUpperCase() },
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  })
  calendar.createEvent({
    id: invitation.uid,
    sequence: invitation.sequence,
    stamp,
    start: new Date(invitation.startsAt),
    end: new Date(invitation.endsAt),
    summary: texts.summary,
    description: texts.description,
    location: [invitation.branch.name, invitation.branch.address].filter(Boolean).join(', '),
    url: invitation.manageUrl,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    ...(invitation.dealer.email ? { organizer: { name: invitation.dealer.name, email: invitation.dealer.email } } : {}),
    attendees: [
      {
        email: invitation.email,
        role: ICalAttendeeRole.REQ,
        status: cancelled ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.ACCEPTED,
      },
    ],
  })
  return calendar.toString()
}

export async function testDriveInvitationMail(invitation: Invitation, stamp: Date = new Date()): Promise<MailMessage> {
  const i18n = await getI18nFor(invitation.locale)
  const when = formatDateTime(invitation.startsAt, invitation.locale)
  const { car, reference } = invitation
  const branch = invitation.branch.name
  const cancelled = invitation.method === 'CANCEL'
  const summary = i18n._(msg({ context: 'test drive mail', message: `Test drive: ${car}` }))
  const subject = cancelled
    ? i18n._(msg({ context: 'test drive mail', message: `Cancelled: your test drive on ${when}` }))
    : i18n._(msg({ context: 'test drive mail', message: `Your test drive on ${when} at ${branch}` }))
  const lead = cancelled
    ? i18n._(
        msg({ context: 'test drive mail', message: `Your test drive of the ${car} at ${branch} on ${when} (Saudi time) is cancelled.` }),
      )
    : i18n._(
        msg({
          context: 'test drive mail',
          message: `Your test drive of the ${car} at ${branch} is booked for ${when} (Saudi time). Please bring your driving licence.`,
        }),
      )
  const manage = i18n._(msg({ context: 'test drive mail', message: 'To cancel or move it, open:' }))
  const referenceLine = i18n._(msg({ context: 'test drive mail', message: `Booking reference: ${reference}` }))
  const description = [lead, referenceLine, `${manage} ${invitation.manageUrl}`].join('\n')
  return {
    to: invitation.email,
    subject,
    // One id per version of the invitation: a retried send reaches the visitor as the same message.
    id: `test-drive-${reference}-${invitation.sequence}-${invitation.method.toLowerCase()}`,
    text: [lead, '', referenceLine, invitation.branch.address, '', ...(cancelled ? [] : [manage, invitation.manageUrl, ''])].join('\n'),
    icalEvent: { method: invitation.method, content: testDriveCalendar(invitation, { summary, description }, stamp) },
  }
}
