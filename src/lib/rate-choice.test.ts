import { describe, expect, it } from 'vitest'
import { offerIdOfRateChoice, offerRateChoice } from './rate-choice'

describe('rate choice', () => {
  it('reads back the offer it wrote', () => {
    expect(offerIdOfRateChoice(offerRateChoice(7))).toBe(7)
    expect(offerIdOfRateChoice(offerRateChoice(123456))).toBe(123456)
  })

  it('names no offer for a bank, the advertised rate, nothing, or a malformed id', () => {
    for (const choice of [
      undefined,
      '',
      'advertised',
      'al-rajhi-bank',
      'offer-',
      'offer-0',
      'offer-01',
      'offer-1x',
      'xoffer-1',
      'offer-1234567890',
    ]) {
      expect(offerIdOfRateChoice(choice), String(choice)).toBeNull()
    }
  })
})
