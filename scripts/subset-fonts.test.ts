import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { arabicWeights, arabicCutFile, arabicCutFont, arabicCuts } from './subset-fonts.ts'
import { readPo } from './translations/po-file.ts'

const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, '0')
const css = readFileSync(new URL('../src/styles/fonts.css', import.meta.url), 'utf8')
const theme = readFileSync(new URL('../src/styles/app.css', import.meta.url), 'utf8')
const family = { core: 'IBM Plex Sans Arabic', letters: 'Plex Arabic letters' } as const

describe("the Arabic font's cuts", () => {
  for (const cut of arabicCuts) {
    it.each(arabicWeights)(`${cut.name}, weight %i: the committed file is what scripts/subset-fonts.ts makes`, async (weight) => {
      expect((await arabicCutFont(cut, weight)).equals(readFileSync(arabicCutFile(cut, weight)))).toBe(true)
    })

    it(`${cut.name}: declared in fonts.css for exactly the characters it holds`, () => {
      const ranges = cut.ranges.map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`)).join(', ')
      for (const weight of arabicWeights) {
        const face = new RegExp(
          `font-family: '${family[cut.name]}';[^}]*font-weight: ${weight};\\s*src: url\\('\\./fonts/ibm-plex-sans-arabic-${cut.name}-${weight}\\.woff2'\\) format\\('woff2'\\);\\s*unicode-range: ([^;]+);`,
        ).exec(css)
        expect(face?.[1], `${cut.name} ${weight}`).toBe(ranges)
      }
    })
  }

  it("sets every character of the Arabic interface's texts from the core cut, so no page needs the full file for them", () => {
    const core = arabicCuts.find((cut) => cut.name === 'core')!
    const inCore = (code: number) => core.ranges.some(([first, last]) => code >= first && code <= last)
    // Bidi isolates around Latin snippets are never drawn, so they ask no font for a glyph.
    const invisible = (code: number) => code >= 0x2066 && code <= 0x2069
    const { entries } = readPo(readFileSync(new URL('../locales/ar/messages.po', import.meta.url), 'utf8'))
    const missing = new Set<string>()
    for (const { translation } of entries)
      for (const character of translation) {
        const code = character.codePointAt(0)!
        if (!inCore(code) && !invisible(code)) missing.add(`U+${hex(code)} ${character}`)
      }
    expect([...missing]).toEqual([])
  })

  it('leaves the rarer letters to the full file on Arabic pages', () => {
    for (const weight of arabicWeights)
      expect(css).toContain(
        `ibm-plex-sans-arabic-arabic-${weight}-normal.woff') format('woff');\n  unicode-range: U+0671-06FF, U+0750-077F, U+0870-08FF, U+FB50-FDFF, U+FE70-FEFF;`,
      )
  })

  it('sets an Arabic page in its own Plex alone, and an English page’s Arabic words in the letters cut', () => {
    // The stacks of a browser that holds the files (decision 0106), their fallbacks written out.
    const webFonts = /:root\[data-web-fonts\] \{([^}]*)\}/.exec(theme)?.[1] ?? ''
    const stack = (name: string, block: string) => new RegExp(`--${name}:\\s*([^;]+);`).exec(block)?.[1]?.trim() ?? ''
    const resolved = (name: string) => stack(name, webFonts).replace(/var\(--([\w-]+)\)/g, (_, variable: string) => stack(variable, theme))
    const arabic = resolved('font-arabic')
    const sans = resolved('font-sans')
    // The Latin Plex in an Arabic page's stack was downloaded beside the Arabic one though no text used it.
    expect(arabic).not.toMatch(/'IBM Plex Sans'/)
    expect(arabic.startsWith("'IBM Plex Sans Arabic', 'Plex Arabic fallback DejaVu'")).toBe(true)
    expect(sans).not.toMatch(/'IBM Plex Sans Arabic'/)
    expect(sans.startsWith("'IBM Plex Sans', 'Plex Arabic letters', 'Plex Latin fallback DejaVu'")).toBe(true)
  })

  it('names no IBM Plex face in the stacks of a browser that does not hold the files yet', () => {
    const themeBlock = /@theme \{([^}]*)\}/.exec(theme)?.[1] ?? ''
    const fallbacks = /\n {2}:root \{([^}]*)\}/.exec(theme)?.[1] ?? ''
    expect(themeBlock).toMatch(/--font-sans: var\(--font-sans-fallback\);/)
    expect(themeBlock).toMatch(/--font-arabic: var\(--font-arabic-fallback\);/)
    expect(fallbacks).toMatch(/--font-arabic-fallback:/)
    expect(fallbacks).not.toMatch(/'IBM Plex|'Plex Arabic letters'/)
  })
})
