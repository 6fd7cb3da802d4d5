import { describe, expect, it } from 'vitest'
import { reducedFromSar } from './price-reduction'

const now = new Date('2026-12-01T09:00:00Z')
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000)
const change = (days: number, oldPriceSar: number, newPriceSar: number) => ({ changedAt: daysAgo(days), oldPriceSar, newPriceSar })

describe('price reduced (decision 0077)', () => {
  it('shows the old price when the latest change lowered it within 30 days', () => {
    expect(reducedFromSar([change(3, 120_000, 110_000)], 110_000, now)).toBe(120_000)
    expect(reducedFromSar([change(30, 120_000, 110_000)], 110_000, now)).toBe(120_000)
  })

  it('shows nothing after 30 days, for a raise, without history, or when the price moved since', () => {
    expect(reducedFromSar([change(31, 120_000, 110_000)], 110_000, now)).toBeNull()
    expect(reducedFromSar([change(3, 110_000, 120_000)], 120_000, now)).toBeNull()
    expect(reducedFromSar([], 120_000, now)).toBeNull()
    expect(reducedFromSar([change(3, 120_000, 110_000)], 115_000, now)).toBeNull()
    // A cut after a cut and a raise: the latest change decides.
    expect(reducedFromSar([change(2, 100_000, 105_000), change(10, 120_000, 100_000)], 105_000, now)).toBeNull()
  })

  it('never shows a "was" price the car held only briefly: the lowest of the 30 days before the cut counts', () => {
    // 100,000 for months, raised to 130,000 five days ago, "reduced" to 110,000 today: it was 100,000 before.
    expect(reducedFromSar([change(0, 130_000, 110_000), change(5, 100_000, 130_000)], 110_000, now)).toBeNull()
    // Two cuts in a row: the first price of the window is the lowest the car had before the second cut.
    expect(reducedFromSar([change(1, 115_000, 110_000), change(10, 120_000, 115_000)], 110_000, now)).toBe(115_000)
    // A change older than the window before the cut does not count.
    expect(reducedFromSar([change(1, 120_000, 110_000), change(40, 90_000, 120_000)], 110_000, now)).toBe(120_000)
    // Given in any order.
    expect(reducedFromSar([change(40, 90_000, 120_000), change(1, 120_000, 110_000)], 110_000, now)).toBe(120_000)
  })
})
