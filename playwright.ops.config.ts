import { defineConfig } from '@playwright/test'
import suite from './playwright.config'
import { appPort as port } from './tests/e2e/servers'
import { opsSpecDir } from './tests/tiers'

/**
 * `npm run test:ops`'s browser half (tests/tiers.ts): the deployment specs, each starting the
 * servers, databases and proxy it tests, so none of the suite's shared servers is started here.
 * Same browser and reporters as the suite (playwright.config.ts); a longer bound per test.
 */
export default defineConfig({
  ...suite,
  outputDir: `test-results/ops-${port}`,
  // A deployment spec's test starts processes, floods and waits for signals: the bound the whole
  // suite had before it shared one server (decision 0066), kept for these alone.
  timeout: 45_000,
  webServer: undefined,
  testDir: opsSpecDir,
  projects: [{ name: 'ops' }],
})
