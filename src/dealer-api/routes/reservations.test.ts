/**
 * The reservation API as outside callers see it (decision 0101): Moyasar's webhook (its secret token,
 * each event once, the payment fetched rather than believed), and failure messages in both languages.
 */
import { eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { cardToken, carWithStock, completeThreeDSecure, sandboxClient } from '../../domain/reservations.fixture'
import { getI18nFor } from '../../lib/i18n/server-i18n'
import { paymentFailureMessages } from '../../features/reservations/reservation-messages'
import { paymentFailures } from '../../contract/reservation-values'
import { describeOnEngines } from '../../server/db/describe-on-engines'
import { paymentEvents, reservationPayments, reservations } from '../../server/db/schema'
import { createMoyasarSandbox } from '../../server/payments/moyasar-sandbox'
import { createDealerApiApp } from '../app'
import { issueCsrfToken } from '../csrf'
import { reservationRoutes, sameSecret } from './reservations'

const csrfSecret = 'the-secret-of-the-reservation-api-test-01'
const csrf = issueCsrfToken(csrfSecret)
const webhookSecret = 'whsec-the-reservation-tests-0123456789'

describeOnEngines('reservation API', ({ handle }) => {
  const sandbox = createMoyasarSandbox()
  const payments = sandboxClient(sandbox)
  const api = createDealerApiApp(reservationRoutes({ payments: () => payments, webhookSecret: () => webhookSecret }), {
    database: async () => handle(),
    csrfSecret: async () => csrfSecret,
  })
  const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    api.fetch(
      new Request(`http://shop.test/api${path}`, {
        method,
        headers: {
          'Content-Type': 'application/json',
          'Content-Language': 'en',
          ...(method === 'GET' ? {} : { Cookie: `XSRF-TOKEN=${csrf}`, 'X-XSRF-TOKEN': csrf, 'Idempotency-Key': crypto.randomUUID() }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
      { clientAddress: '198.18.1.1' },
    )
  /** Moyasar calling: no browser, no CSRF pair. */
  const webhook = (body: unknown) =>
    api.fetch(
      new Request('http://shop.test/api/payments/moyasar/webhook', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      }),
    )

  let carsUsed = 0
  /** A reservation paid at the bank (3-D Secure done) that nobody has confirmed yet. */
  async function paidAtTheBank() {
    const { carId } = await carWithStock(handle().db, 1, 60 + carsUsed++)
    const started = await call('POST', '/reservations', { carId, name: 'Huda Alharbi', mobile: '0501234567', email: 'huda@example.com' })
    expect(started.status).toBe(201)
    const { id } = (await started.json()) as { id: string }
    const paying = await call('POST', `/reservations/${id}/payments`, {
      method: 'card',
      token: await cardToken(sandbox, '4201320111111010'),
    })
    expect(paying.status).toBe(201)
    const step = (await paying.json()) as { outcome: string; url: string }
    expect(step.outcome).toBe('redirect')
    // The bank sends the buyer back to the shop's own page, in their language (the origin is the site's: mailLinkOrigin).
    const callback = new URL((await sandbox.payment(new URL(step.url).pathname.split('/').at(-1)!))!.callback_url!)
    expect(`${callback.pathname}${callback.search}`).toBe(`/en/reservation-paid?reservation=${id}`)
    const back = await completeThreeDSecure(sandbox, step.url)
    return { id, paymentId: back.id }
  }
  const status = async (id: string) =>
    (await handle().db.select({ status: reservations.status }).from(reservations).where(eq(reservations.id, id)))[0]?.status

  it('starts one payment for a Pay sent twice with one Idempotency-Key, and answers the repeat with it', async () => {
    const { carId } = await carWithStock(handle().db, 1, 60 + carsUsed++)
    const started = await call('POST', '/reservations', { carId, name: 'Huda Alharbi', mobile: '0501234567', email: 'huda@example.com' })
    const { id } = (await started.json()) as { id: string }
    const body = { method: 'card', token: await cardToken(sandbox, '4201320111111010') }
    const key = { 'Idempotency-Key': crypto.randomUUID() }
    const first = await call('POST', `/reservations/${id}/payments`, body, key)
    const again = await call('POST', `/reservations/${id}/payments`, body, key)
    expect(first.status).toBe(201)
    expect(again.status).toBe(201)
    expect(again.headers.get('Idempotent-Replayed')).toBe('true')
    expect(await again.json()).toEqual(await first.json())
    expect(await handle().db.select().from(reservationPayments).where(eq(reservationPayments.reservationId, id))).toHaveLength(1)
  })

  it('refuses a webhook without the right secret token and changes nothing', async () => {
    const { id, paymentId } = await paidAtTheBank()
    const forged = await webhook({ id: crypto.randomUUID(), type: 'payment_paid', secret_token: 'not-the-secret', data: { id: paymentId } })
    expect(forged.status).toBe(401)
    const empty = await webhook({ id: crypto.randomUUID(), type: 'payment_paid', secret_token: '', data: { id: paymentId } })
    expect(empty.status).toBe(401)
    expect(await status(id)).toBe('awaiting_payment')
    expect(await handle().db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, paymentId))).toEqual([])
  })

  it('believes only Moyasar: an event claiming a payment that is not paid changes nothing', async () => {
    const { carId } = await carWithStock(handle().db, 1, 60 + carsUsed++)
    const started = await call('POST', '/reservations', { carId, name: 'Huda Alharbi', mobile: '0501234567', email: 'huda@example.com' })
    const { id } = (await started.json()) as { id: string }
    const paying = await call('POST', `/reservations/${id}/payments`, {
      method: 'card',
      token: await cardToken(sandbox, '4201320111111010'),
    })
    const step = (await paying.json()) as { url: string }
    const paymentId = new URL(step.url).pathname.split('/').at(-1)!
    const event = await webhook({
      id: crypto.randomUUID(),
      type: 'payment_paid',
      secret_token: webhookSecret,
      data: { id: paymentId, status: 'paid' },
    })
    expect(event.status).toBe(200)
    expect(await status(id)).toBe('awaiting_payment')
  })

  it('holds the car on a genuine event, once: a replay of the event changes nothing', async () => {
    const { id, paymentId } = await paidAtTheBank()
    const event = { id: crypto.randomUUID(), type: 'payment_paid', secret_token: webhookSecret, data: { id: paymentId } }
    expect((await webhook(event)).status).toBe(200)
    expect(await status(id)).toBe('held')
    const [held] = await handle().db.select().from(reservations).where(eq(reservations.id, id))

    // Cancelled meanwhile; the replayed event must not hold the car again.
    expect((await call('POST', `/reservations/${id}/cancel`)).status).toBe(200)
    expect((await webhook(event)).status).toBe(200)
    const [after] = await handle().db.select().from(reservations).where(eq(reservations.id, id))
    expect(after).toMatchObject({ status: 'cancelled', paidAt: held!.paidAt, expiresAt: held!.expiresAt })
    expect(await handle().db.select().from(paymentEvents).where(eq(paymentEvents.id, event.id))).toHaveLength(1)
  })

  it('confirms a return from the bank by fetching the payment, and answers a receipt with the seller and its VAT', async () => {
    const { id, paymentId } = await paidAtTheBank()
    const confirmed = await call('POST', `/reservations/${id}/payment-return`, { paymentId })
    expect(confirmed.status).toBe(200)
    expect(await confirmed.json()).toEqual({ outcome: 'paid' })
    const reservation = (await (await call('GET', `/reservations/${id}`)).json()) as { status: string; receipt: Record<string, unknown> }
    expect(reservation.status).toBe('held')
    expect(reservation.receipt).toMatchObject({
      totalHalalas: 100_000,
      vatHalalas: 13_043,
      seller: { crNumber: '7000000000', vatNumber: '300000000000003' },
    })
    // A payment id of another reservation is not this one's.
    const other = await paidAtTheBank()
    expect((await call('POST', `/reservations/${id}/payment-return`, { paymentId: other.paymentId })).status).toBe(404)
    expect(await status(other.id)).toBe('awaiting_payment')
  })

  it('has a sentence for every payment failure in Arabic and in English', async () => {
    const [ar, en] = await Promise.all([getI18nFor('ar'), getI18nFor('en')])
    for (const failure of paymentFailures) {
      const english = en._(paymentFailureMessages[failure])
      const arabic = ar._(paymentFailureMessages[failure])
      expect(english).toMatch(/^[\x20-\x7e’]+$/)
      expect(arabic).toMatch(/[\u0600-\u06ff]/)
      expect(arabic).not.toBe(english)
    }
    expect(en._(paymentFailureMessages.insufficient_funds)).toMatch(/insufficient funds/)
    expect(ar._(paymentFailureMessages.stcpay_daily_limit)).toMatch(/اليومي/)
  })

  it('compares secrets without telling where they differ', () => {
    expect(sameSecret(webhookSecret, webhookSecret)).toBe(true)
    expect(sameSecret(`${webhookSecret}x`, webhookSecret)).toBe(false)
    expect(sameSecret(webhookSecret.replace(/.$/, 'X'), webhookSecret)).toBe(false)
  })
})
