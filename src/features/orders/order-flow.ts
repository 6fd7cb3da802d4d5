import { useCallback, useEffect, useRef, useState } from 'react'
import type { CodeResent, OrderPlaced, OrderSummary } from '../../contract/orders'
import { readSession, removeSession, writeSession } from '../../lib/forms/session-store'

/** An order placed and waiting for its code: what the code step needs to show and send. */
export type PendingOrder = OrderPlaced & {
  /** E.164, shown as "sent to …". */
  mobile: string
  /** Whether the code shown is a re-sent one ("code has been re-sent"). */
  resent: boolean
}

/**
 * `carId` is the car the order was placed for (the page's `?carId=`): a kept step belongs to that
 * car's order page only.
 */
export type OrderStep =
  | { step: 'form' }
  | { step: 'code'; order: PendingOrder; carId: string }
  /** `summary`: what was ordered, as the server answered it (absent when an earlier request confirmed it). */
  | { step: 'done'; reference: string; carId: string; summary?: OrderSummary }

/**
 * Where a visitor is in ordering (form → code → done), kept in the tab's sessionStorage so a
 * reload or the language switch (a full page load) brings them back to the same step. The code
 * typed is never kept. Read once the page is interactive; the server renders the form.
 *
 * A kept step comes back only on the page of the car it was placed for (`carId`, the page's
 * `?carId=`, which a reload and the language switch keep): "Order now" on another car in the same
 * tab opens that car's form, not the earlier order's code step or its "sent successfully".
 */
export function useOrderFlow(formId: string, carId: string) {
  const storageKey = `order-flow:${formId}`
  const [state, setState] = useState<OrderStep>({ step: 'form' })
  const currentCar = useRef(carId)
  currentCar.current = carId
  useEffect(() => {
    const kept = readSession<OrderStep>(storageKey)
    if (kept && (kept.step === 'code' || kept.step === 'done') && kept.carId === currentCar.current) setState(kept)
  }, [storageKey])
  // Another car's order page reached without leaving this one (the same route, a new ?carId=).
  useEffect(() => {
    setState((current) => (current.step !== 'form' && current.carId !== carId ? { step: 'form' } : current))
  }, [carId])

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
    placed: (placed: OrderPlaced, mobile: string) =>
      go({ step: 'code', order: { ...placed, mobile, resent: false }, carId: currentCar.current }),
    resent: (order: PendingOrder, codeState: CodeResent) =>
      go({
        step: 'code',
        order: { ...order, ...codeState, resent: true },
        carId: state.step === 'form' ? currentCar.current : state.carId,
      }),
    verified: (reference: string, summary?: OrderSummary) =>
      go({ step: 'done', reference, summary, carId: state.step === 'form' ? currentCar.current : state.carId }),
    backToForm: () => go({ step: 'form' }),
  }
}
