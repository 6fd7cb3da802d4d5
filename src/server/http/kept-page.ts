/**
 * What the page cache keeps of a rendered page (docs/decisions/0064-page-cache.md): its brotli bytes,
 * the SHA-256 of each inline script for its Content-Security-Policy, and its ETag. Made from the
 * page's bytes as rendered, where it was rendered: on a render thread, so the main thread (which
 * answers every cached page and the dealer API) neither reads nor compresses the plain HTML.
 * Runs in the production server script and its render threads: only erasable TypeScript here.
 */
import { createHash } from 'node:crypto'
import { brotliCompressSync, constants } from 'node:zlib'

/**
 * The brotli quality of a kept page. Every page the cache misses pays it on its render thread; on
 * the market page (144 KB) gzip level 9 took 1.8 ms for 21.9 KB, gzip 4 0.9 ms for 22.6 KB, brotli
 * quality 1 0.2 ms for 22.8 KB, quality 2 0.5 ms for 21.3 KB (issue 37). Browsers take brotli over
 * HTTPS, as do search engines' crawlers; gzip is made once a client without brotli asks (page-cache.ts).
 */
export const keptBrotliQuality = 1

export type KeptPage = {
  br: Uint8Array<ArrayBuffer>
  scriptHashes: string[]
  /**
   * Of the brotli bytes (the same page gives the same bytes; a sixth of the plain bytes to hash),
   * shared by every representation of the page, each adding its encoding.
   */
  etag: string
}

/** A 200 HTML page made for everyone: no cookie set, not forbidden to caches, not compressed yet. */
export function isKeepable(response: Response): boolean {
  return (
    response.status === 200 &&
    !response.headers.has('set-cookie') &&
    !response.headers.has('content-encoding') &&
    !/no-store/i.test(response.headers.get('cache-control') ?? '') &&
    /^text\/html\b/i.test(response.headers.get('content-type') ?? '')
  )
}

const lessThan = 0x3c
const greaterThan = 0x3e
const slash = 0x2f
const scriptName = [0x73, 0x63, 0x72, 0x69, 0x70, 0x74] // "script"
const commentOpening = [0x3c, 0x21, 0x2d, 0x2d] // "<!--"

const isSpace = (byte: number | undefined) => byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0c || byte === 0x0d
const lowered = (byte: number) => (byte >= 0x41 && byte <= 0x5a ? byte + 0x20 : byte)

/** `html` holds `word` (lowercase ASCII) at `at`, in any letter case; past its end it holds nothing. */
function holds(html: Uint8Array, at: number, word: readonly number[]): boolean {
  for (let index = 0; index < word.length; index++) {
    const byte = html[at + index]
    if (byte === undefined || lowered(byte) !== word[index]) return false
  }
  return true
}

/** "script" at `at` ends a tag name there: what follows is a space, `/` or `>`. */
function namesScript(html: Uint8Array, at: number): boolean {
  if (!holds(html, at, scriptName)) return false
  const next = html[at + scriptName.length]
  return isSpace(next) || next === slash || next === greaterThan
}

/** Where the script's text that starts at `from` ends: the first `</script` closing it. */
function endOfScript(html: Uint8Array, from: number): number {
  for (let at = html.indexOf(lessThan, from); at !== -1; at = html.indexOf(lessThan, at + 1)) {
    if (html[at + 1] === slash && namesScript(html, at + 2)) return at
  }
  return -1
}

/** A `<!--` between `start` and `end`, where a `<` always is (the script's end tag). */
function holdsCommentOpening(html: Uint8Array, start: number, end: number): boolean {
  for (let at = html.indexOf(lessThan, start); at < end; at = html.indexOf(lessThan, at + 1)) {
    if (holds(html, at, commentOpening)) return true
  }
  return false
}

/**
 * SHA-256 (base64) of each inline script's text, as the browser hashes it (its UTF-8 bytes, read
 * here without decoding the page); null when the page cannot be read as the HTML parser would: a
 * script that never ends, or one holding `<!--` (which changes where the parser ends it), so such
 * a page is never kept.
 */
export function inlineScriptHashes(html: Uint8Array): string[] | null {
  const hashes = new Set<string>()
  for (let at = html.indexOf(lessThan); at !== -1; at = html.indexOf(lessThan, at + 1)) {
    if (!namesScript(html, at + 1)) continue
    const tagEnd = html.indexOf(greaterThan, at)
    if (tagEnd === -1) return null
    const textEnd = endOfScript(html, tagEnd + 1)
    if (textEnd === -1) return null
    const attributes = Buffer.from(html.buffer, html.byteOffset + at, tagEnd - at).toString('latin1')
    if (!/\ssrc\s*=/i.test(attributes)) {
      if (holdsCommentOpening(html, tagEnd + 1, textEnd)) return null
      hashes.add(
        createHash('sha256')
          .update(html.subarray(tagEnd + 1, textEnd))
          .digest('base64'),
      )
    }
    at = textEnd
  }
  return [...hashes]
}

/** A copy in a buffer of its own, which can be moved to another thread whole. */
const ownBytes = (bytes: Uint8Array): Uint8Array<ArrayBuffer> => new Uint8Array(bytes)

/** The ETag of a page kept as `compressed`: the same page has the same tag in every process. */
const pageEtag = (compressed: Uint8Array): string => createHash('sha256').update(compressed).digest('base64url').slice(0, 22)

const brotliForKeeping = (html: Uint8Array): Uint8Array<ArrayBuffer> =>
  ownBytes(
    brotliCompressSync(html, {
      params: { [constants.BROTLI_PARAM_QUALITY]: keptBrotliQuality, [constants.BROTLI_PARAM_SIZE_HINT]: html.length },
    }),
  )

/** The kept form of a keepable page's bytes, or null when its scripts cannot be named by hashes. */
export function keptPageOf(html: Uint8Array): KeptPage | null {
  const scriptHashes = inlineScriptHashes(html)
  if (scriptHashes === null) return null
  const br = brotliForKeeping(html)
  return { br, scriptHashes, etag: pageEtag(br) }
}

const madeWith = new WeakMap<Response, KeptPage>()
const askedToKeep = new WeakSet<Request>()

/** The request the page cache renders a page for: a renderer that can may make its kept form. */
export function toKeep(request: Request): Request {
  askedToKeep.add(request)
  return request
}

export const isToKeep = (request: Request): boolean => askedToKeep.has(request)

/** A rendered page's answer that comes with its kept form, made by its renderer (no body of its own). */
export function answerWithKeptPage(init: ResponseInit, kept: KeptPage): Response {
  const response = new Response(null, init)
  madeWith.set(response, kept)
  return response
}

export const keptPageWith = (response: Response): KeptPage | undefined => madeWith.get(response)
