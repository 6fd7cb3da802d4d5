/**
 * Purchase orders: placed by a visitor, confirmed by a code sent by SMS to the mobile they gave,
 * then tracked by reference and mobile. The rules of the code are in ./order-policy.ts.
 *
 * An order and its code row are written in the caller's transaction (the API's idempotent one);
 * the code itself is made and sent afterwards, outside any transaction, so a slow SMS gateway
 * never holds the database. A code row whose `codes_sent` is 0 has not reached the visitor yet:
 * whoever claims it (the first request, or a repeat of it) makes and sends the code.
 */
import { and, asc, eq, exists, inArray, isNotNull, lte, ne, sql, type SQL } from 'drizzle-orm'
import type { Locale } from '../../app.config.ts'
import type { FieldErrorKey } from '../contract/field-errors.ts'
import {
  buyerStepOf,
  type OrderStatus,
  type OrderSummary,
  type PlaceOrder,
  type StaffOrderChannel,
  type StaffOrderConfirmation,
  type TrackedOrder,
} from '../contract/orders.ts'
import { toCrNumber, toVatNumber } from '../lib/dealer-identity.ts'
import { banks, orders, orderStatusHistory, orderVerificationCodes } from '../server/db/schema.ts'
import type { Db } from '../server/db/types.ts'
import { consumeRateLimit } from '../server/rate-limit.server.ts'
import { hashVerificationCode, newOrderReference, newVerificationCode, verificationCodeMatches } from './order-codes.ts'
import { orderPolicy } from './order-policy.ts'
import { checkOrderChoice } from './order-choice.ts'
import { insertOrderLines, marketCarsById, resolveOrderLines } from './order-lines.ts'
import { readOrderView, type OrderView } from './order-read-model.ts'
import { orderBranchId } from './order-branch.ts'
import { storedLocale } from '../lib/i18n/locale.ts'

/** A refusal the caller turns into its own answer (the API: a status and a translated message). */
export type OrderRefusal =
  | { refused: 'invalid'; fields: Record<string, FieldErrorKey>; leastDownPaymentSar?: number }
  | { refused: 'not_found' }
  | { refused: 'rate_limited'; retryAfterSeconds: number }
  | { refused: 'locked' }
  | { refused: 'expired' }
  | { refused: 'incorrect'; attemptsLeft: number }
  | { refused: 'already_verified' }
  | { refused: 'sms_failed' }

export { planOf, type OrderPlan } from './order-read-model.ts'

/** What the visitor's code step needs to know. */
export type CodeState = { reference: string; expiresAt: Date; resendAvailableAt: Date }

/** Sends one text message now; throws when the gateway did not take it. */
export type SendSms = (message: { to: string; text: string }) => Promise<void>

/** What a code's message says, in the visitor's language. */
export type CodeText = (locale: Locale, code: string, reference: string) => Promise<string> | string

/**
 * How a visitor names their order on the code steps: its reference and the mobile it was placed
 * with (E.164). A pair that does not match is an unknown order: it learns nothing and counts
 * nothing against the order.
 */
export type OrderKey = { reference: string; mobile: string }

export type OrderClient = {
  /** The visitor's address, for the per-address limits. */
  address: string
  locale: Locale
}

const { codeLifetimeSeconds, resendCooldownSeconds } = orderPolicy
const hour = 60 * 60
const later = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000)

/** Limits that hold for a client whatever order it asks about; the first refusal wins. */
export async function firstLimitRefusal(db: Db, rules: { bucket: string; key: string; limit: number; windowSeconds: number }[]) {
  for (const rule of rules) {
    const decision = await consumeRateLimit(db, rule)
    if (!decision.allowed) return { refused: 'rate_limited' as const, retryAfterSeconds: decision.retryAfterSeconds }
  }
  return null
}

/**
 * Stores the order as awaiting verification, in `tx`. Its code is sent by `deliverFirstCode`
 * once `tx` has committed.
 */
export async function createOrder(
  tx: Db,
  input: PlaceOrder,
  client: OrderClient,
  now: Date = new Date(),
): Promise<{ reference: string } | OrderRefusal> {
  const limited = await firstLimitRefusal(tx, [
    { bucket: 'orders.address', key: client.address, limit: orderPolicy.ordersPerAddressPerHour, windowSeconds: hour },
  ])
  if (limited) return limited

  // A company orders its lines' cars; the order's own car is its first line's, as staff lists show it.
  const resolved = input.type === 'company' ? await resolveOrderLines(tx, input.lines) : { lines: [] }
  if ('fields' in resolved) return { refused: 'invalid', fields: resolved.fields }
  const carId = input.type === 'company' ? resolved.lines[0]!.carId : input.carId
  const car = (await marketCarsById(tx, [carId])).get(carId)
  if (!car) return { refused: 'invalid', fields: { carId: 'choice' } }
  // The colour, the offer and the finance plan as the buyer chose them, checked against the car
  // and the calculator's rules (a first payment of the whole price is a cash purchase).
  const choice = await checkOrderChoice(tx, input, car, now)
  if ('refused' in choice) return choice

  const city = input.type === 'company' ? input.deliveryCity : input.city
  const branchId = await orderBranchId(tx, city, input.branchId)
  if (branchId === null && input.branchId !== undefined) return { refused: 'invalid', fields: { branchId: 'choice' } }

  const bank = input.purchaseType === 'finance' ? (input.type === 'company' ? input.bank : input.finance.bank) : null
  if (bank !== null) {
    const [known] = await tx.select({ slug: banks.slug }).from(banks).where(eq(banks.slug, bank))
    if (!known) return { refused: 'invalid', fields: { [input.type === 'company' ? 'bank' : 'finance.bank']: 'choice' } }
  }

  const finance =
    input.type === 'individual' && input.purchaseType === 'finance'
      ? (({ bank: _bank, creditConsent: _consent, ...answers }) => answers)(input.finance)
      : null
  const reference = await insertWithFreshReference(tx, now, (candidate) => ({
    reference: candidate,
    type: input.type,
    locale: client.locale,
    carId: car.id,
    carTitle: car.title,
    ...choice,
    purchaseType: input.purchaseType,
    contactName: input.type === 'company' ? input.contactName : input.name,
    mobile: input.mobile,
    email: input.email,
    city,
    branchId,
    bank,
    company:
      input.type === 'company'
        ? {
            companyName: input.companyName,
            // Digits only, as the dealer's own numbers are kept.
            crNumber: toCrNumber(input.crNumber) ?? input.crNumber,
            vatNumber: toVatNumber(input.vatNumber) ?? input.vatNumber,
            ceoName: input.ceoName,
            headquartersCity: input.headquartersCity,
            headquartersAddress: input.headquartersAddress,
            activity: input.activity,
          }
        : null,
    finance,
    creditConsentAt: finance ? now : null,
    createdAt: now,
  }))
  await insertOrderLines(tx, reference.id, resolved.lines)
  return { reference: reference.reference }
}

/** References are random: on the rare collision, another one is drawn. */
async function insertWithFreshReference(
  tx: Db,
  now: Date,
  row: (reference: string) => typeof orders.$inferInsert,
): Promise<{ id: string; reference: string }> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const inserted = await tx
      .insert(orders)
      .values(row(newOrderReference()))
      .onConflictDoNothing({ target: orders.reference })
      .returning({ id: orders.id, reference: orders.reference })
    const [order] = inserted
    if (order) {
      // No code has been sent yet (codes_sent 0); its hash is of a code nobody knows.
      await tx.insert(orderVerificationCodes).values({
        orderId: order.id,
        codeHash: 'unsent',
        expiresAt: now,
        resendAvailableAt: now,
        codesSent: 0,
      })
      return order
    }
  }
  throw new Error('Could not draw an unused order reference in 5 attempts')
}

type AwaitingOrder = { id: string; mobile: string; locale: Locale; failedAttempts: number; codesSent: number; resendAvailableAt: Date }

/** The order a code is for, by its reference alone (the request that placed it), or with its mobile. */
async function findAwaitingOrder(db: Db, key: OrderKey | { reference: string }): Promise<AwaitingOrder | OrderRefusal> {
  const [order] = await db
    .select({
      id: orders.id,
      status: orders.status,
      mobile: orders.mobile,
      locale: orders.locale,
      failedAttempts: orderVerificationCodes.failedAttempts,
      codesSent: orderVerificationCodes.codesSent,
      resendAvailableAt: orderVerificationCodes.resendAvailableAt,
    })
    .from(orders)
    .leftJoin(orderVerificationCodes, eq(orderVerificationCodes.orderId, orders.id))
    .where(and(eq(orders.reference, key.reference), 'mobile' in key ? eq(orders.mobile, key.mobile) : undefined))
  if (!order) return { refused: 'not_found' }
  if (order.status !== 'awaiting_verification' || order.failedAttempts === null) return { refused: 'already_verified' }
  return {
    id: order.id,
    mobile: order.mobile,
    locale: storedLocale(order.locale),
    failedAttempts: order.failedAttempts,
    codesSent: order.codesSent ?? 0,
    resendAvailableAt: order.resendAvailableAt ?? new Date(0),
  }
}

type Messaging = { secret: string; sendSms: SendSms; codeText: CodeText }

type CodeRow = { codesSent: number; resendAvailableAt: Date }
type NewCode = { codeHash: string; expiresAt: Date; resendAvailableAt: Date }

/**
 * Claims an order's code row for a new code when `mayClaim` holds for its current state ('taken'
 * when it does not: a repeat that finds the code sent, a resend another one beat), and only then
 * counts the code against the per-mobile and per-address limits, in the same short transaction
 * that holds the row. Requests that race for one code thus take turns, one of them sends, and
 * the others use up none of the mobile's codes. No SMS is sent inside the transaction.
 */
async function claimCodeRow(
  db: Db,
  order: AwaitingOrder,
  client: OrderClient,
  mayClaim: (row: CodeRow) => boolean,
  codesSent: number | SQL,
  newCode: NewCode,
): Promise<'claimed' | 'taken' | OrderRefusal> {
  return db.transaction(async (tx) => {
    const thisRow = eq(orderVerificationCodes.orderId, order.id)
    const [row] = await tx
      .select({ codesSent: orderVerificationCodes.codesSent, resendAvailableAt: orderVerificationCodes.resendAvailableAt })
      .from(orderVerificationCodes)
      .where(thisRow)
      .for('update')
    if (!row || !mayClaim(row)) return 'taken' as const
    const limited = await codeLimits(tx, order, client)
    if (limited) return limited
    // The code sent before stays good until it expires (schema.ts); the row's 'unsent' marker never is one.
    const previous =
      row.codesSent > 0
        ? { previousCodeHash: sql`${orderVerificationCodes.codeHash}`, previousExpiresAt: sql`${orderVerificationCodes.expiresAt}` }
        : { previousCodeHash: null, previousExpiresAt: null }
    await tx
      .update(orderVerificationCodes)
      .set({ ...newCode, codesSent, ...previous })
      .where(thisRow)
    return 'claimed' as const
  })
}

/**
 * Makes a new code for a claimed code row, stores its hash, and sends it. A code the gateway did
 * not take is given back: the row returns to `giveBack` (claimable again at once), and the visitor
 * may try again without waiting.
 */
async function sendNewCode(
  db: Db,
  order: AwaitingOrder,
  reference: string,
  messaging: Messaging,
  claim: (newCode: NewCode) => Promise<'claimed' | 'taken' | OrderRefusal>,
  giveBack: () => Promise<void>,
  now: Date,
): Promise<CodeState | OrderRefusal> {
  const code = newVerificationCode()
  const expiresAt = later(now, codeLifetimeSeconds)
  const resendAvailableAt = later(now, resendCooldownSeconds)
  const claimed = await claim({ codeHash: hashVerificationCode(messaging.secret, order.id, code), expiresAt, resendAvailableAt })
  if (claimed === 'taken') return codeState(db, order.id, reference)
  if (claimed !== 'claimed') return claimed
  try {
    await messaging.sendSms({ to: order.mobile, text: await messaging.codeText(order.locale, code, reference) })
  } catch {
    await giveBack()
    return { refused: 'sms_failed' }
  }
  return { reference, expiresAt, resendAvailableAt }
}

/**
 * The code's state. Its row is gone when the order was verified (or purged) since it was looked
 * up: a resend racing the verification that succeeded learns that, as it would a moment later.
 */
async function codeState(db: Db, orderId: string, reference: string): Promise<CodeState | OrderRefusal> {
  const [row] = await db
    .select({ expiresAt: orderVerificationCodes.expiresAt, resendAvailableAt: orderVerificationCodes.resendAvailableAt })
    .from(orderVerificationCodes)
    .where(eq(orderVerificationCodes.orderId, orderId))
  if (!row) return { refused: 'already_verified' }
  return { reference, ...row }
}

/** The per-mobile and per-address limits on sending codes. */
function codeLimits(db: Db, order: AwaitingOrder, client: OrderClient) {
  return firstLimitRefusal(db, [
    { bucket: 'codes.mobile', key: order.mobile, limit: orderPolicy.codesPerMobilePerHour, windowSeconds: hour },
    { bucket: 'codes.address', key: client.address, limit: orderPolicy.codesPerAddressPerHour, windowSeconds: hour },
  ])
}

/**
 * Sends an order's first code, once: a repeat of the same submission (a double click, a retry
 * after a lost answer) finds it sent and answers with its state; a send that failed is tried again.
 */
export async function deliverFirstCode(
  db: Db,
  reference: string,
  client: OrderClient,
  messaging: Messaging,
  now: Date = new Date(),
): Promise<CodeState | OrderRefusal> {
  const order = await findAwaitingOrder(db, { reference })
  if ('refused' in order) return order
  if (order.codesSent > 0) return codeState(db, order.id, reference)
  const thisRow = eq(orderVerificationCodes.orderId, order.id)
  return sendNewCode(
    db,
    order,
    reference,
    messaging,
    (newCode) => claimCodeRow(db, order, client, (row) => row.codesSent === 0, 1, newCode),
    async () => {
      await db.update(orderVerificationCodes).set({ codesSent: 0, resendAvailableAt: now }).where(thisRow)
    },
    now,
  )
}

/** A new code for an order still awaiting verification, at most once a minute. */
export async function resendCode(
  db: Db,
  key: OrderKey,
  client: OrderClient,
  messaging: Messaging,
  now: Date = new Date(),
): Promise<CodeState | OrderRefusal> {
  const { reference } = key
  const order = await findAwaitingOrder(db, key)
  if ('refused' in order) return order
  // A resend never buys more guesses.
  if (order.failedAttempts >= orderPolicy.maxFailedAttempts) return { refused: 'locked' }
  const wait = Math.ceil((order.resendAvailableAt.getTime() - now.getTime()) / 1000)
  if (wait > 0) return { refused: 'rate_limited', retryAfterSeconds: wait }
  const thisRow = eq(orderVerificationCodes.orderId, order.id)
  return sendNewCode(
    db,
    order,
    reference,
    messaging,
    // Two resends at the same moment: only the one that finds the cooldown over sends.
    (newCode) =>
      claimCodeRow(
        db,
        order,
        client,
        (row) => row.resendAvailableAt.getTime() <= now.getTime(),
        sql`${orderVerificationCodes.codesSent} + 1`,
        newCode,
      ),
    async () => {
      await db.update(orderVerificationCodes).set({ resendAvailableAt: now }).where(thisRow)
    },
    now,
  )
}

/** What the dealer and the buyer are told about a verified order, written in its transaction. */
export type VerifiedOrder = { id: string; reference: string; locale: Locale; mobile: string }
/** Answers what was ordered, for the success screen (nothing when the caller has no use for it). */
export type AnnounceVerified = (tx: Db, order: VerifiedOrder) => Promise<OrderSummary | void>

/**
 * Checks a typed code for the order with this reference and mobile. A right one makes the order
 * real (received), records it in the history, forgets the code and announces the order (outbox) in
 * one transaction; a wrong one counts. `by`: the staff member who typed the code the buyer read out
 * (an order staff took, decision 0092), named on its history line.
 */
export async function verifyOrder(
  db: Db,
  { reference, mobile }: OrderKey,
  code: string,
  client: OrderClient,
  { secret, announce, by }: { secret: string; announce: AnnounceVerified; by?: { id: string; name: string } },
  now: Date = new Date(),
): Promise<{ reference: string; status: OrderStatus; summary?: OrderSummary } | OrderRefusal> {
  const limited = await firstLimitRefusal(db, [
    { bucket: 'verify.address', key: client.address, limit: orderPolicy.verificationsPerAddressPerHour, windowSeconds: hour },
  ])
  if (limited) return limited
  return db.transaction(async (tx) => {
    // Two attempts at once take turns on the order's row. The code's state is read by a second
    // statement, once the lock is held: under READ COMMITTED a locking SELECT that had to wait
    // gives the joined code row as its snapshot saw it before the wait, so every attempt that
    // queued behind the first would count on the same stale number of failures and be checked.
    // Another mobile's attempt finds no order, so it neither learns of one nor uses up its tries.
    const [locked] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.reference, reference), eq(orders.mobile, mobile)))
      .for('update')
    if (!locked) return { refused: 'not_found' as const }
    const [order] = await tx
      .select({
        id: orders.id,
        status: orders.status,
        locale: orders.locale,
        mobile: orders.mobile,
        staffChannel: orders.staffChannel,
        codeHash: orderVerificationCodes.codeHash,
        expiresAt: orderVerificationCodes.expiresAt,
        previousCodeHash: orderVerificationCodes.previousCodeHash,
        previousExpiresAt: orderVerificationCodes.previousExpiresAt,
        failedAttempts: orderVerificationCodes.failedAttempts,
        codesSent: orderVerificationCodes.codesSent,
      })
      .from(orders)
      .leftJoin(orderVerificationCodes, eq(orderVerificationCodes.orderId, orders.id))
      .where(eq(orders.id, locked.id))
    if (!order) return { refused: 'not_found' as const }
    // Verified already: its code is gone, so nothing tells a repeat of the request that did it
    // from a guess; the order's status is for tracking, which asks for its mobile too.
    if (order.status !== 'awaiting_verification') return { refused: 'already_verified' as const }
    if (order.codeHash === null || order.failedAttempts === null || order.expiresAt === null) return { refused: 'not_found' as const }
    if (order.failedAttempts >= orderPolicy.maxFailedAttempts) return { refused: 'locked' as const }
    if (order.codesSent === 0 || order.expiresAt <= now) return { refused: 'expired' as const }
    const matchesPrevious =
      order.previousCodeHash !== null &&
      order.previousExpiresAt !== null &&
      order.previousExpiresAt > now &&
      verificationCodeMatches(secret, order.id, code, order.previousCodeHash)
    if (!matchesPrevious && !verificationCodeMatches(secret, order.id, code, order.codeHash)) {
      const failedAttempts = order.failedAttempts + 1
      await tx.update(orderVerificationCodes).set({ failedAttempts }).where(eq(orderVerificationCodes.orderId, order.id))
      const attemptsLeft = orderPolicy.maxFailedAttempts - failedAttempts
      return attemptsLeft > 0 ? { refused: 'incorrect' as const, attemptsLeft } : { refused: 'locked' as const }
    }
    const confirmedBy = order.staffChannel ? { staff: by ?? null, channel: order.staffChannel, confirmation: 'sms_code' as const } : null
    const summary = await markOrderReceived(tx, { ...order, reference }, announce, confirmedBy, now)
    return summary ? { reference, status: 'received' as const, summary } : { reference, status: 'received' as const }
  })
}

/** Who confirmed an order staff took for a buyer, how it was taken and how its mobile was proven (decision 0092). */
export type StaffConfirmation = {
  /** Null when the buyer typed the code themselves. */
  staff: { id: string; name: string } | null
  channel: StaffOrderChannel
  confirmation: StaffOrderConfirmation
}

/**
 * Makes an order awaiting verification real, in `tx`: received, its history line (with the staff
 * member and channel when staff took it), its code forgotten, and the order announced (the dealer's
 * notice, the buyer's "received" text and mail, through the outbox). The one way an order becomes
 * received, whether the buyer's code or a staff member's "seen in person" proved the mobile.
 */
export async function markOrderReceived(
  tx: Db,
  order: { id: string; reference: string; locale: string; mobile: string },
  announce: AnnounceVerified,
  confirmedBy: StaffConfirmation | null,
  now: Date,
): Promise<OrderSummary | void> {
  await tx.update(orders).set({ status: 'received', verifiedAt: now }).where(eq(orders.id, order.id))
  await tx.insert(orderStatusHistory).values({
    orderId: order.id,
    status: 'received',
    at: now,
    notified: true,
    staffUserId: confirmedBy?.staff?.id ?? null,
    staffName: confirmedBy?.staff?.name ?? null,
    channel: confirmedBy?.channel ?? null,
    confirmation: confirmedBy?.confirmation ?? null,
  })
  await tx.delete(orderVerificationCodes).where(eq(orderVerificationCodes.orderId, order.id))
  return announce(tx, { id: order.id, reference: order.reference, locale: storedLocale(order.locale), mobile: order.mobile })
}

/**
 * A verified order by its reference and the mobile it was placed with. Any mismatch is the same
 * "not found" as an unknown reference, from the same single query.
 */
export async function trackOrder(
  db: Db,
  { reference, phone }: { reference: string; phone: string },
  client: OrderClient,
): Promise<TrackedOrder | OrderRefusal> {
  const limited = await firstLimitRefusal(db, [
    { bucket: 'track.address', key: client.address, limit: orderPolicy.trackingPerAddressPer10Minutes, windowSeconds: 10 * 60 },
  ])
  if (limited) return limited
  const order = await readOrderView(
    db,
    and(eq(orders.reference, reference), eq(orders.mobile, phone), ne(orders.status, 'awaiting_verification')),
  )
  if (!order) return { refused: 'not_found' }
  const history = await db
    .select({ status: orderStatusHistory.status, at: orderStatusHistory.at })
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, order.row.id))
    .orderBy(asc(orderStatusHistory.at), asc(orderStatusHistory.id))
  return trackedOrderOf(order, history, client.locale)
}

/**
 * What the buyer sees of an order (tracking, "My orders"): the read-model's order in their
 * language, the steps they see, and what they chose; never staff's notes, assignee or credit answers.
 */
export function trackedOrderOf(order: OrderView, history: { status: OrderStatus; at: Date }[], locale: Locale): TrackedOrder {
  return {
    reference: order.reference,
    type: order.type,
    purchaseType: order.purchaseType,
    car: { id: order.car.id, title: order.car.title[locale] },
    color: order.color?.name[locale] ?? null,
    offer: order.offer?.title[locale] ?? null,
    bank: order.bank?.name[locale] ?? null,
    plan: order.plan,
    lines: order.lines.map((line) => ({
      title: line.carTitle[locale],
      color: line.colorName?.[locale] ?? null,
      quantity: line.quantity,
    })),
    status: buyerStepOf(order.status),
    history: buyerHistory(history),
  }
}

/**
 * The stages as the buyer sees them (decision 0081): each mapped to its buyer step, and a step
 * repeated by internal moves (under review, contacted) shown once, when it was first reached.
 */
export function buyerHistory(history: { status: OrderStatus; at: Date }[]): TrackedOrder['history'] {
  const steps: TrackedOrder['history'] = []
  for (const entry of history) {
    const status = buyerStepOf(entry.status)
    if (steps.at(-1)?.status !== status) steps.push({ status, at: entry.at.toISOString() })
  }
  return steps
}

/** Deletes orders never verified within the retention, with everything they held; returns how many. */
export async function purgeUnverifiedOrders(db: Db, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - orderPolicy.unverifiedRetentionSeconds * 1000)
  const deleted = await db
    .delete(orders)
    .where(and(eq(orders.status, 'awaiting_verification'), lte(orders.createdAt, cutoff)))
    .returning({ id: orders.id })
  return deleted.length
}

/**
 * Erases the credit answers of orders closed (rejected or completed) longer than their retention,
 * and notes when; the order, its bank and its history stay. Returns how many were erased.
 */
export async function eraseClosedOrdersCreditAnswers(db: Db, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - orderPolicy.creditRetentionAfterCloseSeconds * 1000)
  const closedBefore = db
    .select({ id: orderStatusHistory.id })
    .from(orderStatusHistory)
    .where(and(eq(orderStatusHistory.orderId, orders.id), eq(orderStatusHistory.status, orders.status), lte(orderStatusHistory.at, cutoff)))
  const erased = await db
    .update(orders)
    .set({ finance: null, creditErasedAt: now })
    .where(and(isNotNull(orders.finance), inArray(orders.status, [...orderPolicy.closedStatuses]), exists(closedBefore)))
    .returning({ id: orders.id })
  return erased.length
}
