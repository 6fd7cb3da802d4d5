import { getDbHandle } from '../server/db/client.server'
import { createDealerApiApp } from './app'
import type { RouteDefinition } from './route-kit'
import { csrfRoute, openApiRoute } from './routes/system'
import { healthRoute } from './routes/health'
import { readinessRoute } from './routes/readiness'
import { catalogueRoutes } from './routes/catalogue'
import { contentRoutes, sitemapRoute } from './routes/content'
import { orderRoutes } from './routes/orders'
import { buyerOrderRoutes } from './routes/buyer-orders'
import { contactRoutes } from './routes/contact'
import { subscriptionRoutes } from './routes/subscriptions'
import { alertRoutes } from './routes/alerts'
import { jobApplicationRoutes } from './routes/job-applications'
import { tradeInRoutes } from './routes/trade-ins'
import { staffSessionRoutes } from './routes/staff-session'
import { staffAccountRoutes } from './routes/staff-accounts'
import { staffAuditLogRoutes } from './routes/staff-audit-log'
import { staffPdplRoutes } from './routes/staff-pdpl'
import { staffInboxRoutes } from './routes/staff-inbox'
import { staffOrderRoutes } from './routes/staff-orders'
import { staffPlacedOrderRoutes } from './routes/staff-placed-orders'
import { staffNewsRoutes } from './routes/staff-news'
import { staffJobRoutes } from './routes/staff-jobs'
import { staffOfferRoutes } from './routes/staff-offers'
import { staffDealerRoutes } from './routes/staff-dealer'
import { newsletterRoutes } from './routes/newsletters'
import { carPhotoRoutes } from './routes/car-photos'
import { inventoryRoutes } from './routes/inventory'
import { reservationRoutes } from './routes/reservations'
import { appConfig, getEnv } from '../../app.config'
import { moyasarSandbox } from '../server/payments/moyasar-sandbox-store.server'
import { testDriveRoutes } from './routes/test-drives'

/** Every route this storefront's API ships, in matching order (`/cars/by-ids` before `/cars/:id`). */
export const dealerApiRoutes: RouteDefinition[] = [
  healthRoute,
  readinessRoute,
  csrfRoute,
  ...catalogueRoutes,
  ...contentRoutes,
  sitemapRoute,
  ...orderRoutes(),
  ...buyerOrderRoutes(),
  ...contactRoutes,
  ...subscriptionRoutes,
  ...alertRoutes(),
  ...jobApplicationRoutes,
  ...tradeInRoutes(),
  ...staffSessionRoutes,
  ...staffAccountRoutes,
  ...staffAuditLogRoutes,
  ...staffPdplRoutes,
  ...staffInboxRoutes,
  ...staffOrderRoutes(),
  ...staffPlacedOrderRoutes(),
  ...staffNewsRoutes,
  ...staffJobRoutes,
  ...staffOfferRoutes,
  ...staffDealerRoutes,
  ...newsletterRoutes,
  ...carPhotoRoutes,
  ...inventoryRoutes,
  ...reservationRoutes(),
  ...testDriveRoutes(),
]
dealerApiRoutes.push(openApiRoute(() => dealerApiRoutes))

/** The embedded dealer API with every route this storefront ships. */
export const dealerApiApp = createDealerApiApp(dealerApiRoutes, {
  database: getDbHandle,
  // Without Moyasar's keys the app pays through its own sandbox (decision 0101), served here.
  mounts: getEnv().MOYASAR_SECRET_KEY
    ? []
    : [{ prefix: appConfig.payments.sandboxPath, fetch: (request) => moyasarSandbox().fetch(request) }],
})
