import { describe, expect, it } from 'vitest'
import { alertPolicy, digestMayGo } from './alert-policy'

/** Riyadh is UTC+3: 08:00 there is 05:00 UTC. */
const riyadh = (day: string, hour: number, minute = 0) => new Date(Date.UTC(2031, 2, Number(day), hour - 3, minute))

describe('when an alert digest may go (decision 0098)', () => {
  it('goes from 08:00 to before 22:00 Riyadh time, on a Saudi day without a message yet', () => {
    expect([alertPolicy.digestFromHour, alertPolicy.digestUntilHour]).toEqual([8, 22])
    expect(digestMayGo(null, riyadh('10', 7, 59))).toBe(false)
    expect(digestMayGo(null, riyadh('10', 8))).toBe(true)
    expect(digestMayGo(null, riyadh('10', 21, 59))).toBe(true)
    expect(digestMayGo(null, riyadh('10', 22))).toBe(false)
    expect(digestMayGo(null, riyadh('10', 2))).toBe(false)
  })

  it('waits for the next Saudi day once a message went, even when UTC has not turned over', () => {
    expect(digestMayGo('2031-03-10', riyadh('10', 12))).toBe(false)
    expect(digestMayGo('2031-03-10', riyadh('11', 8))).toBe(true)
    // 01:00 UTC on the 11th is 04:00 in Riyadh: a new Saudi day, but inside the quiet hours.
    expect(digestMayGo('2031-03-10', new Date(Date.UTC(2031, 2, 11, 1)))).toBe(false)
    // 21:30 UTC on the 10th is 00:30 on the 11th in Riyadh: quiet as well.
    expect(digestMayGo('2031-03-09', new Date(Date.UTC(2031, 2, 10, 21, 30)))).toBe(false)
    expect(digestMayGo('2031-03-09', riyadh('10', 9))).toBe(true)
  })
})
