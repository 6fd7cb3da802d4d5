import { describe, expect, it } from 'vitest'
import { isStaffFrameRoute } from './staff-frame-routes'
import { isSectionPage, isStaffOverview, staffSectionOf } from './staff-trail'

describe('the staff breadcrumb trail', () => {
  it('puts a page under the menu section it belongs to, the longest match winning', () => {
    expect(staffSectionOf('/{-$locale}/staff/orders/$reference')?.to).toBe('/{-$locale}/staff/orders')
    expect(staffSectionOf('/{-$locale}/staff/orders/')?.to).toBe('/{-$locale}/staff/orders')
    expect(staffSectionOf('/{-$locale}/staff/news/$id/preview')?.to).toBe('/{-$locale}/staff/news')
    expect(staffSectionOf('/{-$locale}/staff/newsletters/$id')?.to).toBe('/{-$locale}/staff/newsletters')
    expect(staffSectionOf('/{-$locale}/staff/inventory/brands')?.to).toBe('/{-$locale}/staff/inventory')
  })

  it('finds no section for the overview, a page outside the menu, or a name that only starts alike', () => {
    expect(staffSectionOf('/{-$locale}/staff/')).toBeNull()
    expect(staffSectionOf('/{-$locale}/staff/password')).toBeNull()
    // "news" is not a section of "newsletters".
    expect(staffSectionOf('/{-$locale}/staff/newsletters')?.to).toBe('/{-$locale}/staff/newsletters')
    expect(staffSectionOf('/{-$locale}/staff/newsx')).toBeNull()
  })

  it('tells a section’s own page and the overview from the pages below them', () => {
    const orders = staffSectionOf('/{-$locale}/staff/orders/')!
    expect(isSectionPage('/{-$locale}/staff/orders/', orders)).toBe(true)
    expect(isSectionPage('/{-$locale}/staff/orders/$reference', orders)).toBe(false)
    expect(isStaffOverview('/{-$locale}/staff/')).toBe(true)
    expect(isStaffOverview('/{-$locale}/staff/orders')).toBe(false)
  })

  it('draws every staff route and the news editor in the staff frame, and no shop page', () => {
    expect(isStaffFrameRoute('/{-$locale}/staff/_desk/orders/$reference')).toBe(true)
    expect(isStaffFrameRoute('/{-$locale}/staff/sign-in')).toBe(true)
    expect(isStaffFrameRoute('/{-$locale}/news/new')).toBe(true)
    expect(isStaffFrameRoute('/{-$locale}/news/article')).toBe(false)
    expect(isStaffFrameRoute('/{-$locale}/staffing')).toBe(false)
    expect(isStaffFrameRoute('/{-$locale}/')).toBe(false)
  })
})
