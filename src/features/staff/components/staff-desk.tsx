import { useEffect, useId, useRef, type ReactNode } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { Link, useMatch, useNavigate, useRouterState } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { CloseIcon, MenuIcon } from '../../../components/icons/icons'
import { LanguageSwitcher } from '../../../components/layout/language-switcher'
import { Button } from '../../../components/ui/button'
import { buttonClass } from '../../../components/ui/button-styles'
import { LinkButton } from '../../../components/ui/link-button'
import { staffMayUse, type StaffMember } from '../../../contract/staff'
import { useLocale, useLocaleParam } from '../../../lib/i18n/use-locale'
import { notifySuccess } from '../../../lib/notify'
import { logoSrc, siteSettingsKey, type SiteSettings } from '../../../lib/site-settings'
import { staffNav, type StaffNavItem } from '../staff-nav-items'
import { signOutStaff } from '../staff-session.functions'
import { useStaffRoleLabel } from './staff-role-label'

const menuLinkClass = buttonClass({ variant: 'ghost', size: 'sm', className: 'whitespace-nowrap px-3 text-sm' })

/**
 * The back office's own frame (decision 0091): its header (the dealer's mark, the staff menu of
 * what the role may open, who is signed in, sign-out), then the page in the main landmark. No shop
 * header, favourites or subscribe footer. On a phone the menu and the account's buttons fold into
 * a "Menu" button: a popover, so it opens, closes on Escape or a tap outside and gives focus back
 * to its button before the page's scripts arrive, as the shop's phone menu does.
 */
export function StaffDesk({ children, staff: given }: { children: ReactNode; staff?: StaffMember }) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const localeParam = useLocaleParam()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const menuId = useId()
  const menu = useRef<HTMLDivElement>(null)
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  // Under /staff the desk's layout route knows who is signed in; a staff page elsewhere (/news/new) says it.
  const desk = useMatch({ from: '/{-$locale}/staff/_desk', shouldThrow: false })
  const staff = given ?? desk?.context.staff
  if (!staff) throw new Error('StaffDesk needs the signed-in staff member')
  const settings = queryClient.getQueryData<SiteSettings>(siteSettingsKey(locale))
  const roleLabel = useStaffRoleLabel()
  const items = staffNav.filter((item) => staffMayUse(staff.role, item.area))
  // Company orders awaiting their first reply (decision 0087); null for a role without the inbox.
  const awaitingReply = desk?.loaderData?.awaitingReply ?? null

  // A navigation closes the phone menu (not on the first render: one opened before hydration stays).
  const shownPathname = useRef(pathname)
  useEffect(() => {
    if (shownPathname.current === pathname) return
    shownPathname.current = pathname
    if ('popover' in HTMLElement.prototype && menu.current?.matches(':popover-open')) menu.current.hidePopover()
  }, [pathname])

  const signOut = async (everywhere: boolean) => {
    await signOutStaff({ data: { locale, everywhere } })
    notifySuccess(everywhere ? t`You have been signed out on every device.` : t`You have been signed out.`)
    await navigate({ to: '/{-$locale}/staff/sign-in', params: { locale: localeParam } })
    // Nothing a staff page read stays in this tab after sign-out (staff queries' keys start with `staff`).
    queryClient.removeQueries({ predicate: (query) => String(query.queryKey[0]).startsWith('staff') })
  }

  const menuLabel = t({ message: 'Back office', comment: 'Accessible name of the staff menu' })
  const badge = (item: StaffNavItem) =>
    item.to === '/{-$locale}/staff/orders' && awaitingReply ? (
      <span
        className="ms-2 inline-flex min-w-6 items-center justify-center rounded-full bg-danger px-1.5 text-xs font-bold text-white"
        data-testid="menu-awaiting-reply"
        aria-label={t({
          message: `${awaitingReply} awaiting first reply`,
          comment: 'Staff menu: accessible text of the number beside Orders; {0} is how many company orders have no reply yet',
        })}
      >
        {awaitingReply}
      </span>
    ) : null
  const link = (item: StaffNavItem, className: string) => (
    <Link to={item.to} params={{ locale: localeParam }} activeOptions={{ exact: item.to === '/{-$locale}/staff' }} className={className}>
      {i18n._(item.label)}
      {badge(item)}
    </Link>
  )
  // Drawn twice (the wide header, the phone menu): only the first is the page's `staff-role`.
  const who = (testId?: string) => (
    <p className="text-sm text-ink">
      <span className="font-bold">{staff.name}</span>{' '}
      <span className="text-ink-soft" data-testid={testId}>
        · {roleLabel(staff.role)}
      </span>
    </p>
  )
  const accountButtons = (className: string) => (
    <>
      <LinkButton
        to="/{-$locale}/staff/password"
        params={{ locale: localeParam }}
        variant="ghost"
        size="sm"
        className={`px-3 text-sm ${className}`}
      >
        {t`Change password`}
      </LinkButton>
      <LinkButton
        to="/{-$locale}/staff/second-factor"
        params={{ locale: localeParam }}
        variant="ghost"
        size="sm"
        className={`px-3 text-sm ${className}`}
      >
        {t`Authenticator app`}
      </LinkButton>
      <Button variant="ghost" size="sm" className={`px-3 text-sm ${className}`} onClick={() => void signOut(true)}>
        {t({ message: 'Sign out everywhere', comment: 'Staff bar: button that ends every session of the account on all devices' })}
      </Button>
      <Button variant="outline" size="sm" className={`text-sm ${className}`} onClick={() => void signOut(false)}>
        {t({ message: 'Sign out', comment: 'Staff bar: button that ends the session on this browser' })}
      </Button>
    </>
  )

  return (
    <div data-testid="staff-desk" className="flex min-h-screen flex-col">
      <header className="sticky top-0 z-40 border-b border-line bg-white" data-testid="staff-header">
        <div className="container-page flex h-14 items-center gap-3 lg:h-16">
          <StaffMark settings={settings} />
          <div className="ms-auto hidden items-center gap-2 lg:flex">
            {who('staff-role')}
            {accountButtons('')}
          </div>
          <div className="ms-auto flex items-center gap-1 lg:ms-0">
            {/* On a phone the language is in the menu, leaving the bar to the mark and the button. */}
            <div className="hidden sm:block">
              <LanguageSwitcher />
            </div>
            <Button
              variant="outline"
              size="sm"
              className="group/menu gap-1.5 lg:hidden"
              popoverTarget={menuId}
              data-testid="staff-menu-button"
            >
              <MenuIcon className="size-5 group-has-[+:popover-open]/menu:hidden" />
              <CloseIcon className="hidden size-5 group-has-[+:popover-open]/menu:block" />
              {t({ message: 'Menu', comment: 'Staff header on phones: the button that opens the staff menu and the account’s buttons' })}
            </Button>
            <div
              ref={menu}
              id={menuId}
              popover="auto"
              // Under the header's bar (56 px), across the page.
              className="fixed inset-x-0 top-14 bottom-auto m-0 max-h-[calc(100dvh-3.5rem)] w-full overflow-y-auto border-0 border-y border-line bg-white p-0 text-ink shadow-lg lg:hidden"
              data-testid="staff-menu-panel"
            >
              <nav aria-label={menuLabel} className="container-page py-3">
                <ul className="flex flex-col gap-1">
                  {items.map((item) => (
                    <li key={item.to}>{link(item, `${menuLinkClass} w-full justify-start`)}</li>
                  ))}
                </ul>
              </nav>
              <div className="container-page space-y-2 border-t border-line py-3">
                {who()}
                <div className="flex flex-wrap gap-2">
                  <div className="sm:hidden">
                    <LanguageSwitcher />
                  </div>
                  {accountButtons('')}
                </div>
              </div>
            </div>
          </div>
        </div>
        {items.length > 1 ? (
          <nav aria-label={menuLabel} className="hidden border-t border-line bg-brand-50 lg:block" data-testid="staff-menu">
            <ul className="container-page flex flex-wrap gap-1 py-2">
              {items.map((item) => (
                <li key={item.to}>{link(item, menuLinkClass)}</li>
              ))}
            </ul>
          </nav>
        ) : null}
      </header>
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
    </div>
  )
}

/** The dealer's mark and "Back office", leading to the staff overview. */
function StaffMark({
  settings,
  to = '/{-$locale}/staff',
}: {
  settings: SiteSettings | undefined
  to?: '/{-$locale}/staff' | '/{-$locale}'
}) {
  const { t } = useLingui()
  const localeParam = useLocaleParam()
  return (
    <Link to={to} params={{ locale: localeParam }} activeOptions={{ exact: true }} className="flex min-w-0 items-center gap-2 rounded-md">
      {settings ? <img src={logoSrc(settings)} alt="" width={32} height={32} className="size-8 shrink-0" /> : null}
      <span className="min-w-0 truncate font-bold leading-tight text-brand-800">
        {settings ? <span className="hidden sm:inline">{settings.name} · </span> : null}
        {t({ message: 'Back office', comment: 'Staff header: the name of the back office beside the dealer’s logo' })}
      </span>
    </Link>
  )
}

/** The staff sign-in page's frame: the dealer's mark, the language and a way back to the shop. */
export function StaffSignInFrame({ children }: { children: ReactNode }) {
  const { t } = useLingui()
  const locale = useLocale()
  const localeParam = useLocaleParam()
  const settings = useQueryClient().getQueryData<SiteSettings>(siteSettingsKey(locale))
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-line bg-white">
        <div className="container-page flex h-14 items-center gap-3 lg:h-16">
          <StaffMark settings={settings} />
          <div className="ms-auto flex items-center gap-1">
            <LanguageSwitcher />
            <LinkButton to="/{-$locale}" params={{ locale: localeParam }} variant="ghost" size="sm" className="px-3 text-sm">
              {t({ message: 'To the shop', comment: 'Staff sign-in header: link to the public shop’s home page' })}
            </LinkButton>
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
    </div>
  )
}
