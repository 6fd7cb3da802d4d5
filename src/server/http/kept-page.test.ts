import { createHash } from 'node:crypto'
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  answerWithKeptPage,
  inlineScriptHashes,
  isKeepable,
  isToKeep,
  keptBrotliQuality,
  keptPageOf,
  keptPageWith,
  toKeep,
} from './kept-page'

const sha = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64')
const bytes = (html: string) => new TextEncoder().encode(html)
const hashesOf = (html: string) => inlineScriptHashes(bytes(html))

describe('inline script hashes, read from the bytes', () => {
  it('names inline scripts only, whatever the letter case of their tags', () => {
    expect(hashesOf('<script src="/a.js"></script><script>a()</script><SCRIPT type="module">b()</SCRIPT >')).toEqual([
      sha('a()'),
      sha('b()'),
    ])
    expect(hashesOf('<script\nSRC = "/a.js"></script>')).toEqual([])
    expect(hashesOf('<script data-src="x">c()</script>')).toEqual([sha('c()')])
  })

  it('hashes the UTF-8 bytes of a script as the browser does', () => {
    const text = 'window.t = "سيارة «جديدة» — ٢٠٢٦"; /* 🚗 */'
    expect(hashesOf(`<p>مرحبا</p><script nonce="n">${text}</script>`)).toEqual([sha(text)])
  })

  it('reads any space the parser allows after the tag name', () => {
    for (const space of [' ', '\t', '\n', '\f', '\r']) {
      expect(hashesOf(`<script${space}nonce="n">a()</script${space}>`), JSON.stringify(space)).toEqual([sha('a()')])
    }
  })

  it('ends a script where the HTML parser does, and names one text once', () => {
    expect(hashesOf('<script>a("<script>", "<xscript>")</script>')).toEqual([sha('a("<script>", "<xscript>")')])
    expect(hashesOf('<script>a("</scripts>")</script><script>a("</scripts>")</script>')).toEqual([sha('a("</scripts>")')])
    expect(hashesOf('<script>a()</script foo><p>b()</p>')).toEqual([sha('a()')])
    expect(hashesOf('<script>a()</script/>')).toEqual([sha('a()')])
    expect(hashesOf('<script></script>')).toEqual([sha('')])
  })

  it('takes no other element for a script', () => {
    expect(hashesOf('<scripts>a()</scripts><script-x>b()</script-x><noscript>c()</noscript><p>script</p>')).toEqual([])
    expect(hashesOf('text <script')).toEqual([])
  })

  it('refuses a page it cannot read as the parser would', () => {
    expect(hashesOf('<script>x = "<!--"</script>')).toBeNull()
    expect(hashesOf('<script>a()')).toBeNull()
    expect(hashesOf('<script type="module"')).toBeNull()
    expect(hashesOf('<script a </script ')).toBeNull()
    // A comment outside every script is the page's own business.
    expect(hashesOf('<!-- a --><script>a()</script><!-- b -->')).toEqual([sha('a()')])
  })

  it('reads a page that is part of a larger buffer', () => {
    const whole = bytes('xxxx<script type="module" src="/a.js"></script><script>a()</script>yyyy')
    expect(inlineScriptHashes(whole.subarray(4, whole.length - 4))).toEqual([sha('a()')])
  })

  it('finds every inline script of any page made of text, scripts and script files', () => {
    const text = fc.stringMatching(/^[a-zA-Z0-9 "'=/>.;(){}\u0600-\u06ff\n-]*$/)
    // A script's text may hold tags that do not end it, as the app's serialised state does.
    const scriptText = fc
      .array(fc.oneof(text, fc.constantFrom('<p>', '</div>', '</scripts>', '< ', '<scriptx')), { maxLength: 6 })
      .map((parts) => parts.join(''))
    const tagName = fc.constantFrom('script', 'SCRIPT', 'Script')
    const attributes = fc.constantFrom('', ' nonce="n"', ' type="module"', '\ndata-x="1"')
    const part = fc.oneof(
      fc.record({ kind: fc.constant('text' as const), text: text.map((value) => value.replace(/script/gi, 'x')) }),
      fc.record({ kind: fc.constant('inline' as const), name: tagName, attributes, text: scriptText }),
      fc.record({ kind: fc.constant('file' as const), name: tagName, attributes }),
    )
    fc.assert(
      fc.property(fc.array(part, { maxLength: 8 }), (parts) => {
        const html = parts
          .map((p) =>
            p.kind === 'text'
              ? p.text
              : p.kind === 'inline'
                ? `<${p.name}${p.attributes}>${p.text}</${p.name}>`
                : `<${p.name}${p.attributes} src="/a.js"></${p.name}>`,
          )
          .join('')
        const expected = [...new Set(parts.flatMap((p) => (p.kind === 'inline' ? [sha(p.text)] : [])))]
        expect(hashesOf(html)).toEqual(expected)
      }),
    )
  })
})

describe('a kept page', () => {
  const html = bytes('<!DOCTYPE html><html><head><script>a()</script></head><body>سيارة</body></html>')

  it('holds the page as brotli in a buffer of its own, its script hashes and an ETag of its bytes', () => {
    const kept = keptPageOf(html)!
    expect(new Uint8Array(brotliDecompressSync(kept.br))).toEqual(html)
    expect(kept.br.byteOffset).toBe(0)
    expect(kept.br.buffer.byteLength).toBe(kept.br.length)
    expect(kept.scriptHashes).toEqual([sha('a()')])
    expect(kept.etag).toBe(createHash('sha256').update(kept.br).digest('base64url').slice(0, 22))
    expect(keptPageOf(html)!.etag).toBe(kept.etag)
    expect(keptPageOf(bytes('<p>other</p>'))!.etag).not.toBe(kept.etag)
    const larger = bytes(Array.from({ length: 3000 }, (_, index) => `<p>سيارة ${index * 7919} ${index % 13}</p>`).join(''))
    const brotli = (quality: number) =>
      new Uint8Array(
        brotliCompressSync(larger, {
          params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: larger.length },
        }),
      )
    expect(brotli(keptBrotliQuality).length, 'a page the qualities compress differently').not.toBe(brotli(11).length)
    expect(keptPageOf(larger)!.br).toEqual(brotli(keptBrotliQuality))
  })

  it('is not made of a page whose scripts cannot be named', () => {
    expect(keptPageOf(bytes('<script>x = "<!--"</script>'))).toBeNull()
  })

  it('is made only of a 200 HTML page for everyone, not yet compressed', () => {
    const page = (status: number, headers: Record<string, string> = {}) =>
      new Response('<p>x</p>', { status, headers: { 'Content-Type': 'text/html; charset=utf-8', ...headers } })
    expect(isKeepable(page(200))).toBe(true)
    expect(isKeepable(page(200, { 'Cache-Control': 'private, no-cache' }))).toBe(true)
    expect(isKeepable(page(404))).toBe(false)
    expect(isKeepable(page(503))).toBe(false)
    expect(isKeepable(page(200, { 'Set-Cookie': 'a=b' }))).toBe(false)
    expect(isKeepable(page(200, { 'Content-Encoding': 'gzip' }))).toBe(false)
    expect(isKeepable(page(200, { 'Cache-Control': 'private, No-Store' }))).toBe(false)
    expect(isKeepable(page(200, { 'Content-Type': 'application/json' }))).toBe(false)
    expect(isKeepable(page(200, { 'Content-Type': 'application/xhtml+xml' }))).toBe(false)
    expect(isKeepable(page(200, { 'Content-Type': 'application/x-text/html' }))).toBe(false)
    expect(isKeepable(new Response(null, { status: 200 }))).toBe(false)
  })

  it('travels with the answer of the render made for the cache, and with no other', () => {
    const asked = toKeep(new Request('http://localhost/en'))
    expect(isToKeep(asked)).toBe(true)
    expect(isToKeep(new Request('http://localhost/en'))).toBe(false)
    const kept = keptPageOf(html)!
    const answer = answerWithKeptPage({ status: 200, headers: { 'Content-Type': 'text/html' } }, kept)
    expect(keptPageWith(answer)).toBe(kept)
    expect(answer.status).toBe(200)
    expect(answer.body).toBeNull()
    expect(keptPageWith(new Response('<p>x</p>'))).toBeUndefined()
  })
})
