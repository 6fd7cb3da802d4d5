/**
 * The payment sandbox's records in the database (decision 0101, amended 2026-11-30): a payment made
 * through one process of a cluster is found by the process that serves its 3-D Secure page, its
 * status check or its refund. A payment changes under a row lock, so two processes settling or
 * refunding it at once change it once.
 */
import { and, eq, lt } from 'drizzle-orm'
import { getDb } from '../db/client.server.ts'
import { paymentSandboxRecords } from '../db/schema.ts'
import type { Db } from '../db/types.ts'
import { storedSecret } from '../secrets.server.ts'
import { createMoyasarSandbox, type MoyasarSandbox, type SandboxCard, type SandboxPayment, type SandboxStore } from './moyasar-sandbox.ts'

type Kind = (typeof paymentSandboxRecords.kind.enumValues)[number]

export function databaseSandboxStore(database: () => Promise<Db>): SandboxStore {
  const read = async (kind: Kind, id: string) => {
    const [row] = await (
      await database()
    )
      .select({ record: paymentSandboxRecords.record })
      .from(paymentSandboxRecords)
      .where(and(eq(paymentSandboxRecords.id, id), eq(paymentSandboxRecords.kind, kind)))
    return row?.record
  }
  const add = async (kind: Kind, id: string, record: SandboxPayment | SandboxCard) => {
    await (await database()).insert(paymentSandboxRecords).values({ id, kind, record })
  }
  return {
    readPayment: async (id) => (await read('payment', id)) as SandboxPayment | undefined,
    addPayment: (payment) => add('payment', payment.id, payment),
    changePayment: async (id, apply) =>
      (await database()).transaction(async (tx) => {
        const [row] = await tx
          .select({ record: paymentSandboxRecords.record })
          .from(paymentSandboxRecords)
          .where(and(eq(paymentSandboxRecords.id, id), eq(paymentSandboxRecords.kind, 'payment')))
          .for('update')
        if (!row) return undefined
        const current = row.record as SandboxPayment
        const changed = apply(structuredClone(current))
        if (changed) await tx.update(paymentSandboxRecords).set({ record: changed }).where(eq(paymentSandboxRecords.id, id))
        return changed ?? current
      }),
    readToken: async (id) => (await read('token', id)) as SandboxCard | undefined,
    addToken: (id, card) => add('token', id, card),
  }
}

/**
 * How long the sandbox keeps a record: past a reservation's hold and any refund of it (the app
 * fetches a payment when it is confirmed, and refunds within days), with a long margin. The records
 * hold a buyer's name or STC Pay mobile, so they do not stay for good (PDPL).
 */
export const sandboxRecordRetentionDays = 90

/** Deletes sandbox records past their retention; returns how many. */
export async function purgeSandboxRecords(db: Db, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - sandboxRecordRetentionDays * 24 * 60 * 60 * 1000)
  const removed = await db
    .delete(paymentSandboxRecords)
    .where(lt(paymentSandboxRecords.createdAt, cutoff))
    .returning({ id: paymentSandboxRecords.id })
  return removed.length
}

let sandbox: MoyasarSandbox | undefined

/** The server's sandbox: its records in the server's database. */
export function moyasarSandbox(): MoyasarSandbox {
  sandbox ??= createMoyasarSandbox({ store: databaseSandboxStore(getDb) })
  return sandbox
}

/**
 * The secret token webhooks must carry when MOYASAR_WEBHOOK_SECRET is not set: the server's own,
 * stored once for every process (secrets.server.ts).
 */
export async function sandboxWebhookSecret(): Promise<string> {
  return storedSecret(await getDb(), 'payment-sandbox-webhook')
}
