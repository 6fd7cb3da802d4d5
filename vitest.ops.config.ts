import { defineConfig } from 'vitest/config'
import { opsUnitTests } from './tests/tiers.ts'

/**
 * `npm run test:ops`'s node half (tests/tiers.ts): the reproducible build (two client builds) and
 * the dev server's client graph. They build or serve the app themselves with the project's own
 * vite.config.ts, so nothing of vitest.config.ts's (plugins, database templates) is needed here.
 * One file at a time: each keeps both cores busy on its own.
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
