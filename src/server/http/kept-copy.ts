/**
 * What the page cache keeps of a rendered page besides its bytes: the hashes of its inline scripts
 * (for the kept copy's Content-Security-Policy), its ETag and its gzip body. Made by the render
 * thread that rendered the page when the render was asked for the cache (`markForKeeping`), and
 * handed to the main thread with the answer: the main thread, which answers every visitor and the
 * dealer API, then only stores it. Making it there took a miss ~1.5 ms of that thread in five (decode,
 * scan, two hashes, a gzip at level 9; issue 37). The page cache makes it itself for a page that
 * came without one (no render threads, or an answer built on the way).
 * Only erasable TypeScript is allowed here (the server script and its render threads load it).
 */
import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { gzip } from 'node:zlib'

export type KeptCopy = {
  /** Null when a script cannot be read as the browser's parser would: such a page is never kept. */
  scriptHashes: string[] | null
  etag: string
  gzip: Uint8Array<ArrayBuffer>
}

const scriptPattern = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi

/**
 * SHA-256 (base64) of each inline script's text, as the browser hashes it; null when the HTML
 * holds a script the pattern cannot read as the HTML parser would (an HTML comment inside one
 * changes where the parser ends it), so such a page is never kept.
 */
export function inlineScriptHashes(html: string): string[] | null {
  const hashes = new Set<string>()
  for (const match of html.matchAll(scriptPattern)) {
    const [, attributes = '', text = ''] = match
    if (/\ssrc\s*=/i.test(attributes)) continue
    if (text.includes('<!--')) return null
    hashes.add(createHash('sha256').update(text, 'utf8').digest('base64'))
  }
  return [...hashes]
}

/** Whether a rendered answer may be kept for every visitor: a plain, shareable HTML page. */
export function isKeepable(response: Pick<Response, 'status' | 'headers'>): boolean {
  return (
    response.status === 200 &&
    !response.headers.has('set-cookie') &&
    !response.headers.has('content-encoding') &&
    !/no-store/i.test(response.headers.get('cache-control') ?? '') &&
    /^text\/html\b/i.test(response.headers.get('content-type') ?? '')
  )
}

const gzipAsync = promisify(gzip)

/** Once per page and change: stronger settings than per-request compression (level 9). */
export async function prepareKeptCopy(html: Uint8Array): Promise<KeptCopy> {
  const scriptHashes = inlineScriptHashes(new TextDecoder().decode(html))
  const etag = createHash('sha256').update(html).digest('base64url').slice(0, 22)
  if (scriptHashes === null) return { scriptHashes, etag, gzip: new Uint8Array(0) }
  const compressed = await gzipAsync(html, { level: 9 })
  // Its own buffer, so it can be handed to another thread whole.
  return { scriptHashes, etag, gzip: new Uint8Array(compressed) }
}

const forKeeping = new WeakSet<Request>()
const copies = new WeakMap<Response, KeptCopy>()

/** Marks the request the page cache renders: its render thread makes the kept copy too. */
export function markForKeeping(request: Request): Request {
  forKeeping.add(request)
  return request
}

export const isForKeeping = (request: Request): boolean => forKeeping.has(request)

/** Hands a kept copy made elsewhere to the page cache along with its answer. */
export function withKeptCopy(response: Response, copy: KeptCopy | undefined): Response {
  if (copy) copies.set(response, copy)
  return response
}

export const keptCopyOf = (response: Response): KeptCopy | undefined => copies.get(response)
