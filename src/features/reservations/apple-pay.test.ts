/**
 * Apple Pay's sheet as this page drives it (decision 0101, amended 2026-11-30): what the buyer is
 * asked, when the sheet is told success or failure, and what the page is told when it cannot go on.
 * Safari's `ApplePaySession` is played by a class that records what it was told.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { PaymentStep } from '../../contract/reservations'
import { applePayAvailable, payWithApplePay, type ApplePayOptions } from './apple-pay'

type Told = { version?: number; request?: unknown; completed: number[]; aborted: boolean; merchantSession?: unknown }

/** A wallet whose sheet asks for validation at once, then authorises with `token` unless the buyer cancels. */
function wallet({ canPay = true, cancels = false } = {}): Told {
  const told: Told = { completed: [], aborted: false }
  class Sheet {
    static STATUS_SUCCESS = 0
    static STATUS_FAILURE = 1
    static canMakePayments = () => canPay
    static supportsVersion = (version: number) => version <= 6
    onvalidatemerchant: ((event: { validationURL: string }) => void) | null = null
    onpaymentauthorized: ((event: { payment: { token: unknown } }) => void) | null = null
    oncancel: (() => void) | null = null
    constructor(version: number, request: unknown) {
      told.version = version
      told.request = request
    }
    begin() {
      queueMicrotask(() => this.onvalidatemerchant?.({ validationURL: 'https://apple-pay-gateway.apple.com/paymentservices/startSession' }))
    }
    completeMerchantValidation(session: unknown) {
      told.merchantSession = session
      queueMicrotask(() =>
        cancels ? this.oncancel?.() : this.onpaymentauthorized?.({ payment: { token: { paymentData: { data: 'x' } } } }),
      )
    }
    completePayment(status: number) {
      told.completed.push(status)
    }
    abort() {
      told.aborted = true
    }
  }
  vi.stubGlobal('window', { ApplePaySession: Sheet, location: { hostname: 'shop.example.sa' } })
  return told
}

const merchant = (status = 200) =>
  vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify({ merchantSessionIdentifier: 'SSH1' }), { status }))

const options = (pay: (token: string) => Promise<PaymentStep>): ApplePayOptions => ({
  amountHalalas: 100_000,
  merchantName: 'مروج للسيارات',
  initiateUrl: '/api/payment-sandbox/v1/applepay/initiate',
  publishableKey: 'pk_test_sandbox',
  pay,
})

afterEach(() => vi.unstubAllGlobals())

describe('Apple Pay', () => {
  it('is offered only where the browser has it with a card', () => {
    expect(applePayAvailable()).toBe(false)
    wallet({ canPay: false })
    expect(applePayAvailable()).toBe(false)
    wallet()
    expect(applePayAvailable()).toBe(true)
  })

  it('asks for the deposit in riyals, has Moyasar make the merchant session, charges the token and tells the sheet', async () => {
    const told = wallet()
    const fetch = merchant()
    vi.stubGlobal('fetch', fetch)
    const pay = vi.fn(async (_token: string) => ({ outcome: 'paid' }) as PaymentStep)
    expect(await payWithApplePay(options(pay))).toEqual({ kind: 'step', step: { outcome: 'paid' } })
    expect(told.version).toBe(6)
    expect(told.request).toMatchObject({ countryCode: 'SA', currencyCode: 'SAR', total: { label: 'مروج للسيارات', amount: '1000.00' } })
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toEqual({
      validation_url: 'https://apple-pay-gateway.apple.com/paymentservices/startSession',
      display_name: 'مروج للسيارات',
      domain_name: 'shop.example.sa',
      publishable_api_key: 'pk_test_sandbox',
    })
    expect(told.merchantSession).toEqual({ merchantSessionIdentifier: 'SSH1' })
    expect(JSON.parse(pay.mock.calls[0]![0])).toEqual({ paymentData: { data: 'x' } })
    expect(told.completed).toEqual([0])
  })

  it('tells the sheet of a declined payment, and of one the server could not take', async () => {
    const told = wallet()
    vi.stubGlobal('fetch', merchant())
    const declined = { outcome: 'failed', failure: 'insufficient_funds' } as PaymentStep
    expect(await payWithApplePay(options(async () => declined))).toEqual({ kind: 'step', step: declined })
    const refused = new Error('gateway down')
    expect(await payWithApplePay(options(async () => Promise.reject(refused)))).toEqual({ kind: 'error', error: refused })
    expect(told.completed).toEqual([1, 1])
  })

  it('closes the sheet and charges nothing when the merchant session is refused, and says nothing when the buyer cancels', async () => {
    const told = wallet()
    vi.stubGlobal('fetch', merchant(400))
    const pay = vi.fn(async (_token: string) => ({ outcome: 'paid' }) as PaymentStep)
    expect(await payWithApplePay(options(pay))).toEqual({ kind: 'unavailable' })
    expect(told.aborted).toBe(true)
    wallet({ cancels: true })
    vi.stubGlobal('fetch', merchant())
    expect(await payWithApplePay(options(pay))).toEqual({ kind: 'cancelled' })
    expect(pay).not.toHaveBeenCalled()
  })
})
