import type { ReactNode } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useMatch, useNavigate } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { Button } from '../../../components/ui/button'
import { LinkButton } from '../../../components/ui/link-button'
import { staffMayUse, type StaffMember } from '../../../contract/staff'
import { useLocale, useLocaleParam } from '../../../lib/i18n/use-locale'
import { notifySuccess } from '../../../lib/notify'
import { staffNav } from '../staff-nav-items'
import { signOutStaff } from '../staff-session.functions'
import { useStaffRoleLabel } from './staff-role-label'

/** The back office's frame: who is signed in, the menu of what their role may open, and sign-out. */
export function StaffDesk({ children, staff: given }: { children: ReactNode; staff?: StaffMember }) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const localeParam = useLocaleParam()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  // Under /staff the desk's layout route knows who is signed in; a staff page elsewhere (/news/new) says it.
  const desk = useMatch({ from: '/{-$locale}/staff/_desk', shouldThrow: false })
  const staff = given ?? desk?.context.staff
  if (!staff) throw new Error('StaffDesk needs the signed-in staff member')
  const roleLabel = useStaffRoleLabel()
  const items = staffNav.filter((item) => staffMayUse(staff.role, item.area))
  // Company orders awaiting their first reply (decision 0087); null for a role without the inbox.
  const awaitingReply = desk?.loaderData?.awaitingReply ?? null

  const signOut = async (everywhere: boolean) => {
    await signOutStaff({ data: { locale, everywhere } })
    notifySuccess(everywhere ? t`You have been signed out on every device.` : t`You have been signed out.`)
    await navigate({ to: '/{-$locale}/staff/sign-in', params: { locale: localeParam } })
    // Nothing a staff page read stays in this tab after sign-out (staff queries' keys start with `staff`).
    queryClient.removeQueries({ predicate: (query) => String(query.queryKey[0]).startsWith('staff') })
  }

  return (
    <div data-testid="staff-desk">
      <div className="border-b border-line bg-brand-50">
        <div className="container-page flex flex-wrap items-center justify-between gap-x-6 gap-y-3 py-3">
          <p className="text-sm text-ink">
            <span className="font-bold">{staff.name}</span>{' '}
            <span className="text-ink-soft" data-testid="staff-role">
              · {roleLabel(staff.role)}
            </span>
          </p>
          <div className="flex flex-wrap gap-2">
            <LinkButton to="/{-$locale}/staff/password" params={{ locale: localeParam }} variant="ghost" size="sm" className="px-3 text-sm">
              {t`Change password`}
            </LinkButton>
            <LinkButton
              to="/{-$locale}/staff/second-factor"
              params={{ locale: localeParam }}
              variant="ghost"
              size="sm"
              className="px-3 text-sm"
            >
              {t`Authenticator app`}
            </LinkButton>
            <Button variant="ghost" size="sm" className="px-3 text-sm" onClick={() => void signOut(true)}>
              {t({ message: 'Sign out everywhere', comment: 'Staff bar: button that ends every session of the account on all devices' })}
            </Button>
            <Button variant="outline" size="sm" className="text-sm" onClick={() => void signOut(false)}>
              {t({ message: 'Sign out', comment: 'Staff bar: button that ends the session on this browser' })}
            </Button>
          </div>
        </div>
        {items.length > 1 ? (
          <nav
            aria-label={t({ message: 'Back office', comment: 'Accessible name of the staff menu' })}
            className="container-page overflow-x-auto"
          >
            <ul className="flex gap-1 pb-2">
              {items.map((item) => (
                <li key={item.to}>
                  <LinkButton
                    to={item.to}
                    params={{ locale: localeParam }}
                    activeOptions={{ exact: item.to === '/{-$locale}/staff' }}
                    variant="ghost"
                    size="sm"
                    className="whitespace-nowrap px-3 text-sm"
                  >
                    {i18n._(item.label)}
                    {item.to === '/{-$locale}/staff/orders' && awaitingReply ? (
                      <span
                        className="ms-2 inline-flex min-w-6 items-center justify-center rounded-full bg-danger px-1.5 text-xs font-bold text-white"
                        data-testid="menu-awaiting-reply"
                        aria-label={t({
                          message: `${awaitingReply} awaiting first reply`,
                          comment:
                            'Staff menu: accessible text of the number beside Orders; {0} is how many company orders have no reply yet',
                        })}
                      >
                        {awaitingReply}
                      </span>
                    ) : null}
                  </LinkButton>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
      {children}
    </div>
  )
}
