import { describe, expect, it } from 'vitest'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { compressResponse, negotiateEncoding } from './compression'

const page = '<!DOCTYPE html><html><body>' + 'سيارات جديدة بأسعار واضحة. '.repeat(200) + '</body></html>'

function htmlResponse(body: string | null = page, init: ResponseInit = {}) {
  return new Response(body, { status: 200, ...init, headers: { 'Content-Type': 'text/html; charset=utf-8', ...(init.headers ?? {}) } })
}

describe('content negotiation', () => {
  it('prefers gzip, uses brotli when the client prefers or allows only that, and honours refusals', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('gzip')
    expect(negotiateEncoding('br')).toBe('br')
    expect(negotiateEncoding('gzip;q=0, br')).toBe('br')
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip')
    expect(negotiateEncoding('gzip;q=0.2, br;q=0.5')).toBe('br')
    expect(negotiateEncoding('identity')).toBeNull()
    expect(negotiateEncoding('*')).toBe('gzip')
    expect(negotiateEncoding('*;q=0')).toBeNull()
    expect(negotiateEncoding('GZIP;Q=1')).toBe('gzip')
    expect(negotiateEncoding('')).toBeNull()
    expect(negotiateEncoding(null)).toBeNull()
    // A malformed weight is ignored rather than refusing the encoding.
    expect(negotiateEncoding('gzip;q=nonsense')).toBe('gzip')
  })

  it('prefers brotli where the answer asks for it, within what the client weighs', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd', 'br')).toBe('br')
    expect(negotiateEncoding('*', 'br')).toBe('br')
    expect(negotiateEncoding('gzip, deflate', 'br')).toBe('gzip')
    expect(negotiateEncoding('br;q=0, gzip', 'br')).toBe('gzip')
    expect(negotiateEncoding('br;q=0.5, gzip', 'br')).toBe('gzip')
    expect(negotiateEncoding('br;q=0.5, gzip;q=0.5', 'br')).toBe('br')
    expect(negotiateEncoding('identity', 'br')).toBeNull()
    expect(negotiateEncoding(null, 'br')).toBeNull()
  })

  it('answers a header the same way every time, however many different ones clients send', () => {
    expect(negotiateEncoding('br;q=0.5, gzip;q=0.9', 'br')).toBe('gzip')
    for (let client = 0; client < 2000; client++) expect(negotiateEncoding(`x-${client}, br`, 'br')).toBe('br')
    expect(negotiateEncoding('br;q=0.5, gzip;q=0.9', 'br')).toBe('gzip')
    expect(negotiateEncoding('br;q=0.5, gzip;q=0.9')).toBe('gzip')
    expect(negotiateEncoding('br;q=0.9, gzip;q=0.5')).toBe('br')
  })
})

describe('compressing answers', () => {
  it('compresses a page with the negotiated encoding, keeping status and headers', async () => {
    const request = new Request('http://localhost/en', { headers: { 'Accept-Encoding': 'br' } })
    const response = await compressResponse(request, htmlResponse(page, { status: 404, headers: { 'X-Frame-Options': 'DENY' } }))
    expect(response.status).toBe(404)
    expect(response.headers.get('Content-Encoding')).toBe('br')
    expect(response.headers.get('Vary')).toContain('Accept-Encoding')
    expect(response.headers.get('X-Frame-Options')).toBe('DENY')
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect(Number(response.headers.get('Content-Length'))).toBe(bytes.length)
    expect(brotliDecompressSync(bytes).toString()).toBe(page)

    const gzipped = await compressResponse(new Request('http://localhost/en', { headers: { 'Accept-Encoding': 'gzip' } }), htmlResponse())
    expect(gunzipSync(new Uint8Array(await gzipped.arrayBuffer())).toString()).toBe(page)
  })

  it('names Accept-Encoding in Vary once, also on an answer passed on from another thread that names it already', async () => {
    const request = new Request('http://localhost/api/cars', { headers: { 'Accept-Encoding': 'gzip' } })
    const json = (vary: string) =>
      new Response(JSON.stringify({ items: page }), { headers: { 'Content-Type': 'application/json', Vary: vary } })
    expect((await compressResponse(request, json('Accept-Encoding'))).headers.get('Vary')).toBe('Accept-Encoding')
    expect((await compressResponse(request, json('Cookie, accept-encoding'))).headers.get('Vary')).toBe('Cookie, accept-encoding')
    expect((await compressResponse(request, json('Cookie'))).headers.get('Vary')).toBe('Cookie, Accept-Encoding')
    const twice = await compressResponse(request, await compressResponse(new Request('http://localhost/api/cars'), json('Cookie')))
    expect(twice.headers.get('Vary')).toBe('Cookie, Accept-Encoding')
  })

  it('sends plain bytes to clients that accept no compression, and tiny or binary answers as they are', async () => {
    const plain = await compressResponse(new Request('http://localhost/en'), htmlResponse())
    expect(plain.headers.get('Content-Encoding')).toBeNull()
    expect(await plain.text()).toBe(page)

    const tiny = await compressResponse(
      new Request('http://localhost/', { headers: { 'Accept-Encoding': 'gzip' } }),
      htmlResponse('<p>ok</p>'),
    )
    expect(tiny.headers.get('Content-Encoding')).toBeNull()
    expect(await tiny.text()).toBe('<p>ok</p>')

    const image = new Response(new Uint8Array(4096), { headers: { 'Content-Type': 'image/png' } })
    expect(await compressResponse(new Request('http://localhost/x.png', { headers: { 'Accept-Encoding': 'gzip' } }), image)).toBe(image)
  })

  it('leaves HEAD, empty and already-encoded answers alone', async () => {
    const head = htmlResponse()
    expect(
      await compressResponse(new Request('http://localhost/en', { method: 'HEAD', headers: { 'Accept-Encoding': 'gzip' } }), head),
    ).toBe(head)
    const empty = new Response(null, { status: 204 })
    expect(await compressResponse(new Request('http://localhost/api/x', { headers: { 'Accept-Encoding': 'gzip' } }), empty)).toBe(empty)
    const encoded = htmlResponse(page, { headers: { 'Content-Encoding': 'gzip' } })
    expect(await compressResponse(new Request('http://localhost/en', { headers: { 'Accept-Encoding': 'gzip' } }), encoded)).toBe(encoded)
  })
})
