import { describe, expect, it } from 'vitest'
import { appConfig } from '../../../app.config'
import { retryDelayMs } from './retry-delay'

const policy = { baseMs: 1_000, factor: 2, capMs: 10_000, maxAttempts: 5 }

describe('retryDelayMs', () => {
  it('doubles the ceiling with each failed attempt and draws from its upper half', () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelayMs(attempt, 0.999_999, policy))).toEqual([1_000, 2_000, 4_000, 8_000])
    expect([1, 2, 3, 4].map((attempt) => retryDelayMs(attempt, 0, policy))).toEqual([500, 1_000, 2_000, 4_000])
  })

  it('never waits past the cap, however many attempts failed', () => {
    expect(retryDelayMs(5, 0.999_999, policy)).toBe(10_000)
    expect(retryDelayMs(60, 0.999_999, policy)).toBe(10_000)
    expect(retryDelayMs(2_000, 0.5, policy)).toBe(7_500)
  })

  it('never waits less after a later attempt than the earliest wait of the one before', () => {
    for (let attempt = 1; attempt < appConfig.outbox.retry.maxAttempts; attempt++) {
      expect(retryDelayMs(attempt + 1, 0)).toBeGreaterThanOrEqual(retryDelayMs(attempt, 0))
    }
  })

  it('gives up within about a day with the configured schedule', () => {
    const { maxAttempts } = appConfig.outbox.retry
    let longest = 0
    let shortest = 0
    for (let attempt = 1; attempt < maxAttempts; attempt++) {
      longest += retryDelayMs(attempt, 0.999_999)
      shortest += retryDelayMs(attempt, 0)
    }
    const hour = 3_600_000
    expect(shortest).toBeGreaterThan(10 * hour)
    expect(longest).toBeLessThan(22 * hour)
  })
})
