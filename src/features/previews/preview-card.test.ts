import { describe, expect, it } from 'vitest'
import type { CarColor } from '../../contract/catalogue'
import { setupI18n } from '@lingui/core'
import { testCarDetail } from '../../../tests/fixtures/cars'
import type { DealerSettings } from '../../contract/content'
import { formatSar } from '../../lib/format'
import { cardHash } from './card-hash'
import { carCard, cardFileName, cardPath, clip, parseCardFileName, siteCard } from './preview-card'

const settings = { name: 'Murooj Motors', tagline: 'New cars, clear prices', logoPath: null } as DealerSettings
const i18n = (locale: 'ar' | 'en') => setupI18n({ locale, messages: { [locale]: {} } })

const car = testCarDetail({
  id: 42,
  title: 'Toyota Camry GLE 2026',
  colors: [
    { name: 'Pearl white', hex: '#F4F4F2', image: { path: '/images/cars/sedan.svg', alt: 'Camry' } } as CarColor,
    { name: 'Red', hex: '#8b1e2b', image: { path: '/images/cars/sedan.svg', alt: 'Camry' } } as CarColor,
  ],
})
const nameOf = (value = car, locale: 'ar' | 'en' = 'en', dealer = settings) => cardFileName(carCard(value, dealer, i18n(locale), locale))

describe('preview card cache key', () => {
  it('names the card by what it is, its language and its content', () => {
    expect(nameOf()).toMatch(/^car-42-en-[0-9a-f]{16}\.jpg$/)
    expect(cardPath(carCard(car, settings, i18n('en'), 'en'))).toBe(`/og/${nameOf()}`)
    expect(nameOf()).toBe(nameOf(testCarDetail({ ...car })))
  })

  it('changes when the price changes', () => {
    expect(nameOf({ ...car, priceSar: car.priceSar + 1_000 })).not.toBe(nameOf())
  })

  it('changes when the monthly figure changes', () => {
    expect(nameOf({ ...car, installmentFromSar: car.installmentFromSar + 10 })).not.toBe(nameOf())
  })

  it('changes when the picture or its colour changes', () => {
    const [first, second] = car.colors
    expect(nameOf({ ...car, colors: [second!, first!] })).not.toBe(nameOf())
    expect(nameOf({ ...car, colors: [{ ...first!, image: { path: '/media/pictures/abc-960.webp', alt: 'Camry' } }, second!] })).not.toBe(
      nameOf(),
    )
  })

  it('changes when the title (brand, model, trim, year) changes', () => {
    expect(nameOf({ ...car, trim: 'LE' })).not.toBe(nameOf())
    expect(nameOf({ ...car, year: 2027 })).not.toBe(nameOf())
    expect(nameOf({ ...car, model: { slug: 'corolla', name: 'Corolla' } })).not.toBe(nameOf())
  })

  it('changes with the language and with the dealer’s logo', () => {
    expect(nameOf(car, 'ar').replace('-ar-', '-en-')).not.toBe(nameOf())
    expect(nameOf(car, 'en', { ...settings, logoPath: '/media/pictures/logo.webp' })).not.toBe(nameOf())
  })

  it('hashes objects by content, whatever the order of their keys', () => {
    expect(cardHash({ a: 1, b: [1, 'x'] })).toBe(cardHash({ b: [1, 'x'], a: 1 }))
    expect(cardHash({ a: 1 })).not.toBe(cardHash({ a: 2 }))
    expect(cardHash('x')).toMatch(/^[0-9a-f]{16}$/)
  })
})

describe('preview card names read back', () => {
  it('reads back every kind of card', () => {
    expect(parseCardFileName(nameOf())).toMatchObject({ kind: 'car', id: 42, locale: 'en' })
    expect(parseCardFileName('offer-3-ar-0123456789abcdef.jpg')).toEqual({ kind: 'offer', id: 3, locale: 'ar', hash: '0123456789abcdef' })
    expect(parseCardFileName('article-riyadh-opening-en-0123456789abcdef.jpg')).toEqual({
      kind: 'article',
      slug: 'riyadh-opening',
      locale: 'en',
      hash: '0123456789abcdef',
    })
    expect(parseCardFileName(cardFileName(siteCard(settings, 'ar')))).toMatchObject({ kind: 'site', locale: 'ar' })
  })

  it('refuses anything else (a 404, never an error)', () => {
    for (const hostile of [
      '',
      'car-42-en-0123456789abcdef.png',
      'car-0-en-0123456789abcdef.jpg',
      'car-99999999999-en-0123456789abcdef.jpg',
      'car--1-en-0123456789abcdef.jpg',
      'car-1e3-en-0123456789abcdef.jpg',
      'car-42-fr-0123456789abcdef.jpg',
      'car-42-en-0123456789ABCDEF.jpg',
      'car-42-en-0123456789abcde.jpg',
      'article--en-0123456789abcdef.jpg',
      'article-a--b-en-0123456789abcdef.jpg',
      `article-${'a'.repeat(65)}-en-0123456789abcdef.jpg`,
      '../car-42-en-0123456789abcdef.jpg',
      'car-42-en-0123456789abcdef.jpg/..',
      'site-en-0123456789abcdef.jpg\n',
    ]) {
      expect(parseCardFileName(hostile), hostile).toBeNull()
    }
  })
})

describe('card texts', () => {
  it('cuts a long line at a word, with an ellipsis', () => {
    expect(clip('short', 10)).toBe('short')
    expect(clip('a quite long headline about cars', 16)).toBe('a quite long…')
  })

  it('shows the price with VAT and the monthly figure, and the first colour', () => {
    const card = carCard(car, settings, i18n('en'), 'en')
    expect(card).toMatchObject({
      title: 'Toyota Camry',
      lines: ['GLE 2026'],
      price: { amount: formatSar(145_000, 'en'), note: 'VAT included' },
      footnote: `Installment starts from ${formatSar(2_150, 'en')} / month`,
      picture: { path: '/images/cars/sedan.svg', hex: '#f4f4f2' },
      logoPath: '/images/logo.webp',
    })
  })

  it('names a model whose name carries its brand once', () => {
    const mazda = testCarDetail({ ...car, brand: { slug: 'mazda', name: 'Mazda' }, model: { slug: 'mazda3', name: 'Mazda 3' } })
    expect(carCard(mazda, settings, i18n('en'), 'en').title).toBe('Mazda 3')
    const mg = testCarDetail({ ...car, brand: { slug: 'mg', name: 'إم جي' }, model: { slug: 'mg5', name: 'إم جي 5' } })
    expect(carCard(mg, settings, i18n('ar'), 'ar').title).toBe('إم جي 5')
  })
})
