import { msg } from '@lingui/core/macro'
import type { I18n } from '@lingui/core'
import type { Locale } from '../../../app.config'
import type { CarDetail } from '../../contract/catalogue'
import { modelTitle } from '../../contract/car-title'
import type { Article, DealerSettings, Offer } from '../../contract/content'
import { maxId, maxSlugLength, slugPattern } from '../../contract/values'
import { formatDate, formatSar } from '../../lib/format'
import { logoSrc } from '../../lib/site-settings'
import { cardHash } from './card-hash'

/**
 * What a link-preview card (the `og:image` of a page, 1200×630) shows: every text already in the
 * card's language, the picture and the dealer's logo. The card's address carries the hash of this
 * value, so a change to anything it shows (price, picture, title, language, logo, the layout's
 * version) gives a new address and the old one is never served with other content
 * (docs/decisions/0059-link-preview-cards.md).
 */
export type PreviewCard = {
  kind: 'car' | 'offer' | 'article' | 'site'
  /** The car's or offer's id, the article's slug; empty for the site's card. */
  key: string
  locale: Locale
  siteName: string
  logoPath: string
  /** Small line above the title (brand and year, "Offer", "News · date"). */
  eyebrow: string
  title: string
  /** Up to two short lines under the title. */
  lines: string[]
  /** The price, in the accent colour, with its note ("VAT included") beside it. */
  price: { amount: string; note: string } | null
  /** One line at the foot of the text ("Installment starts from … / month", an offer's last day). */
  footnote: string | null
  /** A site path; `hex` paints a neutral (white) drawing in that colour, as the car page does. */
  picture: { path: string; hex?: string } | null
  /** The card described for `og:image:alt`. */
  alt: string
}

/** Bump when the card's layout changes, so every card gets a new address. */
export const cardLayoutVersion = 4

export const previewCardSize = { width: 1200, height: 630 } as const
export const previewCardType = 'image/jpeg'

/** A short text for a card line: whole words, at most `max` characters, an ellipsis when cut. */
export function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= max) return flat
  const cut = flat.slice(0, max - 1)
  const lastSpace = cut.lastIndexOf(' ')
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`
}

/** What a car's card shows: its page's car, or a comparison's column of it. */
export type CardCar = Pick<
  CarDetail,
  'id' | 'title' | 'trim' | 'year' | 'brand' | 'model' | 'priceSar' | 'installmentFromSar' | 'image'
> & {
  colors: Array<Pick<CarDetail['colors'][number], 'name' | 'hex' | 'image'>>
}

export function carCard(car: CardCar, settings: DealerSettings, i18n: I18n, locale: Locale): PreviewCard {
  const color = car.colors[0]
  const amount = formatSar(car.installmentFromSar, locale)
  return {
    ...siteParts(settings, locale),
    kind: 'car',
    key: String(car.id),
    eyebrow: `${car.brand.name} · ${car.year}`,
    title: clip(modelTitle(car.brand.name, car.model.name), 40),
    lines: [clip(`${car.trim} ${car.year}`, 40)],
    price: {
      amount: formatSar(car.priceSar, locale),
      note: i18n._(msg({ message: 'VAT included', comment: 'Note next to a car price: the price includes 15% value added tax' })),
    },
    // The same one quote (src/lib/finance.ts, advertisedFinance) the car page and cards show.
    footnote: i18n._(msg`Installment starts from ${amount} / month`),
    picture: color ? colourPicture(color.image.path, color.hex) : car.image ? { path: car.image.path } : null,
    alt: color ? `${car.title} – ${color.name}` : car.title,
  }
}

export function offerCard(offer: Offer, settings: DealerSettings, i18n: I18n, locale: Locale): PreviewCard {
  const date = formatDate(offer.endsOn, locale)
  return {
    ...siteParts(settings, locale),
    kind: 'offer',
    key: String(offer.id),
    eyebrow: i18n._(
      msg({
        context: 'preview card',
        message: 'Offer',
        comment: 'Small label above the title on the link-preview picture of a dealer offer',
      }),
    ),
    title: clip(offer.title, 70),
    lines: offer.summary ? [clip(offer.summary, 90)] : [],
    price: null,
    footnote: i18n._(
      msg({ message: `Until ${date}`, comment: 'Link-preview picture of an offer: its last day; {date} is a date such as 30/11/2026' }),
    ),
    picture: offer.image ? { path: offer.image.path } : null,
    alt: offer.image ? `${offer.title} – ${offer.image.alt}` : offer.title,
  }
}

export function articleCard(article: Article, settings: DealerSettings, i18n: I18n, locale: Locale): PreviewCard {
  return {
    ...siteParts(settings, locale),
    kind: 'article',
    key: article.slug,
    eyebrow: `${i18n._(msg`News`)} · ${formatDate(article.publishedAt, locale)}`,
    title: clip(article.title, 90),
    lines: [],
    price: null,
    footnote: null,
    picture: article.image ? { path: article.image.path } : null,
    alt: article.image ? `${article.title} – ${article.image.alt}` : article.title,
  }
}

/** The site's own card, for every page without one of its own. */
export function siteCard(settings: DealerSettings, locale: Locale): PreviewCard {
  return {
    ...siteParts(settings, locale),
    kind: 'site',
    key: '',
    eyebrow: '',
    title: clip(settings.name, 40),
    lines: settings.tagline ? [clip(settings.tagline, 90)] : [],
    price: null,
    footnote: null,
    picture: { path: '/images/cars/suv.svg', hex: '#2d9596' },
    alt: settings.tagline ? `${settings.name} – ${settings.tagline}` : settings.name,
  }
}

/** The site's neutral (white) body-type drawings take the colour on the card; photos show as they are. */
function colourPicture(path: string, hex: string) {
  return path.startsWith('/images/cars/') && path.endsWith('.svg') ? { path, hex: hex.toLowerCase() } : { path }
}

function siteParts(settings: DealerSettings, locale: Locale) {
  return { locale, siteName: settings.name, logoPath: logoSrc(settings) }
}

/** The card's file name, e.g. `car-42-ar-0123456789abcdef.jpg`: what it is, its language, its content's hash. */
export function cardFileName(card: PreviewCard): string {
  const hash = cardHash({ card, version: cardLayoutVersion })
  const subject = card.kind === 'site' ? 'site' : `${card.kind}-${card.key}`
  return `${subject}-${card.locale}-${hash}.jpg`
}

/** The card's path on this site. */
export function cardPath(card: PreviewCard): string {
  return `/og/${cardFileName(card)}`
}

export type CardRequest =
  | { kind: 'car' | 'offer'; id: number; locale: Locale; hash: string }
  | { kind: 'article'; slug: string; locale: Locale; hash: string }
  | { kind: 'site'; locale: Locale; hash: string }

const namePattern = /^(?:(car|offer)-([1-9][0-9]{0,9})|article-([a-z0-9-]+)|(site))-(ar|en)-([0-9a-f]{16})\.jpg$/

/** Reads a card's file name back; anything that is not exactly one of ours is `null` (a 404). */
export function parseCardFileName(name: string): CardRequest | null {
  const match = namePattern.exec(name)
  if (!match) return null
  const [, itemKind, id, slug, site, locale, hash] = match
  if (locale !== 'ar' && locale !== 'en') return null
  if (!hash) return null
  if (site) return { kind: 'site', locale, hash }
  if (slug !== undefined) {
    if (slug.length > maxSlugLength || !slugPattern.test(slug)) return null
    return { kind: 'article', slug, locale, hash }
  }
  const number = Number(id)
  if ((itemKind !== 'car' && itemKind !== 'offer') || !Number.isSafeInteger(number) || number > maxId) return null
  return { kind: itemKind, id: number, locale, hash }
}
