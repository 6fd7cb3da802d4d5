/**
 * `node scripts/subset-fonts.ts [--check]` — the Arabic font's everyday part: IBM Plex Sans
 * Arabic cut down to the Arabic block (U+0600–06FF), basic Latin and the joiners and punctuation
 * Arabic text uses, about 30% smaller per weight (decision 0068). What it leaves out (Arabic
 * Supplement and Extended letters, presentation forms) stays in the full @fontsource file, which
 * src/styles/fonts.css declares for exactly those characters, so a page downloads it only when
 * its text has one. Writes src/styles/fonts/; `--check` fails when those files are not what this
 * script makes (the unit test runs it).
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import subsetFont from 'subset-font'

/** The characters the everyday file covers, as CSS writes them in its `unicode-range`. */
export const arabicCoreRanges: readonly (readonly [number, number])[] = [
  [0x0020, 0x007e],
  [0x00a0, 0x00a0],
  [0x0600, 0x06ff],
  [0x200c, 0x200f],
  [0x2010, 0x2027],
]

export const arabicCoreWeights = [400, 500, 700] as const

const root = new URL('..', import.meta.url)
const source = (weight: number) =>
  new URL(`node_modules/@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-${weight}-normal.woff2`, root)
export const arabicCoreFile = (weight: number) => new URL(`src/styles/fonts/ibm-plex-sans-arabic-core-${weight}.woff2`, root)

export async function arabicCoreFont(weight: number): Promise<Buffer> {
  let text = ''
  for (const [first, last] of arabicCoreRanges) for (let code = first; code <= last; code++) text += String.fromCodePoint(code)
  return subsetFont(readFileSync(source(weight)), text, { targetFormat: 'woff2' })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes('--check')
  for (const weight of arabicCoreWeights) {
    const made = await arabicCoreFont(weight)
    const file = arabicCoreFile(weight)
    if (!check) writeFileSync(file, made)
    else if (!made.equals(readFileSync(file))) throw new Error(`${fileURLToPath(file)} is not what scripts/subset-fonts.ts makes`)
    console.log(`${fileURLToPath(file)}: ${made.length} bytes (from ${readFileSync(source(weight)).length})`)
  }
}
