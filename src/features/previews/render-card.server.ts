import sharp, { type OverlayOptions } from 'sharp'
import { directionOf } from '../../lib/i18n/locale'
import { cardFonts, loadCardFonts } from './card-fonts.server'
import { previewCardSize, type PreviewCard } from './preview-card'

/** The picture bytes for a site path, or null when there is none to show. */
export type AssetLoader = (path: string) => Promise<Buffer | null>

const { width: W, height: H } = previewCardSize
const margin = 56
const footerHeight = 96
const columnWidth = 520
/** The picture's half of the card, on the reading end (left in Arabic, right in English). */
const panelWidth = 560
const colours = {
  ink: '#14181c',
  inkSoft: '#454d55',
  brand: '#1b5f60',
  brandDark: '#164b4c',
  panel: '#eef8f8',
  accent: '#8a4606',
  white: '#ffffff',
}

const escapeMarkup = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/**
 * Keeps a figure with its percent sign whole in a right-to-left paragraph. Pango (FriBidi) puts
 * the sign of "3.85%" before the number in Arabic ("%3.85"), where the browser, and so the page
 * the card stands for, shows "3.85%"; a left-to-right isolate makes both read the same.
 */
export function isolateFigures(text: string): string {
  return text.replace(/[\d٠-٩][\d٠-٩.,٫٬]*\s?[%٪]/g, (figure) => `\u2066${figure}\u2069`)
}

/**
 * One block of the card's text as a transparent PNG: in the site's font for `locale`, shaped by
 * Pango and HarfBuzz (Arabic letters joined, right to left), wrapped at `width`.
 */
export async function cardText(
  locale: PreviewCard['locale'],
  value: string,
  { size, colour, bold, width = columnWidth }: { size: number; colour: string; bold: boolean; width?: number },
) {
  // Without the fonts registered, fontconfig quietly draws the text in a fallback font.
  await loadCardFonts()
  const rtl = directionOf(locale) === 'rtl'
  // A leading mark fixes each paragraph's direction, whatever script its first word is in.
  const mark = rtl ? '\u200f' : '\u200e'
  const image = sharp({
    text: {
      // The fonts' own line height (tall for Arabic's marks) spreads a wrapped title apart.
      text: `<span foreground="${colour}" line_height="${rtl ? 0.92 : 0.95}">${mark}${escapeMarkup(rtl ? isolateFigures(value) : value)}</span>`,
      font: `${cardFonts[locale]}${bold ? ' Bold' : ''} ${size}`,
      width,
      // Pango reads "left" as the paragraph's start: the right edge in an Arabic paragraph.
      align: 'left',
      wrap: 'word',
      rgba: true,
      dpi: 72,
      spacing: 0,
    },
  })
  const buffer = await image.png().toBuffer()
  const { width: w = 0, height: h = 0 } = await sharp(buffer).metadata()
  return { buffer, width: w, height: h }
}

/**
 * Draws the card: text in the site's fonts on the reading start, the picture on the end, the
 * dealer's logo and name in a band along the foot. A JPEG (mozjpeg, no chroma subsampling so
 * small text stays sharp) keeps a card with a photo well under WhatsApp's preview limit.
 */
export async function renderCard(card: PreviewCard, loadAsset: AssetLoader): Promise<Buffer> {
  await loadCardFonts()
  const rtl = directionOf(card.locale) === 'rtl'
  const text = (value: string, size: number, colour: string, bold: boolean, width = columnWidth) =>
    cardText(card.locale, value, { size, colour, bold, width })
  /** x of a block `w` wide starting at `inset` from the reading start. */
  const startX = (w: number, inset = margin) => (rtl ? W - inset - w : inset)

  const layers: OverlayOptions[] = []
  const panelLeft = rtl ? 0 : W - panelWidth
  const bodyHeight = H - footerHeight
  layers.push({ input: await panel(panelWidth, bodyHeight), left: panelLeft, top: 0 })

  const picture = card.picture ? await pictureLayer(card.picture, loadAsset) : null
  if (picture) {
    const photo = !card.picture?.path.endsWith('.svg')
    // A car photo is 16:10 (decision 0057) and kept whole across the panel; a news cover fills it.
    const box = !photo
      ? { width: panelWidth - 60, height: 340 }
      : card.kind === 'car'
        ? { width: panelWidth, height: Math.round((panelWidth * 10) / 16) }
        : { width: panelWidth, height: bodyHeight }
    const fitted = await sharp(picture)
      .resize(box.width, box.height, { fit: photo ? 'cover' : 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png()
      .toBuffer()
    layers.push({
      input: fitted,
      left: panelLeft + Math.round((panelWidth - box.width) / 2),
      top: Math.round((bodyHeight - box.height) / 2),
    })
  }

  // The text column, top to bottom, each block under the last.
  const blocks: Array<{ block: Awaited<ReturnType<typeof text>>; gap: number }> = []
  if (card.eyebrow) blocks.push({ block: await text(card.eyebrow, 26, colours.brand, true), gap: 0 })
  blocks.push({ block: await text(card.title, card.title.length > 40 ? 44 : 56, colours.ink, true), gap: 14 })
  for (const line of card.lines) blocks.push({ block: await text(line, 28, colours.inkSoft, false), gap: 16 })
  let y = margin
  for (const { block, gap } of blocks) {
    y += gap
    layers.push({ input: block.buffer, left: startX(block.width), top: y })
    y += block.height
  }
  if (card.price) {
    const amount = await text(card.price.amount, 48, colours.accent, true)
    const note = await text(card.price.note, 22, colours.inkSoft, false, columnWidth - amount.width - 16)
    const top = y + 28
    layers.push({ input: amount.buffer, left: startX(amount.width), top })
    layers.push({ input: note.buffer, left: startX(note.width, margin + amount.width + 16), top: top + amount.height - note.height - 6 })
    y = top + amount.height
  }
  if (card.footnote) {
    const footnote = await text(card.footnote, 26, colours.inkSoft, false)
    layers.push({ input: footnote.buffer, left: startX(footnote.width), top: y + (card.price ? 14 : 24) })
  }

  // The band: the dealer's logo and name on the reading start.
  layers.push({ input: await solid(W, footerHeight, colours.brandDark), left: 0, top: bodyHeight })
  const logoSize = 60
  const logo = await loadAsset(card.logoPath)
  let nameInset = margin
  if (logo) {
    const logoImage = await sharp(logo, { density: 300 })
      .resize(logoSize, logoSize, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png()
      .toBuffer()
    layers.push({ input: logoImage, left: startX(logoSize), top: bodyHeight + (footerHeight - logoSize) / 2 })
    nameInset += logoSize + 20
  }
  const name = await text(card.siteName, 30, colours.white, true, W - nameInset - margin)
  layers.push({ input: name.buffer, left: startX(name.width, nameInset), top: bodyHeight + Math.round((footerHeight - name.height) / 2) })

  return sharp({ create: { width: W, height: H, channels: 3, background: colours.white } })
    .composite(layers)
    .flatten({ background: colours.white })
    .jpeg({ quality: 84, mozjpeg: true, chromaSubsampling: '4:4:4' })
    .toBuffer()
}

function solid(width: number, height: number, colour: string) {
  return sharp({ create: { width, height, channels: 4, background: colour } })
    .png()
    .toBuffer()
}

function panel(width: number, height: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colours.panel}"/><stop offset="1" stop-color="#d3eeee"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}

/**
 * The picture as a bitmap. A neutral drawing with a colour is painted as the car page paints it:
 * the colour fills the drawing's own shape and the drawing is multiplied over it, so glass and
 * shading stay dark while the body takes the colour.
 */
async function pictureLayer(picture: { path: string; hex?: string }, loadAsset: AssetLoader): Promise<Buffer | null> {
  const bytes = await loadAsset(picture.path)
  if (!bytes) return null
  const drawing = await sharp(bytes, { density: 300 }).resize({ width: 1000, withoutEnlargement: false }).png().toBuffer()
  if (!picture.hex) return drawing
  const { width = 0, height = 0 } = await sharp(drawing).metadata()
  const shape = await sharp({ create: { width, height, channels: 4, background: picture.hex } })
    .composite([{ input: drawing, blend: 'dest-in' }])
    .png()
    .toBuffer()
  return sharp(shape)
    .composite([{ input: drawing, blend: 'multiply' }])
    .png()
    .toBuffer()
}
