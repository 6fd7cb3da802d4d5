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
  const message = (overrides: Record<string, unknown> = {}) => ({
    name: 'Huda',
    email: 'huda@example.com',
    mobile: '٠٥٥٠٠٠١١٢٢',
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
    expect(row).toMatchObject({ name: 'Huda', email: 'huda@example.com', mobile: '+966550001122', locale: 'ar' })
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
    // The address passes its own rule; the body's last check still refuses it.
    const emailOnly = await visitor()(message({ email: 'huda\u0000@example.com' }))
    expect(emailOnly.status).toBe(400)
    expect((await emailOnly.json()).error.fields).toEqual({ email: characters })
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
})
