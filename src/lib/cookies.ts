import { parse, parseSetCookie, serialize, stringifyCookie, type SetCookie } from 'cookie-es'

/**
 * The one reader of `Cookie` headers, on the server and in the browser. The `cookie-es` library
 * (the router already ships it to the browser, so it costs no extra bytes there)
 * keeps a value it cannot percent-decode as it is (a hand-split `decodeURIComponent` threw on
 * `locale=%` and failed the whole request), lets the first of two same-named cookies win, and
 * returns an object without a prototype, so a cookie called `constructor` is just a cookie.
 */
export function readCookie(cookieHeader: string | null | undefined, name: string): string | undefined {
  if (!cookieHeader) return undefined
  return parse(cookieHeader)[name]
}

/** A `Set-Cookie` value (or `document.cookie` assignment); the library refuses invalid names and attributes. */
export function serializeCookie(cookie: SetCookie): string {
  return serialize(cookie)
}

/** A `Cookie` request header, for a server-side caller that holds no browser cookie jar. */
export function cookieHeader(cookies: Record<string, string>): string {
  return stringifyCookie(cookies)
}

/** The name and value a `Set-Cookie` header sets, for a server-side caller that keeps the cookie itself; undefined when it names none. */
export function readSetCookie(setCookie: string): { name: string; value: string } | undefined {
  const cookie = parseSetCookie(setCookie)
  return cookie?.name ? { name: cookie.name, value: cookie.value } : undefined
}
