/**
 * `node scripts/subset-fonts.ts [--check]` — the two cuts of IBM Plex Sans Arabic the pages use
 * (decision 0068), one file per weight each:
 * - `core`, for Arabic pages: IBM's complete file (it has Plex's Latin too) cut down to the letters,
 *   marks, digits and punctuation of Arabic as written in Saudi Arabia (U+0600–0670), Basic Latin and
 *   Latin-1 and the joiners and punctuation Arabic text uses. It sets a whole Arabic page, Latin
 *   words, digits, "·" and "©" included, so an Arabic page downloads three font files before its
 *   first paint, not six (the Latin Plex beside it). The rest of the Arabic block (U+0671–06FF:
 *   Persian and Urdu letters and digits, Quranic marks) made each file a fifth larger (46.8 → 36.5
 *   KB in 400) for letters a Saudi dealer's texts do not use; it is in the full file below.
 * - `letters`, for English pages: only the Arabic letters and joiners (from @fontsource's Arabic
 *   file), for the few Arabic words an English page shows (the language switch), about 30 KB a
 *   weight where the Arabic pages' cut is about 48 KB.
 * What both leave out (the rest of the Arabic block, Arabic Supplement and Extended letters,
 * presentation forms) stays in the full
 * @fontsource file, which src/styles/fonts.css declares for exactly those characters on Arabic
 * pages. Writes src/styles/fonts/; `--check` fails when those files are not what this script makes
 * (the unit test runs it).
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import subsetFont from 'subset-font'

type Weight = 400 | 500 | 700
type Range = readonly [number, number]
type ArabicCut = { name: 'core' | 'letters'; ranges: readonly Range[]; source: (weight: Weight) => URL }

const root = new URL('..', import.meta.url)
const ibmStyle: Record<Weight, string> = { 400: 'Regular', 500: 'Medium', 700: 'Bold' }

export const arabicWeights: readonly Weight[] = [400, 500, 700]

export const arabicCuts: readonly ArabicCut[] = [
  {
    name: 'core',
    ranges: [
      [0x0020, 0x007e],
      [0x00a0, 0x00ff],
      [0x0600, 0x0670],
      [0x200c, 0x200f],
      [0x2010, 0x2027],
    ],
    source: (weight) =>
      new URL(`node_modules/@ibm/plex-sans-arabic/fonts/complete/woff2/IBMPlexSansArabic-${ibmStyle[weight]}.woff2`, root),
  },
  {
    name: 'letters',
    ranges: [
      [0x0600, 0x06ff],
      [0x200c, 0x200f],
    ],
    source: (weight) =>
      new URL(`node_modules/@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-${weight}-normal.woff2`, root),
  },
]

export const arabicCutFile = (cut: ArabicCut, weight: Weight) =>
  new URL(`src/styles/fonts/ibm-plex-sans-arabic-${cut.name}-${weight}.woff2`, root)

export async function arabicCutFont(cut: ArabicCut, weight: Weight): Promise<Buffer> {
  let text = ''
  for (const [first, last] of cut.ranges) for (let code = first; code <= last; code++) text += String.fromCodePoint(code)
  return subsetFont(readFileSync(cut.source(weight)), text, { targetFormat: 'woff2' })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes('--check')
  for (const cut of arabicCuts)
    for (const weight of arabicWeights) {
      const made = await arabicCutFont(cut, weight)
      const file = arabicCutFile(cut, weight)
      if (!check) writeFileSync(file, made)
      else if (!made.equals(readFileSync(file))) throw new Error(`${fileURLToPath(file)} is not what scripts/subset-fonts.ts makes`)
      console.log(`${fileURLToPath(file)}: ${made.length} bytes (from ${readFileSync(cut.source(weight)).length})`)
    }
}
