/**
 * What a page makes the browser download and run before it is interactive, measured the same way
 * by `npm run bench` and by the bundle-budget test: the page's inline scripts (router state, the
 * language catalogue, query data) plus every module it loads, preloads or lists for its loader to
 * ask for after the first paint (decision 0068), each gzip-compressed. Runs on Node with type
 * stripping, so only erasable TypeScript is allowed here.
 */
import { gzipSync } from 'node:zlib'

/** The JavaScript files a page's HTML loads, preloads or lists in its deferred chunks. */
export function firstLoadScripts(html: string): string[] {
  const scripts = new Set<string>()
  for (const match of html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+\.js)"/g)) scripts.add(match[1]!)
  for (const match of html.matchAll(/import\("([^"]+\.js)"\)/g)) scripts.add(match[1]!)
  const deferred = /<script type="application\/json" id="deferred-chunks"[^>]*>([\s\S]*?)<\/script>/.exec(html)
  for (const href of deferred ? (JSON.parse(deferred[1]!) as string[]) : []) scripts.add(href)
  return [...scripts]
}

/** Inline scripts the browser runs; data (`application/ld+json`, `application/json`) is not run. */
export function inlineScripts(html: string): string {
  return [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter((match) => !/type="application\/(ld\+)?json"/.test(match[1]!))
    .map((match) => match[2])
    .join('')
}

/** Gzip bytes of the page's first-load JavaScript; `loadScript` fetches one file by its URL path. */
export async function firstLoadJsBytes(html: string, loadScript: (src: string) => Promise<Uint8Array>): Promise<number> {
  let bytes = gzipSync(Buffer.from(inlineScripts(html))).length
  for (const src of firstLoadScripts(html)) bytes += gzipSync(await loadScript(src)).length
  return bytes
}
