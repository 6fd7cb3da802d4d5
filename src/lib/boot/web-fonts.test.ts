import { readFileSync } from 'node:fs'
import { describe, expect, it, vi } from 'vitest'
import {
  fetchWebFonts,
  loadWebFontFaces,
  webFontFaces,
  webFontFiles,
  webFontsAttribute,
  webFontsHeld,
  webFontsScript,
  webFontsStorageKey,
} from './web-fonts'

/** Storage that holds what it is given, or fails as a browser's blocked storage does. */
function memoryStorage(initial: Record<string, string> = {}, failing = false) {
  const items = new Map(Object.entries(initial))
  const refuse = () => {
    if (failing) throw new DOMException('The operation is insecure.', 'SecurityError')
  }
  return {
    items,
    getItem: (key: string) => (refuse(), items.get(key) ?? null),
    setItem: (key: string, value: string) => (refuse(), void items.set(key, value)),
  }
}

type Link = { rel?: string; as?: string; type?: string; crossOrigin?: string; href?: string }

/** Runs the head's script of a page in `locale` as the browser would; returns the root's attributes and the links it added. */
function run(locale: 'ar' | 'en', storage: ReturnType<typeof memoryStorage>) {
  const attributes = new Map<string, string>()
  const links: Link[] = []
  const document = {
    documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
    head: { appendChild: (link: Link) => links.push(link) },
    createElement: () => ({}),
  }
  new Function('document', 'localStorage', webFontsScript(locale))(document, storage)
  return Object.assign(attributes, { links })
}

const heldBy = (locale: 'ar' | 'en') => ({ [webFontsStorageKey(locale)]: webFontFiles[locale].join(' ') })

describe('the head’s web-font script', () => {
  it.each(['ar', 'en'] as const)(
    'sets a %s page in Plex when this browser has fetched that language’s files, and asks for them at once',
    (locale) => {
      const page = run(locale, memoryStorage(heldBy(locale)))
      expect(page.has(webFontsAttribute)).toBe(true)
      expect(page.links).toEqual(
        webFontFiles[locale].map((href) => ({ rel: 'preload', as: 'font', type: 'font/woff2', crossOrigin: 'anonymous', href })),
      )
    },
  )

  it('remembers each language’s files apart: a browser holding both sets pages of either language in Plex', () => {
    const both = memoryStorage({ ...heldBy('ar'), ...heldBy('en') })
    expect(run('ar', both).has(webFontsAttribute)).toBe(true)
    expect(run('en', both).has(webFontsAttribute)).toBe(true)
  })

  it('leaves a page in the fallback on a first visit, or with the other language’s files only', () => {
    expect(run('ar', memoryStorage()).size).toBe(0)
    expect(run('ar', memoryStorage()).links).toEqual([])
    expect(run('en', memoryStorage(heldBy('ar'))).size).toBe(0)
    expect(run('ar', memoryStorage(heldBy('en'))).size).toBe(0)
  })

  it('leaves a page in the fallback when the files remembered are an earlier build’s', () => {
    const earlier = { [webFontsStorageKey('ar')]: webFontFiles.ar.map((url) => url.replace('.woff2', '-old.woff2')).join(' ') }
    expect(run('ar', memoryStorage(earlier)).size).toBe(0)
  })

  it('leaves a page in the fallback, and does not fail, when storage is blocked', () => {
    expect(run('ar', memoryStorage(heldBy('ar'), true)).size).toBe(0)
  })
})

describe('fetching the web fonts', () => {
  it('fetches every file of the page’s language and then remembers them', async () => {
    const storage = memoryStorage()
    const fetchFile = vi.fn(async (_url: string) => undefined)
    expect(await fetchWebFonts('ar', { storage: () => storage, fetchFile })).toBe(true)
    expect(fetchFile.mock.calls.map(([url]) => url)).toEqual(webFontFiles.ar)
    expect(webFontsHeld('ar', () => storage)).toBe(true)
    expect(webFontsHeld('en', () => storage)).toBe(false)
  })

  it('remembers nothing when one file failed, so the next page tries again', async () => {
    const storage = memoryStorage()
    const fetchFile = vi.fn(async (url: string) => {
      if (url === webFontFiles.en[1]) throw new Error('font 503')
    })
    expect(await fetchWebFonts('en', { storage: () => storage, fetchFile })).toBe(false)
    expect(storage.items.size).toBe(0)
    expect(webFontsHeld('en', () => storage)).toBe(false)
  })

  it('says nothing is held when storage is blocked', () => {
    expect(webFontsHeld('ar', () => memoryStorage(heldBy('ar'), true))).toBe(false)
  })
})

describe('the files fetched ahead', () => {
  const fonts = readFileSync(new URL('../../styles/fonts.css', import.meta.url), 'utf8')
  // Unhashed here: Vite adds the content's hash to both, alike, when it builds.
  const fileName = (url: string) =>
    url
      .split('/')
      .pop()
      ?.replace(/\.woff2$/, '')

  it('are the faces an Arabic page’s text is set in: the everyday cut of each weight', () => {
    expect(webFontFiles.ar.map(fileName)).toEqual([400, 500, 700].map((weight) => `ibm-plex-sans-arabic-core-${weight}`))
  })

  it('are the faces an English page’s text is set in: the Latin Plex and the language switch’s Arabic letters', () => {
    expect(webFontFiles.en.map(fileName)).toEqual([
      'ibm-plex-sans-latin-400-normal',
      'ibm-plex-sans-latin-500-normal',
      'ibm-plex-sans-latin-700-normal',
      'ibm-plex-sans-arabic-letters-500',
    ])
  })

  it('are files the stylesheet names, so the page’s own requests find them in the cache', () => {
    for (const url of [...webFontFiles.ar, ...webFontFiles.en]) expect(fonts).toContain(`${fileName(url)}.woff2'`)
  })
})

describe('loading the faces ahead', () => {
  /** The stylesheet's @font-face rules, as the browser's font set holds them. */
  const rules = [...readFileSync(new URL('../../styles/fonts.css', import.meta.url), 'utf8').matchAll(/@font-face\s*{([^}]*)}/g)].map(
    ([, body = '']) => {
      const value = (name: string) => new RegExp(`${name}:\\s*([^;]+);`).exec(body)?.[1]?.trim() ?? ''
      const ranges = value('unicode-range')
        .split(',')
        .filter(Boolean)
        .map((range) =>
          range
            .trim()
            .replace('U+', '')
            .split('-')
            .map((hex) => Number.parseInt(hex, 16)),
        )
      return {
        family: value('font-family').replaceAll("'", ''),
        weight: Number(value('font-weight')),
        src: value('src'),
        covers: (letter: string) => {
          const code = letter.codePointAt(0) ?? -1
          return ranges.length === 0 || ranges.some(([from = 0, to = from]) => code >= from && code <= to)
        },
      }
    },
  )
  const fileName = (url: string) => url.split('/').pop() ?? url

  it.each(['ar', 'en'] as const)('asks, on a %s page, for exactly the faces of the files fetched ahead', (locale) => {
    for (const face of webFontFaces[locale]) {
      const chosen = rules.filter((rule) => rule.family === face.family && rule.weight === face.weight && rule.covers(face.letter))
      expect(chosen.map((rule) => rule.src).join(), `${face.family} ${face.weight}`).toContain(fileName(face.url))
      expect(chosen).toHaveLength(1)
    }
  })

  it('loads each face by its family, weight and a letter only it covers, and says whether all loaded', async () => {
    const load = vi.fn(async (_font: string, _text?: string) => [{} as FontFace])
    expect(await loadWebFontFaces('en', { load })).toBe(true)
    expect(load.mock.calls).toEqual([
      ['400 1em "IBM Plex Sans"', 'a'],
      ['500 1em "IBM Plex Sans"', 'a'],
      ['700 1em "IBM Plex Sans"', 'a'],
      ['500 1em "Plex Arabic letters"', 'ب'],
    ])
  })

  it('says not loaded when a face is missing or fails, so the page stays in the fallback', async () => {
    expect(await loadWebFontFaces('ar', { load: async (font) => (font.startsWith('700') ? [] : [{} as FontFace]) })).toBe(false)
    expect(await loadWebFontFaces('ar', { load: async () => Promise.reject(new DOMException('bad font', 'SyntaxError')) })).toBe(false)
  })
})
