import { describe, expect, it } from 'vitest'
import { alternateLinks, canonicalPathname, isMissingPage, itemPath, itemUrl, pageUrl } from './seo'

describe('alternateLinks', () => {
  it('points Arabic pages, prefixed or not, at the unprefixed canonical URL', () => {
    expect(alternateLinks('https://shop.sa', '/ar/cars', 'ar', {})).toEqual({
      canonical: 'https://shop.sa/cars',
      ar: 'https://shop.sa/cars',
      en: 'https://shop.sa/en/cars',
    })
  })

  it('keeps an article slug and a list page', () => {
    expect(alternateLinks('https://shop.sa', '/news/article', 'ar', { slug: 'riyadh-opening' }).canonical).toBe(
      'https://shop.sa/news/article?slug=riyadh-opening',
    )
    expect(alternateLinks('https://shop.sa', '/en/news', 'en', { page: 2 }).canonical).toBe('https://shop.sa/en/news?page=2')
    expect(alternateLinks('https://shop.sa', '/en/news', 'en', { page: 1 }).canonical).toBe('https://shop.sa/en/news')
  })

  it('names an index route without the trailing slash the router gives its match (the server redirects that form)', () => {
    expect(alternateLinks('https://shop.sa', '/offers/', 'ar', {})).toEqual({
      canonical: 'https://shop.sa/offers',
      ar: 'https://shop.sa/offers',
      en: 'https://shop.sa/en/offers',
    })
    expect(alternateLinks('https://shop.sa', '/en/news/', 'en', {}).canonical).toBe(pageUrl('https://shop.sa', '/news', 'en'))
    expect(alternateLinks('https://shop.sa', '/en/', 'en', {}).canonical).toBe('https://shop.sa/en')
    expect(alternateLinks('https://shop.sa', '/', 'ar', {}).canonical).toBe('https://shop.sa/')
    expect(canonicalPathname('/news//')).toBe('/news')
  })

  it('keeps the selecting id and drops filters', () => {
    const links = alternateLinks('https://shop.sa', '/en/car', 'en', { id: 42, sort: 'price-asc' })
    expect(links.canonical).toBe('https://shop.sa/en/car?id=42')
    expect(links.ar).toBe('https://shop.sa/car?id=42')
  })
})

describe('item addresses', () => {
  it('are built one way for each kind of item, in each language', () => {
    expect(itemPath({ kind: 'car', id: 42 }, 'ar')).toBe('/car?id=42')
    expect(itemPath({ kind: 'car', id: 42 }, 'en')).toBe('/en/car?id=42')
    expect(itemPath({ kind: 'offer', id: 3 }, 'en')).toBe('/en/offers/offer?id=3')
    expect(itemPath({ kind: 'article', slug: 'riyadh-opening' }, 'ar')).toBe('/news/article?slug=riyadh-opening')
    expect(itemUrl('https://shop.sa', { kind: 'car', id: 42 }, 'en')).toBe('https://shop.sa/en/car?id=42')
    expect(pageUrl('https://shop.sa', '/', 'en')).toBe('https://shop.sa/en')
  })

  it('are the canonical URL of the item’s page', () => {
    for (const locale of ['ar', 'en'] as const) {
      expect(alternateLinks('https://shop.sa', itemPath({ kind: 'car', id: 7 }, locale).split('?')[0]!, locale, { id: 7 }).canonical).toBe(
        itemUrl('https://shop.sa', { kind: 'car', id: 7 }, locale),
      )
      expect(alternateLinks('https://shop.sa', '/news/article', locale, { slug: 'a-b' }).canonical).toBe(
        itemUrl('https://shop.sa', { kind: 'article', slug: 'a-b' }, locale),
      )
    }
  })
})

describe('isMissingPage', () => {
  it('is true when any match is not found or failed, however the router marked it', () => {
    expect(isMissingPage([{ status: 'success' }, { status: 'notFound' }])).toBe(true)
    expect(isMissingPage([{ status: 'success', _notFound: true }])).toBe(true)
    expect(isMissingPage([{ status: 'success' }, { status: 'error' }])).toBe(true)
    expect(isMissingPage([{ status: 'success' }, { status: 'success' }])).toBe(false)
  })
})
