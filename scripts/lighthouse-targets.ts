/**
 * The targets for every main page (issue 13, raised by issue 37) (Lighthouse mobile, median of several runs) and how a
 * page's figures are summarised. Runs on Node with type stripping: erasable TypeScript only.
 */

export type PageScores = {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcpMs: number
  tbtMs: number
  cls: number
  speedIndexMs: number
}

export const lighthouseTargets = {
  performance: 0.97,
  lcpMs: 2000,
  tbtMs: 100,
  cls: 0.02,
  speedIndexMs: 2500,
  describe: 'performance ≥ 0.97, other scores 1, LCP ≤ 2.0 s, TBT ≤ 100 ms, CLS ≤ 0.02, speed index ≤ 2.5 s',
} as const

/** The middle value (the mean of the two middle ones for an even count). */
function middle(numbers: number[]): number {
  const sorted = [...numbers].sort((a, b) => a - b)
  const half = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[half]! : (sorted[half - 1]! + sorted[half]!) / 2
}

/** Each score and metric's median over the runs, taken on its own (one slow run moves none of them). */
export function median(samples: PageScores[]): PageScores {
  if (samples.length === 0) throw new Error('no runs to summarise')
  const of = (key: keyof PageScores) => middle(samples.map((sample) => sample[key]))
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    speedIndexMs: of('speedIndexMs'),
  }
}

/** What a page misses, in words; empty when it meets every target. */
export function missedTargets(scores: PageScores): string[] {
  const misses: string[] = []
  if (scores.performance < lighthouseTargets.performance)
    misses.push(`performance ${scores.performance.toFixed(2)} < ${lighthouseTargets.performance}`)
  if (scores.accessibility < 1) misses.push(`accessibility ${scores.accessibility.toFixed(2)} < 1`)
  if (scores.bestPractices < 1) misses.push(`best practices ${scores.bestPractices.toFixed(2)} < 1`)
  if (scores.seo < 1) misses.push(`SEO ${scores.seo.toFixed(2)} < 1`)
  if (!(scores.lcpMs <= lighthouseTargets.lcpMs)) misses.push(`LCP ${(scores.lcpMs / 1000).toFixed(2)} s > 2.0 s`)
  if (!(scores.tbtMs <= lighthouseTargets.tbtMs)) misses.push(`TBT ${Math.round(scores.tbtMs)} ms > ${lighthouseTargets.tbtMs} ms`)
  if (!(scores.cls <= lighthouseTargets.cls)) misses.push(`CLS ${scores.cls.toFixed(3)} > 0.02`)
  if (!(scores.speedIndexMs <= lighthouseTargets.speedIndexMs))
    misses.push(`speed index ${(scores.speedIndexMs / 1000).toFixed(2)} s > 2.5 s`)
  return misses
}
