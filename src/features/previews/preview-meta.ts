import type { Locale } from '../../../app.config'
import type { DealerSettings } from '../../contract/content'
import { cardPath, previewCardSize, previewCardType, siteCard, type PreviewCard } from './preview-card'

type Meta = Record<string, string>

const ogLocales: Record<Locale, string> = { ar: 'ar_SA', en: 'en_US' }

/** A page's `og:image` and what WhatsApp, X and the others read with it: its type, size and alt text. */
export function cardImageMeta(origin: string, card: PreviewCard): Meta[] {
  const url = `${origin}${cardPath(card)}`
  return [
    { property: 'og:image', content: url },
    { property: 'og:image:type', content: previewCardType },
    { property: 'og:image:width', content: String(previewCardSize.width) },
    { property: 'og:image:height', content: String(previewCardSize.height) },
    { property: 'og:image:alt', content: card.alt },
    { name: 'twitter:image:alt', content: card.alt },
  ]
}

/**
 * The link preview every page has (the root route's head; a page's own head overrides single
 * tags, e.g. its own card): its canonical address as `og:url` (the same value as its canonical
 * link, never computed apart), the language and its alternate, the large-picture card for X, the
 * dealer's name and tagline, and the site's card as the picture.
 */
export function linkPreviewDefaults(
  origin: string,
  locale: Locale,
  canonical: string | null,
  settings: DealerSettings | undefined,
): Meta[] {
  const meta: Meta[] = [
    { property: 'og:type', content: 'website' },
    { property: 'og:locale', content: ogLocales[locale] },
    { property: 'og:locale:alternate', content: ogLocales[locale === 'ar' ? 'en' : 'ar'] },
    { name: 'twitter:card', content: 'summary_large_image' },
  ]
  if (canonical) meta.push({ property: 'og:url', content: canonical })
  if (settings) {
    meta.push(
      { property: 'og:site_name', content: settings.name },
      { property: 'og:title', content: settings.name },
      { property: 'og:description', content: settings.tagline },
      ...cardImageMeta(origin, siteCard(settings, locale)),
    )
  }
  return meta
}
