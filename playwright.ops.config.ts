import { defineConfig } from '@playwright/test'
import suite from './playwright.config'
import { appPort as port } from './tests/e2e/servers'
import { opsSpecs } from './tests/tiers'

/**
 * `npm run test:ops`'s browser half (tests/tiers.ts): the deployment specs, each starting the
 * servers, databases and proxy it tests, so none of the suite's shared servers is started here.
 * Same browser, bounds and reporters as the suite (playwright.config.ts).
 */
export default defineConfig({
  ...suite,
  outputDir: `test-results/ops-${port}`,
  webServer: undefined,
  projects: [{ name: 'ops', testMatch: opsSpecs }],
})
