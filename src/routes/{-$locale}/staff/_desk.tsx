import { createFileRoute, Outlet } from '@tanstack/react-router'
import { requireStaffForPath } from '../../../features/staff/require-staff'
import { StaffDesk } from '../../../features/staff/components/staff-desk'
import { StaffErrorPage } from '../../../features/staff/components/staff-error-page'

/** Every page under /staff except sign-in: signed-in staff only (decision 0051). */
export const Route = createFileRoute('/{-$locale}/staff/_desk')({
  // The area of the page asked for: a role that may not use it meets the 403 in this frame.
  beforeLoad: (args) => requireStaffForPath(args),
  errorComponent: StaffErrorPage,
  component: () => (
    <StaffDesk>
      <Outlet />
    </StaffDesk>
  ),
})
