/**
 * Compression of the server's own answers (pages, API JSON, sitemap). Runs in the production
 * server script on Node's type stripping, so only erasable TypeScript is allowed here.
 *
 * The answer is read whole and compressed in one call on Node's thread pool. Piping it through a
 * web CompressionStream, chunk by chunk as React writes them, cost about 15 ms of the main
 * thread per page, more than rendering the page; our pages finish rendering before they are sent,
 * so nothing is gained by streaming them into the compressor.
 */
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { LRUCache } from 'lru-cache'

export type ContentEncoding = 'br' | 'gzip'

const compressible = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/
/** Below this, the compression frame costs more than it saves. */
const minimumBytes = 1024

/**
 * The encoding to answer with, from the request's `Accept-Encoding`; of two the client weighs
 * alike, `preferred`. Gzip by default: for answers compressed on every request it costs less CPU
 * than brotli for nearly the same size (pages are about 10% larger), and brotli is kept for clients
 * that accept nothing else. Static files are precompressed at build time instead, and the page
 * cache's pages, compressed once, prefer brotli. `q=0` refuses an encoding; `*` stands for any not
 * listed.
 */
export function negotiateEncoding(acceptEncoding: string | null, preferred: ContentEncoding = 'gzip'): ContentEncoding | null {
  if (!acceptEncoding) return null
  // Browsers send a handful of these headers, and a kept page's answer is a few microseconds:
  // each is read once (docs/performance.md). Bounded, as the header is the client's to write.
  const key = `${preferred} ${acceptEncoding}`
  const known = negotiated.get(key)
  if (known !== undefined) return known.encoding
  const encoding = weighEncodings(acceptEncoding, preferred)
  negotiated.set(key, { encoding })
  return encoding
}

const negotiated = new LRUCache<string, { encoding: ContentEncoding | null }>({ max: 512 })

function weighEncodings(acceptEncoding: string, preferred: ContentEncoding): ContentEncoding | null {
  const weights = new Map<string, number>()
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...parameters] = part.trim().split(';')
    if (!name) continue
    const q = parameters.map((parameter) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean)
    const weight = q === undefined ? 1 : Number(q)
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0)
  }
  const weightOf = (encoding: ContentEncoding) => weights.get(encoding) ?? weights.get('*') ?? 0
  const other: ContentEncoding = preferred === 'gzip' ? 'br' : 'gzip'
  if (weightOf(preferred) > 0 && weightOf(preferred) >= weightOf(other)) return preferred
  if (weightOf(other) > 0) return other
  return null
}

const asBytes = (buffer: Buffer): Uint8Array<ArrayBuffer> => new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.length)

/**
 * One output chunk for the whole answer: with zlib's default 16 KB chunks, collecting a page's
 * output took several round trips through stream events on the main thread.
 */
const outputChunkBytes = (bytes: Uint8Array) => Math.min(Math.max(16 * 1024, bytes.length + 1024), 8 * 1024 * 1024)

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

export function compressBytes(bytes: Uint8Array, encoding: ContentEncoding): Promise<Uint8Array<ArrayBuffer>> {
  if (encoding === 'br') {
    return brotliAsync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
      chunkSize: outputChunkBytes(bytes),
    }).then(asBytes)
  }
  return gzipAsync(bytes, { level: 6, chunkSize: outputChunkBytes(bytes) }).then(asBytes)
}

/** `response`, compressed for `request` when both sides allow it; otherwise unchanged. */
export async function compressResponse(request: Request, response: Response): Promise<Response> {
  if (!response.body || request.method === 'HEAD' || response.status === 204 || response.status === 304) return response
  if (response.headers.has('Content-Encoding')) return response
  if (!compressible.test(response.headers.get('Content-Type') ?? '')) return response
  const headers = new Headers(response.headers)
  // Caches must keep one copy per encoding, whether or not this answer is compressed. Named once:
  // an answer passed on from another thread (serve-api.ts) already names it.
  if (!/(^|,)\s*accept-encoding\s*(,|$)/i.test(headers.get('Vary') ?? '')) headers.append('Vary', 'Accept-Encoding')
  const encoding = negotiateEncoding(request.headers.get('Accept-Encoding'))
  const bytes = new Uint8Array(await response.arrayBuffer())
  const init = { status: response.status, statusText: response.statusText, headers }
  if (!encoding || bytes.length < minimumBytes) {
    headers.set('Content-Length', String(bytes.length))
    return new Response(bytes, init)
  }
  const compressed = await compressBytes(bytes, encoding)
  headers.set('Content-Encoding', encoding)
  headers.set('Content-Length', String(compressed.length))
  return new Response(compressed, init)
}
