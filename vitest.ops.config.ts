import { defineConfig } from 'vitest/config'
import { opsUnitTests } from './tests/tiers.ts'

/**
 * `npm run test:ops`'s node half (tests/tiers.ts): the reproducible build (two client builds), the
 * dev server's client graph, the cluster's processes and the operator's scripts. They build, serve
 * or run the app themselves, so nothing of vitest.config.ts's plugins is needed here; their
 * databases are migrated on open (no templates). One file at a time: each keeps both cores busy.
 */
export default defineConfig({
  test: {
    name: 'ops',
    environment: 'node',
    include: opsUnitTests,
    fileParallelism: false,
    // The reproducible build's test gives itself longer; the rest keep the suite's bound.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
