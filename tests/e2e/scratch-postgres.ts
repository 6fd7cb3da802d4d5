import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import postgres from 'postgres'
import { staffAccounts } from './staff-server'

/** The PostgreSQL server the specs on PostgreSQL use: TEST_DATABASE_URL, as CI sets it, or the local one. */
export const databaseBase = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres'

export type ScratchDatabase = { url: string; drop: () => Promise<void> }

function adminSql() {
  return postgres(databaseBase, { max: 1, onnotice: () => {} })
}

/**
 * A database of this run's own on that server, seeded as an operator asks for a demo (never
 * automatic on PostgreSQL) with `seedArgs`, and with the e2e editor account made by
 * `npm run staff:create`. `label` names the spec in the database's name and in the error when
 * PostgreSQL cannot be reached.
 */
export async function createScratchDatabase(label: string, seedArgs: string[] = []): Promise<ScratchDatabase> {
  const name = `e2e_${label}_${process.pid}_${randomBytes(3).toString('hex')}`
  const admin = adminSql()
  try {
    await admin.unsafe(`create database "${name}"`)
  } catch (error) {
    throw new Error(`PostgreSQL is needed for the ${label} test (TEST_DATABASE_URL or ${databaseBase}): ${String(error)}`)
  } finally {
    await admin.end({ timeout: 5 })
  }
  const url = new URL(databaseBase)
  url.pathname = `/${name}`
  const env = { ...process.env, DATABASE_URL: url.toString(), NODE_ENV: 'production', LOG_LEVEL: 'warn' }
  execFileSync(process.execPath, ['scripts/seed.ts', ...seedArgs], { env, stdio: ['ignore', 'ignore', 'inherit'] })
  const editor = staffAccounts.editor
  execFileSync(process.execPath, ['scripts/staff-create.ts', '--email', editor.email, '--role', editor.role, '--name', editor.name], {
    env,
    input: `${editor.password}\n`,
    stdio: ['pipe', 'ignore', 'inherit'],
  })
  return {
    url: url.toString(),
    drop: async () => {
      const dropping = adminSql()
      await dropping.unsafe(`drop database if exists "${name}" with (force)`).finally(() => dropping.end({ timeout: 5 }))
    },
  }
}
