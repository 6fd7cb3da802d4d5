import { lazy, Suspense, useEffect, type ReactNode } from 'react'
import { ClientOnly } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { useLocale } from '../../lib/i18n/use-locale'
import { startScrollAnimations } from '../../lib/scroll-animation'
import { siteSettingsQuery } from '../../features/site/site-settings.queries'
import { AppToaster } from '../../components/ui/toaster'
import { NavigationProgress } from '../../components/layout/navigation-progress'
import { Footer } from '../../components/layout/footer'
import { Header } from '../../components/layout/header'
import { FavoritesCountBadge } from '../../features/favorites/components/favorites-count-badge'
import { SubscribeForm } from '../../features/subscriptions/components/subscribe-form'

/**
 * The comparison's tray shows only once the visitor has picked a car, which the server cannot
 * know: like the notifications, its code loads after the page's (decision 0096).
 */
const CompareTray = lazy(async () => ({ default: (await import('../../features/compare/components/compare-tray')).CompareTray }))

function SkipLink() {
  const { t } = useLingui()
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:start-3 focus:top-3 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:shadow-lg"
    >
      {t`Skip to main content`}
    </a>
  )
}

/** The one layout around every shop page: skip link, header, main landmark, footer, notifications. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const locale = useLocale()
  const { data: settings } = useSuspenseQuery(siteSettingsQuery(locale))
  useEffect(() => startScrollAnimations(), [])
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <NavigationProgress />
      <Header settings={settings} favoritesBadge={<FavoritesCountBadge className="absolute -top-0.5 -end-0.5" />} />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <Footer settings={settings} subscribeSlot={<SubscribeForm />} />
      <ClientOnly>
        <Suspense fallback={null}>
          <CompareTray />
        </Suspense>
      </ClientOnly>
      <AppToaster />
    </div>
  )
}

/**
 * Around the back office's pages (decision 0091): none of the shop's header, favourites or
 * subscribe footer. The staff frame's own header and main landmark are drawn by its layout route
 * (src/features/staff/components/staff-desk.tsx), split from the shop's first page.
 */
export function StaffShell({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-screen bg-white">
      <SkipLink />
      <NavigationProgress />
      {children}
      <AppToaster />
    </div>
  )
}
