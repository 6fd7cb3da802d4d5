import { describe, expect, it } from 'vitest'
import { isBackOfficePath } from './back-office-paths'

describe('isBackOfficePath', () => {
  it('names the back office in either language and however the router would still match it', () => {
    for (const path of [
      '/staff',
      '/staff/',
      '/en/staff/sign-in',
      '/ar/staff/inventory/12',
      '/news/new',
      '/en/news/new/',
      '/EN/Staff',
      '/st%61ff/orders',
      '/en//staff',
      '/%2573taff',
    ])
      expect(isBackOfficePath(path), path).toBe(true)
  })

  it("leaves a visitor's pages to the visitors' tree", () => {
    for (const path of ['/', '/en', '/market', '/en/news', '/news/some-article', '/en/staffing', '/news/new-cars', '/en/car'])
      expect(isBackOfficePath(path), path).toBe(false)
  })
})
