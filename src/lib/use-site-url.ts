import { useMatch, useMatches } from '@tanstack/react-router'
import { localeFromPathname } from './i18n/locale'
import { alternateLinks } from './seo'

/**
 * An absolute URL on this site, identical on the server and in the browser (both use the origin
 * the root route resolved), so it can be rendered without a hydration mismatch.
 */
export function useSiteUrl(pathAndQuery: string): string {
  const origin = useMatch({ from: '__root__', select: (match) => match.loaderData?.origin ?? '' })
  return `${origin}${pathAndQuery}`
}

/**
 * The page's canonical URL, made by the same function, from the same match, as the root route's
 * canonical link and `og:url`: what share buttons and structured data name the page by.
 */
export function useCanonicalUrl(): string {
  const origin = useMatch({ from: '__root__', select: (match) => match.loaderData?.origin ?? '' })
  return useMatches({
    select: (matches) => {
      const leaf = matches[matches.length - 1]
      const pathname = leaf?.pathname ?? '/'
      return alternateLinks(origin, pathname, localeFromPathname(pathname), leaf?.search ?? {}).canonical
    },
  })
}
