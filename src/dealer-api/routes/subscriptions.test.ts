/** The mailing list's API as an outside client sees it, what it keeps and what it mails (decision 0048). */
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { getEnv } from '../../../app.config'
import { subscribeOperation } from '../../contract/subscriptions-api'
import { describeOnEngines } from '../../server/db/describe-on-engines'
import { internalClientAddress, internalTokenHeader, internalVisitorOrigin, visitorOriginHeader } from '../../server/http/client-address'
import { runWithRequestId } from '../../server/request-context'
import { outboxMessages, subscriptions } from '../../server/db/schema'
import { confirmationToken, unsubscribeToken } from '../../domain/subscription-tokens'
import { purgeUnconfirmedSubscriptions, requestSubscription, subscriptionPageUrl } from '../../domain/subscriptions'
import { createDealerApiApp } from '../app'
import { createDealerApiClient } from '../client'
import { issueCsrfToken } from '../csrf'
import { mailLinkOrigin, subscriptionRoutes } from './subscriptions'
import { csrfRoute } from './system'

const csrfSecret = 'the-secret-of-the-subscriptions-api-test'
const csrf = issueCsrfToken(csrfSecret)

type Mail = { to: string[]; subject: string; text: string; html: string; headers: Record<string, string> }

describeOnEngines('mailing list API', ({ handle }) => {
  const api = createDealerApiApp(subscriptionRoutes, { database: async () => handle(), csrfSecret: async () => csrfSecret })
  let addressCount = 0
  const newAddress = () => `198.18.3.${++addressCount}`
  const post = (path: string, body: unknown, { language = 'en', address = newAddress(), withCsrf = true, idempotencyKey = '' } = {}) =>
    api.fetch(
      new Request(`http://localhost:3000/api${path}`, {
        method: 'POST',
        body: JSON.stringify(body),
        headers: {
          'Content-Type': 'application/json',
          'Content-Language': language,
          ...(withCsrf ? { Cookie: `XSRF-TOKEN=${csrf}`, 'X-XSRF-TOKEN': csrf } : {}),
          ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
        },
      }),
      { clientAddress: address },
    )
  const subscribe = (email: string, options: { language?: string; address?: string } = {}) => post('/subscriptions', { email }, options)
  const uniqueEmail = () => `reader.${crypto.randomUUID().slice(0, 8)}@example.com`
  const rowsFor = (email: string) => handle().db.select().from(subscriptions).where(eq(subscriptions.email, email))
  const mailsTo = async (email: string): Promise<Mail[]> => {
    const rows = await handle()
      .db.select()
      .from(outboxMessages)
      .where(sql`${outboxMessages.kind} = 'subscription.confirm' and ${outboxMessages.payload}->'to' ? ${email}`)
      .orderBy(outboxMessages.createdAt)
    return rows.map((row) => row.payload as Mail)
  }
  const tokenIn = (link: string) => new URL(link).searchParams.get('token') as string
  const confirmLinkOf = (mail: Mail) => /https?:\/\/\S+\/subscription\/confirm\?token=\S+/.exec(mail.text)?.[0] as string

  it('answers a sign-up with 202 and keeps the address once, lower-cased, with its language', async () => {
    const email = uniqueEmail()
    const answer = await subscribe(`  ${email.toUpperCase()} `, { language: 'ar' })
    expect(answer.status).toBe(202)
    expect(await answer.json()).toEqual({ status: 'confirmation_sent' })
    const rows = await rowsFor(email)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ email, locale: 'ar', confirmedAt: null })
  })

  it('takes every address the form takes, even one a stricter checker would refuse, and mails it', async () => {
    const email = `=cmd+${crypto.randomUUID().slice(0, 8)}@example.com`
    const answer = await subscribe(email)
    expect(answer.status).toBe(202)
    expect(await mailsTo(email)).toHaveLength(1)
  })

  it('mails a confirmation in English with the confirm link, a text part, and List-Unsubscribe headers', async () => {
    const email = uniqueEmail()
    await subscribe(email)
    const [mail] = await mailsTo(email)
    expect(mail).toBeDefined()
    expect(mail!.to).toEqual([email])
    expect(mail!.subject).toBe('Please confirm your subscription to our mailing list')
    expect(mail!.text).toContain('To confirm your subscription, open this link:')
    expect(mail!.text).toContain('The link works for 7 days.')
    expect(confirmLinkOf(mail!)).toMatch(/^http:\/\/localhost:3000\/en\/subscription\/confirm\?token=c\./)
    expect(mail!.html).toContain('<html lang="en" dir="ltr">')
    expect(mail!.headers['List-Unsubscribe']).toMatch(/^<http:\/\/localhost:3000\/en\/subscription\/unsubscribe\?token=u\.[^>]+>$/)
    expect(mail!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    expect(mail!.text).toContain(mail!.headers['List-Unsubscribe']!.slice(1, -1))
  })

  it('mails the confirmation in Arabic, right to left, to a visitor who signed up in Arabic', async () => {
    const email = uniqueEmail()
    await subscribe(email, { language: 'ar' })
    const [mail] = await mailsTo(email)
    expect(mail!.subject).toBe('يُرجى تأكيد اشتراكك في قائمتنا البريدية')
    expect(mail!.text).toContain('لتأكيد اشتراكك، افتح هذا الرابط:')
    expect(mail!.html).toContain('<html lang="ar" dir="rtl">')
    expect(confirmLinkOf(mail!)).toMatch(/^http:\/\/localhost:3000\/subscription\/confirm\?token=c\./)
  })

  it('takes the storefront’s Idempotency-Key: the request and its mail are made once, in its transaction', async () => {
    const email = uniqueEmail()
    const idempotencyKey = crypto.randomUUID()
    const first = await post('/subscriptions', { email }, { idempotencyKey })
    expect(first.status).toBe(202)
    const repeat = await post('/subscriptions', { email }, { idempotencyKey })
    expect(repeat.status).toBe(202)
    expect(repeat.headers.get('idempotent-replayed')).toBe('true')
    expect(await mailsTo(email)).toHaveLength(1)
    expect(confirmLinkOf((await mailsTo(email))[0]!)).toMatch(/confirm\?token=c\./)
  })

  it('answers a repeat the same way and keeps one row; once confirmed, a repeat mails nothing', async () => {
    const email = uniqueEmail()
    const first = await subscribe(email)
    const again = await subscribe(email, { language: 'ar' })
    expect(again.status).toBe(first.status)
    expect(await again.json()).toEqual(await first.json())
    expect(await rowsFor(email)).toHaveLength(1)
    // The newest sign-up's language is the one mails are written in.
    expect((await rowsFor(email))[0]!.locale).toBe('ar')
    const mails = await mailsTo(email)
    expect(mails).toHaveLength(2)

    const confirmed = await post('/subscriptions/confirm', { token: tokenIn(confirmLinkOf(mails[0]!)) })
    expect(confirmed.status).toBe(200)
    expect(await confirmed.json()).toEqual({ status: 'confirmed' })
    expect((await rowsFor(email))[0]!.confirmedAt).toBeInstanceOf(Date)

    const afterConfirmation = await subscribe(email)
    expect(afterConfirmation.status).toBe(202)
    expect(await afterConfirmation.json()).toEqual({ status: 'confirmation_sent' })
    expect(await rowsFor(email)).toHaveLength(1)
    expect(await mailsTo(email)).toHaveLength(2)
  })

  it('confirms idempotently: the same link again still says confirmed', async () => {
    const email = uniqueEmail()
    await subscribe(email)
    const token = tokenIn(confirmLinkOf((await mailsTo(email))[0]!))
    expect((await post('/subscriptions/confirm', { token })).status).toBe(200)
    const again = await post('/subscriptions/confirm', { token })
    expect(again.status).toBe(200)
    expect(await again.json()).toEqual({ status: 'confirmed' })
  })

  it('refuses a forged confirmation or unsubscribe token and changes nothing', async () => {
    const email = uniqueEmail()
    await subscribe(email)
    const [row] = await rowsFor(email)
    const forgedConfirm = confirmationToken('not-the-server-secret', row!.id, new Date(Date.now() + 86_400_000))
    const refused = await post('/subscriptions/confirm', { token: forgedConfirm })
    expect(refused.status).toBe(400)
    expect(await refused.json()).toMatchObject({
      error: { code: 'invalid_link', message: expect.stringContaining('This link does not work') },
    })
    const forgedUnsubscribe = await post('/subscriptions/unsubscribe', { token: unsubscribeToken('not-the-server-secret', row!.id) })
    expect(forgedUnsubscribe.status).toBe(400)
    expect(await forgedUnsubscribe.json()).toMatchObject({ error: { code: 'invalid_link' } })
    expect(await rowsFor(email)).toEqual([row])
    const malformed = await post('/subscriptions/unsubscribe', { token: 'u.not a token' })
    expect(malformed.status).toBe(400)
  })

  it('unsubscribes with the mail’s link, deleting the row, and answers the same again', async () => {
    const email = uniqueEmail()
    await subscribe(email)
    const [mail] = await mailsTo(email)
    const token = tokenIn(mail!.headers['List-Unsubscribe']!.slice(1, -1))
    const first = await post('/subscriptions/unsubscribe', { token })
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({ status: 'unsubscribed' })
    expect(await rowsFor(email)).toEqual([])
    const again = await post('/subscriptions/unsubscribe', { token })
    expect(again.status).toBe(200)
    expect(await again.json()).toEqual({ status: 'unsubscribed' })
    // The sign-up's confirmation link no longer brings it back.
    const confirm = await post('/subscriptions/confirm', { token: tokenIn(confirmLinkOf(mail!)) })
    expect(confirm.status).toBe(410)
    expect(await confirm.json()).toMatchObject({ error: { code: 'link_expired' } })
  })

  it('needs the CSRF token like every API mutation (the one-click POST goes to the storefront page)', async () => {
    const refused = await post(
      '/subscriptions/unsubscribe',
      { token: 'u.AAAAAAAAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAA' },
      { withCsrf: false },
    )
    expect(refused.status).toBe(403)
  })

  it('takes ten sign-ups an hour from one client address, then says how long to wait', async () => {
    const address = newAddress()
    for (let sent = 0; sent < 10; sent++) expect((await subscribe(uniqueEmail(), { address })).status).toBe(202)
    const refused = await subscribe(uniqueEmail(), { address })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000)
  })

  it('sends at most three confirmation mails a day to one address, answering the same beyond', async () => {
    const email = uniqueEmail()
    const answers = []
    for (let sent = 0; sent < 5; sent++) answers.push(await subscribe(email))
    expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202, 202, 202])
    expect(await mailsTo(email)).toHaveLength(3)
  })

  describe('links past their time', () => {
    it('does not confirm with an expired link, and deletes the unconfirmed sign-up once its link expired', async () => {
      const db = handle().db
      const email = uniqueEmail()
      const signedUpAt = new Date(Date.now() - 8 * 86_400_000)
      const links = { secret: 'the-secret-of-the-expiry-test-00000001', origin: 'https://cars.example.sa' }
      await db.transaction((tx) => requestSubscription(tx, email, { address: newAddress(), locale: 'en' }, links, signedUpAt))
      const kept = uniqueEmail()
      await db.transaction((tx) => requestSubscription(tx, kept, { address: newAddress(), locale: 'en' }, links, signedUpAt))
      await db.update(subscriptions).set({ confirmedAt: signedUpAt }).where(eq(subscriptions.email, kept))
      const { confirmSubscription } = await import('../../domain/subscriptions')
      const [row] = await rowsFor(email)
      const expiredToken = confirmationToken(links.secret, row!.id, new Date(signedUpAt.getTime() + 7 * 86_400_000))
      expect(await confirmSubscription(db, expiredToken, { address: newAddress(), secret: links.secret })).toEqual({
        refused: 'link_expired',
      })
      expect(await purgeUnconfirmedSubscriptions(db)).toBeGreaterThanOrEqual(1)
      expect(await rowsFor(email)).toEqual([])
      expect(await rowsFor(kept)).toHaveLength(1)
    })

    it('builds links on the given origin, Arabic without a prefix', () => {
      expect(subscriptionPageUrl('https://cars.example.sa', 'ar', 'confirm', 'c.a.b.c')).toBe(
        'https://cars.example.sa/subscription/confirm?token=c.a.b.c',
      )
      expect(subscriptionPageUrl('https://cars.example.sa', 'en', 'unsubscribe', 'u.a.b')).toBe(
        'https://cars.example.sa/en/subscription/unsubscribe?token=u.a.b',
      )
    })
  })

  describe('the links’ origin without PUBLIC_ORIGIN, when a render thread asks over loopback', () => {
    // As server/serve.ts answers a call to its loopback listener: the visitor's address and page
    // origin count only with the token it gave its render threads (src/server/http/client-address.ts).
    const internalToken = 'the-render-threads-token-of-this-test-0001'
    const loopback = 'http://127.0.0.1:32921'
    const withCsrfRoute = createDealerApiApp([csrfRoute, ...subscriptionRoutes], {
      database: async () => handle(),
      csrfSecret: async () => csrfSecret,
    })
    const mainThread = (request: Request) =>
      withCsrfRoute.fetch(request, {
        clientAddress: internalClientAddress(request, internalToken) ?? '127.0.0.1',
        visitorOrigin: internalVisitorOrigin(request, internalToken, getEnv()) ?? undefined,
      })
    const unsubscribeLinkOf = (mail: Mail) => mail.headers['List-Unsubscribe']!.slice(1, -1)

    it('lead to the page the visitor signed up on, which the storefront’s client passes with the token', async () => {
      expect(getEnv().PUBLIC_ORIGIN).toBeUndefined()
      const renderThread = createDealerApiClient({
        baseURL: `${loopback}/api`,
        timeoutMs: 10_000,
        internalToken,
        fetch: async (input, init) => mainThread(new Request(input, init)),
      })
      const email = uniqueEmail()
      const signUp = () => renderThread.call(subscribeOperation, { locale: 'en', body: { email } })
      await expect(runWithRequestId('page-request-0001', signUp, newAddress(), 'http://localhost:3442')).resolves.toEqual({
        status: 'confirmation_sent',
      })
      const [mail] = await mailsTo(email)
      expect(confirmLinkOf(mail!)).toMatch(/^http:\/\/localhost:3442\/en\/subscription\/confirm\?token=c\./)
      expect(unsubscribeLinkOf(mail!)).toMatch(/^http:\/\/localhost:3442\/en\/subscription\/unsubscribe\?token=u\./)
    })

    it('never follow an origin header without the token, nor with it on a host the site does not answer', async () => {
      const signUp = async (url: string, headers: Record<string, string>) => {
        const email = uniqueEmail()
        const answer = await mainThread(
          new Request(url, {
            method: 'POST',
            body: JSON.stringify({ email }),
            headers: {
              'Content-Type': 'application/json',
              'Content-Language': 'en',
              Cookie: `XSRF-TOKEN=${csrf}`,
              'X-XSRF-TOKEN': csrf,
              ...headers,
            },
          }),
        )
        expect(answer.status).toBe(202)
        const [mail] = await mailsTo(email)
        return [confirmLinkOf(mail!), unsubscribeLinkOf(mail!)].map((link) => new URL(link).origin)
      }
      const forged = { [visitorOriginHeader]: 'https://evil.example' }
      // An outside caller's links lead to the (allowed) host it called, as before.
      expect(await signUp('http://localhost:3442/api/subscriptions', forged)).toEqual(['http://localhost:3442', 'http://localhost:3442'])
      const wrongToken = { ...forged, [internalTokenHeader]: 'guessed-token-of-the-same-length-0001' }
      expect(await signUp(`${loopback}/api/subscriptions`, wrongToken)).toEqual([loopback, loopback])
      const rightTokenOtherHost = { ...forged, [internalTokenHeader]: internalToken }
      expect(await signUp(`${loopback}/api/subscriptions`, rightTokenOtherHost)).toEqual([loopback, loopback])
    })
  })
})

describe('where the mails’ links lead (the sign-up’s and the newsletters’)', () => {
  const env = { ...getEnv(), PUBLIC_ORIGIN: undefined, ALLOWED_HOSTS: [], TRUST_PROXY: false }
  const loopback = new Request('http://127.0.0.1:32921/api/newsletters', { method: 'POST' })

  it('to PUBLIC_ORIGIN when it is set, whatever page the visitor is on or host the request names', () => {
    const configured = { ...env, PUBLIC_ORIGIN: 'https://Cars.Example.SA/' }
    expect(mailLinkOrigin({ request: loopback, visitorOrigin: 'http://localhost:3442' }, configured)).toBe('https://cars.example.sa')
    expect(mailLinkOrigin({ request: new Request('http://localhost:3442/api/subscriptions') }, configured)).toBe('https://cars.example.sa')
  })

  it('without it, to the page the visitor is on, else to the host the request was addressed to', () => {
    expect(mailLinkOrigin({ request: loopback, visitorOrigin: 'http://localhost:3442' }, env)).toBe('http://localhost:3442')
    expect(mailLinkOrigin({ request: new Request('http://localhost:3442/api/subscriptions') }, env)).toBe('http://localhost:3442')
  })
})
