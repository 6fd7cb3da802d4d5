/** The contact API as an outside client sees it, and what it keeps. */
import { eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { describeOnEngines } from '../../server/db/describe-on-engines'
import { contactMessages, outboxMessages } from '../../server/db/schema'
import { createDealerApiApp } from '../app'
import { issueCsrfToken } from '../csrf'
import { contactRoutes } from './contact'

const secret = 'the-secret-of-the-contact-api-test-0001'
const token = issueCsrfToken(secret)

describeOnEngines('contact API', ({ handle }) => {
  const api = createDealerApiApp(contactRoutes, { database: async () => handle(), csrfSecret: async () => secret })
  let address = 0
  const visitor = (language: 'ar' | 'en' = 'en', clientAddressOf?: () => string) => {
    address += 1
    const fixedAddress = `198.18.0.${address}`
    return (body: unknown, clientAddress = clientAddressOf?.() ?? fixedAddress) =>
      api.fetch(
        new Request('http://api.test/api/contact-messages', {
          method: 'POST',
          body: JSON.stringify(body),
          headers: {
            'Content-Type': 'application/json',
            'Content-Language': language,
            Cookie: `XSRF-TOKEN=${token}`,
            'X-XSRF-TOKEN': token,
          },
        }),
        { clientAddress },
      )
  }
  let senders = 0
  /** A sender no other test uses, so the per-e-mail and per-mobile ceilings of one never touch another. */
  const sender = () => {
    senders += 1
    const run = Math.floor(Math.random() * 10_000)
    return {
      email: `huda.${run}.${senders}@example.com`,
      mobile: `0556${String(run).padStart(4, '0')}${String(senders % 100).padStart(2, '0')}`,
    }
  }
  const message = (overrides: Record<string, unknown> = {}) => ({
    name: 'Huda',
    ...sender(),
    message: `Is the white Camry still available? ${crypto.randomUUID()}`,
    formStartedAt: Date.now() - 30_000,
    ...overrides,
  })
  const stored = async (text: string) => handle().db.select().from(contactMessages).where(eq(contactMessages.message, text))

  it('keeps a message with the mobile in E.164 and answers 201', async () => {
    const body = message()
    const answer = await visitor('ar')(body)
    expect(answer.status).toBe(201)
    expect(await answer.json()).toEqual({ received: true })
    const [row] = await stored(body.message)
    expect(row).toMatchObject({ name: 'Huda', email: body.email, mobile: `+966${body.mobile.slice(1)}`, locale: 'ar' })
  })

  it('answers a filled hidden field as received and keeps nothing', async () => {
    const body = message({ website: 'http://spam.example' })
    const answer = await visitor()(body)
    expect(answer.status).toBe(201)
    expect(await stored(body.message)).toEqual([])
  })

  it('refuses a form sent faster than a person types, naming why, and keeps nothing', async () => {
    const body = message({ formStartedAt: Date.now() - 500 })
    const answer = await visitor()(body)
    expect(answer.status).toBe(400)
    expect(await answer.json()).toMatchObject({
      error: {
        code: 'validation_failed',
        fields: { formStartedAt: ['This form was sent too quickly. Please check your details and send it again.'] },
      },
    })
    expect(await stored(body.message)).toEqual([])
  })

  it('refuses a message shorter than 10 characters next to its field', async () => {
    const answer = await visitor()(message({ message: 'hi' }))
    expect(answer.status).toBe(400)
    expect(await answer.json()).toMatchObject({ error: { fields: { message: ['Please write a message of 10 to 5,000 characters.'] } } })
  })

  it('refuses control characters in any field (PostgreSQL cannot store NUL) and a message of invisible characters, naming each field, keeping nothing', async () => {
    const body = message({ name: 'Hu\u0000da', email: 'huda\u0000@example.com', message: `Is it still here?\u0007 ${crypto.randomUUID()}` })
    const answer = await visitor()(body)
    expect(answer.status).toBe(400)
    const characters = ['This text contains control characters, which cannot be saved. Please type it again.']
    expect((await answer.json()).error.fields).toMatchObject({ name: characters, message: characters })
    expect(await stored(body.message)).toEqual([])
    // The one e-mail rule (contract/email-address.ts) takes no control character: refused as an address.
    const emailOnly = await visitor()(message({ email: 'huda\u0000@example.com' }))
    expect(emailOnly.status).toBe(400)
    expect((await emailOnly.json()).error.fields).toEqual({ email: ['Please enter a valid e-mail address, for example name@example.com.'] })
    const blank = await visitor()(message({ message: '\u200b'.repeat(20) }))
    expect(blank.status).toBe(400)
    expect((await blank.json()).error.fields).toEqual({ message: ['Please write a message of 10 to 5,000 characters.'] })
  })

  it('takes five messages an hour from one address, then says how long to wait', async () => {
    const post = visitor()
    for (let sent = 0; sent < 5; sent++) expect((await post(message())).status).toBe(201)
    const refused = await post(message())
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000)
  })

  it('counts an IPv6 client by its /64: another address of the same network gets no new allowance', async () => {
    let host = 0
    // Each message from another address of 2001:db8:5:7::/64, as any client of that network may pick.
    const post = visitor('en', () => `2001:db8:5:7:${(host += 1).toString(16)}::${host.toString(16)}`)
    for (let sent = 0; sent < 5; sent++) expect((await post(message())).status).toBe(201)
    expect((await post(message())).status).toBe(429)
    expect((await post(message(), '2001:0db8:0005:0007:ffff:ffff:ffff:ffff')).status).toBe(429)
    // Another /64 is another client.
    expect((await post(message(), '2001:db8:5:8::1')).status).toBe(201)
  })

  it('announces a kept message to the dealer’s webhook and mail in the same transaction', async () => {
    const { receiveContactMessage } = await import('../../domain/contact')
    const { contactMessageSchema } = await import('../../contract/contact')
    const body = contactMessageSchema.parse(message())
    const settings = { webhook: true, dealerEmails: ['sales@dealer.example'] }
    await handle().db.transaction((tx) => receiveContactMessage(tx, body, { address: '198.18.1.1', locale: 'en' }, new Date(), settings))
    const rows = await handle().db.select().from(outboxMessages).where(eq(outboxMessages.kind, 'contact.received'))
    const mine = rows.filter((row) => JSON.stringify(row.payload).includes(body.message))
    expect(mine.map((row) => row.channel).sort()).toEqual(['mail', 'webhook'])
    expect(mine.find((row) => row.channel === 'mail')!.payload).toMatchObject({
      to: ['sales@dealer.example'],
      subject: expect.stringContaining('New message from the contact page'),
    })
  })

  it('takes three messages an hour from one e-mail or one mobile, whatever addresses they come from, then says why and how long to wait', async () => {
    // Issue 32: only per-address limits bound spam; a client with many addresses sent 2,126
    // contact messages, each one a mail to the dealer. Reproduced: four messages with one e-mail
    // from four addresses were all answered 201.
    const { email, mobile } = sender()
    for (let sent = 0; sent < 3; sent++) expect((await visitor()(message({ email, mobile: sender().mobile }))).status).toBe(201)
    const byEmail = message({ email: ` ${email.toUpperCase()}`, mobile: sender().mobile })
    const refused = await visitor('ar')(byEmail)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000)
    const { error } = (await refused.json()) as { error: { code: string; message: string } }
    expect(error.code).toBe('rate_limited')
    expect(error.message).toMatch(/[\u0600-\u06FF]/)
    expect(await stored(byEmail.message)).toEqual([])

    for (let sent = 0; sent < 3; sent++) expect((await visitor()(message({ mobile }))).status).toBe(201)
    const byMobile = await visitor('en')(message({ mobile: `+966 ${mobile.slice(1)}` }))
    expect(byMobile.status).toBe(429)
    expect(((await byMobile.json()) as { error: { message: string } }).error.message).toMatch(/e-mail address or mobile number/)
  })

  it('past the site-wide ceiling, keeps every message but tells the dealer once that notifications are paused', async () => {
    const { receiveContactMessage } = await import('../../domain/contact')
    const { contactMessageSchema } = await import('../../contract/contact')
    const { appConfig } = await import('../../../app.config')
    const settings = { webhook: true, dealerEmails: ['sales@dealer.example'] }
    const ceilings = { ...appConfig.dealerMessages, noticesPerHour: 2 }
    // An hour of its own, far from the other tests' clock.
    const hour = new Date(Date.UTC(2031, 0, 1, Math.floor(Math.random() * 8_000)))
    const bodies = Array.from({ length: 5 }, () => contactMessageSchema.parse(message()))
    for (const [index, body] of bodies.entries()) {
      const at = new Date(hour.getTime() + index * 60_000)
      const answer = await handle().db.transaction((tx) =>
        receiveContactMessage(tx, body, { address: `198.18.9.${index + 1}`, locale: 'en' }, at, settings, ceilings),
      )
      expect(answer).toEqual({ received: true })
    }
    for (const body of bodies) expect(await stored(body.message)).toHaveLength(1)
    const outbox = await handle().db.select().from(outboxMessages)
    const announced = bodies.filter((body) => outbox.some((row) => JSON.stringify(row.payload).includes(body.message)))
    expect(announced).toHaveLength(2)
    // One notice however many more arrive in the pause.
    const paused = outbox.filter((row) => row.kind === 'dealer_notices.paused')
    expect(paused.map((row) => row.channel).sort()).toEqual(['mail', 'webhook'])
    expect(paused.find((row) => row.channel === 'mail')!.payload).toMatchObject({
      to: ['sales@dealer.example'],
      subject: expect.stringContaining('Notifications paused'),
    })
  })
})
