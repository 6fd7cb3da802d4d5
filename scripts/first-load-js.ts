/**
 * What a page makes the browser download and run before it is interactive, measured the same way
 * by `npm run bench` and by the bundle-budget test: the page's inline scripts (router state, the
 * language catalogue, query data) plus every module it loads or preloads, each gzip-compressed.
 * Runs on Node with type stripping, so only erasable TypeScript is allowed here.
 */
import { gzipSync } from 'node:zlib'

/** The JavaScript files a page's HTML loads or preloads. */
export function firstLoadScripts(html: string): string[] {
  const scripts = new Set<string>()
  for (const match of html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g)) scripts.add(match[1]!)
  for (const match of html.matchAll(/import\("([^"]+\.js)"\)/g)) scripts.add(match[1]!)
  return [...scripts]
}

/** Inline scripts the browser runs; structured data (`application/ld+json`) is not JavaScript. */
export function inlineScripts(html: string): string {
  return [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter((match) => !/type="application\/ld\+json"/.test(match[1]!))
    .map((match) => match[2])
    .join('')
}

/** Gzip bytes of the page's first-load JavaScript; `loadScript` fetches one file by its URL path. */
export async function firstLoadJsBytes(html: string, loadScript: (src: string) => Promise<Uint8Array>): Promise<number> {
  let bytes = gzipSync(Buffer.from(inlineScripts(html))).length
  for (const src of firstLoadScripts(html)) bytes += gzipSync(await loadScript(src)).length
  return bytes
}
