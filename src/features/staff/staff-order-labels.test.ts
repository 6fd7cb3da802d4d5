import { describe, expect, it } from 'vitest'
import { setupI18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { loadCatalogue } from '../../lib/i18n/i18n'
import { orderConfirmedAtLabel } from './staff-order-labels'

describe('the date an order was confirmed', () => {
  it('reads as a date in Arabic, not as the subscribers’ view of confirmed people', async () => {
    const i18n = setupI18n({ locale: 'ar', messages: { ar: await loadCatalogue('ar') } })
    const subscribersView = msg({ message: 'Confirmed', comment: 'Staff subscribers: view of the subscribers who confirmed their address' })
    expect(i18n._(subscribersView)).toBe('المؤكَّدون')
    expect(i18n._(orderConfirmedAtLabel)).toBe('تاريخ التأكيد')
  })

  it('stays “Confirmed” in English', async () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: await loadCatalogue('en') } })
    expect(i18n._(orderConfirmedAtLabel)).toBe('Confirmed')
  })
})
