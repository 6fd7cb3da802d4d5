/**
 * `node scripts/font-fallbacks.ts [--font "Name=path/to/font.ttf" ...]` — how much wider each
 * fallback font sets this site's own texts than the web font it stands in for, at regular and
 * bold weight. src/styles/app.css sizes its metric-matched fallback faces (`size-adjust`) by
 * these ratios, so text wraps the same before and after the web font arrives (CLS; decision 0068).
 *
 * Measures in Debian's Chromium with canvas `measureText`, over every translated message of the
 * catalogue in the language the font serves. Fallbacks installed on this machine (DejaVu Sans)
 * are measured by name; others from a font file, e.g. the Noto faces of Debian's fonts-noto-core
 * (`apt-get download fonts-noto-core && dpkg-deb -x fonts-noto-core_*.deb noto`).
 */
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../tests/chromium-args.ts'

const { values } = parseArgs({ options: { font: { type: 'string', multiple: true, default: [] } } })
const fontFiles = Object.fromEntries(values.font.map((entry) => entry.split('=') as [string, string]))

const messages = (locale: 'ar' | 'en') =>
  [...readFileSync(`locales/${locale}/messages.po`, 'utf8').matchAll(/^msgstr "(.+)"$/gm)]
    .map((match) => match[1]!.replace(/\{[^}]*\}/g, ''))
    .join(' ')

const webFonts = {
  ar: {
    family: 'IBM Plex Sans Arabic',
    files: {
      400: 'ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff2',
      700: 'ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-700-normal.woff2',
    },
  },
  en: {
    family: 'IBM Plex Sans',
    files: {
      400: 'ibm-plex-sans/files/ibm-plex-sans-latin-400-normal.woff2',
      700: 'ibm-plex-sans/files/ibm-plex-sans-latin-700-normal.woff2',
    },
  },
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
const page = await browser.newPage()
await page.setContent('<html><body></body></html>')
for (const [locale, font] of Object.entries(webFonts) as [keyof typeof webFonts, (typeof webFonts)['ar']][]) {
  const text = messages(locale)
  for (const weight of [400, 700] as const) {
    const data = readFileSync(`node_modules/@fontsource/${font.files[weight]}`).toString('base64')
    const files = Object.fromEntries(Object.entries(fontFiles).map(([name, path]) => [name, readFileSync(path).toString('base64')]))
    const widths = await page.evaluate(
      async ({ family, weight, data, files, text }) => {
        const face = new FontFace(family, `url(data:font/woff2;base64,${data})`, { weight: String(weight) })
        document.fonts.add(await face.load())
        for (const [name, file] of Object.entries(files))
          document.fonts.add(await new FontFace(name, `url(data:font/ttf;base64,${file})`).load())
        const context = document.createElement('canvas').getContext('2d')!
        const width = (name: string) => {
          context.font = `${weight} 100px "${name}"`
          return context.measureText(text).width
        }
        const web = width(family)
        return Object.fromEntries(['DejaVu Sans', ...Object.keys(files)].map((name) => [name, web / width(name)]))
      },
      { family: font.family, weight, data, files, text },
    )
    for (const [name, ratio] of Object.entries(widths)) console.log(`${locale} ${weight} ${name}: size-adjust ${(ratio * 100).toFixed(1)}%`)
  }
}
await browser.close()
