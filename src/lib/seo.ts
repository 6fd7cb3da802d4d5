import type { Locale } from '../../app.config'
import { localizePathname } from './i18n/locale'

/**
 * Search params that select what a page shows (an item, a page of a list, the cars of a
 * comparison), so they belong in its canonical URL.
 */
const identifyingParams = ['id', 'slug', 'page', 'ids']

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

/**
 * A page's one path: the router names an index route's match `/offers/`, but the server answers
 * that form with a 301 to `/offers`, and a canonical must never point at a redirect.
 */
export function canonicalPathname(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '')
  return trimmed === '' ? '/' : trimmed
}

/**
 * Canonical and hreflang URLs; Arabic's canonical form is the unprefixed path. The sitemap builds
 * the same URLs through `pageUrl`/`itemUrl`, and a test holds every sitemap URL to its canonical.
 */
export function alternateLinks(origin: string, pathname: string, locale: Locale, search: Record<string, unknown>): AlternateLinks {
  const query = canonicalSearch(search)
  const path = canonicalPathname(pathname)
  const ar = `${origin}${localizePathname(path, 'ar')}${query}`
  const en = `${origin}${localizePathname(path, 'en')}${query}`
  return { canonical: locale === 'en' ? en : ar, ar, en }
}

/** The site origin the root route resolved for this request (PUBLIC_ORIGIN or the request's). */
export function originFromMatches(matches: readonly { loaderData?: unknown }[]): string {
  const data = matches[0]?.loaderData as { origin?: string } | undefined
  return data?.origin ?? ''
}

type HeadMatch = { status?: string; _notFound?: boolean }

/**
 * A not-found or failed page is no page of the site: it gets no canonical and no hreflang (they
 * would name an address that does not exist) and asks not to be indexed.
 */
export function isMissingPage(matches: readonly HeadMatch[]): boolean {
  return matches.some((match) => match.status === 'notFound' || match.status === 'error' || match._notFound === true)
}
