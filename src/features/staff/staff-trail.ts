import { staffNav, type StaffNavItem } from './staff-nav-items'

/** The staff overview's route: the first crumb of every staff page. */
export const staffOverviewRoute = '/{-$locale}/staff' as const

/** A route's full path without the trailing slash an index route has (`/{-$locale}/staff/orders/`). */
const normalised = (fullPath: string) => (fullPath.length > 1 && fullPath.endsWith('/') ? fullPath.slice(0, -1) : fullPath)

/**
 * The staff menu's section a page belongs to: the menu item whose route is the page's own or the
 * longest one above it (`/staff/orders/$reference` is under Orders). Null for the overview itself
 * and for pages outside every section (the password change).
 */
export function staffSectionOf(fullPath: string): StaffNavItem | null {
  const path = normalised(fullPath)
  let best: StaffNavItem | null = null
  for (const item of staffNav) {
    if (item.to === staffOverviewRoute) continue
    if (path !== item.to && !path.startsWith(`${item.to}/`)) continue
    if (!best || item.to.length > best.to.length) best = item
  }
  return best
}

/** Whether `fullPath` is a section's own page (the crumb of its section is then the page itself). */
export function isSectionPage(fullPath: string, section: StaffNavItem): boolean {
  return normalised(fullPath) === section.to
}

/** Whether `fullPath` is the staff overview. */
export function isStaffOverview(fullPath: string): boolean {
  return normalised(fullPath) === staffOverviewRoute
}
