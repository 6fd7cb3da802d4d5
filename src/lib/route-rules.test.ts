import { describe, expect, it } from 'vitest'
import { redirectTarget } from './route-rules'

describe('route rules', () => {
  it('leaves canonical paths alone', () => {
    for (const path of ['/', '/en', '/ar', '/cars', '/en/cars', '/offers/offer']) expect(redirectTarget(path)).toBeNull()
  })

  it('redirects alternative addresses within the same language', () => {
    expect(redirectTarget('/favorites')).toBe('/wishlist')
    expect(redirectTarget('/en/favorites')).toBe('/en/wishlist')
    expect(redirectTarget('/ar/FAQ')).toBe('/ar/faqs')
    expect(redirectTarget('/en/home')).toBe('/en')
    expect(redirectTarget('/index.html')).toBe('/')
  })

  it('drops trailing slashes', () => {
    expect(redirectTarget('/cars/')).toBe('/cars')
    expect(redirectTarget('/en/news//')).toBe('/en/news')
    expect(redirectTarget('/en/')).toBe('/en')
  })
})
