import { createDealerApiApp } from './app'
import type { RouteDefinition } from './route-kit'
import { csrfRoute, openApiRoute } from './routes/system'
import { healthRoute } from './routes/health'
import { catalogueRoutes } from './routes/catalogue'
import { contentRoutes } from './routes/content'

const routes: RouteDefinition[] = [
  healthRoute,
  csrfRoute,
  ...catalogueRoutes,
  ...contentRoutes,
]
routes.push(openApiRoute(() => routes))

/** The embedded dealer API with every route this storefront ships. */
export const dealerApiApp = createDealerApiApp(routes)
export const dealerApiRoutes = routes
