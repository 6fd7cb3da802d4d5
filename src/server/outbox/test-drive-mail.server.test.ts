import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { mailMessageSchema } from '../mail/mail-message.ts'
import { testDriveInvitationPayload } from './kinds.ts'
import { testDriveInvitationMail } from './test-drive-mail.server.ts'

const invitation = testDriveInvitationPayload.parse({
  email: 'noura@example.com',
  locale: 'ar',
  method: 'REQUEST',
  uid: 'test-drive-3f2b1c4d-1111-4222-8333-944455556666@dealer.example',
  sequence: 0,
  reference: 'K7M2Q-9XD4R',
  startsAt: '2026-12-07T07:30:00.000Z',
  endsAt: '2026-12-07T08:15:00.000Z',
  car: 'تويوتا كامري GLE 2026',
  dealer: { name: 'مروج للسيارات', email: 'sales@murooj.example' },
  branch: { name: 'معرض العليا بالرياض', address: 'طريق الملك فهد' },
  manageUrl: 'https://dealer.example/test-drive/manage?token=d.abc.def',
})

/** The invitation as a calendar program reads it: parsed by ical.js (Mozilla's iCalendar parser). */
function parsed(content: string) {
  const calendar = new ICAL.Component(ICAL.parse(content))
  const event = calendar.getFirstSubcomponent('vevent')!
  return { calendar, event, value: (name: string) => event.getFirstPropertyValue(name) }
}

describe('test-drive invitation', () => {
  it('is a mail with an iCalendar REQUEST: UID, DTSTAMP, SEQUENCE, the time in UTC, organizer and attendee', async () => {
    const stamp = new Date('2026-12-06T05:00:00.000Z')
    const mail = mailMessageSchema.parse(await testDriveInvitationMail(invitation, stamp))
    expect(mail.to).toEqual(['noura@example.com'])
    expect(mail.icalEvent?.method).toBe('REQUEST')
    const { calendar, event, value } = parsed(mail.icalEvent!.content)
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST')
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0')
    expect(value('uid')).toBe(invitation.uid)
    expect(String(value('dtstamp'))).toBe('2026-12-06T05:00:00Z')
    expect(Number(value('sequence'))).toBe(0)
    expect((value('dtstart') as ICAL.Time).toJSDate().toISOString()).toBe(invitation.startsAt)
    expect((value('dtend') as ICAL.Time).toJSDate().toISOString()).toBe(invitation.endsAt)
    expect(String(value('status'))).toBe('CONFIRMED')
    expect(String(value('organizer')).toLowerCase()).toBe('mailto:sales@murooj.example')
    expect(String(event.getFirstProperty('attendee')!.getFirstValue()).toLowerCase()).toBe('mailto:noura@example.com')
    expect(String(value('summary'))).toContain('تويوتا كامري')
    expect(mail.text).toContain(invitation.manageUrl)
  })

  it('cancelling sends METHOD:CANCEL with the same UID and a higher SEQUENCE', async () => {
    const request = parsed((await testDriveInvitationMail(invitation)).icalEvent!.content)
    const cancelMail = await testDriveInvitationMail({ ...invitation, method: 'CANCEL', sequence: 1 })
    expect(cancelMail.icalEvent?.method).toBe('CANCEL')
    const cancel = parsed(cancelMail.icalEvent!.content)
    expect(cancel.calendar.getFirstPropertyValue('method')).toBe('CANCEL')
    expect(cancel.value('uid')).toBe(request.value('uid'))
    expect(Number(cancel.value('sequence'))).toBe(1)
    expect(String(cancel.value('status'))).toBe('CANCELLED')
    expect(cancelMail.id).not.toBe((await testDriveInvitationMail(invitation)).id)
  })
})
