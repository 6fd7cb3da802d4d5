/**
 * Whether every percent-escape in a URL path decodes (`/cars/%E0%A4%A` does not). The framework
 * refuses such a path with an empty 400 before any middleware runs, so the server entry and the
 * dealer API ask this first and answer in their own shape.
 */
export function isDecodablePath(pathname: string): boolean {
  if (!pathname.includes('%')) return true
  try {
    // The same decoding the framework applies (decodeURI), so both agree on what is refused. The
    // result is used: a bundler drops a call to it whose value is not, and the check with it.
    return typeof decodeURI(pathname) === 'string'
  } catch {
    return false
  }
}
