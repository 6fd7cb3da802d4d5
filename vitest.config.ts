import { fileURLToPath } from 'node:url'
import { defineConfig, type Plugin } from 'vitest/config'
import viteReact from '@vitejs/plugin-react'
import babel from '@rolldown/plugin-babel'
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import { testsNeedingIsolation } from './tests/isolated-tests'
import { opsUnitTests } from './tests/tiers.ts'

const nodeTests = ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'server/**/*.test.ts', 'tests/*.test.ts', '*.test.ts']
// Files that change what a process shares keep a worker each; the rest share workers (tests/isolated-tests.ts).
const isolatedNodeTests = testsNeedingIsolation(fileURLToPath(new URL('.', import.meta.url)), ['src', 'scripts', 'server'], /\.test\.ts$/)
// The same for component tests: a file that mocks a module or fakes the clock keeps its own jsdom.
const isolatedDomTests = testsNeedingIsolation(fileURLToPath(new URL('.', import.meta.url)), ['src'], /\.test\.tsx$/)
// Builds and dev servers of their own run in `npm run test:ops` (vitest.ops.config.ts), not after each change.
const notInThisTier = [...opsUnitTests, '**/node_modules/**']

/**
 * Staff passwords are hashed cheaply in these tests (tests/cheap-password-hashing.ts): the staff
 * auth module gets that module where it imports production's scrypt. Only here, so the app and its
 * scripts can never use it; password-hashing.server.test.ts imports production's itself.
 */
function cheapStaffPasswordHashing(): Plugin {
  const path = (file: string) => fileURLToPath(new URL(file, import.meta.url))
  const staffAuth = path('./src/server/auth/staff-auth.server.ts')
  const production = path('./src/server/auth/password-hashing.server.ts')
  const cheap = path('./tests/cheap-password-hashing.ts')
  return {
    name: 'cheap-staff-password-hashing',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (importer !== staffAuth) return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      return resolved?.id === production ? cheap : null
    },
  }
}

export default defineConfig({
  plugins: [cheapStaffPasswordHashing(), viteReact(), lingui(), babel({ presets: [linguiTransformerBabelPreset()] })],
  define: { __BUILD_INFO__: JSON.stringify({ id: 'test-build', builtAt: 0 }) },
  test: {
    // Three files at a time on two cores: a data-layer suite waits on PostgreSQL or a timer for a
    // third of its time, so two workers kept the cores ~70% busy. The whole tier took 153-156 s
    // against 168-179 s with two (two alternated runs, 2026-11-30); four took 161 s.
    maxWorkers: 3,
    // Migrated and seeded databases that each suite's test database copies (testing.server.ts).
    globalSetup: ['./tests/db-templates.ts'],
    // Shorter under mutation testing (scripts/mutation.ts): a mutant that leaves a test waiting
    // forever then fails it in seconds instead of holding a runner until Stryker's own timeout.
    testTimeout: Number(process.env.VITEST_TEST_TIMEOUT_MS) || 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: nodeTests,
          exclude: [...isolatedNodeTests, ...notInThisTier],
          // One worker runs many files: importing the app's modules once per worker instead of once
          // per file halves the CPU of these suites. Each still opens databases of its own.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'node-isolated',
          environment: 'node',
          include: isolatedNodeTests,
          exclude: notInThisTier,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          exclude: isolatedDomTests,
          setupFiles: ['./tests/setup-dom.ts'],
          // One jsdom and one import of React and the router per worker, not per file: the 41 files
          // took 24 s of wall time each in their own, 9 s shared (their tests ~3 s in all).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom-isolated',
          environment: 'jsdom',
          include: isolatedDomTests,
          setupFiles: ['./tests/setup-dom.ts'],
        },
      },
    ],
  },
})
