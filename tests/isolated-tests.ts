import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'

/**
 * Which node test files must each run in a fresh worker (vitest.config.ts).
 *
 * Most files only call functions and open databases of their own, so they share workers: a new
 * worker per file re-imported the app's module graph 150 times and cost more CPU than the tests.
 * A file that changes what the process shares (its environment, a global, a signal handler, a
 * mocked or re-imported module, the clock) would leak that into the files after it in the same
 * worker, so it keeps a worker of its own. Read from the files' text on every run, so a new test
 * that does any of this is isolated without anyone remembering to list it.
 */
export const processWideChanges: RegExp[] = [
  /process\.env(\.\w+|\[[^\]]+\])\s*(=(?!=)|\?\?=|\|\|=)/, // writes the environment
  /delete\s+process\.env/,
  /Object\.assign\(\s*process\.env/,
  /vi\.(mock|doMock|unmock|stubGlobal|stubEnv|useFakeTimers|setSystemTime|spyOn)\(/, // module registry, globals, clock, spies
  /process\.(on|once|addListener|prependListener)\(/, // signal and exit handlers
  /await\s+import\(/, // a module loaded after the environment was set
  /globalThis(\.\w+|\[[^\]]+\])\s*=(?!=)/,
  /Object\.defineProperty\(\s*globalThis/,
]

/**
 * Test files matching `pattern` whose text makes a process-wide change: under `dirs` (relative to
 * `root`, searched through) and in `root` itself.
 */
export function testsNeedingIsolation(root: string, dirs: string[], pattern: RegExp): string[] {
  const files = [
    ...readdirSync(root, { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name),
    ...dirs.flatMap((dir) =>
      readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => relative(root, join(entry.parentPath, entry.name))),
    ),
  ]
  return files
    .filter((file) => pattern.test(file))
    .filter((file) => {
      const text = readFileSync(join(root, file), 'utf8')
      return processWideChanges.some((change) => change.test(text))
    })
    .sort()
}
