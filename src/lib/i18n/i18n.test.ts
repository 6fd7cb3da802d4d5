import { describe, expect, it } from 'vitest'
import { createI18n, ensureCompleteCatalogue, loadCatalogue, markCatalogueComplete } from './i18n'

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
