import { describe, expect, it } from 'vitest'
import { alternateLinks } from './seo'

describe('alternateLinks', () => {
  it('points Arabic pages, prefixed or not, at the unprefixed canonical URL', () => {
    expect(alternateLinks('https://shop.sa', '/ar/cars', 'ar', {})).toEqual({
      canonical: 'https://shop.sa/cars',
      ar: 'https://shop.sa/cars',
      en: 'https://shop.sa/en/cars',
    })
  })

  it('keeps an article slug and a list page', () => {
    expect(alternateLinks('https://shop.sa', '/news/article', 'ar', { slug: 'riyadh-opening' }).canonical).toBe('https://shop.sa/news/article?slug=riyadh-opening')
    expect(alternateLinks('https://shop.sa', '/en/news', 'en', { page: 2 }).canonical).toBe('https://shop.sa/en/news?page=2')
    expect(alternateLinks('https://shop.sa', '/en/news', 'en', { page: 1 }).canonical).toBe('https://shop.sa/en/news')
  })

  it('keeps the selecting id and drops filters', () => {
    const links = alternateLinks('https://shop.sa', '/en/car', 'en', { id: 42, sort: 'price-asc' })
    expect(links.canonical).toBe('https://shop.sa/en/car?id=42')
    expect(links.ar).toBe('https://shop.sa/car?id=42')
  })
})
