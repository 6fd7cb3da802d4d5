/**
 * The build's descriptor (src/lib/build/build-info.ts) derived from what is built, never from the
 * clock: two machines building the same tree get the same id, so a page from one never announces
 * a "new build" because another machine built the same commit a minute later (decision 0061).
 * Runs under Node 22 with type stripping, so only erasable TypeScript is allowed here.
 */
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

/** What the bundles are made of: the app's sources, its static files, the build's configuration and the locked dependencies. */
export const buildInputs = [
  'src',
  'public',
  'locales',
  'app.config.ts',
  'lingui.config.ts',
  'package-lock.json',
  'tsconfig.json',
  'vite.config.ts',
  'scripts/vite-plugins.ts',
  'scripts/build-id.ts',
]

/**
 * Files that do not change what is built: tests and fixtures, and the route tree, which the build
 * regenerates from the route files (already inputs) after this id is taken.
 */
const notAnInput = /(\.test\.tsx?|\.fixture\.ts|(^|\/)routeTree\.gen\.ts)$/

export type BuildDescriptor = { id: string; builtAt: number }

/** Every input file under `root`, as sorted slash-separated paths relative to it. */
export function listBuildInputs(root: string, inputs: readonly string[] = buildInputs): string[] {
  const files: string[] = []
  for (const input of inputs) {
    const path = join(root, input)
    if (!existsSync(path)) continue
    if (statSync(path).isFile()) {
      files.push(input)
      continue
    }
    for (const entry of readdirSync(path, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue
      const file = relative(root, join(entry.parentPath, entry.name)).split(sep).join('/')
      if (!file.split('/').includes('node_modules')) files.push(file)
    }
  }
  return files.filter((file) => !notAnInput.test(file)).sort()
}

/** A hash of the inputs' names and bytes: the same tree gives the same id on any machine, at any time. */
export function contentId(root: string, inputs: readonly string[] = buildInputs): string {
  const hash = createHash('sha256')
  for (const file of listBuildInputs(root, inputs)) {
    hash.update(`${file}\0`)
    hash.update(readFileSync(join(root, file)))
    hash.update('\0')
  }
  return hash.digest('hex').slice(0, 16)
}

/**
 * When the build's sources were made, for ordering builds in a rolling deploy (an older one must not
 * send visitors backwards): SOURCE_DATE_EPOCH when set (the reproducible-builds convention, in
 * seconds), else the time of the commit checked out, else 0.
 */
export function sourceTime(root: string, environment: NodeJS.ProcessEnv = process.env): number {
  const epoch = environment.SOURCE_DATE_EPOCH
  if (epoch && /^\d+$/.test(epoch)) return Number(epoch) * 1000
  try {
    const seconds = execFileSync('git', ['log', '-1', '--format=%ct', 'HEAD'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim()
    if (/^\d+$/.test(seconds)) return Number(seconds) * 1000
  } catch {
    // Building from an archive without git history: the content alone names the build.
  }
  return 0
}

export function describeBuild(root: string, environment: NodeJS.ProcessEnv = process.env): BuildDescriptor {
  return { id: contentId(root), builtAt: sourceTime(root, environment) }
}
