/**
 * Which tests run in which tier (docs/decisions/0074). `npm test` is what a developer runs after
 * each change; `npm run test:ops` holds the checks of how the product is deployed and built, which a
 * change to a page or a rule does not touch: CI runs both. The configurations read these (playwright.config.ts and playwright.ops.config.ts,
 * vitest.config.ts and vitest.ops.config.ts), so a test is in exactly one tier.
 */

/**
 * The deployment specs' folder: each starts the deployment it checks (a cluster, nginx with TLS,
 * floods, signals). The suite's specs are in tests/e2e and tests/http.
 */
export const opsSpecDir = 'tests/ops'

/**
 * Node tests of how the product is built, deployed and operated, each starting processes of its
 * own: two production builds, a dev server, a cluster's primary and workers, and the operator's
 * scripts (backup and restore, creating a staff account) run as an operator runs them.
 */
export const opsUnitTests: string[] = [
  'scripts/reproducible-build.test.ts',
  'scripts/dev-client-graph.test.ts',
  'server/cluster.test.ts',
  'scripts/db-backup.test.ts',
  'scripts/staff-create.test.ts',
]
