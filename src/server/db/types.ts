/**
 * The database handle every repository and domain function takes. Both engines speak drizzle's
 * PostgreSQL dialect, so code written against `Db` runs unchanged on PGlite and PostgreSQL, and
 * a transaction (`db.transaction(tx => …)`) is a `Db` too.
 */
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import type * as schema from './schema.ts'

export type Schema = typeof schema
export type Db = PgDatabase<PgQueryResultHKT, Schema>
export type DbEngine = 'pglite' | 'postgres'
