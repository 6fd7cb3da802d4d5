/**
 * Makes a redirect's Location relative when it points back at this site. The framework builds
 * absolute Locations from the request's URL, that is from the Host header a client chose
 * (`GET //x` came back as `Location: http://<any host>/x`); a relative one names no host, so a
 * forged Host cannot steer where a cache or a browser goes next. A path that starts with two
 * slashes is collapsed to one: relative `//x` would mean the host x.
 */
export function relativeRedirect(request: Request, response: Response): Response {
  const location = response.headers.get('location')
  if (location === null || response.status < 300 || response.status >= 400) return response
  // A scheme-relative Location names a host; from this server it only ever means a path.
  if (/^[/\\]{2}/.test(location)) return withLocation(response, `/${location.replace(/^[/\\]+/, '')}`)
  let target: URL
  let origin: string
  try {
    origin = new URL(request.url).origin
    target = new URL(location, request.url)
  } catch {
    return response
  }
  // Elsewhere (PUBLIC_ORIGIN, a partner's page) stays as the app wrote it.
  if (target.origin !== origin) return response
  const relative = `/${target.pathname.replace(/^[/\\]+/, '')}${target.search}${target.hash}`
  return relative === location ? response : withLocation(response, relative)
}

function withLocation(response: Response, location: string): Response {
  const headers = new Headers(response.headers)
  headers.set('Location', location)
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}
