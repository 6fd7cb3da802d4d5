import { describe, expect, it } from 'vitest'
import { contactReceivedMail } from './contact-received-mail.server'
import { contactReceivedPayload } from './kinds'

describe('the dealer’s mail about a contact message (issue 32)', () => {
  it('keeps the name on its row, and no line of the message can pass for a row of its own', async () => {
    const contact = contactReceivedPayload.parse({
      id: '0b5f8a34-6a52-4f4e-9d1b-5a0c3e1f2a77',
      name: 'Huda\r\nMobile: +966500000001',
      email: 'huda@example.sa',
      mobile: null,
      message: 'Please call me.\nMobile: +966500000002\r\nThanks',
      locale: 'en',
      receivedAt: '2026-11-21T09:00:00.000Z',
    })
    const mail = await contactReceivedMail(contact, ['sales@murooj.example.sa'])
    const lines = mail.text.split(/\r\n|\n|\r/)
    expect(lines.filter((line) => /^Mobile:/.test(line))).toEqual([])
    expect(mail.text).toContain('Name: Huda Mobile: +966500000001')
    // The message keeps its lines, each one indented under its label.
    expect(mail.text).toContain('Message: Please call me.\n  Mobile: +966500000002\n  Thanks')
  })
})
