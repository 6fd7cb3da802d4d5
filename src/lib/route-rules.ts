import { appConfig } from '../../app.config'

/**
 * Where a path should permanently redirect, following the route rules in app.config.ts and
 * dropping a trailing slash; `null` when the path is already canonical. The language prefix is
 * kept, so `/en/favorites` goes to `/en/wishlist`.
 */
export function redirectTarget(pathname: string): string | null {
  const match = /^\/(ar|en)(?=\/|$)/.exec(pathname)
  const prefix = match ? match[0] : ''
  const rest = pathname.slice(prefix.length) || '/'
  const trimmed = rest.length > 1 ? rest.replace(/\/+$/, '') || '/' : rest
  const ruled = appConfig.routeRedirects[trimmed.toLowerCase()] ?? trimmed
  const target = prefix && ruled === '/' ? prefix : `${prefix}${ruled}`
  return target === pathname ? null : target
}
