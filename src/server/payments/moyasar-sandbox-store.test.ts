/**
 * The payment sandbox on the database, on both engines: two sandboxes on one database stand for two
 * processes of a cluster, and each answers for the payments the other made (decision 0101, amended).
 */
import { eq, sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { appConfig } from '../../../app.config'
import { describeOnEngines } from '../db/describe-on-engines'
import { paymentSandboxRecords } from '../db/schema'
import { createMoyasarSandbox } from './moyasar-sandbox'
import { databaseSandboxStore, purgeSandboxRecords, sandboxRecordRetentionDays } from './moyasar-sandbox-store.server'

const base = `http://shop.test${appConfig.payments.sandboxPath}`
const secret = `Basic ${btoa('sk_test_store:')}`
const publishable = `Basic ${btoa('pk_test_store:')}`
const paidCard = '4201320111111010'
const expiryYear = String(new Date().getFullYear() + 2)

const post = (path: string, body: unknown, authorization = secret) =>
  new Request(`${base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: authorization },
    body: JSON.stringify(body),
  })

describeOnEngines('the payment sandbox on the database', ({ db }) => {
  const one = () => createMoyasarSandbox({ store: databaseSandboxStore(async () => db()) })

  it('answers in one process for a card payment started in another, and refunds it once when both are asked', async () => {
    const first = one()
    const second = one()
    const token = await first.fetch(
      post('/v1/tokens', { name: 'Huda Alharbi', number: paidCard, cvc: '123', month: '12', year: expiryYear }, publishable),
    )
    expect(token.status).toBe(201)
    const tokenId = ((await token.json()) as { id: string }).id

    const created = await second.fetch(
      post('/v1/payments', {
        amount: 100_000,
        currency: 'SAR',
        callback_url: 'http://shop.test/back',
        source: { type: 'token', token: tokenId },
      }),
    )
    expect(created.status).toBe(201)
    const payment = (await created.json()) as { id: string; status: string; source: { transaction_url: string } }
    expect(payment.status).toBe('initiated')

    const page = await first.fetch(new Request(payment.source.transaction_url))
    expect(page.status).toBe(200)
    const settled = await first.fetch(new Request(payment.source.transaction_url, { method: 'POST' }))
    expect(new URL(settled.headers.get('location')!).searchParams.get('status')).toBe('paid')

    const fetched = await second.fetch(new Request(`${base}/v1/payments/${payment.id}`, { headers: { Authorization: secret } }))
    expect(await fetched.json()).toMatchObject({ id: payment.id, status: 'paid', amount: 100_000 })

    const refunds = await Promise.all([
      first.fetch(post(`/v1/payments/${payment.id}/refund`, {})),
      second.fetch(post(`/v1/payments/${payment.id}/refund`, {})),
    ])
    expect(refunds.map((answer) => answer.status).sort()).toEqual([200, 400])
    expect(await first.payment(payment.id)).toMatchObject({ status: 'refunded', refunded: 100_000 })
  })

  it('keeps no card number: a token holds the outcome and the masked number only', async () => {
    const sandbox = one()
    const token = await sandbox.fetch(
      post('/v1/tokens', { name: 'Huda Alharbi', number: paidCard, cvc: '123', month: '12', year: expiryYear }, publishable),
    )
    const tokenId = ((await token.json()) as { id: string }).id
    const [row] = await db().select().from(paymentSandboxRecords).where(eq(paymentSandboxRecords.id, tokenId))
    expect(row?.kind).toBe('token')
    const stored = JSON.stringify(row?.record)
    expect(stored).not.toContain(paidCard)
    expect(stored).not.toContain('123"')
    expect(stored).toContain('4201-32XX-XXXX-1010')
  })

  it('settles an STC Pay payment in the process its OTP reaches', async () => {
    const created = await one().fetch(
      post('/v1/payments', {
        amount: 100_000,
        currency: 'SAR',
        callback_url: 'http://shop.test/back',
        source: { type: 'stcpay', mobile: '0500000001' },
      }),
    )
    const payment = (await created.json()) as { id: string; source: { transaction_url: string } }
    const otp = await one().fetch(
      new Request(`${payment.source.transaction_url}?otp_value=111111`, { method: 'POST', headers: { Authorization: secret } }),
    )
    expect(await otp.json()).toMatchObject({ status: 'failed', source: { message: 'Insufficient Balance.' } })
    const again = await one().fetch(
      new Request(`${payment.source.transaction_url}?otp_value=123456`, { method: 'POST', headers: { Authorization: secret } }),
    )
    expect(again.status).toBe(400)
  })

  it('deletes records past their retention, and only those', async () => {
    const sandbox = one()
    const created = await sandbox.fetch(
      post('/v1/payments', { amount: 500, currency: 'SAR', source: { type: 'applepay', token: '{"paymentData":"x"}' } }),
    )
    const { id } = (await created.json()) as { id: string }
    const day = 24 * 60 * 60 * 1000
    await db()
      .update(paymentSandboxRecords)
      .set({ createdAt: sql`now() - make_interval(days => ${sandboxRecordRetentionDays - 1})` })
      .where(eq(paymentSandboxRecords.id, id))
    expect(await purgeSandboxRecords(db())).toBe(0)
    expect(await purgeSandboxRecords(db(), new Date(Date.now() + 2 * day))).toBeGreaterThanOrEqual(1)
    expect(await sandbox.payment(id)).toBeUndefined()
  })
})
