/**
 * What a page makes the browser download and run before it is interactive, measured the same way
 * by `npm run bench` and by the bundle-budget test: the page's inline scripts (router state, the
 * language catalogue, query data) plus every module it loads, preloads or lists for its entry to
 * load after the first paint (decision 0068), and the modules that entry imports, each
 * gzip-compressed. Runs on Node with type stripping, so only erasable TypeScript is allowed here.
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

/**
 * The modules a built script imports on demand, as Vite lists them for its preload helper
 * (`__vite__mapDeps`): the entry's are the app it loads once the page has painted.
 */
export function importedOnDemand(script: string): string[] {
  const list = /__vite__mapDeps=[^[]*\[([^\]]*)\]/.exec(script)?.[1]
  return list ? [...list.matchAll(/"([^"]+\.js)"/g)].map((match) => `/${match[1]!.replace(/^\//, '')}`) : []
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
  const scripts = firstLoadScripts(html)
  const entries = [...html.matchAll(/<script[^>]*\stype="module"[^>]*\ssrc="([^"]+\.js)"/g)].map((match) => match[1]!)
  for (let index = 0; index < scripts.length; index++) {
    const script = await loadScript(scripts[index]!)
    bytes += gzipSync(script).length
    if (!entries.includes(scripts[index]!)) continue
    for (const src of importedOnDemand(new TextDecoder().decode(script))) if (!scripts.includes(src)) scripts.push(src)
  }
  return bytes
}
