import { defineConfig } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './tests/chromium-args'
import { appPort as port, brokenApiPort, latestBuildFile } from './tests/e2e/servers'

export default defineConfig({
  testDir: 'tests/e2e',
  // One folder per port: runs side by side (E2E_PORT) do not clear each other's traces.
  outputDir: `test-results/${port}`,
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'retain-on-failure',
  },
  webServer: [
    {
      // The production build on its own port and its own embedded database (copied from the
      // suite's template: tests/e2e/data-dir.ts).
      command: `node tests/e2e/fresh-data-dir.ts .test-data/e2e-${port} && exec node server/serve.ts`,
      url: `http://localhost:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      // BUILD_INFO_FILE lets build-reload.spec.ts announce a "new build" without rebuilding.
      env: {
        PORT: String(port),
        DATA_DIR: `.test-data/e2e-${port}`,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        BUILD_INFO_FILE: latestBuildFile,
      },
    },
    {
      // The same build pointed at a dealer API that is down, to see failures as a visitor would.
      command: `node tests/e2e/fresh-data-dir.ts .test-data/e2e-broken-${brokenApiPort} && exec node server/serve.ts`,
      url: `http://localhost:${brokenApiPort}/favicon.svg`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(brokenApiPort),
        DEALER_API_URL: 'http://127.0.0.1:9',
        DEALER_API_TIMEOUT_MS: '2000',
        DATA_DIR: `.test-data/e2e-broken-${brokenApiPort}`,
        NODE_ENV: 'production',
        LOG_LEVEL: 'error',
      },
    },
  ],
})
