/**
 * The architecture's import direction (docs/decisions/0037-layers-checked-by-lint.md), checked:
 *
 *   routes → features → dealer-api client ⇢ dealer API (app, routes) → domain → server
 *   contract/, lib/ and app.config.ts at the bottom; components/ serve routes and features.
 *
 * A zone names the files it governs (`target`) and what they may not import (`from`).
 */
import { layersPlugin } from './eslint-rules/layer-imports.js'

const above = {
  routes: './src/routes',
  features: './src/features',
  components: './src/components',
  dealerApi: './src/dealer-api',
  domain: './src/domain',
  server: './src/server',
}

const zones = [
  {
    target: ['./src/contract', './src/lib', './app.config.ts'],
    from: Object.values(above),
    message: 'contract/, lib/ and app.config.ts are the bottom layer: they import only each other.',
  },
  {
    target: './src/components',
    from: [above.routes, above.features, above.dealerApi, above.domain, above.server],
    message: 'A shared component knows no feature and nothing server-side: take data through props or slots.',
  },
  {
    target: './src/features',
    from: [above.routes, above.domain, above.dealerApi, above.server],
    except: ['./client.ts'],
    message: 'Features reach the dealer only through the one client (src/dealer-api/client.ts).',
  },
  {
    target: './src/routes',
    from: [above.domain, above.dealerApi, above.server],
    message: 'Routes compose features; data comes through feature queries and server functions.',
  },
  {
    target: ['./src/dealer-api/client.ts', './src/dealer-api/csrf.ts'],
    from: [above.routes, above.features, above.components, above.domain, './src/server/db'],
    message: 'The client is the seam: it speaks HTTP to the dealer API and knows nothing above it.',
  },
  {
    target: './src/dealer-api',
    from: [above.routes, above.features, above.components],
    message: 'The dealer API serves every client; it never knows a screen.',
  },
  {
    target: './src/domain',
    from: [above.routes, above.features, above.components, above.dealerApi],
    message: 'Business rules know neither screens nor HTTP.',
  },
  {
    target: './src/server',
    from: [above.routes, above.features, above.components, above.dealerApi, above.domain],
    message: 'Infrastructure is the lowest layer above contract/ and lib/.',
  },
]

/**
 * Features and what each may use of the others, an acyclic list: a favourite is a saved car id
 * (the catalogue shows the heart and the wishlist), the finance page reuses the car page's
 * calculator. Anything else is composed in a route, or moved down to components/ or lib/.
 */
export const featureDependencies = {
  favorites: [],
  site: [],
  // Link-preview cards (decision 0059): the car, offer and article heads name their card.
  previews: [],
  // The comparison's list is kept like the favourites (the same store, its own key); the cards,
  // the car page and the favourites add to it, and the catalogue renders its table.
  compare: ['favorites'],
  catalogue: ['favorites', 'previews', 'compare'],
  content: ['catalogue', 'previews'],
  // The order forms pick a car (catalogue) in a city, with a partner bank (content).
  orders: ['catalogue', 'content'],
  // "My orders" (decision 0099) shows each order as tracking does.
  'my-orders': ['orders', 'alerts'],
  // The apply form sits on the jobs page (content), which the route composes.
  'job-applications': [],
  contact: [],
  // The footer's sign-up sits in the site layout, which the route composes.
  subscriptions: [],
  alerts: [],
  // The back office: `staff` is its frame (sign-in, guard, the API as a staff member, the inbox
  // lists, the orders' statuses as staff read them); each desk uses it, never the other way round.
  // The dashboard's chart of orders by buyer names the buyer types as the order forms do.
  staff: ['orders'],
  'staff-orders': ['staff', 'orders'],
  'staff-dealer': ['staff'],
  newsletters: ['staff'],
  'staff-car-photos': ['staff', 'catalogue'],
  // An offer's picture may be a body type's drawing, named as the catalogue names body types.
  'staff-offers': ['staff', 'catalogue'],
  // A position's employment type reads as on the jobs page.
  'staff-jobs': ['staff', 'content'],
  // The editor previews an article with the article page's own body.
  'news-editor': ['staff', 'content'],
  // The inventory editor picks branches as the dealer settings name them, and shows cars as the catalogue does.
  'staff-inventory': ['staff', 'catalogue', 'staff-dealer'],
  'staff-audit': ['staff'],
  // The PDPL desk (decision 0089) downloads its export the way the inbox downloads a CV.
  'staff-pdpl': ['staff'],
  // "Value my car" (decision 0102) takes the order forms' city box and code-step flow.
  'trade-in': ['orders'],
  // The back office's trade-in desk names conditions and states as the buyer's pages do.
  'staff-trade-ins': ['staff', 'trade-in'],
  // Reserving a car (decision 0101): the car page composes its button; its pages show amounts as the catalogue does.
  reservations: ['catalogue'],
  'staff-reservations': ['staff', 'reservations'],
  // Test drives (decision 0100): the booking from a car page, and the back office's calendar.
  'test-drives': [],
  'staff-test-drives': ['staff'],
}
/**
 * A cycle in `uses` (`['a', 'b', 'a']`), or null: features that use each other cannot be told apart
 * as layers, and each change to one risks the other. Checked when the lint loads, and by
 * eslint.layers.test.ts.
 */
export function featureCycle(uses) {
  const done = new Set()
  const visit = (name, path) => {
    if (path.includes(name)) return [...path.slice(path.indexOf(name)), name]
    if (done.has(name)) return null
    for (const used of uses[name] ?? []) {
      const cycle = visit(used, [...path, name])
      if (cycle) return cycle
    }
    done.add(name)
    return null
  }
  for (const name of Object.keys(uses)) {
    const cycle = visit(name, [])
    if (cycle) return cycle
  }
  return null
}
const cycle = featureCycle(featureDependencies)
if (cycle) throw new Error(`eslint.layers.js: the features use each other in a cycle: ${cycle.join(' → ')}`)

const featureZones = Object.entries(featureDependencies).map(([name, uses]) => ({
  target: `./src/features/${name}`,
  from: './src/features',
  except: [`./${name}`, './api-call.ts', ...uses.map((used) => `./${used}`)],
  message: `A feature imports only the features it is declared to use (eslint.layers.js): compose others in a route.`,
}))

export const layerRules = [
  {
    files: ['src/**/*.{ts,tsx}', 'app.config.ts'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/routeTree.gen.ts'],
    plugins: { layers: layersPlugin },
    rules: {
      'layers/no-restricted-paths': ['error', { zones: [...zones, ...featureZones] }],
      'layers/declared-feature': ['error', { features: Object.keys(featureDependencies) }],
    },
  },
  {
    // Server routes that are endpoints, not pages: the dealer API's mount point for outside
    // callers, and files made on the server (build descriptor, sitemap, robots.txt, news covers,
    // link-preview cards).
    files: [
      'src/routes/api/**',
      'src/routes/[[]_]build/**',
      'src/routes/sitemap[[].]xml.ts',
      'src/routes/robots[[].]txt.ts',
      'src/routes/media/**',
      'src/routes/og/**',
    ],
    rules: { 'layers/no-restricted-paths': 'off' },
  },
]
