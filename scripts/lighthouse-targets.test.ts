import { describe, expect, it } from 'vitest'
import { median, missedTargets, type PageScores } from './lighthouse-targets.ts'

const good: PageScores = {
  performance: 0.97,
  accessibility: 1,
  bestPractices: 1,
  seo: 1,
  lcpMs: 1800,
  tbtMs: 90,
  cls: 0.01,
  speedIndexMs: 1900,
}

describe('median', () => {
  it('takes each figure’s middle run on its own', () => {
    const runs = [
      { ...good, performance: 0.9, lcpMs: 3000 },
      { ...good, performance: 0.99, lcpMs: 1500 },
      { ...good, performance: 0.95, lcpMs: 2100 },
    ]
    expect(median(runs)).toMatchObject({ performance: 0.95, lcpMs: 2100 })
  })
  it('averages the two middle runs of an even count', () => {
    expect(
      median([
        { ...good, tbtMs: 100 },
        { ...good, tbtMs: 200 },
      ]).tbtMs,
    ).toBe(150)
  })
  it('refuses to summarise no runs', () => {
    expect(() => median([])).toThrow()
  })
})

describe('missedTargets', () => {
  it('is empty for a page that meets every target, limits included', () => {
    expect(missedTargets(good)).toEqual([])
    expect(missedTargets({ ...good, performance: 0.97, lcpMs: 2000, tbtMs: 100, cls: 0.02, speedIndexMs: 2500 })).toEqual([])
  })
  it('names every target a page misses', () => {
    const misses = missedTargets({
      performance: 0.8,
      accessibility: 0.98,
      bestPractices: 0.96,
      seo: 0.92,
      lcpMs: 3400,
      tbtMs: 410,
      cls: 0.1,
      speedIndexMs: 3000,
    })
    expect(misses).toEqual([
      'performance 0.80 < 0.97',
      'accessibility 0.98 < 1',
      'best practices 0.96 < 1',
      'SEO 0.92 < 1',
      'LCP 3.40 s > 2.0 s',
      'TBT 410 ms > 100 ms',
      'CLS 0.100 > 0.02',
      'speed index 3.00 s > 2.5 s',
    ])
  })
  it('misses by a hair at each limit', () => {
    expect(missedTargets({ ...good, performance: 0.96, tbtMs: 101 })).toEqual(['performance 0.96 < 0.97', 'TBT 101 ms > 100 ms'])
  })
  it('counts a metric Lighthouse could not measure as missed', () => {
    expect(missedTargets({ ...good, lcpMs: Number.NaN })).toEqual(['LCP NaN s > 2.0 s'])
  })
})
