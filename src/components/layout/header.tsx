import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { Link, useRouterState } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { useLocaleParam } from '../../lib/i18n/use-locale'
import { logoSrc, type SiteSettings } from '../../lib/site-settings'
import { ChevronDownIcon, CloseIcon, HeartIcon, MailIcon, MenuIcon, PhoneIcon } from '../icons/icons'
import { SafeExternalLink } from '../ui/safe-external-link'
import { Button } from '../ui/button'
import { buttonClass } from '../ui/button-styles'
import { LinkButton } from '../ui/link-button'
import { LanguageSwitcher } from './language-switcher'
import { mainNav, purchaseOrderNav } from './nav-items'
import { mailtoHref } from '../../lib/mailto'

/** Header items look alike whether they are links or the purchase-order menu's button; the current page's is highlighted. */
const navLinkClass = buttonClass({ variant: 'ghost', size: 'sm', className: 'text-[0.95rem]' })

/**
 * `favoritesBadge` is the saved-cars count on the favourites link; the layout passes it in, since
 * a shared component knows no feature (docs/decisions/0037).
 */
export function Header({ settings, favoritesBadge }: { settings: SiteSettings; favoritesBadge?: ReactNode }) {
  const { t, i18n } = useLingui()
  const locale = useLocaleParam()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const mobileMenuId = useId()
  const mobileMenu = useRef<HTMLDivElement>(null)
  // Only where the browser has no popover (Safari before 17): the menu then opens by this state.
  const [menuOpenWithoutPopover, setMenuOpenWithoutPopover] = useState(false)

  // A navigation closes the phone menu. Opening it, Escape, a tap outside and giving focus back to
  // its button are the browser's own (a popover), so they work before the page's scripts arrive.
  // Not on the first render: a menu opened before hydration must stay open through it.
  const shownPathname = useRef(pathname)
  useEffect(() => {
    if (shownPathname.current === pathname) return
    shownPathname.current = pathname
    setMenuOpenWithoutPopover(false)
    // `:popover-open` is not even a valid selector where popovers are unknown.
    if (hasPopovers() && mobileMenu.current?.matches(':popover-open')) mobileMenu.current.hidePopover()
  }, [pathname])

  const [home, ...restNav] = mainNav
  const beforeOrders = restNav.slice(0, 2)
  const afterOrders = restNav.slice(2)

  const renderLink = (item: (typeof mainNav)[number], className = navLinkClass) => (
    // Exact: a section's item is not the current page on the pages below it (an article is not
    // "News"), and the home route would otherwise count as active under every path.
    <Link key={item.to} to={item.to} params={{ locale }} className={className} activeOptions={{ exact: true, includeSearch: false }}>
      {i18n._(item.label)}
    </Link>
  )

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="hidden bg-brand-900 text-sm text-brand-50 md:block">
        <div className="container-page flex h-9 items-center justify-between gap-6">
          <p className="truncate">{settings.tagline}</p>
          <div className="flex items-center gap-5">
            <SafeExternalLink
              href={`tel:${settings.phoneE164 ?? settings.phone}`}
              className="inline-flex items-center gap-1.5 hover:text-white"
            >
              <PhoneIcon className="size-4" />
              <bdi dir="ltr">{settings.phone}</bdi>
            </SafeExternalLink>
            {settings.email ? (
              <SafeExternalLink href={mailtoHref(settings.email)} className="inline-flex items-center gap-1.5 hover:text-white">
                <MailIcon className="size-4" />
                <bdi dir="ltr">{settings.email}</bdi>
              </SafeExternalLink>
            ) : null}
          </div>
        </div>
      </div>
      <div className="container-page flex h-16 items-center gap-2 sm:gap-3 lg:h-20">
        <Link
          to="/{-$locale}"
          params={{ locale }}
          activeOptions={{ exact: true }}
          className="flex shrink-0 items-center gap-2.5 rounded-md"
          aria-label={t({
            message: `${settings.name} – home`,
            comment: 'Accessible name of the dealer logo link to the home page; {0} is the dealer name',
          })}
        >
          <img src={logoSrc(settings)} alt="" width={44} height={44} className="size-10 lg:size-11" />
          <span className="text-lg font-bold leading-tight text-brand-800 lg:text-xl">{settings.name}</span>
        </Link>

        <nav
          aria-label={t({ message: 'Main', comment: 'Accessible name of the main navigation menu (read by screen readers only)' })}
          className="ms-4 hidden flex-1 items-center gap-0.5 lg:flex"
        >
          {home ? renderLink(home) : null}
          {beforeOrders.map((item) => renderLink(item))}
          <PurchaseOrderMenu />
          {afterOrders.map((item) => renderLink(item))}
        </nav>

        {/* Tighter on phones: the Arabic label of the language switch is wider than the English one. */}
        <div className="ms-auto flex items-center gap-1 sm:gap-2">
          <LinkButton to="/{-$locale}/wishlist" params={{ locale }} variant="icon" className="relative">
            <HeartIcon className="size-6" />
            <span className="sr-only">
              {t({
                message: 'Favorites',
                comment: 'Header link to the saved cars page (read by screen readers); the saved cars page title',
              })}
            </span>
            {favoritesBadge}
          </LinkButton>
          <LanguageSwitcher />
          {/* Icon and name follow the menu's state in CSS, so they are right before hydration too. */}
          <Button
            variant="icon"
            className="group/menu lg:hidden"
            popoverTarget={mobileMenuId}
            aria-expanded={menuOpenWithoutPopover || undefined}
            onClick={() => {
              if (!hasPopovers()) setMenuOpenWithoutPopover((open) => !open)
            }}
          >
            <MenuIcon className="size-6 group-has-[+:popover-open]/menu:hidden group-has-[+[data-open]]/menu:hidden" />
            <CloseIcon className="hidden size-6 group-has-[+:popover-open]/menu:block group-has-[+[data-open]]/menu:block" />
            <span className="sr-only group-has-[+:popover-open]/menu:hidden group-has-[+[data-open]]/menu:hidden">
              {t({ message: 'Open menu', comment: 'Header button on phones that opens the navigation menu (read by screen readers)' })}
            </span>
            <span className="sr-only hidden group-has-[+:popover-open]/menu:inline group-has-[+[data-open]]/menu:inline">
              {t({ message: 'Close menu', comment: 'Header button on phones that closes the navigation menu (read by screen readers)' })}
            </span>
          </Button>
          <div
            ref={mobileMenu}
            id={mobileMenuId}
            popover="auto"
            data-open={menuOpenWithoutPopover ? '' : undefined}
            // Under the header's bar (64 px; 100 px with the contact bar from md up), across the page.
            className="fixed inset-x-0 top-16 bottom-auto m-0 max-h-[calc(100dvh-4rem)] w-full overflow-y-auto border-0 border-y border-line bg-white p-0 text-ink shadow-lg md:top-25 md:max-h-[calc(100dvh-6.25rem)] lg:hidden"
          >
            <nav aria-label={t`Main`} className="container-page flex flex-col gap-1 py-3">
              {mainNav.slice(0, 3).map((item) => renderLink(item, `${navLinkClass} w-full`))}
              <p className="px-3 pt-2 text-sm font-bold text-muted">
                {t({
                  message: 'Purchase order',
                  comment: 'Header menu: heading of the links to order a car (as an individual, as a company, track an order)',
                })}
              </p>
              {purchaseOrderNav.map((item) => renderLink(item, `${navLinkClass} w-full ps-6`))}
              {mainNav.slice(3).map((item) => renderLink(item, `${navLinkClass} w-full`))}
            </nav>
          </div>
        </div>
      </div>
    </header>
  )
}

function hasPopovers(): boolean {
  return 'popover' in HTMLElement.prototype
}

/** A disclosure menu: opens on click or Enter/Space, closes on Escape, outside click or choice. */
function PurchaseOrderMenu() {
  const { t, i18n } = useLingui()
  const locale = useLocaleParam()
  const [open, setOpen] = useState(false)
  const containerRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const menuId = useId()

  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false)
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false)
        buttonRef.current?.focus()
      }
    }
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [open])

  return (
    <div ref={containerRef} className="relative">
      <Button
        ref={buttonRef}
        variant="ghost"
        size="sm"
        className="text-[0.95rem]"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        {t`Purchase order`}
        <ChevronDownIcon className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </Button>
      <ul
        id={menuId}
        hidden={!open}
        className="absolute start-0 top-full z-50 mt-1 w-56 rounded-lg border border-line bg-white p-1.5 shadow-lg"
      >
        {purchaseOrderNav.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              params={{ locale }}
              onClick={() => setOpen(false)}
              className={buttonClass({ variant: 'ghost', size: 'sm', className: 'w-full' })}
            >
              {i18n._(item.label)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
