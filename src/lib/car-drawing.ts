/**
 * The side-view drawing a car shows until staff upload its photos (decision 0057): one silhouette
 * per body type and size, painted in the colour's hex, with the brand's name on the door. Made
 * as SVG text (about 2 KB) from its address alone, so any process can serve it and the same
 * address always gives the same picture.
 */
import type { BodyType } from '../contract/values.ts'

export const carSilhouettes = ['sedan', 'coupe', 'hatchback', 'crossover', 'suv-compact', 'suv-large', 'pickup', 'van'] as const
export type CarSilhouette = (typeof carSilhouettes)[number]

/** An SUV this long or longer (millimetres) is drawn as a large one: Tahoe, Land Cruiser, Patrol, Explorer. */
export const largeSuvMinLengthMm = 4900

/**
 * Which silhouette a car gets. Only SUVs come in two sizes: by the model's length when it is
 * known, else by seats (seven or more is a large SUV's third row).
 */
export function carSilhouette(body: BodyType, lengthMm: number | null, seats: number): CarSilhouette {
  if (body !== 'suv') return body
  const large = lengthMm === null ? seats >= 7 : lengthMm >= largeSuvMinLengthMm
  return large ? 'suv-large' : 'suv-compact'
}

export type CarDrawing = { silhouette: CarSilhouette; hex: string; brandSlug: string }

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const namePattern = new RegExp(`^(${carSilhouettes.join('|')})\\.([0-9a-f]{6})\\.([a-z0-9-]{1,40})\\.svg$`)

/** The drawing's address on the site: `/media/drawings/<silhouette>.<hex>.<brand slug>.svg`. */
export function carDrawingPath({ silhouette, hex, brandSlug }: CarDrawing): string {
  const slug = slugPattern.test(brandSlug) && brandSlug.length <= 40 ? brandSlug : 'car'
  return `/media/drawings/${silhouette}.${hex.replace('#', '').toLowerCase()}.${slug}.svg`
}

/** The drawing an address names, or null for anything else. */
export function parseCarDrawingName(name: string): CarDrawing | null {
  const match = namePattern.exec(name)
  if (!match || !slugPattern.test(match[3] as string)) return null
  return { silhouette: match[1] as CarSilhouette, hex: `#${match[2] as string}`, brandSlug: match[3] as string }
}

type Shape = {
  /** From the rear bottom corner over the roof to the front bottom corner (the car faces the end of the x axis). */
  top: string
  glass: string
  /** x of each window pillar, drawn in the paint over the glass. */
  pillars: number[]
  wheels: [number, number]
  radius: number
  rear: number
  front: number
  /** Door shut lines, tailgates, roof rails: thin dark strokes. */
  lines?: string
}

const ground = 340

const shapes: Record<CarSilhouette, Shape> = {
  sedan: {
    top: 'L40,262Q42,244 70,240L188,230Q232,182 300,172L410,172Q452,176 498,222L570,234Q598,240 600,270L598,304',
    glass: 'M206,228Q244,188 302,182L406,182Q440,186 478,224Z',
    pillars: [340],
    wheels: [150, 490],
    radius: 44,
    rear: 42,
    front: 598,
  },
  coupe: {
    top: 'L42,272Q44,254 72,250L170,240Q240,192 320,188L380,190Q430,198 480,232L568,244Q598,250 600,278L598,304',
    glass: 'M196,238Q250,200 318,198L372,200Q410,206 452,232Z',
    pillars: [356],
    wheels: [150, 480],
    radius: 44,
    rear: 44,
    front: 598,
  },
  hatchback: {
    top: 'L88,250Q88,214 110,196Q140,172 210,168L330,168Q380,172 420,218L500,234Q548,242 552,274L550,304',
    glass: 'M120,220Q130,190 214,180L326,180Q362,186 396,220Z',
    pillars: [266],
    wheels: [178, 458],
    radius: 42,
    rear: 92,
    front: 550,
  },
  crossover: {
    top: 'L50,232Q52,200 82,190Q120,160 220,156L360,156Q410,160 452,208L548,224Q590,232 590,268L588,300',
    glass: 'M88,202Q112,172 220,166L352,166Q388,172 422,206Z',
    pillars: [190, 320],
    wheels: [158, 478],
    radius: 48,
    rear: 52,
    front: 588,
  },
  'suv-compact': {
    top: 'L56,200Q58,160 90,150L370,146Q400,148 440,200L550,214Q586,220 586,260L584,298',
    glass: 'M84,196L90,164Q92,158 110,158L364,156Q386,160 420,198Z',
    pillars: [196, 318],
    wheels: [160, 470],
    radius: 50,
    rear: 58,
    front: 584,
  },
  'suv-large': {
    top: 'L30,170Q30,130 64,126L402,122Q426,124 460,184L578,196Q610,202 610,246L608,292',
    glass: 'M56,182L60,144Q62,136 80,136L396,134Q412,138 440,182Z',
    pillars: [168, 292],
    wheels: [140, 488],
    radius: 56,
    rear: 32,
    front: 608,
    lines: 'M84,116H380',
  },
  pickup: {
    top: 'L24,196L250,196L252,150Q254,128 280,126L420,124Q444,126 470,186L584,198Q616,204 616,248L614,292',
    glass: 'M268,184L272,146Q274,136 290,136L412,136Q428,140 452,184Z',
    pillars: [350],
    wheels: [130, 500],
    radius: 56,
    rear: 26,
    front: 614,
    lines: 'M250,198V270M30,206H244',
  },
  van: {
    top: 'L30,140Q32,110 66,108L470,106Q500,108 536,160L590,206Q610,214 610,250L608,302',
    glass: 'M60,170L62,128Q64,120 80,120L464,118Q484,122 516,168Z',
    pillars: [170, 290, 410],
    wheels: [130, 500],
    radius: 46,
    rear: 32,
    front: 608,
    lines: 'M290,176V288',
  },
}

/** Relative luminance (WCAG) of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const channel = (index: number) => {
    const value = Number.parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16) / 255
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2)
}

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char] as string)

/** "land-rover" → "LAND ROVER": the wordmark as makers print it on a car. */
export function brandWordmark(brandSlug: string): string {
  return brandSlug.replace(/-/g, ' ').toUpperCase()
}

/** The drawing as an SVG document, 640 × 400 (16:10, the box every car picture fills). */
export function carDrawingSvg({ silhouette, hex, brandSlug }: CarDrawing): string {
  const shape = shapes[silhouette]
  const paint = /^#[0-9a-f]{6}$/i.test(hex) ? hex.toLowerCase() : '#c0c4ca'
  const light = luminance(paint) > 0.35
  const [w1, w2] = shape.wheels
  const r = shape.radius
  const cy = ground - r
  const bottom = cy + 8
  const arc = r + 6
  const body =
    `M${shape.rear},${bottom}${shape.top}L${shape.front},${bottom}L${w2 + arc},${bottom}A${arc},${arc} 0 0 0 ${w2 - arc},${bottom}` +
    `L${w1 + arc},${bottom}A${arc},${arc} 0 0 0 ${w1 - arc},${bottom}Z`
  const wheel = (x: number) =>
    `<circle cx="${x}" cy="${cy}" r="${r}" fill="#1f2328"/><circle cx="${x}" cy="${cy}" r="${Math.round(r * 0.58)}" fill="#c9ced6"/>` +
    `<circle cx="${x}" cy="${cy}" r="${Math.round(r * 0.2)}" fill="#6b7280"/>`
  const pillars = shape.pillars.map((x) => `<rect x="${x - 5}" y="100" width="10" height="140" fill="${paint}"/>`).join('')
  const mid = Math.round((w1 + w2) / 2)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 400" width="640" height="400">` +
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".35"/>` +
    `<stop offset=".55" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".28"/></linearGradient>` +
    `<clipPath id="g"><path d="${shape.glass}"/></clipPath></defs>` +
    `<ellipse cx="320" cy="${ground + 2}" rx="300" ry="10" fill="#000" opacity=".13"/>` +
    `<path d="${body}" fill="${paint}"/>` +
    `<path d="${shape.glass}" fill="#26303a"/>` +
    `<g clip-path="url(#g)">${pillars}<path d="M100,230L260,100H300L140,230Z" fill="#fff" opacity=".12"/></g>` +
    `<path d="${body}" fill="url(#s)" stroke="#000" stroke-opacity=".35" stroke-width="2" stroke-linejoin="round"/>` +
    (shape.lines
      ? `<path d="${shape.lines}" fill="none" stroke="#000" stroke-opacity=".3" stroke-width="3" stroke-linecap="round"/>`
      : '') +
    `<rect x="${shape.front - 26}" y="${bottom - 70}" width="22" height="10" rx="4" fill="#fff6c8"/>` +
    `<rect x="${shape.rear + 2}" y="${bottom - 74}" width="14" height="12" rx="3" fill="#c8102e"/>` +
    wheel(w1) +
    wheel(w2) +
    `<text x="${mid}" y="${bottom - 26}" text-anchor="middle" font-family="system-ui,'Segoe UI',Arial,sans-serif" font-size="22"` +
    ` font-weight="800" letter-spacing="4" fill="${light ? '#111827' : '#fff'}" fill-opacity=".78">${escapeXml(brandWordmark(brandSlug))}</text>` +
    `</svg>`
  )
}
