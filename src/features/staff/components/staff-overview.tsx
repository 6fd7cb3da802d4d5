import { useLingui } from '@lingui/react/macro'
import { LinkButton } from '../../../components/ui/link-button'
import { staffMayUse, type StaffMember } from '../../../contract/staff'
import type { StaffDashboard as Dashboard } from '../../../contract/staff-inbox'
import { StaffDashboard } from '../inbox/components/staff-dashboard'
import { useLocaleParam } from '../../../lib/i18n/use-locale'
import { staffNav } from '../staff-nav-items'
import { useStaffRoleLabel } from './staff-role-label'

/**
 * The back office's first page: who is signed in, in which role, the pages that role may open, and
 * the dashboard of its own figures.
 */
export function StaffOverview({ staff, dashboard }: { staff: StaffMember; dashboard: Dashboard }) {
  const { t, i18n } = useLingui()
  const locale = useLocaleParam()
  const roleLabel = useStaffRoleLabel()
  const items = staffNav.filter((item) => item.to !== '/{-$locale}/staff' && staffMayUse(staff.role, item.area))
  const name = staff.name
  const role = roleLabel(staff.role)
  return (
    <div className="space-y-6">
      <p className="text-lg text-ink">{t`Welcome, ${name}. You are signed in as ${role}.`}</p>
      {items.length > 0 ? (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <li key={item.to}>
              <LinkButton to={item.to} params={{ locale }} variant="outline" size="lg" className="w-full">
                {i18n._(item.label)}
              </LinkButton>
            </li>
          ))}
        </ul>
      ) : null}
      <StaffDashboard dashboard={dashboard} />
    </div>
  )
}
