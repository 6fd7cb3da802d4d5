/** Drawings by body type and size (decision 0057): the rule for size, the address, and what the SVG may contain. */
import { describe, expect, it } from 'vitest'
import { bodyTypes } from '../contract/values'
import { carDrawingPath, carDrawingSvg, carSilhouette, carSilhouettes, largeSuvMinLengthMm, parseCarDrawingName } from './car-drawing'

describe('carSilhouette', () => {
  it('draws an SUV as large from 4,900 mm and as compact below, whatever its seats', () => {
    expect(carSilhouette('suv', 5352, 8)).toBe('suv-large') // Tahoe
    expect(carSilhouette('suv', 4985, 7)).toBe('suv-large') // Land Cruiser
    expect(carSilhouette('suv', largeSuvMinLengthMm, 5)).toBe('suv-large')
    expect(carSilhouette('suv', largeSuvMinLengthMm - 1, 7)).toBe('suv-compact')
    expect(carSilhouette('suv', 4680, 7)).toBe('suv-compact') // X-Trail: seven seats, compact body
  })

  it('falls back to seats for a model without a length', () => {
    expect(carSilhouette('suv', null, 7)).toBe('suv-large')
    expect(carSilhouette('suv', null, 5)).toBe('suv-compact')
  })

  it('gives every other body type its own silhouette, in one size', () => {
    for (const body of bodyTypes.filter((type) => type !== 'suv')) {
      expect(carSilhouette(body, 6000, 9)).toBe(body)
      expect(carSilhouette(body, 3000, 2)).toBe(body)
    }
  })
})

describe('drawing addresses', () => {
  it('names the silhouette, the paint and the brand, and reads back the same', () => {
    const drawing = { silhouette: 'pickup' as const, hex: '#1F3A6B', brandSlug: 'land-rover' }
    const path = carDrawingPath(drawing)
    expect(path).toBe('/media/drawings/pickup.1f3a6b.land-rover.svg')
    expect(parseCarDrawingName(path.split('/').pop() as string)).toEqual({ ...drawing, hex: '#1f3a6b' })
  })

  it('refuses any other name', () => {
    for (const name of [
      'tank.1f3a6b.toyota.svg',
      'sedan.1f3a6.toyota.svg',
      'sedan.1F3A6B.toyota.svg',
      'sedan.1f3a6b.Toyota.svg',
      'sedan.1f3a6b.toy<ota.svg',
      'sedan.1f3a6b.-toyota.svg',
      'sedan.1f3a6b.toyota--x.svg',
      'sedan.1f3a6b.toyota.png',
      'sedan.1f3a6b..svg',
      `sedan.1f3a6b.${'a'.repeat(41)}.svg`,
      '../sedan.1f3a6b.toyota.svg',
    ]) {
      expect(parseCarDrawingName(name), name).toBeNull()
    }
  })
})

describe('carDrawingSvg', () => {
  it('draws each silhouette differently, small, painted and with the brand on it', () => {
    const drawings = carSilhouettes.map((silhouette) => carDrawingSvg({ silhouette, hex: '#8a1c1c', brandSlug: 'gmc' }))
    expect(new Set(drawings).size).toBe(carSilhouettes.length)
    for (const svg of drawings) {
      expect(svg.length).toBeLessThan(3000)
      expect(svg).toContain('fill="#8a1c1c"')
      expect(svg).toContain('>GMC</text>')
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 640 400"/)
    }
  })

  it('writes the brand in dark on a light paint and in white on a dark one', () => {
    expect(carDrawingSvg({ silhouette: 'sedan', hex: '#f5f5f5', brandSlug: 'kia' })).toContain('fill="#111827"')
    expect(carDrawingSvg({ silhouette: 'sedan', hex: '#111111', brandSlug: 'kia' })).toContain('fill="#fff" fill-opacity')
  })

  it('carries no script, handler or outside reference, whatever it is given', () => {
    const svg = carDrawingSvg({ silhouette: 'van', hex: '"/><script>alert(1)</script>', brandSlug: '<script>alert(1)</script>' })
    expect(svg).not.toMatch(/<script|on\w+=|href=/i)
    expect(svg).toContain('&lt;SCRIPT&gt;')
  })
})
