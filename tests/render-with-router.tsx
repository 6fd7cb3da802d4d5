import type { ReactNode } from 'react'
import { render } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router'
import { I18nProvider } from '@lingui/react'
import { setupI18n } from '@lingui/core'
import type { Locale } from '../app.config'

/**
 * Renders a component inside what the app gives every page: a router whose root context carries
 * the locale (and whose loader the site origin), a query client and an i18n instance. Messages
 * fall back to their English source text, which is what the assertions use.
 */
export async function renderWithRouter(
  ui: () => ReactNode,
  { locale = 'en', origin = 'https://cars.example.sa' }: { locale?: Locale; origin?: string } = {},
) {
  // jsdom has no layout; the router's scroll restoration would only log that scrollTo is missing.
  window.scrollTo = () => undefined
  const i18n = setupI18n({ locale, messages: { [locale]: {} } })
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const rootRoute = createRootRoute({
    beforeLoad: () => ({ locale }),
    loader: () => ({ origin }),
    component: () => <Outlet />,
  })
  const pageRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => <>{ui()}</> })
  const router = createRouter({
    routeTree: rootRoute.addChildren([pageRoute]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  await router.load()
  const result = render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>,
  )
  return { ...result, router, queryClient }
}
