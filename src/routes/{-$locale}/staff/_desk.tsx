import { createFileRoute, Outlet } from '@tanstack/react-router'
import { ensureCompleteCatalogue } from '../../../lib/i18n/i18n'
import { requireStaffForPath } from '../../../features/staff/require-staff'
import { StaffDesk } from '../../../features/staff/components/staff-desk'
import { StaffErrorPage } from '../../../features/staff/components/staff-error-page'

/** Every page under /staff except sign-in: signed-in staff only (decision 0051). */
export const Route = createFileRoute('/{-$locale}/staff/_desk')({
  beforeLoad: async (args) => {
    // Staff texts travel with the form pages' (scripts/server-only-messages.ts), never on public pages.
    await ensureCompleteCatalogue(args.context.i18n, args.context.locale)
    // The area of the page asked for: a role that may not use it meets the 403 in this frame.
    return requireStaffForPath(args)
  },
  errorComponent: StaffErrorPage,
  component: () => (
    <StaffDesk>
      <Outlet />
    </StaffDesk>
  ),
})
