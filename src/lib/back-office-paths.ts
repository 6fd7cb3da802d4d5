/**
 * The back office's pages (decision 0051): everything under /staff and the news editor, with or
 * without the language prefix, on a path already read as the router matches it. The server never
 * caches them (src/server/http/request-kind.ts), and the browser build keeps their routes out of a
 * visitor's first load (decision 0021, fifth round).
 * Runs in the production server script too, so only erasable TypeScript is allowed here.
 */
export const backOfficePagePath = /^\/(?:(?:ar|en)\/)?(?:staff(?:\/|$)|news\/new\/?$)/

/** Decodes the escapes that spell an ASCII character, as often as they nest (`%2573` → `%73` → `s`). */
function decodedAscii(path: string): string {
  let current = path
  for (let round = 0; round < 8; round++) {
    const next = current.replace(/%([0-7][0-9a-f])/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    if (next === current) break
    current = next
  }
  return current
}

/**
 * Whether the browser's `pathname` is a back-office page, read generously (escapes decoded,
 * repeated slashes as one, case ignored, as the router matches): a back-office page taken for a
 * visitor's would hydrate without its routes, where the reverse only costs that page the larger tree.
 */
export function isBackOfficePath(pathname: string): boolean {
  return backOfficePagePath.test(
    decodedAscii(pathname)
      .replace(/\/{2,}/g, '/')
      .toLowerCase(),
  )
}
