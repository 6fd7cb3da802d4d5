import { describe, expect, it } from 'vitest'
import { scrollReveal } from './scroll-animation'

describe('scrollReveal', () => {
  it('marks an element for aos, fade-up by default, whose class aos may change before it hydrates', () => {
    expect(scrollReveal()).toEqual({ 'data-aos': 'fade-up', suppressHydrationWarning: true })
    expect(scrollReveal('zoom-in')).toEqual({ 'data-aos': 'zoom-in', suppressHydrationWarning: true })
  })

  it('rounds delays to the steps aos has styles for', () => {
    expect(scrollReveal('fade', { delayMs: 0 })).toMatchObject({ 'data-aos': 'fade' })
    expect(scrollReveal('fade', { delayMs: 0 })).not.toHaveProperty('data-aos-delay')
    expect(scrollReveal('fade', { delayMs: 120 })).toMatchObject({ 'data-aos': 'fade', 'data-aos-delay': 100 })
    expect(scrollReveal('fade', { delayMs: 9000 })).toMatchObject({ 'data-aos': 'fade', 'data-aos-delay': 3000 })
  })
})
