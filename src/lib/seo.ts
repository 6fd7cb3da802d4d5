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

export type AlternateLinks = { canonical: string; ar: string; en: string }

/** Canonical and hreflang URLs; Arabic's canonical form is the unprefixed path. */
export function alternateLinks(origin: string, pathname: string, locale: 'ar' | 'en', search: Record<string, unknown>): AlternateLinks {
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
