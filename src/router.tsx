import { QueryClient } from '@tanstack/react-query'
import { createRouter, type AnyRouter } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { I18nProvider } from '@lingui/react'
import type { Messages } from '@lingui/core'
import { createIsomorphicFn, getGlobalStartContext } from '@tanstack/react-start'
import { routeTreeFor, type RouteTree } from './route-tree'
import { createI18n, markCatalogueCovers, mendMissingMessages } from './lib/i18n/i18n'
import { isLocale } from './lib/i18n/locale'
import { PendingPage } from './components/layout/pending-page'
import { ErrorPage } from './components/layout/error-page'
import { installBuildWatcher } from './lib/build/build-watcher.client'
import { whenLoadedAndIdle } from './lib/boot/when-idle'
import { browserCatalogueJson } from './server/http/page-catalogue'
import { parseRouterSearch } from './lib/router-search'
import { keepStaticLocations } from './lib/static-locations'

/**
 * The catalogue travels as one JSON string: compiled messages are plain strings and arrays, and
 * as a string the router's serialiser copies them in one step instead of walking and labelling
 * hundreds of small arrays, which made every page's HTML larger and its rendering slower.
 */
type DehydratedI18n = { locale: string; messages: string; routeIds: string[] }

/** The CSP nonce of this request on the server; the browser never needs it back. */
const getRequestNonce = createIsomorphicFn()
  .server(() => (getGlobalStartContext() as { nonce?: string } | undefined)?.nonce)
  .client(() => undefined)

/**
 * In the browser, before the first page's chunks load: new builds and failed lazy assets turn
 * into full page loads (spec section 4).
 */
const watchForNewBuilds = createIsomorphicFn()
  .server((_router: AnyRouter) => undefined)
  .client((router: AnyRouter) => installBuildWatcher(router))

/**
 * In the browser: IBM Plex from the visitor's second page on (decision 0106). Its code loads after
 * the page, so none of it is in the page's first load; a build replaced meanwhile leaves the page
 * in the fallback font.
 */
const keepWebFontsInStep = createIsomorphicFn()
  .server((_router: AnyRouter) => undefined)
  .client((router: AnyRouter) =>
    whenLoadedAndIdle(() => {
      import('./lib/boot/web-fonts.client').then(({ installWebFonts }) => installWebFonts(router)).catch(() => undefined)
    }),
  )

/** Links the same on every page are built once per server thread (src/lib/static-locations.ts). */
const keepServerLocations = createIsomorphicFn()
  .server((router: AnyRouter) => keepStaticLocations(router))
  .client((_router: AnyRouter) => undefined)

/** The path the router is made for: the browser's; the server's router holds every route anyway. */
const currentPathname = createIsomorphicFn()
  .server(() => '/')
  .client(() => window.location.pathname)

/** The catalogue a page hands to the browser: what its routes show (src/server/http/page-catalogue.ts). */
const catalogueForBrowser = createIsomorphicFn()
  .server((locale: string, messages: Messages, routeIds: string[]) => browserCatalogueJson(locale, messages, routeIds))
  .client((_locale: string, messages: Messages) => JSON.stringify(messages))

/**
 * The app's router. A visitor's page in the browser loads no back-office route (decision 0021,
 * fifth round); a back-office page waits for them. On the server it is made at once.
 */
export function getRouter(): AppRouter | Promise<AppRouter> {
  const routeTree = routeTreeFor(currentPathname())
  return routeTree instanceof Promise ? routeTree.then(createAppRouter) : createAppRouter(routeTree)
}

type AppRouter = ReturnType<typeof createAppRouter>

function createAppRouter(routeTree: RouteTree) {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: false },
      // Query data is JSON from the dealer API. Handed to the page as one string per query, the
      // router's serialiser copies it in one step instead of walking every car and label in it
      // (the same reason the catalogue travels as a string, below).
      dehydrate: { serializeData: (data: unknown) => JSON.stringify(data) },
      hydrate: { deserializeData: (data: unknown) => (typeof data === 'string' ? JSON.parse(data) : data) },
    },
  })
  const i18n = createI18n()

  const router = createRouter({
    routeTree,
    context: { queryClient, i18n },
    scrollRestoration: true,
    // Campaign tags (utm_*, gclid, fbclid…) are never part of a page: no link or state carries
    // them on, and the page cache holds one copy however many ads point at it.
    parseSearch: parseRouterSearch,
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: PendingPage,
    defaultPendingMs: 300,
    // Without it, an error in a page below the root (e.g. a dealer-API search that timed out)
    // showed the router's own "Something went wrong!" and answered 500 instead of its status.
    defaultErrorComponent: ErrorPage,
    notFoundMode: 'root',
    ssr: { nonce: getRequestNonce() },
    Wrap: ({ children }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>,
    // The server renders with the request's catalogue and hands that same catalogue to the
    // browser, so the first client render matches the HTML in the same language.
    dehydrate: (): { i18n: DehydratedI18n } => {
      const routeIds: string[] = router.state.matches.map((match) => match.routeId)
      return { i18n: { locale: i18n.locale, messages: catalogueForBrowser(i18n.locale, i18n.messages, routeIds), routeIds } }
    },
    hydrate: (dehydrated: { i18n?: DehydratedI18n }) => {
      const state = dehydrated.i18n
      if (state && isLocale(state.locale)) {
        i18n.loadAndActivate({ locale: state.locale, messages: JSON.parse(state.messages) as Messages })
        markCatalogueCovers(i18n, state.locale, state.routeIds)
        mendMissingMessages(i18n)
      }
    },
  })

  setupRouterSsrQueryIntegration({ router, queryClient })
  keepServerLocations(router)
  watchForNewBuilds(router)
  keepWebFontsInStep(router)
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
  interface StaticDataRouteOption {
    /**
     * The page draws a bar fixed at the window's foot on phones (the car page's order, call and
     * WhatsApp): the document keeps room for it at its end (`data-phone-bar` on <html>, app.css).
     */
    phoneBar?: true
  }
}
