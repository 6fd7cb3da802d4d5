import { describe, expect, it } from 'vitest'
import { staffAreaOfPath } from './staff-guard'

describe('staffAreaOfPath', () => {
  it('finds the area of a staff page from the menu, in every language prefix and below', () => {
    expect(staffAreaOfPath('/staff')).toBe('anyStaff')
    expect(staffAreaOfPath('/en/staff/')).toBe('anyStaff')
    expect(staffAreaOfPath('/staff/accounts')).toBe('accounts')
    expect(staffAreaOfPath('/ar/staff/orders')).toBe('inbox')
    expect(staffAreaOfPath('/en/staff/orders/K7M2Q-9XD4R')).toBe('inbox')
    expect(staffAreaOfPath('/staff/newsletters')).toBe('content')
    expect(staffAreaOfPath('/news/new')).toBe('content')
  })

  it('leaves pages of no menu entry open to any staff member, without matching a mere prefix', () => {
    expect(staffAreaOfPath('/staff/password')).toBe('anyStaff')
    expect(staffAreaOfPath('/staff/ordersx')).toBe('anyStaff')
  })
})
