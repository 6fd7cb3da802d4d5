/// <reference types="vite/client" />
import { useEffect, type ReactNode } from 'react'
import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query'
import type { I18n } from '@lingui/core'
import { createRootRouteWithContext, Outlet, Scripts, useHydrated, useMatches } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import appCss from '../styles/app.css?url'
import { activateLocale, ensureCatalogueFor } from '../lib/i18n/i18n'
import { directionOf, localeFromPathname, storedLocale } from '../lib/i18n/locale'
import { alternateLinks, isMissingPage } from '../lib/seo'
import { getSiteOrigin } from '../lib/site-origin'
import { PageHeadContent } from './-components/head-content'
import { SiteLayout, StaffShell } from './-components/site-layout'
import { NotFoundPage } from '../components/layout/not-found-page'
import { ErrorPage } from '../components/layout/error-page'
import { siteSettingsQuery } from '../features/site/site-settings.queries'
import { linkPreviewDefaults } from '../features/previews/preview-meta'
import { isStaffFrameRoute } from '../features/staff/staff-frame-routes'

export type RouterContext = { queryClient: QueryClient; i18n: I18n }

export const Route = createRootRouteWithContext<RouterContext>()({
  // Runs on every navigation, so <html lang dir> and the catalogue follow the URL's language.
  beforeLoad: async ({ context, location, matches }) => {
    const locale = localeFromPathname(location.pathname)
    await activateLocale(context.i18n, locale)
    // A page carries only its own routes' texts: another route's come with the whole catalogue.
    await ensureCatalogueFor(
      context.i18n,
      locale,
      matches.map((match) => match.routeId),
    )
    return { locale }
  },
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(siteSettingsQuery(context.locale))
    return { origin: getSiteOrigin() }
  },
  head: ({ match, matches, loaderData }) => {
    const leaf = matches[matches.length - 1]
    const locale = localeFromPathname(leaf?.pathname ?? '/')
    const missing = isMissingPage(matches)
    const links = loaderData && !missing ? alternateLinks(loaderData.origin, leaf?.pathname ?? '/', locale, leaf?.search ?? {}) : null
    return {
      meta: [
        { charSet: 'utf-8' },
        // The page reaches under a phone's notch and home indicator; what sits at an edge keeps
        // clear of them with the safe-area insets (app.css: .container-page, the car page's bar).
        { name: 'viewport', content: 'width=device-width, initial-scale=1, viewport-fit=cover' },
        { name: 'theme-color', content: '#164b4c' },
        { name: 'format-detection', content: 'telephone=no' },
        ...(missing ? [{ name: 'robots', content: 'noindex' }] : []),
        // og:url is the canonical link's own value; a page's head overrides the rest (its card).
        ...(loaderData
          ? linkPreviewDefaults(
              loaderData.origin,
              locale,
              links?.canonical ?? null,
              match.context.queryClient.getQueryData(siteSettingsQuery(locale).queryKey),
            )
          : []),
      ],
      links: [
        { rel: 'stylesheet', href: appCss },
        { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
        ...(links
          ? [
              { rel: 'canonical', href: links.canonical },
              { rel: 'alternate', hrefLang: 'ar', href: links.ar },
              { rel: 'alternate', hrefLang: 'en', href: links.en },
              { rel: 'alternate', hrefLang: 'x-default', href: links.ar },
            ]
          : []),
      ],
    }
  },
  shellComponent: RootDocument,
  component: RootLayout,
  notFoundComponent: RootNotFound,
  errorComponent: ErrorPage,
})

function RootDocument({ children }: { children: ReactNode }) {
  const { i18n } = useLingui()
  const locale = storedLocale(i18n.locale)
  // Says the page now answers taps and forms: its scripts start after the first paint (decision
  // 0068), so a page can be seen some time before that. Browser tests wait for it. Set in the
  // render where every `useHydrated()` of the page is true (controls disabled until then enabled).
  const hydrated = useHydrated()
  useEffect(() => {
    if (hydrated) document.documentElement.setAttribute('data-hydrated', '')
  }, [hydrated])
  // Said on the document rather than found by `:root:has(.phone-bar)`: a `:has()` on the root or
  // the body makes the browser restyle the whole page at each change while it loads (decision 0065).
  const phoneBar = useMatches({ select: (matches) => matches.some((match) => match.staticData.phoneBar && match.status === 'success') })
  return (
    // The head's scripts set attributes of their own on the root before hydration (data-web-fonts).
    <html lang={locale} dir={directionOf(locale)} data-phone-bar={phoneBar ? '' : undefined} suppressHydrationWarning>
      <head>
        <PageHeadContent locale={locale} />
      </head>
      <body className="min-h-screen bg-white antialiased">
        {children}
        <Scripts />
      </body>
    </html>
  )
}

function RootLayout() {
  // The back office is its own frame (decision 0091): the shop's header and footer are not drawn around it.
  const staffFrame = useMatches({ select: (matches) => matches.some((match) => isStaffFrameRoute(match.routeId)) })
  if (staffFrame)
    return (
      <StaffShell>
        <Outlet />
      </StaffShell>
    )
  return (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  )
}

/** Rendered in place of the root's outlet, so inside RootLayout's SiteLayout: not wrapped again. */
function RootNotFound() {
  const { i18n } = useLingui()
  const { data: settings } = useSuspenseQuery(siteSettingsQuery(storedLocale(i18n.locale)))
  return <NotFoundPage siteName={settings.name} />
}
