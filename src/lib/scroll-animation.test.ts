import { describe, expect, it } from 'vitest'
import { scrollReveal } from './scroll-animation'

describe('scrollReveal', () => {
  it('marks an element for aos, fade-up by default', () => {
    expect(scrollReveal()).toEqual({ 'data-aos': 'fade-up' })
    expect(scrollReveal('zoom-in')).toEqual({ 'data-aos': 'zoom-in' })
  })

  it('rounds delays to the steps aos has styles for', () => {
    expect(scrollReveal('fade', { delayMs: 0 })).toEqual({ 'data-aos': 'fade' })
    expect(scrollReveal('fade', { delayMs: 120 })).toEqual({ 'data-aos': 'fade', 'data-aos-delay': 100 })
    expect(scrollReveal('fade', { delayMs: 9000 })).toEqual({ 'data-aos': 'fade', 'data-aos-delay': 3000 })
  })
})
