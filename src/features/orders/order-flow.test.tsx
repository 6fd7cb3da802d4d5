import { beforeEach, describe, expect, it } from 'vitest'
import { act, renderHook } from '@testing-library/react'
import type { OrderPlaced } from '../../contract/orders'
import { useOrderFlow } from './order-flow'

const placed: OrderPlaced = {
  reference: 'K7M2Q-9XD4R',
  status: 'awaiting_verification',
  expiresAt: '2026-11-28T10:10:00.000Z',
  resendAvailableAt: '2026-11-28T10:01:00.000Z',
}

/** The page of `carId` opened in this tab (a reload, the language switch, or "Order now" on a car). */
const openPage = (carId: string) => renderHook(({ car }) => useOrderFlow('order-individuals', car), { initialProps: { car: carId } })

describe('useOrderFlow', () => {
  beforeEach(() => sessionStorage.clear())

  it('brings a reload or the language switch back to the code step, then to "sent successfully", on the same car', () => {
    const first = openPage('6')
    act(() => first.result.current.placed(placed, '+966551234567'))
    expect(first.result.current.state.step).toBe('code')
    first.unmount()

    const reloaded = openPage('6')
    expect(reloaded.result.current.state).toMatchObject({ step: 'code', order: { reference: placed.reference } })
    act(() => reloaded.result.current.verified(placed.reference))
    reloaded.unmount()

    expect(openPage('6').result.current.state).toEqual({ step: 'done', reference: placed.reference, carId: '6' })
  })

  it('opens the form of another car chosen later in the same tab, not the earlier order’s step', () => {
    const first = openPage('6')
    act(() => first.result.current.placed(placed, '+966551234567'))
    first.unmount()
    expect(openPage('67').result.current.state).toEqual({ step: 'form' })

    const back = openPage('6')
    act(() => back.result.current.verified(placed.reference))
    back.unmount()
    expect(openPage('67').result.current.state, 'after the first order is confirmed').toEqual({ step: 'form' })
    expect(openPage('').result.current.state, 'the order page without a car').toEqual({ step: 'form' })
  })

  it('keeps the car an order was placed for through a re-sent code', () => {
    const page = openPage('6')
    act(() => page.result.current.placed(placed, '+966551234567'))
    const pending = page.result.current.state
    if (pending.step !== 'code') throw new Error('expected the code step')
    act(() => page.result.current.resent(pending.order, { expiresAt: placed.expiresAt, resendAvailableAt: placed.resendAvailableAt }))
    page.unmount()
    expect(openPage('6').result.current.state).toMatchObject({ step: 'code', carId: '6', order: { resent: true } })
    expect(openPage('7').result.current.state).toEqual({ step: 'form' })
  })

  it('opens the form when the page moves to another car without reloading', () => {
    const page = openPage('6')
    act(() => page.result.current.placed(placed, '+966551234567'))
    expect(page.result.current.state.step).toBe('code')
    page.rerender({ car: '67' })
    expect(page.result.current.state).toEqual({ step: 'form' })
  })
})
