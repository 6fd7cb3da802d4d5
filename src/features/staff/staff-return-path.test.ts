import { describe, expect, it } from 'vitest'
import { staffReturnPath } from './staff-return-path'

describe('staffReturnPath', () => {
  it('keeps staff pages of this site, with their query', () => {
    expect(staffReturnPath('/staff')).toBe('/staff')
    expect(staffReturnPath('/en/staff/orders?status=received&page=2')).toBe('/en/staff/orders?status=received&page=2')
    expect(staffReturnPath('/news/new')).toBe('/news/new')
    expect(staffReturnPath('/ar/news/new')).toBe('/ar/news/new')
  })

  it('refuses other sites, other pages and the sign-in page itself', () => {
    for (const value of [
      'https://evil.example/staff',
      '//evil.example/staff',
      '/\\evil.example/staff',
      '/staff\\..\\',
      'javascript:alert(1)',
      '/market',
      '/news',
      '/staffing',
      '/staff/sign-in',
      '/en/staff/sign-in?redirect=/staff',
      '/staff/\u0000x',
      // Resolved, these leave the staff pages: `/staff/..//evil.example` is `/evil.example`.
      '/staff/..//evil.example',
      '/staff/../market',
      '/en/staff/%2e%2e/%2E%2E/market',
      '/staff/./../wishlist',
      '/staff//orders',
      `/staff/${'a'.repeat(600)}`,
      undefined,
      42,
    ]) {
      expect(staffReturnPath(value), String(value)).toBeUndefined()
    }
  })
})
