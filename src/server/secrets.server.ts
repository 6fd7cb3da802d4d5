/**
 * Secrets the server makes for itself: generated once, kept in the database (server_secrets), so
 * a fresh start needs no setup, a restart keeps them, and every process and machine on one
 * database uses the same value. A configured value (from the environment) always wins.
 */
import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { serverSecrets } from './db/schema.ts'
import type { Db } from './db/types.ts'

/** 256 random bits, base64url: well past HMAC-SHA256's needs. */
function newSecret(): string {
  return randomBytes(32).toString('base64url')
}

/**
 * The database's secret called `name`, made now if it has none. Read first, so the usual call is
 * one query (callers inside a transaction, like the rate limiter's, read it on every request).
 * The insert does nothing when another process got there first (even at the same moment:
 * PostgreSQL makes the second insert wait for the first to commit), and everyone reads back the
 * one row that stayed.
 */
export async function storedSecret(db: Db, name: string): Promise<string> {
  const existing = await readSecret(db, name)
  if (existing !== undefined) return existing
  await db.insert(serverSecrets).values({ name, value: newSecret() }).onConflictDoNothing({ target: serverSecrets.name })
  const stored = await readSecret(db, name)
  if (stored === undefined) throw new Error(`The server secret "${name}" was neither stored nor found`)
  return stored
}

async function readSecret(db: Db, name: string): Promise<string | undefined> {
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name))
  return row?.value
}

/**
 * The secret called `name`, loaded once per loader and then held in memory: `configured` when
 * given, else the database's. A failed load (database not up yet) is not kept; the next call
 * tries again.
 */
export function secretLoader({
  name,
  configured,
  database,
}: {
  name: string
  configured: string | undefined
  database: () => Promise<Db>
}): () => Promise<string> {
  let loading: Promise<string> | null = null
  return () => {
    if (configured !== undefined) return Promise.resolve(configured)
    if (!loading) {
      const attempt = database().then((db) => storedSecret(db, name))
      attempt.catch(() => {
        if (loading === attempt) loading = null
      })
      loading = attempt
    }
    return loading
  }
}
