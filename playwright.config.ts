import { defineConfig } from '@playwright/test'
import { chromiumArgs, testChromiumPath } from './tests/chromium-args'
import { appPort as port, brokenApiPort, latestBuildFile } from './tests/e2e/servers'

const interactionSpeedSpec = /interaction-speed\.spec\.ts$/
const httpChecks = /\.http\.ts$/
const staffSessionsSetup = /staff-sessions\.setup\.ts$/
/**
 * The suite's Chromium keeps fewer processes (decision 0090, amended): the pages are all on one
 * origin, so site isolation only adds renderers, and one renderer process is shared where Chromium
 * can share one. The timing project keeps the browser a visitor has.
 */
const suiteChromiumArgs = [
  ...chromiumArgs,
  '--disable-site-isolation-trials',
  '--renderer-process-limit=1',
  // Fewer frames and fewer threads to draw them (decision 0090, amended 2026-11-30): scrolls jump,
  // one raster thread, images decoded once while drawn, animations on the page's own thread.
  '--num-raster-threads=1',
  '--disable-smooth-scrolling',
  '--disable-checker-imaging',
  '--disable-threaded-animation',
]
/**
 * The suite's pages as a visitor who asked for less motion sees them: no scroll-in animations or
 * transitions to draw frame by frame (decision 0090, amended). scroll-animation.spec.ts asks for
 * motion where motion is what it checks.
 */
const suiteUse = { reducedMotion: 'reduce' } as const

export default defineConfig({
  testDir: 'tests/e2e',
  // One folder per port: runs side by side (E2E_PORT) do not clear each other's traces.
  outputDir: `test-results/${port}`,
  fullyParallel: true,
  // Two workers in all, but one browser at a time (the `chromium` project's own limit): the HTTP
  // checks run beside the browser specs, and the machine's two cores are not asked for more
  // runnable threads than they have (decision 0090, amended 2026-11-30 (last)).
  workers: Number(process.env.E2E_WORKERS) || 2,
  retries: 0,
  // Playwright's own bound per test. On an idle machine the slowest test took 11.8 s (decision
  // 0075), so 30 s leaves room for the 2-core machine's drift of 25-50% between runs. The 10 s for
  // a web-first assertion stays: some wait on the outbox's round or the page cache's clearing.
  // What a visitor must get fast is held by its own tests (interaction-speed, Lighthouse bench).
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'line' : 'list',
  projects: [
    // Writes each role's signed-in browser state (tests/e2e/staff-sessions.ts) for the staff specs.
    { name: 'staff-sessions', testMatch: staffSessionsSetup, use: suiteUse },
    // The deployment specs (tests/tiers.ts) run in `npm run test:ops` (playwright.ops.config.ts).
    // One browser at a time: Chromium, its renderer, the suite server's threads and the test's
    // worker are about 3.8 runnable threads per browser test. Two browser workers took the tier
    // from 330 to 233 s but the load average from 2.7 to 4.9 on two cores (issue 33 asks 4 or
    // less); E2E_BROWSER_WORKERS=2 for a quicker run on a machine with more cores.
    {
      name: 'chromium',
      testIgnore: interactionSpeedSpec,
      dependencies: ['staff-sessions'],
      use: suiteUse,
      workers: Number(process.env.E2E_BROWSER_WORKERS) || 1,
    },
    // What the server answers over HTTP, without a browser (tests/http/*.http.ts, decision 0074):
    // the same shared servers, the `request` fixture only; tests/http/fixtures.ts fails a test
    // that asks for a browser.
    { name: 'http', testDir: 'tests/http', testMatch: httpChecks },
    // Timing the page's answer to a tap on a 4x slower CPU needs the machine to itself: it runs
    // after every other test, one test at a time.
    {
      name: 'alone',
      testMatch: interactionSpeedSpec,
      dependencies: ['chromium', 'http'],
      use: { launchOptions: { executablePath: testChromiumPath, args: chromiumArgs } },
    },
  ],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: { executablePath: testChromiumPath, args: suiteChromiumArgs },
    // No trace: it is recorded for every test (kept or dropped only at the end), and with it the
    // browser tier took 370 s against 296 s without, in one hour (decision 0090, amended
    // 2026-11-30). A failing test keeps its picture and the page's accessibility snapshot
    // (error-context.md); `--trace retain-on-failure` records one for a test being debugged.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: [
    {
      // The production build on its own port and its own embedded database (copied from the
      // suite's template: tests/e2e/data-dir.ts), its SMS, mail and webhook deliveries in a sink the
      // specs read by recipient (tests/e2e/suite-server.ts, deliveries.ts), behind TRUST_PROXY so
      // each test can be a client address of its own (visitors.ts).
      command: 'exec node tests/e2e/suite-server.ts',
      url: `http://localhost:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      // BUILD_INFO_FILE lets build-reload.spec.ts announce a "new build" without rebuilding.
      env: {
        PORT: String(port),
        DATA_DIR: `.test-data/e2e-${port}`,
        // One render thread, as a spec's own server (own-server.ts): pages still render off the
        // main thread, and each thread fewer is one runnable thread fewer, and about 1 CPU-s a
        // minute less even idle, on a 2-core machine bound by CPU (decision 0090, amended).
        RENDER_WORKERS: '1',
        BUILD_INFO_FILE: latestBuildFile,
      },
    },
    {
      // The same build pointed at a dealer API that is down, to see failures as a visitor would.
      // It trusts no proxy (no TRUST_PROXY): tests/http/host-policy.http.ts and csrf.http.ts check
      // there that a client's own X-Forwarded-Host and -Proto are ignored.
      command: `node tests/e2e/fresh-data-dir.ts .test-data/e2e-broken-${brokenApiPort} && exec node server/serve.ts`,
      url: `http://localhost:${brokenApiPort}/favicon.svg`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(brokenApiPort),
        DEALER_API_URL: 'http://127.0.0.1:9',
        DEALER_API_TIMEOUT_MS: '2000',
        RENDER_WORKERS: '1',
        DATA_DIR: `.test-data/e2e-broken-${brokenApiPort}`,
        NODE_ENV: 'production',
        LOG_LEVEL: 'error',
      },
    },
  ],
})
