/**
 * The app's stand-in for Moyasar (decision 0101): Moyasar's sandbox is not reachable from where this
 * app is built and tested, so this answers as Moyasar's documentation says, for the demo (no keys)
 * and the tests. It moves no money. Its payments and card tokens live in a store: the server's is
 * the database (moyasar-sandbox-store.server.ts), so every process of a cluster knows a payment
 * another made; tests may keep them in memory. A card's number is read once, to decide the test
 * outcome it stands for, and never kept: a visitor trying the demo may type a real one.
 *
 * - `POST /v1/tokens` (publishable key): a card becomes `token_…`; name of two words, a 16-digit
 *   number, a future month and year, a 3-digit CVC, else 400 `invalid_request_error`.
 * - `POST /v1/applepay/initiate` (publishable key): Apple Pay's merchant session for the
 *   `validation_url` of Apple's gateway, `display_name` and `domain_name` (made up: Apple is not asked).
 * - `POST /v1/payments` (secret key): `amount` in halalas (at least 100, 1 SAR), `currency` SAR,
 *   `source` `token` or `creditcard` (3-D Secure: `initiated` with `source.transaction_url`),
 *   `applepay` (paid at once) or `stcpay` (`initiated`, the OTP goes to `transaction_url`; the
 *   documented test mobiles fail at once).
 * - The 3-D Secure page (`GET`/`POST /3ds/{id}`) stands for the bank's: completing it settles the
 *   payment by the documented test cards (4201320111111010 paid; 4201320000311101 failed
 *   "INSUFFICIENT FUNDS", code 51; any card not listed fails) and sends the buyer to
 *   `callback_url?id=&status=&message=`.
 * - `POST /stcpay/{id}?otp_value=`: 123456 and 000000 pay; 111111, 222222, 333333, 444444 fail
 *   with the documented messages; any other OTP fails "Invalid OTP".
 * - `GET /v1/payments/{id}`, `POST /v1/payments/{id}/refund` (`amount` optional, at most what is
 *   left; only a paid or captured payment).
 *
 * Its public pages live at appConfig.payments.sandboxPath on the site's own origin, which it learns
 * from each payment's `callback_url`.
 * Only erasable TypeScript is allowed here (Node's type stripping runs it in scripts).
 */
import { randomBytes, randomUUID } from 'node:crypto'
import { appConfig } from '../../../app.config.ts'

type CardOutcome = { status: 'paid' | 'failed'; message: string; responseCode: string }

/** docs.moyasar.com "Test Cards": mada, then Visa and Mastercard's approved cards. */
const testCards: Record<string, CardOutcome> = {
  '4201320111111010': { status: 'paid', message: 'APPROVED', responseCode: '00' },
  '4201320000013020': { status: 'failed', message: 'UNSPECIFIED FAILURE', responseCode: '99' },
  '4201320000311101': { status: 'failed', message: 'INSUFFICIENT FUNDS', responseCode: '51' },
  '4201320131000508': { status: 'failed', message: 'DECLINED: LOST CARD', responseCode: '41' },
  '4201321234411220': { status: 'failed', message: 'DECLINED', responseCode: '05' },
  '4201322267774310': { status: 'failed', message: 'DECLINED: EXPIRED CARD', responseCode: '54' },
  '4201326324640570': { status: 'failed', message: 'DECLINED: EXCEEDS WITHDRAWAL LIMIT', responseCode: '61' },
  '4201321144311528': { status: 'failed', message: 'DECLINED: STOLEN CARD', responseCode: '43' },
  '4111111111111111': { status: 'paid', message: 'APPROVED', responseCode: '00' },
  '5421080101000000': { status: 'paid', message: 'APPROVED', responseCode: '00' },
}
const unlistedCard: CardOutcome = { status: 'failed', message: 'DECLINED', responseCode: '05' }

/** docs.moyasar.com "Testing STC Pay": the OTP decides. */
export const stcPayOtpOutcomes: Record<string, { status: 'paid' | 'failed'; message: string }> = {
  '123456': { status: 'paid', message: 'Paid' },
  '000000': { status: 'paid', message: 'Paid' },
  '111111': { status: 'failed', message: 'Insufficient Balance.' },
  '222222': { status: 'failed', message: 'You have exceeded the allowed daily transaction limit for your STC Pay account.' },
  '333333': { status: 'failed', message: 'You have exceeded the maximum allowed transaction amount.' },
  '444444': { status: 'failed', message: 'Connection timed out while waiting for response from STC Pay service.' },
}
const invalidOtp = { status: 'failed', message: 'Invalid OTP' } as const

/** …and the mobiles that fail when the payment is started. */
const stcPayMobileFailures: Record<string, string> = {
  '0515555555': 'Mobile number is not registered to use the STC Pay service.',
  '0515555556': 'Please update your information using the STC Pay app before attempting payment.',
  '0515555557': 'The customer account status is invalid, please contact STC Pay support.',
  '0515555558': 'You have exhausted your OTP attempts, please wait 15 minutes then try again.',
  '0515555559': 'Please wait 60 seconds before attempting a new payment.',
}

/** What a card token keeps: the outcome its number stands for and what Moyasar shows of a card. */
export type SandboxCard = { outcome: CardOutcome; name: string; company: string; masked: string }
export type SandboxPayment = {
  id: string
  status: string
  amount: number
  refunded: number
  currency: string
  description: string | null
  callback_url: string | null
  metadata: Record<string, string> | null
  created_at: string
  updated_at: string
  refunded_at: string | null
  source: Record<string, unknown>
  /** The sandbox's own, never answered: what the 3-D Secure page settles the payment by. */
  cardOutcome?: CardOutcome
}
type Payment = SandboxPayment

/**
 * Where the sandbox keeps its records. `change` runs `apply` on the payment alone (no other change
 * to it in between, in any process) and stores what it returns; undefined changes nothing.
 */
export type SandboxStore = {
  readPayment(id: string): Promise<SandboxPayment | undefined>
  addPayment(payment: SandboxPayment): Promise<void>
  changePayment(id: string, apply: (payment: SandboxPayment) => SandboxPayment | undefined): Promise<SandboxPayment | undefined>
  readToken(id: string): Promise<SandboxCard | undefined>
  addToken(id: string, card: SandboxCard): Promise<void>
}

/** A store in this process's memory: for tests, and one process alone. */
export function memorySandboxStore(): SandboxStore {
  const payments = new Map<string, SandboxPayment>()
  const tokens = new Map<string, SandboxCard>()
  const copy = <T>(value: T | undefined): T | undefined => (value === undefined ? undefined : structuredClone(value))
  return {
    readPayment: async (id) => copy(payments.get(id)),
    addPayment: async (payment) => void payments.set(payment.id, copy(payment)!),
    changePayment: async (id, apply) => {
      const current = payments.get(id)
      if (!current) return undefined
      const changed = apply(copy(current)!)
      if (changed) payments.set(id, copy(changed)!)
      return copy(changed ?? current)
    },
    readToken: async (id) => copy(tokens.get(id)),
    addToken: async (id, card) => void tokens.set(id, copy(card)!),
  }
}

/** Apple Pay's payment token as JSON: the whole token, or its `paymentData` alone (Moyasar takes either). */
function isApplePayToken(token: string): boolean {
  try {
    const parsed = JSON.parse(token) as Record<string, unknown> | null
    return typeof parsed === 'object' && parsed !== null && (parsed.paymentData != null || parsed.data != null)
  } catch {
    return false
  }
}

export type MoyasarSandbox = {
  fetch(request: Request): Promise<Response>
  /** Test code: the payment as the sandbox holds it. */
  payment(id: string): Promise<SandboxPayment | undefined>
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
  })
const invalid = (message: string, errors?: Record<string, string[]>) =>
  json(400, { type: 'invalid_request_error', message, errors: errors ?? null })
const unauthorized = () => json(401, { type: 'authentication_error', message: 'Invalid authorization credentials', errors: null })
const notFound = () => json(404, { type: 'record_not_found', message: 'Object not found', errors: null })

function keyOf(request: Request): string | null {
  const header = request.headers.get('authorization') ?? ''
  const basic = /^Basic\s+(.+)$/i.exec(header)?.[1]
  if (!basic) return null
  return Buffer.from(basic, 'base64').toString('utf8').replace(/:$/, '')
}

async function readBody(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get('content-type') ?? ''
  if (type.includes('application/json')) return ((await request.json().catch(() => null)) as Record<string, unknown> | null) ?? {}
  if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
    const form = await request.formData().catch(() => null)
    return form ? Object.fromEntries([...form.entries()].map(([key, value]) => [key, String(value)])) : {}
  }
  return {}
}

const masked = (number: string) => `${number.slice(0, 4)}-${number.slice(4, 6)}XX-XXXX-${number.slice(-4)}`
const companyOf = (number: string) => (number.startsWith('420132') ? 'mada' : number.startsWith('4') ? 'visa' : 'master')

function publicPayment(payment: Payment): Record<string, unknown> {
  const { cardOutcome: _cardOutcome, ...answer } = payment
  return {
    ...answer,
    fee: 0,
    captured: 0,
    captured_at: null,
    voided_at: null,
    invoice_id: null,
    ip: null,
    amount_format: `${(payment.amount / 100).toFixed(2)} SAR`,
    refunded_format: `${(payment.refunded / 100).toFixed(2)} SAR`,
  }
}

function cardErrors(body: Record<string, unknown>, now: Date): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  const name = String(body.name ?? '').trim()
  const number = String(body.number ?? '').replace(/\s+/g, '')
  const month = Number(body.month)
  const year = Number(String(body.year ?? '').length === 2 ? `20${String(body.year)}` : body.year)
  if (name.split(/\s+/).length < 2) errors.name = ['must be made of at least two words']
  if (!/^\d{16}$/.test(number)) errors.number = ['is invalid']
  if (!/^\d{3}$/.test(String(body.cvc ?? ''))) errors.cvc = ['is invalid']
  const expiresAfter =
    Number.isInteger(month) && month >= 1 && month <= 12 && Number.isInteger(year) ? new Date(Date.UTC(year, month, 1)) : null
  if (!expiresAfter || expiresAfter <= now) errors.year = ['card is expired']
  return errors
}

/** What a card number stands for in the sandbox, and what may be shown of it: never the number itself. */
function cardOf(number: string, name: string): SandboxCard {
  return { outcome: testCards[number] ?? unlistedCard, name, company: companyOf(number), masked: masked(number) }
}

export function createMoyasarSandbox(options: { now?: () => Date; store?: SandboxStore } = {}): MoyasarSandbox {
  const now = options.now ?? (() => new Date())
  const store = options.store ?? memorySandboxStore()
  const publicBase = (payment: Payment) => {
    const origin = payment.callback_url ? new URL(payment.callback_url).origin : 'http://localhost'
    return `${origin}${appConfig.payments.sandboxPath}`
  }
  const touch = (payment: Payment) => {
    payment.updated_at = now().toISOString()
  }

  function settleCard(payment: Payment): Payment {
    const outcome = payment.cardOutcome ?? unlistedCard
    payment.status = outcome.status
    payment.source = { ...payment.source, message: outcome.message, response_code: outcome.responseCode }
    delete payment.cardOutcome
    touch(payment)
    return payment
  }

  async function createPayment(body: Record<string, unknown>): Promise<Response> {
    const amount = body.amount
    const currency = String(body.currency ?? 'SAR')
    const source = (body.source ?? {}) as Record<string, unknown>
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100)
      return invalid('Validation Failed', { amount: ['must be at least 100'] })
    if (currency !== 'SAR') return invalid('Validation Failed', { currency: ['is not supported'] })
    const at = now().toISOString()
    const payment: Payment = {
      id: randomUUID(),
      status: 'initiated',
      amount,
      refunded: 0,
      currency,
      description: typeof body.description === 'string' ? body.description : null,
      callback_url: typeof body.callback_url === 'string' ? body.callback_url : null,
      metadata: (body.metadata as Record<string, string> | undefined) ?? null,
      created_at: at,
      updated_at: at,
      refunded_at: null,
      source: {},
    }
    switch (source.type) {
      case 'token':
      case 'creditcard': {
        let card: SandboxCard | undefined
        if (source.type === 'token') {
          card = await store.readToken(String(source.token ?? ''))
          if (!card) return invalid('Validation Failed', { 'source.token': ['is invalid'] })
        } else {
          const errors = cardErrors(source, now())
          if (Object.keys(errors).length > 0) return invalid('Validation Failed', errors)
          card = cardOf(String(source.number).replace(/\s+/g, ''), String(source.name).trim())
        }
        if (!payment.callback_url) return invalid('Validation Failed', { callback_url: ['is required for 3-D Secure'] })
        payment.cardOutcome = card.outcome
        payment.source = {
          type: 'creditcard',
          company: card.company,
          name: card.name,
          number: card.masked,
          message: null,
          response_code: null,
          transaction_url: `${publicBase(payment)}/3ds/${payment.id}`,
        }
        break
      }
      case 'applepay':
        if (typeof source.token !== 'string' || source.token === '')
          return invalid('Validation Failed', { 'source.token': ['is required'] })
        // Apple's payment token, as the payment sheet hands it over: its encrypted payment data.
        if (!isApplePayToken(source.token)) return invalid('Validation Failed', { 'source.token': ['is invalid'] })
        payment.status = 'paid'
        payment.source = {
          type: 'applepay',
          company: 'mada',
          name: null,
          number: '4201-32XX-XXXX-1010',
          message: 'APPROVED',
          response_code: '00',
        }
        break
      case 'stcpay': {
        const mobile = String(source.mobile ?? '')
        if (!/^05\d{8}$/.test(mobile)) return invalid('Validation Failed', { 'source.mobile': ['is invalid'] })
        const failure = stcPayMobileFailures[mobile]
        payment.status = failure ? 'failed' : 'initiated'
        payment.source = {
          type: 'stcpay',
          mobile,
          reference_number: null,
          message: failure ?? null,
          transaction_url: failure ? null : `${publicBase(payment)}/stcpay/${payment.id}`,
        }
        break
      }
      default:
        return invalid('Validation Failed', { 'source.type': ['is not supported'] })
    }
    await store.addPayment(payment)
    return json(201, publicPayment(payment))
  }

  async function refund(id: string, body: Record<string, unknown>): Promise<Response> {
    let refusal: Response | undefined
    const payment = await store.changePayment(id, (payment) => {
      if (payment.status !== 'paid' && payment.status !== 'captured') {
        refusal = invalid('Payment is not in a refundable state')
        return undefined
      }
      const left = payment.amount - payment.refunded
      const amount = body.amount === undefined ? left : body.amount
      if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0 || amount > left) {
        refusal = invalid('Validation Failed', { amount: ['is invalid'] })
        return undefined
      }
      payment.refunded += amount
      payment.status = 'refunded'
      payment.refunded_at = now().toISOString()
      touch(payment)
      return payment
    })
    if (!payment) return notFound()
    return refusal ?? json(200, publicPayment(payment))
  }

  function threeDSecurePage(payment: Payment): Response {
    const amount = (payment.amount / 100).toFixed(2)
    const page = `<!doctype html>
<html lang="ar" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>3-D Secure</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#111}
p{line-height:1.6}button{font-size:1rem;padding:.75rem 1.5rem;border-radius:.5rem;border:0;background:#1f6f70;color:#fff;min-height:44px}
.en{direction:ltr;text-align:left;border-top:1px solid #ddd;margin-top:1.5rem;padding-top:1rem}</style></head>
<body><h1>3-D Secure</h1>
<p>صفحة تجريبية تمثّل تحقق البنك (بيئة الاختبار، لا تُنقل أي أموال). المبلغ: <bdi>${amount} SAR</bdi>.</p>
<form method="post"><button type="submit" name="confirm" value="1">إتمام التحقق / Complete authentication</button></form>
<p class="en" lang="en">A test page standing for the bank's check (sandbox: no money moves). Amount: ${amount} SAR.</p>
</body></html>`
    return new Response(page, {
      status: 200,
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'",
      },
    })
  }

  function backToMerchant(payment: Payment): Response {
    const target = new URL(payment.callback_url as string)
    target.searchParams.set('id', payment.id)
    target.searchParams.set('status', payment.status)
    target.searchParams.set('message', String(payment.source.message ?? ''))
    return new Response(null, { status: 302, headers: { Location: target.href, 'Cache-Control': 'no-store' } })
  }

  /**
   * Apple Pay's merchant validation as Moyasar's web merchant registration makes it: the browser
   * hands over the validation URL Apple gave its payment sheet, and gets the merchant session to
   * complete it with. Only Apple's own gateways are asked (here: nobody is; the session is made up).
   */
  function applePaySession(body: Record<string, unknown>, key: string | null): Response {
    const publishable = key ?? String(body.publishable_api_key ?? '')
    if (!publishable.startsWith('pk_')) return unauthorized()
    const errors: Record<string, string[]> = {}
    const validationUrl = URL.canParse(String(body.validation_url ?? '')) ? new URL(String(body.validation_url)) : null
    if (
      !validationUrl ||
      validationUrl.protocol !== 'https:' ||
      !/^apple-pay-gateway(-[a-z0-9-]+)?\.apple\.com$/.test(validationUrl.hostname)
    )
      errors.validation_url = ['is invalid']
    const displayName = String(body.display_name ?? '').trim()
    if (displayName === '' || displayName.length > 64) errors.display_name = ['is invalid']
    const domainName = String(body.domain_name ?? '').trim()
    if (!/^[a-z0-9.-]+$/i.test(domainName)) errors.domain_name = ['is invalid']
    if (Object.keys(errors).length > 0) return invalid('Validation Failed', errors)
    const issued = now().getTime()
    return json(200, {
      epochTimestamp: issued,
      expiresAt: issued + 60 * 60_000,
      merchantSessionIdentifier: `SSH${randomBytes(16).toString('hex').toUpperCase()}`,
      nonce: randomBytes(4).toString('hex'),
      merchantIdentifier: randomBytes(32).toString('hex').toUpperCase(),
      domainName,
      displayName,
      signature: randomBytes(64).toString('base64'),
      operationalAnalyticsIdentifier: `${displayName}:${randomBytes(16).toString('hex').toUpperCase()}`,
      retries: 0,
    })
  }

  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url)
    const at = url.pathname.indexOf(appConfig.payments.sandboxPath)
    const path = at >= 0 ? url.pathname.slice(at + appConfig.payments.sandboxPath.length) : url.pathname
    const method = request.method
    const key = keyOf(request)

    let match = /^\/3ds\/([0-9a-f-]{36})$/.exec(path)
    if (match) {
      const id = match[1] as string
      const payment = await store.readPayment(id)
      if (!payment || payment.source.type !== 'creditcard') return notFound()
      if (method === 'GET') return payment.status === 'initiated' ? threeDSecurePage(payment) : backToMerchant(payment)
      if (method === 'POST') {
        const settled = await store.changePayment(id, (current) => (current.status === 'initiated' ? settleCard(current) : undefined))
        return backToMerchant(settled ?? payment)
      }
      return notFound()
    }

    if (path === '/v1/tokens' && method === 'POST') {
      const body = await readBody(request)
      const publishable = key ?? String(body.publishable_api_key ?? '')
      if (!publishable.startsWith('pk_')) return unauthorized()
      const errors = cardErrors(body, now())
      if (Object.keys(errors).length > 0) return invalid('Validation Failed', errors)
      const number = String(body.number).replace(/\s+/g, '')
      const id = `token_${randomBytes(16).toString('hex')}`
      await store.addToken(id, cardOf(number, String(body.name).trim()))
      return json(201, {
        id,
        status: 'active',
        brand: companyOf(number),
        funding: 'debit',
        country: 'SA',
        month: String(body.month),
        year: String(body.year),
        name: String(body.name).trim(),
        last_four: number.slice(-4),
        created_at: now().toISOString(),
      })
    }

    if (path === '/v1/applepay/initiate' && method === 'POST') return applePaySession(await readBody(request), key)

    // Everything else is the merchant's server, with the secret key.
    if (!key?.startsWith('sk_')) return unauthorized()

    if (path === '/v1/payments' && method === 'POST') return createPayment(await readBody(request))
    match = /^\/v1\/payments\/([^/]+)(\/refund)?$/.exec(path)
    if (match) {
      const id = decodeURIComponent(match[1] as string)
      if (!match[2] && method === 'GET') {
        const payment = await store.readPayment(id)
        return payment ? json(200, publicPayment(payment)) : notFound()
      }
      if (match[2] && method === 'POST') return refund(id, await readBody(request))
      return notFound()
    }
    match = /^\/stcpay\/([0-9a-f-]{36})$/.exec(path)
    if (match && method === 'POST') {
      const id = match[1] as string
      const otp = url.searchParams.get('otp_value') ?? String((await readBody(request)).otp_value ?? '')
      let notAwaiting = false
      const payment = await store.changePayment(id, (current) => {
        if (current.source.type !== 'stcpay') return undefined
        if (current.status !== 'initiated') {
          notAwaiting = true
          return undefined
        }
        const outcome = stcPayOtpOutcomes[otp] ?? invalidOtp
        current.status = outcome.status
        current.source = { ...current.source, message: outcome.message, transaction_url: null }
        touch(current)
        return current
      })
      if (!payment || payment.source.type !== 'stcpay') return notFound()
      return notAwaiting ? invalid('Payment is not awaiting an OTP') : json(200, publicPayment(payment))
    }
    return notFound()
  }

  return { fetch: handle, payment: (id) => store.readPayment(id) }
}
