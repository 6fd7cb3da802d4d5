import type { StaffArea } from '../../contract/staff-roles'
import type { GuardArgs } from './staff-guard'

/**
 * What the staff routes' `beforeLoad` calls. Every route's options load with the app, so the guard
 * itself (the session call, the menu it reads areas from, the roles) is imported when a staff
 * page is first opened, not with every visitor's first page (docs/decisions/0021).
 */
export async function requireStaff(args: GuardArgs, area: StaffArea) {
  const guard = await import('./staff-guard')
  return guard.requireStaff(args, area)
}

/** The back office's frame: the guard for the area of the path asked for (`staffAreaOfPath`). */
export async function requireStaffForPath(args: GuardArgs) {
  const guard = await import('./staff-guard')
  return guard.requireStaff(args, guard.staffAreaOfPath(args.location.pathname))
}
