/**
 * Paint colours as Saudi showrooms name them. `arDefinite` is the form that follows "باللون"
 * in alt texts ("باللون الأبيض اللؤلؤي").
 */
import type { BodyType } from '../../../contract/catalogue.ts'
import type { Random } from './prng.ts'

export type Paint = { en: string; ar: string; arDefinite: string; hex: string }

const paints = {
  pearlWhite: { en: 'Pearl White', ar: 'أبيض لؤلؤي', arDefinite: 'الأبيض اللؤلؤي', hex: '#f4f3ee' },
  superWhite: { en: 'Super White', ar: 'أبيض ناصع', arDefinite: 'الأبيض الناصع', hex: '#ffffff' },
  silver: { en: 'Silver Metallic', ar: 'فضي معدني', arDefinite: 'الفضي المعدني', hex: '#c4c7ca' },
  grey: { en: 'Graphite Grey', ar: 'رمادي غرافيتي', arDefinite: 'الرمادي الغرافيتي', hex: '#5b5f63' },
  black: { en: 'Midnight Black', ar: 'أسود', arDefinite: 'الأسود', hex: '#121417' },
  red: { en: 'Crimson Red', ar: 'أحمر قرمزي', arDefinite: 'الأحمر القرمزي', hex: '#a3161f' },
  blue: { en: 'Navy Blue', ar: 'أزرق كحلي', arDefinite: 'الأزرق الكحلي', hex: '#1d3557' },
  beige: { en: 'Desert Beige', ar: 'بيج صحراوي', arDefinite: 'البيج الصحراوي', hex: '#d6c6a5' },
  bronze: { en: 'Bronze Metallic', ar: 'برونزي معدني', arDefinite: 'البرونزي المعدني', hex: '#8a6a45' },
  brown: { en: 'Dark Brown', ar: 'بني داكن', arDefinite: 'البني الداكن', hex: '#4a3526' },
  olive: { en: 'Olive Green', ar: 'أخضر زيتوني', arDefinite: 'الأخضر الزيتوني', hex: '#5a6440' },
  orange: { en: 'Sunset Orange', ar: 'برتقالي', arDefinite: 'البرتقالي', hex: '#d4681f' },
  yellow: { en: 'Racing Yellow', ar: 'أصفر رياضي', arDefinite: 'الأصفر الرياضي', hex: '#e5b81c' },
  sky: { en: 'Sky Blue', ar: 'أزرق سماوي', arDefinite: 'الأزرق السماوي', hex: '#5b9bd5' },
} satisfies Record<string, Paint>

// White and silver lead everywhere: they sell best in the Saudi heat.
const core: readonly Paint[] = [paints.pearlWhite, paints.silver, paints.black, paints.grey]
const accentsByBody: Record<BodyType, readonly Paint[]> = {
  sedan: [paints.superWhite, paints.red, paints.blue, paints.bronze],
  suv: [paints.superWhite, paints.beige, paints.brown, paints.blue, paints.bronze],
  hatchback: [paints.red, paints.sky, paints.orange, paints.superWhite],
  pickup: [paints.superWhite, paints.beige, paints.red, paints.olive],
  coupe: [paints.red, paints.yellow, paints.orange, paints.blue],
  van: [paints.superWhite, paints.blue, paints.beige],
  crossover: [paints.red, paints.sky, paints.olive, paints.superWhite],
}

/** Four to six paints for one car: the core shades first, then accents that suit the body. */
export function paintsFor(body: BodyType, random: Random): Paint[] {
  const coreCount = random.int(3, 4)
  const accentCount = random.int(1, 2)
  return [...core.slice(0, coreCount), ...random.sample(accentsByBody[body], accentCount)]
}
