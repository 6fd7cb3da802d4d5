import { describe, expect, it } from 'vitest'
import { setupI18n } from '@lingui/core'
import { formatSar } from './format'
import { offerDownPaymentMessage } from './offer-down-payment-message'

describe('offerDownPaymentMessage', () => {
  const render = (locale: 'ar' | 'en', where: 'calculator' | 'order') => {
    const i18n = setupI18n({ locale, messages: { [locale]: {} } })
    return i18n._(offerDownPaymentMessage(13_400, locale, where))
  }

  it('names the least first payment in riyals with thousands separators, in the page’s language', () => {
    expect(render('en', 'calculator')).toContain(formatSar(13_400, 'en'))
    expect(formatSar(13_400, 'en')).toMatch(/13,400/)
    expect(render('ar', 'order')).toContain(formatSar(13_400, 'ar'))
    expect(formatSar(13_400, 'ar')).toMatch(/13[٬,]400/)
  })

  it('says the way out where it is shown: a bank in the calculator, no offer on the order', () => {
    expect(render('en', 'calculator')).toMatch(/a bank instead/)
    expect(render('en', 'order')).toMatch(/without the offer/)
    expect(render('en', 'order')).not.toMatch(/a bank instead/)
  })
})
