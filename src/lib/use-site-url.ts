import { useMatch } from '@tanstack/react-router'

/**
 * An absolute URL on this site, identical on the server and in the browser (both use the origin
 * the root route resolved), so it can be rendered without a hydration mismatch.
 */
export function useSiteUrl(pathAndQuery: string): string {
  const origin = useMatch({ from: '__root__', select: (match) => match.loaderData?.origin ?? '' })
  return `${origin}${pathAndQuery}`
}
