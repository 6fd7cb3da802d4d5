import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { getEnv } from '../../../app.config'
import { applePayDomainAssociation, applePayDomainAssociationResponse } from './apple-pay-domain'
import { paymentClientFromEnv } from './moyasar-client.server'

const folder = mkdtempSync(join(tmpdir(), 'apple-pay-'))
const envWith = (file: string | undefined) => ({
  ...getEnv(),
  MOYASAR_SECRET_KEY: 'sk_test_live_like',
  MOYASAR_PUBLISHABLE_KEY: 'pk_test_live_like',
  MOYASAR_WEBHOOK_SECRET: 'whsec_test',
  APPLE_PAY_DOMAIN_ASSOCIATION_FILE: file,
})

describe('Apple Pay with Moyasar’s keys', () => {
  it('is offered once the domain’s association file is configured, and the file is what the site serves', async () => {
    const file = join(folder, 'association')
    writeFileSync(file, '7B227073704964223A2246363945...\n')
    expect(applePayDomainAssociation(envWith(file))).toBe('7B227073704964223A2246363945...\n')
    const served = applePayDomainAssociationResponse(
      new Request('https://shop.test/.well-known/apple-developer-merchantid-domain-association'),
      envWith(file),
    )
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(await served.text()).toBe('7B227073704964223A2246363945...\n')
    expect(paymentClientFromEnv(envWith(file)).browser.applePayInitiateUrl).toBe('https://api.moyasar.com/v1/applepay/initiate')
  })

  it('is not offered without the file, or when the file cannot be read or is empty', () => {
    const empty = join(folder, 'empty')
    writeFileSync(empty, ' \n')
    for (const file of [undefined, join(folder, 'missing'), empty]) {
      expect(applePayDomainAssociation(envWith(file))).toBeNull()
      expect(applePayDomainAssociationResponse(new Request('https://shop.test/x'), envWith(file)).status).toBe(404)
      expect(paymentClientFromEnv(envWith(file)).browser.applePayInitiateUrl).toBeNull()
    }
  })

  it('is offered by the payment sandbox, on the site’s own origin, only when asked (a real device refuses its session)', () => {
    const sandbox = { ...getEnv(), MOYASAR_SECRET_KEY: undefined }
    expect(paymentClientFromEnv({ ...sandbox, PAYMENT_SANDBOX_APPLE_PAY: true }).browser.applePayInitiateUrl).toBe(
      '/api/payment-sandbox/v1/applepay/initiate',
    )
    expect(paymentClientFromEnv({ ...sandbox, PAYMENT_SANDBOX_APPLE_PAY: false }).browser.applePayInitiateUrl).toBeNull()
  })
})
