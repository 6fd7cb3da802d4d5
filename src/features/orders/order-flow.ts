import { useCallback, useEffect, useState } from 'react'
import type { CodeResent, OrderPlaced } from '../../contract/orders'
import { readSession, removeSession, writeSession } from '../../lib/forms/session-store'

/** An order placed and waiting for its code: what the code step needs to show and send. */
export type PendingOrder = OrderPlaced & {
  /** E.164, shown as "sent to …". */
  mobile: string
  /** Whether the code shown is a re-sent one ("code has been re-sent"). */
  resent: boolean
}

export type OrderStep = { step: 'form' } | { step: 'code'; order: PendingOrder } | { step: 'done'; reference: string }

/**
 * Where a visitor is in ordering (form → code → done), kept in the tab's sessionStorage so a
 * reload or the language switch (a full page load) brings them back to the same step. The code
 * typed is never kept. Read once the page is interactive; the server renders the form.
 */
export function useOrderFlow(formId: string) {
  const storageKey = `order-flow:${formId}`
  const [state, setState] = useState<OrderStep>({ step: 'form' })
  useEffect(() => {
    const kept = readSession<OrderStep>(storageKey)
    if (kept && (kept.step === 'code' || kept.step === 'done')) setState(kept)
  }, [storageKey])

  const go = useCallback(
    (next: OrderStep) => {
      setState(next)
      if (next.step === 'form') removeSession(storageKey)
      else writeSession(storageKey, next)
    },
    [storageKey],
  )

  return {
    state,
    placed: (placed: OrderPlaced, mobile: string) => go({ step: 'code', order: { ...placed, mobile, resent: false } }),
    resent: (order: PendingOrder, codeState: CodeResent) => go({ step: 'code', order: { ...order, ...codeState, resent: true } }),
    verified: (reference: string) => go({ step: 'done', reference }),
    backToForm: () => go({ step: 'form' }),
  }
}
