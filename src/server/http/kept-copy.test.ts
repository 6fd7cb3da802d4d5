import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { isForKeeping, isKeepable, keptCopyOf, markForKeeping, prepareKeptCopy, withKeptCopy } from './kept-copy'

const html = `<!doctype html><html><head><script>boot()</script></head><body>${'<p>car</p>'.repeat(300)}</body></html>`

describe('the kept copy of a page', () => {
  it('holds the inline scripts\u2019 hashes, a stable ETag and the gzip of the very bytes', async () => {
    const bytes = new TextEncoder().encode(html)
    const copy = await prepareKeptCopy(bytes)
    expect(copy.scriptHashes).toHaveLength(1)
    expect(gunzipSync(copy.gzip).toString()).toBe(html)
    expect(copy.gzip.byteOffset).toBe(0)
    expect(copy.gzip.buffer.byteLength).toBe(copy.gzip.length)
    expect((await prepareKeptCopy(bytes)).etag).toBe(copy.etag)
    expect((await prepareKeptCopy(new TextEncoder().encode(`${html} `))).etag).not.toBe(copy.etag)
    expect((await prepareKeptCopy(new TextEncoder().encode('<script>a = "<!--"</script>'))).scriptHashes).toBeNull()
  })

  it('travels with the request the cache renders and the answer it gets back, and no other', () => {
    const marked = markForKeeping(new Request('http://localhost/en'))
    expect(isForKeeping(marked)).toBe(true)
    expect(isForKeeping(new Request('http://localhost/en'))).toBe(false)
    const copy = { scriptHashes: [], etag: 'e', gzip: new Uint8Array(0) }
    const answer = withKeptCopy(new Response('x'), copy)
    expect(keptCopyOf(answer)).toBe(copy)
    expect(keptCopyOf(new Response('x'))).toBeUndefined()
    expect(keptCopyOf(withKeptCopy(new Response('x'), undefined))).toBeUndefined()
  })

  it('is made only of a plain, shareable HTML page', () => {
    const page = (status: number, headers: Record<string, string>) => ({
      status,
      headers: new Headers({ 'content-type': 'text/html; charset=utf-8', ...headers }),
    })
    expect(isKeepable(page(200, {}))).toBe(true)
    expect(isKeepable(page(404, {}))).toBe(false)
    expect(isKeepable(page(200, { 'set-cookie': 'a=b' }))).toBe(false)
    expect(isKeepable(page(200, { 'content-encoding': 'gzip' }))).toBe(false)
    expect(isKeepable(page(200, { 'cache-control': 'private, no-store' }))).toBe(false)
    expect(isKeepable({ status: 200, headers: new Headers({ 'content-type': 'application/json' }) })).toBe(false)
  })
})
