import { describe, expect, it } from 'vitest'
import { setupI18n } from '@lingui/core'
import { QueryClient } from '@tanstack/react-query'
import { pageHead } from './page-head'
import { siteSettingsKey } from './site-settings'

function context(dealerName?: string) {
  const queryClient = new QueryClient()
  if (dealerName) queryClient.setQueryData(siteSettingsKey('en'), { name: dealerName })
  const i18n = setupI18n({ locale: 'en', messages: { en: {} } })
  return { i18n, queryClient, locale: 'en' as const }
}

const titleOf = (head: ReturnType<typeof pageHead>) => head.meta.find((entry) => 'title' in entry)?.title

describe('pageHead', () => {
  it("suffixes the page's title with the dealer's name", () => {
    expect(titleOf(pageHead(context('Murooj Motors'), 'Offers'))).toBe('Offers | Murooj Motors')
  })

  it('does not name the dealer twice when the title already does', () => {
    expect(titleOf(pageHead(context('Murooj Motors'), 'About Murooj Motors'))).toBe('About Murooj Motors')
  })

  it('shows the bare title before the settings are known', () => {
    expect(titleOf(pageHead(context(), 'Offers'))).toBe('Offers')
  })
})
