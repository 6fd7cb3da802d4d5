import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { firstLoadJsBytes, firstLoadScripts, inlineScripts } from './first-load-js.ts'

const page = `<html><head>
<link rel="modulepreload" href="/assets/a.js"><script type="application/ld+json" nonce="n">{"@type":"AutoDealer"}</script>
<script type="application/json" id="deferred-chunks" nonce="n">["/assets/d.js","/assets/a.js"]</script>
</head><body><script nonce="n">window.$_TSR={}</script><script type="module" async src="/assets/b.js" nonce="n"></script>
<script>import("/assets/c.js")</script></body></html>`

describe('first-load JavaScript of a page', () => {
  it('counts the modules it loads, preloads, imports inline or lists for after the first paint, once each', () => {
    expect(firstLoadScripts(page)).toEqual(['/assets/a.js', '/assets/b.js', '/assets/c.js', '/assets/d.js'])
  })

  it('counts the inline scripts the browser runs, but not data, which is never run', () => {
    expect(inlineScripts(page)).toBe('window.$_TSR={}import("/assets/c.js")')
  })

  it('adds up the gzip size of the inline scripts and of every module', async () => {
    const module = new TextEncoder().encode('export const x = 1')
    const bytes = await firstLoadJsBytes(page, async () => module)
    expect(bytes).toBe(gzipSync(Buffer.from('window.$_TSR={}import("/assets/c.js")')).length + 4 * gzipSync(module).length)
  })
})
