/**
 * Multi-row inserts cut to fit PostgreSQL's limit of 65,535 bind parameters per statement, which
 * both engines enforce. Big batches are what makes seeding 10,000 cars take seconds, not minutes.
 */
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../types.ts'

const maxParameters = 5_000

export function chunkSizeFor(row: object | undefined): number {
  const columns = row ? Math.max(1, Object.keys(row).length) : 1
  return Math.max(1, Math.floor(maxParameters / columns))
}

export function chunks<T>(rows: readonly T[], size: number): T[][] {
  const result: T[][] = []
  for (let start = 0; start < rows.length; start += size) result.push(rows.slice(start, start + size))
  return result
}

export async function insertChunked<TTable extends PgTable>(
  db: Db,
  table: TTable,
  rows: ReadonlyArray<TTable['$inferInsert']>,
): Promise<void> {
  for (const chunk of chunks(rows, chunkSizeFor(rows[0]))) {
    await db.insert(table).values(chunk)
  }
}
