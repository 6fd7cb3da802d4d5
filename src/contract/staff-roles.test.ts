import { describe, expect, it } from 'vitest'
import { staffMayUse, staffRoles, type StaffArea, type StaffRole } from './staff-roles'

/** Decision 0051: who may use which part of the back office. */
const expected: Record<StaffRole, StaffArea[]> = {
  admin: ['content', 'inbox', 'inventory', 'accounts', 'privacy', 'anyStaff'],
  editor: ['content', 'inventory', 'anyStaff'],
  sales: ['inbox', 'inventory', 'anyStaff'],
}

describe('staff roles', () => {
  it('lets editors keep the public content, sales work what visitors sent, and only an admin manage accounts', () => {
    const areas: StaffArea[] = ['content', 'inbox', 'inventory', 'accounts', 'privacy', 'anyStaff']
    for (const role of staffRoles) {
      expect(
        areas.filter((area) => staffMayUse(role, area)),
        role,
      ).toEqual(expected[role])
    }
  })

  it('lets no one but an admin near staff accounts or personal-data requests', () => {
    for (const area of ['accounts', 'privacy'] as const) {
      expect(staffMayUse('editor', area)).toBe(false)
      expect(staffMayUse('sales', area)).toBe(false)
      expect(staffMayUse('admin', area)).toBe(true)
    }
  })
})
