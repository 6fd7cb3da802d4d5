/**
 * The payment sandbox's Apple Pay (decision 0101, amended 2026-11-30): the merchant session Moyasar
 * makes for the payment sheet, and the payment made of Apple's token, as Moyasar's documentation
 * describes them.
 */
import { describe, expect, it } from 'vitest'
import { appConfig } from '../../../app.config'
import { createMoyasarSandbox, memorySandboxStore } from './moyasar-sandbox'

const base = `http://shop.test${appConfig.payments.sandboxPath}`
const post = (path: string, body: unknown, key?: string) =>
  new Request(`${base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(key ? { Authorization: `Basic ${btoa(`${key}:`)}` } : {}) },
    body: JSON.stringify(body),
  })
const session = {
  validation_url: 'https://apple-pay-gateway.apple.com/paymentservices/startSession',
  display_name: 'Murooj Motors',
  domain_name: 'murooj.example.sa',
  publishable_api_key: 'pk_test_sandbox',
}
/** Apple's payment token as the sheet gives it (encrypted data made up). */
const appleToken = JSON.stringify({
  paymentData: {
    version: 'EC_v1',
    data: 'ZW5jcnlwdGVk',
    signature: 'c2lnbmVk',
    header: { ephemeralPublicKey: 'a2V5', publicKeyHash: 'aGFzaA==', transactionId: 'ab12' },
  },
  paymentMethod: { displayName: 'MasterCard 1471', network: 'MasterCard', type: 'debit' },
  transactionIdentifier: 'AB12',
})

describe('the payment sandbox: Apple Pay', () => {
  const sandbox = () => createMoyasarSandbox({ store: memorySandboxStore(), now: () => new Date('2026-11-30T09:00:00Z') })

  it('makes a merchant session for Apple’s gateway with the publishable key, naming the dealer and the domain', async () => {
    const answer = await sandbox().fetch(post('/v1/applepay/initiate', session))
    expect(answer.status).toBe(200)
    const made = (await answer.json()) as Record<string, unknown>
    expect(made).toMatchObject({
      displayName: 'Murooj Motors',
      domainName: 'murooj.example.sa',
      epochTimestamp: Date.parse('2026-11-30T09:00:00Z'),
    })
    expect(made.expiresAt).toBe(Date.parse('2026-11-30T10:00:00Z'))
    expect(made.merchantSessionIdentifier).toMatch(/^SSH[0-9A-F]{32}$/)
    // Apple's certification gateway too.
    const cert = await sandbox().fetch(
      post('/v1/applepay/initiate', {
        ...session,
        validation_url: 'https://apple-pay-gateway-cert.apple.com/paymentservices/startSession',
      }),
    )
    expect(cert.status).toBe(200)
  })

  it('asks no address but Apple’s gateways, and takes no secret or missing key', async () => {
    for (const validation_url of [
      'https://evil.example/startSession',
      'http://apple-pay-gateway.apple.com/x',
      'https://apple.com.evil.example/x',
      'nope',
    ]) {
      const answer = await sandbox().fetch(post('/v1/applepay/initiate', { ...session, validation_url }))
      expect(answer.status, validation_url).toBe(400)
      expect(((await answer.json()) as { errors: Record<string, unknown> }).errors).toHaveProperty('validation_url')
    }
    const unnamed = await sandbox().fetch(post('/v1/applepay/initiate', { ...session, display_name: ' ', domain_name: 'a b' }))
    expect(((await unnamed.json()) as { errors: Record<string, unknown> }).errors).toEqual({
      display_name: ['is invalid'],
      domain_name: ['is invalid'],
    })
    expect((await sandbox().fetch(post('/v1/applepay/initiate', { ...session, publishable_api_key: 'sk_test_x' }))).status).toBe(401)
    expect((await sandbox().fetch(post('/v1/applepay/initiate', { ...session, publishable_api_key: undefined }))).status).toBe(401)
  })

  it('pays at once with Apple’s token, and refuses a token that is not one', async () => {
    const one = sandbox()
    const paid = await one.fetch(
      post(
        '/v1/payments',
        { amount: 100_000, currency: 'SAR', description: 'deposit', source: { type: 'applepay', token: appleToken } },
        'sk_test_sandbox',
      ),
    )
    expect(paid.status).toBe(201)
    expect(await paid.json()).toMatchObject({ status: 'paid', amount: 100_000, source: { type: 'applepay' } })
    for (const token of ['not json', '"text"', '{"other":1}']) {
      const refused = await one.fetch(
        post('/v1/payments', { amount: 100_000, currency: 'SAR', source: { type: 'applepay', token } }, 'sk_test_sandbox'),
      )
      expect(refused.status, token).toBe(400)
    }
  })
})
