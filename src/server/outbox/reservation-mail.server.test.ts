import { describe, expect, it } from 'vitest'
import { mailMessageSchema } from '../mail/mail-message'
import { reservationHeldMail } from './reservation-mail.server'

const held = {
  email: 'huda@example.com',
  reference: 'K7M2Q-9XD4R',
  depositHalalas: 100_000,
  until: '2026-12-04T09:01:00.000Z',
  receiptUrl: 'https://cars.example.sa/en/reservation-receipt?id=0b8f4f53-4d5e-4f3a-9a57-1f0e6c1d2a11',
}

describe('the mail of a held reservation', () => {
  it('says in English what is held until when (Saudi time), the refund rule, and links the receipt', async () => {
    const mail = mailMessageSchema.parse(await reservationHeldMail({ ...held, locale: 'en', car: 'Toyota Camry 2025' }))
    expect(mail.to).toEqual(['huda@example.com'])
    expect(mail.subject).toBe('Your Toyota Camry 2025 is reserved until 4 Dec 2026, 12:01')
    expect(mail.text).toMatch(/SAR\s1,000/)
    expect(mail.text).toContain('refundable in full')
    expect(mail.text).toContain('Reservation reference: K7M2Q-9XD4R')
    expect(mail.text).toContain(`Your receipt (VAT invoice):\n${held.receiptUrl}`)
    // The same message id however often the outbox sends it.
    expect(mail.id).toBe('reservation-held-K7M2Q-9XD4R')
  })

  it('is Arabic for a buyer who reserved in Arabic, and has no link line when the site was not kept', async () => {
    const mail = mailMessageSchema.parse(await reservationHeldMail({ ...held, locale: 'ar', car: 'تويوتا كامري 2025', receiptUrl: null }))
    expect(mail.subject).toContain('تويوتا كامري 2025')
    expect(mail.text).toMatch(/[\u0600-\u06FF]/)
    expect(mail.text).not.toContain('Reservation')
    expect(mail.text).not.toContain('http')
    expect(mail.text).toContain('K7M2Q-9XD4R')
  })
})
