import type { PaymentStep } from '../../contract/reservations'

/**
 * Apple Pay on the web (decision 0101, amended 2026-11-30): Safari's own Apple Pay JS, no script
 * of Apple's or Moyasar's. Moyasar makes the merchant session (web merchant registration, with the
 * publishable key); the dealer's server charges the token Apple's sheet hands over, for the amount
 * the server decides, and confirms it by fetching the payment, as for a card.
 */

/** The part of Safari's `ApplePaySession` this page uses. */
type ApplePaySessionLike = {
  onvalidatemerchant: ((event: { validationURL: string }) => void) | null
  onpaymentauthorized: ((event: { payment: { token: unknown } }) => void) | null
  oncancel: (() => void) | null
  begin(): void
  abort(): void
  completeMerchantValidation(session: unknown): void
  completePayment(status: number): void
}
type ApplePaySessionClass = {
  new (version: number, request: ApplePayRequest): ApplePaySessionLike
  canMakePayments(): boolean
  supportsVersion(version: number): boolean
  readonly STATUS_SUCCESS: number
  readonly STATUS_FAILURE: number
}
export type ApplePayRequest = {
  countryCode: 'SA'
  currencyCode: 'SAR'
  supportedNetworks: string[]
  merchantCapabilities: string[]
  total: { label: string; amount: string; type: 'final' }
}

const sessionClass = (): ApplePaySessionClass | undefined =>
  typeof window === 'undefined' ? undefined : (window as { ApplePaySession?: ApplePaySessionClass }).ApplePaySession

/** Whether this browser has Apple Pay with a card the buyer can pay with (Apple's rule for showing its button). */
export function applePayAvailable(): boolean {
  try {
    return sessionClass()?.canMakePayments() === true
  } catch {
    // Safari throws on a page that is not secure.
    return false
  }
}

export type ApplePayOutcome =
  | { kind: 'step'; step: PaymentStep }
  | { kind: 'cancelled' }
  /** The merchant session could not be made: nothing was charged. */
  | { kind: 'unavailable' }
  | { kind: 'error'; error: unknown }

export type ApplePayOptions = {
  amountHalalas: number
  merchantName: string
  initiateUrl: string
  publishableKey: string
  /** Charges Apple's payment token (as JSON) on the dealer's server. */
  pay: (token: string) => Promise<PaymentStep>
}

/**
 * Opens Apple's payment sheet and settles when the buyer has paid, cancelled, or it could not go
 * on. Must be called in the tap's own handler: Safari opens the sheet only for a user's gesture.
 */
export function payWithApplePay(options: ApplePayOptions): Promise<ApplePayOutcome> {
  const Session = sessionClass()
  if (!Session) return Promise.resolve({ kind: 'unavailable' })
  // mada is among the networks from version 5 on (Moyasar asks for 5 or later).
  const version = [14, 6, 5].find((candidate) => Session.supportsVersion(candidate)) ?? 5
  const session = new Session(version, {
    countryCode: 'SA',
    currencyCode: 'SAR',
    supportedNetworks: ['mada', 'visa', 'masterCard'],
    merchantCapabilities: ['supports3DS', 'supportsDebit', 'supportsCredit'],
    total: { label: options.merchantName, amount: (options.amountHalalas / 100).toFixed(2), type: 'final' },
  })
  return new Promise((resolve) => {
    let settled = false
    const settle = (outcome: ApplePayOutcome) => {
      if (settled) return
      settled = true
      resolve(outcome)
    }
    session.onvalidatemerchant = (event) => {
      void (async () => {
        try {
          const answer = await fetch(options.initiateUrl, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
            body: JSON.stringify({
              validation_url: event.validationURL,
              display_name: options.merchantName,
              domain_name: window.location.hostname,
              publishable_api_key: options.publishableKey,
            }),
          })
          if (!answer.ok) throw new Error(`merchant session refused (${answer.status})`)
          session.completeMerchantValidation(await answer.json())
        } catch {
          session.abort()
          settle({ kind: 'unavailable' })
        }
      })()
    }
    session.onpaymentauthorized = (event) => {
      void (async () => {
        try {
          const step = await options.pay(JSON.stringify(event.payment.token))
          session.completePayment(step.outcome === 'failed' ? Session.STATUS_FAILURE : Session.STATUS_SUCCESS)
          settle({ kind: 'step', step })
        } catch (error) {
          session.completePayment(Session.STATUS_FAILURE)
          settle({ kind: 'error', error })
        }
      })()
    }
    session.oncancel = () => settle({ kind: 'cancelled' })
    session.begin()
  })
}
