/**
 * How a newsletter's plain-text body reads (decision 0055): paragraphs separated by a blank line,
 * a single line break kept as one, and http(s) web addresses made into links. The mail's HTML part
 * and the editor's preview both come from `newsletterParagraphs`, so the preview shows what the
 * reader gets. Nothing else is interpreted: markup stays text.
 */

export type NewsletterSegment = { text: string; href?: string }
/** A paragraph's lines, each a run of text and links. */
export type NewsletterParagraph = NewsletterSegment[][]

// Up to the first space or character that cannot end an address in running text.
const webAddress = /https?:\/\/[^\s<>"'\u00a0]+/g
// Punctuation after an address belongs to the sentence, in either language.
const trailingPunctuation = /[.,;:!?)\]}'"\u060c\u061b\u061f\u06d4]+$/

function segmentsOf(line: string): NewsletterSegment[] {
  const segments: NewsletterSegment[] = []
  let rest = 0
  for (const match of line.matchAll(webAddress)) {
    const address = match[0].replace(trailingPunctuation, '')
    if (!URL.canParse(address)) continue
    if (match.index > rest) segments.push({ text: line.slice(rest, match.index) })
    segments.push({ text: address, href: new URL(address).href })
    rest = match.index + address.length
  }
  if (rest < line.length) segments.push({ text: line.slice(rest) })
  return segments
}

export function newsletterParagraphs(body: string): NewsletterParagraph[] {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0)
    .map((paragraph) => paragraph.split('\n').map((line) => segmentsOf(line.trim())))
}
