import { describe, expect, it } from 'vitest'
import { offerStatus } from './offer-status'

describe('offerStatus', () => {
  const offer = { startsOn: '2026-11-01', endsOn: '2026-11-30' }
  it('counts the first and the last day as valid', () => {
    expect(offerStatus(offer, '2026-11-01')).toBe('current')
    expect(offerStatus(offer, '2026-11-30')).toBe('current')
  })
  it('tells an offer that has not started from one that has ended', () => {
    expect(offerStatus(offer, '2026-10-31')).toBe('upcoming')
    expect(offerStatus(offer, '2026-12-01')).toBe('ended')
  })
})
