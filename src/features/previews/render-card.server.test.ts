import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { cardText, isolateFigures, renderCard } from './render-card.server'
import { woffToSfnt } from './woff.server'
import type { PreviewCard } from './preview-card'

const loadPublic = async (path: string) => readFile(join(process.cwd(), 'public', path)).catch(() => null)

const card: PreviewCard = {
  kind: 'car',
  key: '1',
  locale: 'ar',
  siteName: 'مروج للسيارات',
  logoPath: '/images/logo.svg',
  eyebrow: 'تويوتا · 2026',
  title: 'تويوتا كامري',
  lines: ['GLE 2026'],
  price: { amount: '145,000 ر.س', note: 'شامل الضريبة' },
  footnote: 'يبدأ القسط من 2,150 ر.س / شهريًا',
  picture: { path: '/images/cars/sedan.svg', hex: '#8b1e2b' },
  alt: 'تويوتا كامري',
}

describe('preview card rendering', () => {
  it('is a JPEG of 1200×630, small enough for WhatsApp’s preview, in both languages', async () => {
    for (const locale of ['ar', 'en'] as const) {
      const jpeg = await renderCard({ ...card, locale }, loadPublic)
      const meta = await sharp(jpeg).metadata()
      expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 630 })
      expect(jpeg.length).toBeLessThan(300 * 1024)
    }
  })

  it('puts the text on the reading start: the right half in Arabic, the left half in English', async () => {
    // The text column is dark ink on white; the picture's half is a tinted panel.
    const darkPixels = async (locale: 'ar' | 'en', half: 'left' | 'right') => {
      const jpeg = await renderCard({ ...card, locale, picture: null }, loadPublic)
      const { data } = await sharp(jpeg)
        .extract({ left: half === 'left' ? 0 : 600, top: 0, width: 600, height: 500 })
        .greyscale()
        .raw()
        .toBuffer({ resolveWithObject: true })
      return data.filter((value) => value < 100).length
    }
    expect(await darkPixels('ar', 'right')).toBeGreaterThan(2_000)
    expect(await darkPixels('ar', 'left')).toBe(0)
    expect(await darkPixels('en', 'left')).toBeGreaterThan(2_000)
    expect(await darkPixels('en', 'right')).toBe(0)
  })

  it('draws without a picture or a logo', async () => {
    const jpeg = await renderCard({ ...card, picture: { path: '/images/none.svg' }, logoPath: '/media/unknown' }, async () => null)
    expect((await sharp(jpeg).metadata()).width).toBe(1200)
  })
})

describe('Arabic text on the cards', () => {
  // All five letters join on both sides, so every one takes a connected form inside the word.
  const word = 'تسجيل'
  const style = { size: 56, colour: '#000000', bold: true }
  /** How many pixels wide the drawn letters are, from the first inked column to the last. */
  const ink = async (png: Buffer) => {
    const { data, info } = await sharp(png).extractChannel('alpha').raw().toBuffer({ resolveWithObject: true })
    const columns = new Set<number>()
    data.forEach((alpha, index) => {
      if (alpha > 64) columns.add(index % info.width)
    })
    return { span: Math.max(...columns) - Math.min(...columns) + 1 }
  }

  it('joins the letters as HarfBuzz shapes them, not drawn one by one', async () => {
    const joined = await ink((await cardText('ar', word, style)).buffer)
    // ZWNJ between the letters forbids joining: each letter in its isolated form, as unshaped text looks.
    const apart = await ink((await cardText('ar', [...word].join('\u200c'), style)).buffer)
    expect(joined.span).toBeLessThan(apart.span * 0.85)
  })

  it('draws in the site’s IBM Plex Sans Arabic, not the fallback fontconfig picks for a family it lacks', async () => {
    const site = await ink((await cardText('ar', word, style)).buffer)
    // Drawn the way the card draws, only the family named: fontconfig gives an unknown family its default.
    const inFamily = async (family: string) =>
      ink(
        await sharp({
          text: {
            text: `<span foreground="#000000" line_height="0.92">\u200f${word}</span>`,
            font: `${family} Bold 56`,
            rgba: true,
            dpi: 72,
          },
        })
          .png()
          .toBuffer(),
      )
    const plex = await inFamily('IBM Plex Sans Arabic')
    const fallback = await inFamily('No Such Family')
    expect(Math.abs(plex.span - fallback.span), 'Plex is registered and differs from the fallback').toBeGreaterThan(8)
    expect(Math.abs(site.span - plex.span)).toBeLessThanOrEqual(1)
  })

  it('shows a percentage as the page does, 3.85% and not %3.85', async () => {
    const drawn = (await cardText('ar', 'تبدأ من 3.85%', style)).buffer
    // Drawn left to right on purpose, in the page's order and in Pango's own bidi order.
    const asOnThePage = (await cardText('ar', 'تبدأ من \u20663.85%\u2069', style)).buffer
    const signFirst = (await cardText('ar', 'تبدأ من \u2066%3.85\u2069', style)).buffer
    expect(drawn.equals(asOnThePage)).toBe(true)
    expect(drawn.equals(signFirst)).toBe(false)
  })

  it('isolates only figures with a percent sign, Latin or Arabic', () => {
    expect(isolateFigures('ربح 0% لمدة 12 شهرًا')).toBe('ربح \u20660%\u2069 لمدة 12 شهرًا')
    expect(isolateFigures('من ٣٫٨٥٪ و1,5 %')).toBe('من \u2066٣٫٨٥٪\u2069 و\u20661,5 %\u2069')
    expect(isolateFigures('69,900 ر.س.')).toBe('69,900 ر.س.')
  })
})

describe('WOFF fonts', () => {
  it('unwraps the site’s WOFF font into a TrueType font with the same tables', async () => {
    const require = createRequire(import.meta.url)
    const woff = await readFile(require.resolve('@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-700-normal.woff'))
    const sfnt = woffToSfnt(woff)
    // A TrueType font, with as many tables as the WOFF file lists and their full (inflated) size.
    expect(sfnt.readUInt32BE(0)).toBe(0x00010000)
    expect(sfnt.readUInt16BE(4)).toBe(woff.readUInt16BE(12))
    expect(sfnt.length).toBe(woff.readUInt32BE(16))
  })

  it('refuses what is not a WOFF font', () => {
    expect(() => woffToSfnt(Buffer.from('not a font at all, just some text here to be long enough......'))).toThrow()
  })
})
