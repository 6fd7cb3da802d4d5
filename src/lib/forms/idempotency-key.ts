import { readSession, removeSession, writeSession } from './session-store'

/**
 * The `Idempotency-Key` of one form (decision 0041): made the first time the form is sent and kept
 * in the tab's sessionStorage, so a double click, a retry after a lost answer or a reload of the
 * page sends the same key and the dealer API answers with the same order. `renew()` forgets it
 * once the order exists, so the next one is a new order.
 */
export function idempotencyKeyFor(formId: string): { current(): string; renew(): void } {
  const storageKey = `idempotency-key:${formId}`
  return {
    current() {
      const kept = readSession<string>(storageKey)
      if (typeof kept === 'string' && /^[A-Za-z0-9_-]{8,200}$/.test(kept)) return kept
      const made = crypto.randomUUID()
      writeSession(storageKey, made)
      return made
    },
    renew() {
      removeSession(storageKey)
    },
  }
}
