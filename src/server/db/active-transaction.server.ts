/**
 * The transaction a request's work runs in, for code the request reaches without a `db` argument.
 * Only the in-process payment sandbox needs it (moyasar-sandbox-store.server.ts): it stands for a
 * remote service, yet the app calls it from inside a transaction (an idempotent write holds one
 * while it calls the gateway), and on PGlite, whose one connection that transaction holds, a query
 * of its own would wait for the transaction, which waits for it.
 * One instance per process (on globalThis): the build may place this module in more than one chunk.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import type { Db } from './types.ts'

const storeKey = Symbol.for('dealer-storefront.active-transaction')
const globalStore = globalThis as typeof globalThis & { [storeKey]?: AsyncLocalStorage<Db> }
const active = (globalStore[storeKey] ??= new AsyncLocalStorage<Db>())

/** Runs `work` with `tx` as the active transaction of everything it awaits. */
export function withinTransaction<T>(tx: Db, work: () => Promise<T>): Promise<T> {
  return active.run(tx, work)
}

/** The transaction the current work runs in, if it runs in one. */
export function activeTransaction(): Db | undefined {
  return active.getStore()
}
