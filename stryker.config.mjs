// Mutation testing (issue 20, decision 0044). Run it through `npm run test:mutation [-- <files>]`
// (scripts/mutation.ts), which narrows `mutate` and `testFiles` to the modules asked for and
// prints a score per module. The modules and their tests are listed in mutation/modules.json;
// survivors that change nothing observable are named in mutation/equivalent-mutants.md.
import { readFileSync } from 'node:fs'

const { modules } = JSON.parse(readFileSync(new URL('./mutation/modules.json', import.meta.url), 'utf8'))

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  // Worker threads start faster than forked processes; each mutant run still gets fresh modules.
  vitest: { configFile: 'vitest.config.ts', related: false, pool: 'threads' },
  // The TypeScript checker drops mutants that do not compile before any test runs, but on the
  // 2-core machine it costs about 2.5 s a mutant against 0.3 s for the tests (decision 0044), so it
  // is on only with `npm run test:mutation -- --typecheck <files>`. It compiles only the listed
  // modules and what they import (mutation/tsconfig.json, written by scripts/mutation.ts), so
  // half-written files elsewhere in a shared tree cannot stop it.
  checkers: [],
  tsconfigFile: 'mutation/tsconfig.json',
  typescriptChecker: { prioritizePerformanceOverAccuracy: true },
  mutate: Object.keys(modules),
  testFiles: [...new Set(Object.values(modules).flatMap((module) => module.tests))],
  coverageAnalysis: 'perTest',
  // Mutants of module-level code (tables, schemas, regular expressions) are left out: with the
  // vitest runner here they were reported as survivors even where a test fails on the same change
  // made by hand (emptying the refused-scheme set in safe-url.ts), so their score would be noise.
  // Those tables are pinned by direct tests instead (decision 0044).
  ignoreStatic: true,
  // Two cores: one test runner each; the checker shares them.
  concurrency: 2,
  timeoutMS: 20_000,
  // The previous run's results, committed, so a rerun retests only what changed.
  incremental: true,
  incrementalFile: 'mutation/incremental.json',
  // Not copied into the sandbox: what servers and browser tests leave (databases, and the backup
  // socket of a server that was killed, which cannot be copied and stopped the run), build output.
  ignorePatterns: ['data', '.test-data', 'dist', 'test-results', 'playwright-report', 'screenshots', '.tanstack', 'mutation/reports'],
  reporters: ['clear-text', 'html', 'progress'],
  htmlReporter: { fileName: 'mutation/reports/index.html' },
  clearTextReporter: { allowColor: true, logTests: false, reportMutants: true, reportScoreTable: true },
  thresholds: { high: 90, low: 85, break: null },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
}
