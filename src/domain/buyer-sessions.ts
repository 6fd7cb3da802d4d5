/**
 * A buyer's sign-in to "My orders" (decision 0099): the mobile they ordered with, a code sent to it
 * by SMS under the order code's rules and limits (./order-policy.ts), and a short session kept in
 * the database as the SHA-256 of a random token.
 *
 * Nothing here tells whether a mobile has ordered: a mobile without a confirmed order gets the same
 * answer, counts against the same limits and gets a code row like any other, but no text message
 * (nobody is texted who never gave us their number), so its sign-in can only fail. A code is bound
 * to its mobile, so a code sent to one mobile opens nothing for another.
 */
import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, lte, ne } from 'drizzle-orm'
import { appConfig, type Locale } from '../../app.config.ts'
import { buyerSessions, buyerSignInCodes, orders } from '../server/db/schema.ts'
import type { Db } from '../server/db/types.ts'
import { hashLimitKey } from '../server/rate-limit.server.ts'
import { hashVerificationCode, newVerificationCode, verificationCodeMatches } from './order-codes.ts'
import { orderPolicy } from './order-policy.ts'
import { firstLimitRefusal, type OrderClient, type SendSms } from './orders.ts'

export type BuyerSignInRefusal =
  | { refused: 'rate_limited'; retryAfterSeconds: number }
  /** Five wrong codes: no code, old or new, is checked until the current one has run out. */
  | { refused: 'locked'; retryAfterSeconds: number }
  | { refused: 'expired' }
  | { refused: 'incorrect'; attemptsLeft: number }

export type SignInCodeState = { expiresAt: Date; resendAvailableAt: Date }

/** What the sign-in code's message says, in the buyer's language. */
export type SignInCodeText = (locale: Locale, code: string) => Promise<string> | string

export type BuyerSession = { id: string; mobile: string; expiresAt: Date }
export type NewBuyerSession = { token: string; expiresAt: Date }

const hour = 60 * 60
const later = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000)
const secondsUntil = (moment: Date, now: Date) => Math.max(1, Math.ceil((moment.getTime() - now.getTime()) / 1000))

/** The code row's key: a keyed hash, so the table never holds the number of someone who never ordered. */
const rowKey = (db: Db, mobile: string) => hashLimitKey(db, 'buyer.sign-in', mobile)
/** Codes are bound to their mobile, as an order's are to the order, and never valid for an order. */
const codeSubject = (mobile: string) => `buyer-sign-in:${mobile}`

/** The SHA-256 of a session token: the token has 256 random bits, so no key is needed to keep it safe. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url')
}

/** Whether the mobile has a confirmed order, whatever its stage. */
async function hasConfirmedOrder(db: Db, mobile: string): Promise<boolean> {
  const [found] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.mobile, mobile), ne(orders.status, 'awaiting_verification')))
    .limit(1)
  return found !== undefined
}

/**
 * Sends a sign-in code to `mobile` when it has a confirmed order; answers alike when it has none.
 * A new code at most once a minute; five codes an hour to one mobile and thirty from one address,
 * counted in the order codes' own buckets, so signing in never buys a number more texts.
 */
export async function sendBuyerSignInCode(
  db: Db,
  mobile: string,
  client: OrderClient,
  messaging: { secret: string; sendSms: SendSms; codeText: SignInCodeText },
  now: Date = new Date(),
): Promise<SignInCodeState | BuyerSignInRefusal> {
  const key = await rowKey(db, mobile)
  const code = newVerificationCode()
  const state: SignInCodeState = {
    expiresAt: later(now, orderPolicy.codeLifetimeSeconds),
    resendAvailableAt: later(now, orderPolicy.resendCooldownSeconds),
  }
  const claimed = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(buyerSignInCodes).where(eq(buyerSignInCodes.mobileHash, key)).for('update')
    const running = row !== undefined && row.expiresAt > now
    if (running && row.failedAttempts >= orderPolicy.maxFailedAttempts) {
      return { refused: 'locked' as const, retryAfterSeconds: secondsUntil(row.expiresAt, now) }
    }
    if (row && row.resendAvailableAt > now)
      return { refused: 'rate_limited' as const, retryAfterSeconds: secondsUntil(row.resendAvailableAt, now) }
    const limited = await firstLimitRefusal(tx, [
      { bucket: 'codes.mobile', key: mobile, limit: orderPolicy.codesPerMobilePerHour, windowSeconds: hour },
      { bucket: 'codes.address', key: client.address, limit: orderPolicy.codesPerAddressPerHour, windowSeconds: hour },
    ])
    if (limited) return limited
    const values = {
      codeHash: hashVerificationCode(messaging.secret, codeSubject(mobile), code),
      ...state,
      // The code before stays good until it runs out (a delayed text); a run-out one keeps nothing.
      previousCodeHash: running ? row.codeHash : null,
      previousExpiresAt: running ? row.expiresAt : null,
      failedAttempts: running ? row.failedAttempts : 0,
    }
    await tx
      .insert(buyerSignInCodes)
      .values({ mobileHash: key, ...values })
      .onConflictDoUpdate({ target: buyerSignInCodes.mobileHash, set: values })
    return hasConfirmedOrder(tx, mobile)
  })
  if (typeof claimed !== 'boolean') return claimed
  if (claimed) {
    try {
      await messaging.sendSms({ to: mobile, text: await messaging.codeText(client.locale, code) })
    } catch {
      // Told as sent, as to a mobile that never ordered (a failure only a buyer's number can meet
      // would tell which numbers have ordered); the wait is given back so "send again" works at once.
      await db.update(buyerSignInCodes).set({ resendAvailableAt: now }).where(eq(buyerSignInCodes.mobileHash, key))
      return { ...state, resendAvailableAt: now }
    }
  }
  return state
}

/**
 * Checks a typed code for `mobile`; a right one ends the code and opens a session for this mobile.
 * Wrong codes count on the mobile's row (five, then locked until the code runs out); attempts from
 * one address are limited across mobiles as an order's are. Concurrent attempts take turns on the row.
 */
export async function signInBuyer(
  db: Db,
  input: { mobile: string; code: string },
  client: OrderClient,
  { secret }: { secret: string },
  now: Date = new Date(),
): Promise<NewBuyerSession | BuyerSignInRefusal> {
  const limited = await firstLimitRefusal(db, [
    { bucket: 'verify.address', key: client.address, limit: orderPolicy.verificationsPerAddressPerHour, windowSeconds: hour },
  ])
  if (limited) return limited
  const key = await rowKey(db, input.mobile)
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(buyerSignInCodes).where(eq(buyerSignInCodes.mobileHash, key)).for('update')
    if (!row || row.expiresAt <= now) return { refused: 'expired' as const }
    if (row.failedAttempts >= orderPolicy.maxFailedAttempts) {
      return { refused: 'locked' as const, retryAfterSeconds: secondsUntil(row.expiresAt, now) }
    }
    const subject = codeSubject(input.mobile)
    const matchesPrevious =
      row.previousCodeHash !== null &&
      row.previousExpiresAt !== null &&
      row.previousExpiresAt > now &&
      verificationCodeMatches(secret, subject, input.code, row.previousCodeHash)
    if (!matchesPrevious && !verificationCodeMatches(secret, subject, input.code, row.codeHash)) {
      const failedAttempts = row.failedAttempts + 1
      await tx.update(buyerSignInCodes).set({ failedAttempts }).where(eq(buyerSignInCodes.mobileHash, key))
      const attemptsLeft = orderPolicy.maxFailedAttempts - failedAttempts
      return attemptsLeft > 0
        ? { refused: 'incorrect' as const, attemptsLeft }
        : { refused: 'locked' as const, retryAfterSeconds: secondsUntil(row.expiresAt, now) }
    }
    await tx.delete(buyerSignInCodes).where(eq(buyerSignInCodes.mobileHash, key))
    const token = randomBytes(32).toString('base64url')
    const expiresAt = later(now, appConfig.buyer.sessionSeconds)
    await tx.insert(buyerSessions).values({ tokenHash: hashSessionToken(token), mobile: input.mobile, createdAt: now, expiresAt })
    return { token, expiresAt }
  })
}

/** The session a token names, while it lasts; undefined for an unknown, ended or malformed one. */
export async function buyerFromSessionToken(db: Db, token: string, now: Date = new Date()): Promise<BuyerSession | undefined> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined
  const [session] = await db
    .select({ id: buyerSessions.id, mobile: buyerSessions.mobile, expiresAt: buyerSessions.expiresAt })
    .from(buyerSessions)
    .where(and(eq(buyerSessions.tokenHash, hashSessionToken(token)), gt(buyerSessions.expiresAt, now)))
  return session
}

/** Ends the session (sign-out). */
export async function signOutBuyer(db: Db, session: Pick<BuyerSession, 'id'>): Promise<void> {
  await db.delete(buyerSessions).where(eq(buyerSessions.id, session.id))
}

/** Deletes ended sessions and sign-in codes that can no longer be used (PDPL: nothing kept past its purpose). */
export async function purgeBuyerSignIns(db: Db, now: Date = new Date()): Promise<number> {
  const sessions = await db.delete(buyerSessions).where(lte(buyerSessions.expiresAt, now)).returning({ id: buyerSessions.id })
  // A previous code always runs out before the current one, so the current one's end is the row's.
  const codes = await db
    .delete(buyerSignInCodes)
    .where(lte(buyerSignInCodes.expiresAt, now))
    .returning({ key: buyerSignInCodes.mobileHash })
  return sessions.length + codes.length
}
