import { createFileRoute, Outlet } from '@tanstack/react-router'
import { staffMayUse } from '../../../contract/staff-roles'
import { fetchAwaitingReplyCount } from '../../../features/staff-orders/staff-orders.functions'
import { requireStaffForPath } from '../../../features/staff/require-staff'
import { StaffDesk } from '../../../features/staff/components/staff-desk'
import { StaffErrorPage } from '../../../features/staff/components/staff-error-page'

/** Every page under /staff except sign-in: signed-in staff only (decision 0051). */
export const Route = createFileRoute('/{-$locale}/staff/_desk')({
  // The area of the page asked for: a role that may not use it meets the 403 in this frame.
  beforeLoad: (args) => requireStaffForPath(args),
  errorComponent: StaffErrorPage,
  // The staff menu's number beside Orders: company orders awaiting their first reply (decision 0087).
  staleTime: 0,
  loader: async ({ context: { staff, locale } }): Promise<{ awaitingReply: number | null }> => {
    // Until a one-time password is replaced (or an admin's second factor enrolled), the API answers little else.
    if (staff.mustChangePassword || staff.mustEnrolSecondFactor || !staffMayUse(staff.role, 'inbox')) return { awaitingReply: null }
    return { awaitingReply: (await fetchAwaitingReplyCount({ data: { locale } })).count }
  },
  component: () => (
    <StaffDesk>
      <Outlet />
    </StaffDesk>
  ),
})
