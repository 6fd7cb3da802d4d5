import type { Locale } from '../../app.config'
import { localizePathname } from './i18n/locale'

/** Search params that select what a page shows (an item, or a page of a list), so they belong in its canonical URL. */
const identifyingParams = ['id', 'slug', 'page']

export function canonicalSearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams()
  for (const key of identifyingParams) {
    const value = search[key]
    // The first page of a list is the list itself.
    if (key === 'page' && Number(value) === 1) continue
    if (typeof value === 'string' || typeof value === 'number') params.set(key, String(value))
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}

/**
 * A page that shows one item, chosen by a search param (docs/decisions/0020 for articles). Every
 * address of an item (share links, structured data, the sitemap) is built from this one place,
 * with the same query a canonical link of that page carries.
 */
export type ItemPage = { kind: 'car'; id: number } | { kind: 'offer'; id: number } | { kind: 'article'; slug: string }

const itemRoutes = { car: '/car', offer: '/offers/offer', article: '/news/article' } as const

/** The item's path in `locale`, e.g. `/en/car?id=42` or `/news/article?slug=riyadh-opening`. */
export function itemPath(item: ItemPage, locale: Locale): string {
  const search = item.kind === 'article' ? { slug: item.slug } : { id: item.id }
  return `${localizePathname(itemRoutes[item.kind], locale)}${canonicalSearch(search)}`
}

export function itemUrl(origin: string, item: ItemPage, locale: Locale): string {
  return `${origin}${itemPath(item, locale)}`
}

/** A fixed page's absolute URL in `locale` (`/news` → `https://…/en/news`). */
export function pageUrl(origin: string, path: string, locale: Locale): string {
  return `${origin}${localizePathname(path, locale)}`
}

export type AlternateLinks = { canonical: string; ar: string; en: string }

/** Canonical and hreflang URLs; Arabic's canonical form is the unprefixed path. */
export function alternateLinks(origin: string, pathname: string, locale: Locale, search: Record<string, unknown>): AlternateLinks {
  const query = canonicalSearch(search)
  const ar = `${origin}${localizePathname(pathname, 'ar')}${query}`
  const en = `${origin}${localizePathname(pathname, 'en')}${query}`
  return { canonical: locale === 'en' ? en : ar, ar, en }
}

/** The site origin the root route resolved for this request (PUBLIC_ORIGIN or the request's). */
export function originFromMatches(matches: readonly { loaderData?: unknown }[]): string {
  const data = matches[0]?.loaderData as { origin?: string } | undefined
  return data?.origin ?? ''
}
