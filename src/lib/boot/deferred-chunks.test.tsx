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

/** Runs the loader as the page would, with `import()` observed instead of performed. */
function runLoader(imports: string[]) {
  const script = appLoaderScript(entry)
  expect(script.split('import(').length, 'one dynamic import').toBe(2)
  new Function('__import', script.replace('import(', '__import('))((src: string) => imports.push(src))
}

const preloaded = () => [...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((link) => link.getAttribute('href'))

describe('the loader that asks for the page scripts after the first paint', () => {
  afterEach(() => {
    document.head.innerHTML = ''
    delete (window as { __appLoader?: number }).__appLoader
    vi.useRealTimers()
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('asks for nothing before the frame is painted, then preloads the listed chunks and imports the entry', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    const frames: (() => void)[] = []
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback))
    listChunks(['/assets/index-abc.js', '/assets/react-1.js'])
    const imports: string[] = []
    runLoader(imports)
    expect(preloaded()).toEqual([])
    expect(imports).toEqual([])
    frames[0]!()
    expect(imports, 'not inside the frame, before its paint').toEqual([])
    await vi.advanceTimersByTimeAsync(0)
    expect(preloaded()).toEqual(['/assets/index-abc.js', '/assets/react-1.js'])
    expect(imports).toEqual([entry])
  })

  it('runs once, though the router inserts it again after hydration', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    listChunks(['/assets/a.js'])
    const imports: string[] = []
    runLoader(imports)
    runLoader(imports)
    expect(imports).toEqual([entry])
    expect(preloaded()).toEqual(['/assets/a.js'])
  })

  it('does not wait for a paint in a tab opened in the background, which paints nothing until shown', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    const imports: string[] = []
    runLoader(imports)
    expect(imports).toEqual([entry])
  })

  it('still imports the entry when the list is missing or unreadable', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden')
    const list = document.createElement('script')
    list.type = 'application/json'
    list.id = deferredChunksElementId
    list.textContent = '[not json'
    document.head.appendChild(list)
    const imports: string[] = []
    runLoader(imports)
    expect(imports).toEqual([entry])
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
    expect(appLoaderScript(entry)).toContain(`import("${entry}")`)
  })

  it('fails the build when the manifest has no entry script', () => {
    expect(() => deferEntryScript({ routes: { __root__: { scripts: [] } } })).toThrow(/no entry module script/)
  })
})
