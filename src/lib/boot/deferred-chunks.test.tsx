import { afterEach, describe, expect, it, vi } from 'vitest'
import { appLoaderScript, deferEntryScript, deferredChunksElementId, serializeChunkList } from './deferred-chunks'

const entry = '/assets/index-abc.js'

function listChunks(hrefs: string[]) {
  const list = document.createElement('script')
  list.type = 'application/json'
  list.id = deferredChunksElementId
  list.textContent = serializeChunkList(hrefs)
  document.head.appendChild(list)
}

/** Runs the loader as the page would (jsdom neither fetches nor runs the module it inserts). */
function runLoader() {
  new Function(appLoaderScript(entry))()
}

const entryScripts = () =>
  [...document.querySelectorAll<HTMLScriptElement>('script[type=module]')].map((script) => script.getAttribute('src'))

const preloaded = () => [...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((link) => link.getAttribute('href'))

describe('the loader that asks for the page scripts after the first paint', () => {
  afterEach(() => {
    document.head.innerHTML = ''
    document.body.innerHTML = ''
    delete (window as { __appLoader?: number }).__appLoader
    vi.useRealTimers()
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('asks for nothing before the frame is painted, then preloads the listed chunks and adds the entry script', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    const frames: (() => void)[] = []
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback))
    listChunks(['/assets/index-abc.js', '/assets/react-1.js'])
    runLoader()
    expect(preloaded()).toEqual([])
    expect(entryScripts()).toEqual([])
    frames[0]!()
    expect(entryScripts(), 'not inside the frame, before its paint').toEqual([])
    await vi.advanceTimersByTimeAsync(0)
    expect(preloaded()).toEqual(['/assets/index-abc.js', '/assets/react-1.js'])
    expect(entryScripts()).toEqual([entry])
  })

  it('runs once, though the router inserts it again after hydration', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    listChunks(['/assets/a.js'])
    runLoader()
    runLoader()
    expect(entryScripts()).toEqual([entry])
    expect(preloaded()).toEqual(['/assets/a.js'])
  })

  it('does not wait for a paint in a tab opened in the background, which paints nothing until shown', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    runLoader()
    expect(entryScripts()).toEqual([entry])
  })

  it('still adds the entry script when the list is missing or unreadable', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    const list = document.createElement('script')
    list.type = 'application/json'
    list.id = deferredChunksElementId
    list.textContent = '[not json'
    document.head.appendChild(list)
    runLoader()
    expect(entryScripts()).toEqual([entry])
    expect(preloaded()).toEqual([])
  })
})

describe('the chunk list in the head', () => {
  it('cannot close its script element early', () => {
    const text = serializeChunkList(['/assets/a.js', '</script><script>alert(1)</script>'])
    expect(text).not.toContain('</')
    expect(JSON.parse(text)).toEqual(['/assets/a.js', '</script><script>alert(1)</script>'])
  })
})

describe("Start's manifest with the deferred entry", () => {
  it('replaces the entry module script by the loader and keeps the other scripts', () => {
    const other = { attrs: { src: '/assets/other.js' } }
    const manifest = deferEntryScript({
      routes: { __root__: { scripts: [other, { attrs: { type: 'module', async: true, src: entry } }] }, '/x': {} },
    })
    expect(manifest.routes.__root__!.scripts).toEqual([other, { attrs: {}, children: appLoaderScript(entry) }])
    expect(appLoaderScript(entry)).toContain(`s.src="${entry}"`)
  })

  it('takes the module script with a source, past inline ones and scripts without attributes', () => {
    const inline = { children: 'self.x=1' }
    const inlineModule = { attrs: { type: 'module' }, children: 'import "x"' }
    const manifest = deferEntryScript({
      routes: { __root__: { scripts: [inline, inlineModule, { attrs: { type: 'module', src: entry } }] } },
    })
    expect(manifest.routes.__root__!.scripts).toEqual([inline, inlineModule, { attrs: {}, children: appLoaderScript(entry) }])
  })

  it('fails the build when the manifest has no entry script, or no root route', () => {
    expect(() => deferEntryScript({ routes: { __root__: { scripts: [] } } })).toThrow(/no entry module script/)
    expect(() => deferEntryScript({ routes: { __root__: {} } })).toThrow(/no entry module script/)
    expect(() => deferEntryScript({ routes: {} })).toThrow(/no entry module script/)
  })

  it("writes the entry's address so that it cannot end the inline script", () => {
    const script = appLoaderScript('/assets/</script><script>alert(1)//.js')
    expect(script).not.toContain('</')
    expect(script, 'the same address, escaped').toContain('s.src="/assets/\\u003c/script>\\u003cscript>alert(1)//.js"')
  })
})
