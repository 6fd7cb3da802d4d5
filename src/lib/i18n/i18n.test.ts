import { describe, expect, it, vi } from 'vitest'
import {
  createI18n,
  ensureCatalogueFor,
  ensureCompleteCatalogue,
  loadCatalogue,
  markCatalogueComplete,
  markCatalogueCovers,
  mendMissingMessages,
} from './i18n'

describe('a page whose texts lighter pages leave out', () => {
  it('loads the whole catalogue of its language before it renders, once', async () => {
    const full = await loadCatalogue('en')
    const i18n = createI18n()
    const [someId, someMessage] = Object.entries(full)[0]!
    i18n.loadAndActivate({ locale: 'en', messages: {} })
    await ensureCompleteCatalogue(i18n, 'en')
    expect(i18n.messages[someId]).toEqual(someMessage)
    // Marked complete: nothing is loaded again (a message removed since stays removed).
    i18n.load('en', { [someId]: 'changed' })
    await ensureCompleteCatalogue(i18n, 'en')
    expect(i18n.messages[someId]).toBe('changed')
  })

  it('trusts a page that arrived with its whole catalogue', async () => {
    const i18n = createI18n()
    i18n.loadAndActivate({ locale: 'ar', messages: { only: 'one' } })
    markCatalogueComplete(i18n, 'ar')
    await ensureCompleteCatalogue(i18n, 'ar')
    expect(Object.keys(i18n.messages)).toEqual(['only'])
  })
})

describe('a page that carries its own routes’ texts only', () => {
  const page = ['__root__', '/{-$locale}', '/{-$locale}/market']

  it('shows its own routes (a new search, other filters) with what it carries', async () => {
    const i18n = createI18n()
    i18n.loadAndActivate({ locale: 'en', messages: { own: 'text' } })
    markCatalogueCovers(i18n, 'en', page)
    await ensureCatalogueFor(i18n, 'en', page)
    expect(Object.keys(i18n.messages)).toEqual(['own'])
  })

  it('loads the whole catalogue before another route, or its own in the other language, shows', async () => {
    const full = await loadCatalogue('en')
    for (const [locale, routeIds] of [
      ['en', ['__root__', '/{-$locale}', '/{-$locale}/car']],
      ['ar', page],
    ] as const) {
      const i18n = createI18n()
      i18n.loadAndActivate({ locale: 'en', messages: { own: 'text' } })
      markCatalogueCovers(i18n, 'en', page)
      if (locale === 'ar') i18n.activate('ar')
      await ensureCatalogueFor(i18n, locale, routeIds)
      expect(Object.keys(i18n.messages).length, locale).toBeGreaterThan(Object.keys(full).length / 2)
    }
  })

  it('says so when a message is missing, and renders it once the whole catalogue is in', async () => {
    const full = await loadCatalogue('en')
    const [id, message] = Object.entries(full).find(
      ([, value]) => typeof value === 'string' || (Array.isArray(value) && value.length === 1 && typeof value[0] === 'string'),
    )!
    const text = typeof message === 'string' ? message : (message as string[])[0]!
    const i18n = createI18n()
    i18n.loadAndActivate({ locale: 'en', messages: {} })
    mendMissingMessages(i18n)
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const changed = new Promise<void>((resolve) => i18n.on('change', resolve))
    expect(i18n._(id)).toBe(id)
    expect(logged).toHaveBeenCalledWith(expect.stringContaining(`message ${id} is missing`))
    await changed
    expect(i18n._(id)).toBe(text)
    logged.mockRestore()
  })
})
