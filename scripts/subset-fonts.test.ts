import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { arabicCoreFile, arabicCoreFont, arabicCoreRanges, arabicCoreWeights } from './subset-fonts.ts'

const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, '0')

describe("the Arabic font's everyday part", () => {
  it.each(arabicCoreWeights)('weight %i: the committed file is what scripts/subset-fonts.ts makes', async (weight) => {
    expect((await arabicCoreFont(weight)).equals(readFileSync(arabicCoreFile(weight)))).toBe(true)
  })

  it("is declared in fonts.css for exactly the characters it holds, the full file for the rest of Plex's Arabic", () => {
    const css = readFileSync(new URL('../src/styles/fonts.css', import.meta.url), 'utf8')
    const ranges = arabicCoreRanges.map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`)).join(', ')
    for (const weight of arabicCoreWeights) {
      const face = new RegExp(
        `url\\('\\./fonts/ibm-plex-sans-arabic-core-${weight}\\.woff2'\\) format\\('woff2'\\);\\s*unicode-range: ([^;]+);`,
      ).exec(css)
      expect(face?.[1], `core ${weight}`).toBe(ranges)
      expect(css).toContain(
        `ibm-plex-sans-arabic-arabic-${weight}-normal.woff') format('woff');\n  unicode-range: U+0750-077F, U+0870-08FF, U+FB50-FDFF, U+FE70-FEFF;`,
      )
    }
  })
})
