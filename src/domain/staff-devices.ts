/**
 * Browsers staff have signed in on (decision 0072). A successful sign-in gives the browser a device
 * token, which the storefront keeps in a signed, httpOnly cookie and sends with the next sign-in:
 * with the right password, a browser known to the account gets in while the account is locked for
 * every other browser, so nobody can keep staff out by failing sign-ins in their name.
 *
 * The token is `<device id>.<signature>`: 144 random bits, and an HMAC-SHA256 of them with a
 * server secret, so a forged or altered token is refused before any query. The id is known to an
 * account only while a row of staff_devices says so (until `lifetimeSeconds` after its last
 * sign-in there); one browser may be known to several accounts.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { and, desc, eq, gt, lte, notInArray } from 'drizzle-orm'
import { appConfig } from '../../app.config.ts'
import { staffDevices } from '../server/db/schema.ts'
import type { Db } from '../server/db/types.ts'
import { storedSecret } from '../server/secrets.server.ts'

export type DeviceToken = { token: string; expiresAt: string }

const secrets = new WeakMap<Db, Promise<string>>()

function deviceSecret(db: Db): Promise<string> {
  let secret = secrets.get(db)
  if (!secret) {
    secret = storedSecret(db, 'staff-devices')
    secret.catch(() => secrets.delete(db))
    secrets.set(db, secret)
  }
  return secret
}

function signature(secret: string, deviceId: string): string {
  return createHmac('sha256', secret).update(`staff-device\u0000${deviceId}`).digest('base64url')
}

/** The device id a token names, when its signature is this server's. */
async function deviceIdOf(db: Db, token: string | undefined): Promise<string | undefined> {
  const match = token === undefined ? null : /^([A-Za-z0-9_-]{24})\.([A-Za-z0-9_-]{43})$/.exec(token)
  if (!match) return undefined
  const [, deviceId = '', given = ''] = match
  const expected = Buffer.from(signature(await deviceSecret(db), deviceId))
  const actual = Buffer.from(given)
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? deviceId : undefined
}

/** The device id of `token` when that browser is known to the account `userId`. */
export async function knownDevice(db: Db, token: string | undefined, userId: string | undefined): Promise<string | undefined> {
  if (userId === undefined) return undefined
  const deviceId = await deviceIdOf(db, token)
  if (deviceId === undefined) return undefined
  const [row] = await db
    .select({ deviceId: staffDevices.deviceId })
    .from(staffDevices)
    .where(and(eq(staffDevices.deviceId, deviceId), eq(staffDevices.userId, userId), gt(staffDevices.expiresAt, new Date())))
  return row?.deviceId
}

/**
 * After a successful sign-in: the browser is known to the account from now on (the token it sent
 * keeps its id, else it gets a new one). The account keeps its latest browsers only.
 */
export async function rememberDevice(db: Db, token: string | undefined, userId: string): Promise<DeviceToken> {
  const deviceId = (await deviceIdOf(db, token)) ?? randomBytes(18).toString('base64url')
  const { lifetimeSeconds, perAccount } = appConfig.staff.device
  const now = new Date()
  const expiresAt = new Date(now.getTime() + lifetimeSeconds * 1000)
  await db
    .insert(staffDevices)
    .values({ deviceId, userId, lastSignedInAt: now, expiresAt })
    .onConflictDoUpdate({ target: [staffDevices.deviceId, staffDevices.userId], set: { lastSignedInAt: now, expiresAt } })
  const latest = db
    .select({ deviceId: staffDevices.deviceId })
    .from(staffDevices)
    .where(eq(staffDevices.userId, userId))
    .orderBy(desc(staffDevices.lastSignedInAt))
    .limit(perAccount)
  await db.delete(staffDevices).where(and(eq(staffDevices.userId, userId), notInArray(staffDevices.deviceId, latest)))
  return { token: `${deviceId}.${signature(await deviceSecret(db), deviceId)}`, expiresAt: expiresAt.toISOString() }
}

/** Forgets browsers not signed in on within their lifetime; returns how many. */
export async function pruneExpiredDevices(db: Db, now: Date = new Date()): Promise<number> {
  const deleted = await db.delete(staffDevices).where(lte(staffDevices.expiresAt, now)).returning({ id: staffDevices.deviceId })
  return deleted.length
}
