/**
 * The one client of the payment gateway, Moyasar (decision 0101): create a payment, fetch it, refund
 * it, send an STC Pay OTP. Every call is made from the server with the secret key (HTTP Basic, the
 * key as user name); the buyer's browser only turns a card into a token at Moyasar with the
 * publishable key, so no card number reaches this server. Without MOYASAR_SECRET_KEY the client
 * talks, in-process, to the app's own sandbox (./moyasar-sandbox.ts), which answers as Moyasar's
 * documentation says and moves no money.
 *
 * Nothing a call sends or receives is logged: a failure is a `PaymentGatewayError` whose reason is
 * text the app wrote (`http_502`, `timeout`, `invalid_answer`), never Moyasar's reply.
 * Only erasable TypeScript is allowed here.
 */
import { appConfig, getEnv, type Env } from '../../../app.config.ts'
import { moyasarPaymentSchema, type CreatePaymentInput, type MoyasarPayment } from './moyasar-payment.ts'
import { moyasarSandbox, sandboxWebhookSecret } from './moyasar-sandbox-store.server.ts'
import { applePayDomainAssociation } from './apple-pay-domain.ts'

export class PaymentGatewayError extends Error {
  readonly reason: string
  /** Moyasar refused the request itself (4xx): sending it again will not help. */
  readonly refused: boolean
  constructor(reason: string, refused = false) {
    super(`payment gateway: ${reason}`)
    this.name = 'PaymentGatewayError'
    this.reason = reason
    this.refused = refused
  }
}

export type PaymentClient = {
  createPayment(input: CreatePaymentInput): Promise<MoyasarPayment>
  fetchPayment(id: string): Promise<MoyasarPayment>
  /** Refunds `amountHalalas` (the whole payment when left out). */
  refundPayment(id: string, amountHalalas?: number): Promise<MoyasarPayment>
  /** Sends the buyer's STC Pay OTP to the payment's `transaction_url`; answers the payment after it. */
  submitStcPayOtp(transactionUrl: string, otp: string): Promise<MoyasarPayment>
  /**
   * What the buyer's browser needs to tokenise a card at Moyasar, and where it has Apple Pay's
   * merchant session made (null: Apple Pay is not offered).
   */
  browser: { publishableKey: string; tokensUrl: string; sandbox: boolean; applePayInitiateUrl: string | null }
}

type Fetch = (request: Request) => Promise<Response>

export type PaymentClientOptions = {
  apiUrl: string
  secretKey: string
  publishableKey: string
  /** The network by default; the sandbox's handler in-process. */
  fetch?: Fetch
  timeoutMs?: number
  /** The tokens endpoint as the browser reaches it, when not `${apiUrl}/v1/tokens`. */
  browserTokensUrl?: string
  /** Apple Pay's merchant validation as the browser reaches it; unset, Apple Pay is not offered. */
  browserApplePayInitiateUrl?: string
  sandbox?: boolean
}

export function createPaymentClient(options: PaymentClientOptions): PaymentClient {
  const send: Fetch = options.fetch ?? ((request) => fetch(request))
  const timeoutMs = options.timeoutMs ?? appConfig.payments.requestTimeoutMs
  const authorization = `Basic ${Buffer.from(`${options.secretKey}:`).toString('base64')}`
  const base = options.apiUrl.replace(/\/+$/, '')

  async function call(method: 'GET' | 'POST', url: string, body?: unknown): Promise<MoyasarPayment> {
    const request = new Request(url, {
      method,
      headers: {
        Authorization: authorization,
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'manual',
    })
    let response: Response
    try {
      response = await send(request)
    } catch (error) {
      throw new PaymentGatewayError((error as Error)?.name === 'TimeoutError' ? 'timeout' : 'unreachable')
    }
    if (!response.ok) {
      await response.body?.cancel()
      throw new PaymentGatewayError(`http_${response.status}`, response.status >= 400 && response.status < 500 && response.status !== 429)
    }
    const parsed = moyasarPaymentSchema.safeParse(await response.json().catch(() => null))
    if (!parsed.success) throw new PaymentGatewayError('invalid_answer')
    return parsed.data
  }

  const paymentUrl = (id: string) => `${base}/v1/payments/${encodeURIComponent(id)}`

  return {
    createPayment: (input) =>
      call('POST', `${base}/v1/payments`, {
        amount: input.amountHalalas,
        currency: appConfig.currency,
        description: input.description,
        callback_url: input.callbackUrl,
        source: input.source,
        metadata: input.metadata,
      }),
    fetchPayment: (id) => call('GET', paymentUrl(id)),
    refundPayment: (id, amountHalalas) =>
      call('POST', `${paymentUrl(id)}/refund`, amountHalalas === undefined ? {} : { amount: amountHalalas }),
    submitStcPayOtp: (transactionUrl, otp) => {
      // Only Moyasar's own address (or the sandbox's) is ever called with the secret key.
      const target = new URL(transactionUrl)
      if (!options.sandbox && target.origin !== new URL(base).origin) throw new PaymentGatewayError('foreign_transaction_url', true)
      target.searchParams.set('otp_value', otp)
      return call('POST', target.href)
    },
    browser: {
      publishableKey: options.publishableKey,
      tokensUrl: options.browserTokensUrl ?? `${base}/v1/tokens`,
      sandbox: options.sandbox ?? false,
      applePayInitiateUrl: options.browserApplePayInitiateUrl ?? null,
    },
  }
}

/** The sandbox's made-up keys: they open nothing but the sandbox. */
export const sandboxKeys = { secret: 'sk_test_sandbox', publishable: 'pk_test_sandbox' } as const

export function paymentClientFromEnv(env: Env = getEnv()): PaymentClient {
  if (env.MOYASAR_SECRET_KEY) {
    return createPaymentClient({
      apiUrl: env.MOYASAR_API_URL,
      secretKey: env.MOYASAR_SECRET_KEY,
      publishableKey: env.MOYASAR_PUBLISHABLE_KEY ?? '',
      // Offered once the domain is registered for Apple Pay in Moyasar's dashboard (its file served).
      browserApplePayInitiateUrl: applePayDomainAssociation(env)
        ? `${env.MOYASAR_API_URL.replace(/\/+$/, '')}/v1/applepay/initiate`
        : undefined,
    })
  }
  const sandbox = moyasarSandbox()
  return createPaymentClient({
    apiUrl: `http://sandbox.invalid${appConfig.payments.sandboxPath}`,
    secretKey: sandboxKeys.secret,
    publishableKey: sandboxKeys.publishable,
    fetch: (request) => sandbox.fetch(request),
    browserTokensUrl: `${appConfig.payments.sandboxPath}/v1/tokens`,
    browserApplePayInitiateUrl: env.PAYMENT_SANDBOX_APPLE_PAY ? `${appConfig.payments.sandboxPath}/v1/applepay/initiate` : undefined,
    sandbox: true,
  })
}

let client: PaymentClient | undefined

/** This process's client, configured from the environment. */
export function getPaymentClient(): PaymentClient {
  client ??= paymentClientFromEnv()
  return client
}

/** The webhook's secret token: the configured one, or the server's own (stored once for every process). */
export async function paymentWebhookSecret(env: Env = getEnv()): Promise<string> {
  return env.MOYASAR_WEBHOOK_SECRET ?? sandboxWebhookSecret()
}
