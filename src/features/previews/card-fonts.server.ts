import { createRequire } from 'node:module'
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { woffToSfnt } from './woff.server.ts'

/**
 * The site's own fonts (IBM Plex Sans Arabic, IBM Plex Sans; docs/guides design) for the preview
 * cards. libvips draws text through Pango, HarfBuzz and fontconfig, which shape Arabic (joined
 * letters, right to left); a `fontfile` given once is added to the process's fontconfig for good.
 */
export const cardFonts = { ar: 'IBM Plex Sans Arabic', en: 'IBM Plex Sans' } as const

const files = [
  '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff',
  '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-700-normal.woff',
  '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-latin-400-normal.woff',
  '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-latin-700-normal.woff',
  '@fontsource/ibm-plex-sans/files/ibm-plex-sans-latin-400-normal.woff',
  '@fontsource/ibm-plex-sans/files/ibm-plex-sans-latin-700-normal.woff',
]

let ready: Promise<void> | null = null

/** Registers the fonts once per process (and render thread); later calls wait for the first. */
export function loadCardFonts(): Promise<void> {
  ready ??= register().catch((error: unknown) => {
    ready = null
    throw error
  })
  return ready
}

async function register(): Promise<void> {
  const require = createRequire(import.meta.url)
  const dir = join(tmpdir(), 'storefront-card-fonts')
  mkdirSync(dir, { recursive: true })
  for (const file of files) {
    const target = join(
      dir,
      file
        .split('/')
        .pop()!
        .replace(/\.woff$/, '.ttf'),
    )
    if (!existsSync(target)) {
      // Written aside and renamed: several processes may convert the same font at once.
      const partial = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}`
      writeFileSync(partial, woffToSfnt(readFileSync(require.resolve(file))))
      renameSync(partial, target)
    }
    await sharp({ text: { text: '.', fontfile: target, font: `${cardFonts.en} 8` } })
      .png()
      .toBuffer()
  }
}
