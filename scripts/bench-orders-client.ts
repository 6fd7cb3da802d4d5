/**
 * An outside API client placing orders as `npm run bench:orders` does: one CSRF token for the
 * whole run (signed double submit, decision 0034), each visitor with an address of their own in
 * X-Forwarded-For (the server trusts its proxy) and a mobile of their own, so the per-address
 * and per-mobile limits (decision 0042) never refuse the load. Busy answers (503, and 409
 * `request_in_progress` for a repeat that met its first still running) are sent again after
 * their Retry-After, with the same Idempotency-Key, as a well-behaved client does.
 */
import { randomUUID } from 'node:crypto'
import type { PlaceOrderInput } from '../src/contract/orders.ts'

export type Session = { base: string; token: string; cookie: string }

export async function openSession(base: string): Promise<Session> {
  const answer = await fetch(`${base}/api/csrf`)
  const { token } = (await answer.json()) as { token: string }
  const cookie = (answer.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
  if (!token || !cookie) throw new Error(`GET /api/csrf gave no token (${answer.status})`)
  return { base, token, cookie }
}

export type Answer = {
  status: number
  body: { code?: string; reference?: string; status?: string } & Record<string, unknown>
  headers: Headers
  /** From sending the request that got this answer to reading it. */
  ms: number
  /** Busy answers before this one (sent again after Retry-After). */
  busy: number
}

export type Visitor = { mobile: string; address: string; locale: 'ar' | 'en' }

/** At most this many busy answers before the client gives up and reports the last one. */
const maxBusyAnswers = 20

/** POSTs `body`; throws only when no answer came (connection refused or cut). */
export async function post(session: Session, path: string, body: unknown, visitor: Visitor, idempotencyKey?: string): Promise<Answer> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'Content-Language': visitor.locale,
    'X-Forwarded-For': visitor.address,
    'X-XSRF-TOKEN': session.token,
    Cookie: session.cookie,
  }
  if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey
  for (let busy = 0; ; busy++) {
    const started = performance.now()
    const response = await fetch(`${session.base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) })
    const text = await response.text()
    const ms = performance.now() - started
    const parsed = (text ? JSON.parse(text) : {}) as Answer['body']
    const isBusy = response.status === 503 || (response.status === 409 && parsed.code === 'request_in_progress')
    if (!isBusy || busy >= maxBusyAnswers) return { status: response.status, body: parsed, headers: response.headers, ms, busy }
    const retryAfter = Number(response.headers.get('retry-after') ?? 1)
    await new Promise((resolve) => setTimeout(resolve, Math.max(1, retryAfter) * 1000))
  }
}

export type Catalogue = { carIds: number[]; bankSlugs: string[] }

export async function readCatalogue(base: string): Promise<Catalogue> {
  const cars = (await (await fetch(`${base}/api/cars?pageSize=24`)).json()) as { items: { id: number }[] }
  const banks = (await (await fetch(`${base}/api/banks`)).json()) as { items: { slug: string }[] }
  if (cars.items.length === 0 || banks.items.length === 0) throw new Error('the server has no cars or no banks to order with')
  return { carIds: cars.items.map((car) => car.id), bankSlugs: banks.items.map((bank) => bank.slug) }
}

const cities = ['jeddah', 'riyadh', 'abha', 'tabuk'] as const

/**
 * The `index`-th visitor of burst `burst` (1–9): a mobile and an address no other visitor of the
 * run has (198.18.0.0/15 is the range set aside for benchmarks), every other one in English.
 */
export function visitor(burst: number, index: number): Visitor {
  return {
    mobile: `+9665${burst}${String(index).padStart(7, '0')}`,
    address: `198.${17 + burst}.${Math.floor(index / 250)}.${(index % 250) + 1}`,
    locale: index % 2 === 0 ? 'ar' : 'en',
  }
}

/** A complete order of each kind in turn: individual cash, individual finance, company. */
export function orderBody(index: number, who: Visitor, catalogue: Catalogue): PlaceOrderInput {
  const carId = catalogue.carIds[index % catalogue.carIds.length]!
  const bank = catalogue.bankSlugs[index % catalogue.bankSlugs.length]!
  const city = cities[index % cities.length]!
  const email = `buyer${index}@example.com`
  switch (index % 3) {
    case 0:
      return { type: 'individual', name: 'محمد العتيبي', mobile: who.mobile, email, carId, city, purchaseType: 'cash' }
    case 1:
      return {
        type: 'individual',
        name: 'Sara Al-Harbi',
        mobile: who.mobile,
        email,
        carId,
        city,
        purchaseType: 'finance',
        finance: {
          bank,
          workSector: 'government',
          salary: '١٢٬٥٠٠',
          monthlyCommitments: 1500,
          downPayment: 10_000,
          installmentMonths: 60,
          hasMortgage: false,
          hasPaymentDelays: false,
          licenceStatus: 'valid',
          creditConsent: true,
        },
      }
    default:
      return {
        type: 'company',
        companyName: 'شركة النخبة للتجارة',
        crNumber: '7001234567',
        vatNumber: '300000000000003',
        ceoName: 'Khalid Al-Qahtani',
        headquartersCity: city,
        headquartersAddress: 'King Fahd Road, Olaya',
        activity: 'Logistics',
        lines: [{ carId, quantity: 3 }],
        deliveryCity: city,
        contactName: 'Noura Al-Shehri',
        mobile: who.mobile,
        email,
        ...(index % 2 === 0 ? { purchaseType: 'cash' as const } : { purchaseType: 'finance' as const, bank }),
      }
  }
}

export const newIdempotencyKey = (): string => randomUUID()
