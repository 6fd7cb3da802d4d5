import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'

/**
 * Two machines building one commit must name every browser file alike, or a page from one asks
 * the other for an asset it does not have (decision 0061). The browser build is what crosses
 * machines (each serves its own server bundle), so only it is built here: twice, from two copies
 * of the build's inputs on different paths, a second apart and in different time zones, with the
 * project's own vite.config.ts and plugins. In `npm run test:ops` (tests/tiers.ts), not in
 * `npm test`: two more builds have no place in the loop run after each change.
 */
const project = fileURLToPath(new URL('..', import.meta.url))
const buildInputs = [
  'src',
  'public',
  'locales',
  'scripts',
  'app.config.ts',
  'vite.config.ts',
  'lingui.config.ts',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
]
const roots: string[] = []
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })))

/** The build's inputs, copied once so both builds see the same bytes while others edit the tree. */
function copyOf(source: string, prefix: string): string {
  const root = mkdtempSync(join(tmpdir(), prefix))
  roots.push(root)
  for (const input of buildInputs) cpSync(join(source, input), join(root, input), { recursive: true })
  symlinkSync(join(project, 'node_modules'), join(root, 'node_modules'), 'dir')
  return root
}

const buildClient = `
import { createBuilder } from 'vite'
const root = process.cwd()
const builder = await createBuilder({ root, configFile: root + '/vite.config.ts', logLevel: 'error', cacheDir: root + '/.vite-cache' })
await builder.build(builder.environments.client)
`

function build(root: string, env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    // The copies have no git history: the build's time comes from SOURCE_DATE_EPOCH, as on a build machine.
    const child = spawn(process.execPath, ['--input-type=module', '-e', buildClient], {
      cwd: root,
      env: { ...process.env, SOURCE_DATE_EPOCH: '1790000000', NODE_ENV: 'production', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    let errors = ''
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()))
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the build in ${root} failed (${code}):\n${errors}`))))
  })
}

/** Every file of the browser build, by path, with a hash of its bytes. */
function clientFiles(root: string): Record<string, string> {
  const dir = join(root, 'dist/client')
  return Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry): [string, string] => {
        const file = join(entry.parentPath, entry.name)
        return [relative(dir, file), createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16)]
      })
      .sort(([a], [b]) => a.localeCompare(b)),
  )
}

describe('reproducible builds (decision 0061)', () => {
  it('gives the same browser files, by name and by bytes, on two paths at two moments', { timeout: 180_000 }, async () => {
    const first = copyOf(project, 'repro-build-a-')
    const second = copyOf(first, 'repro-build-elsewhere-')
    await Promise.all([
      build(first, { TZ: 'Asia/Riyadh' }),
      new Promise((resolve) => setTimeout(resolve, 1100)).then(() => build(second, { TZ: 'America/Los_Angeles' })),
    ])
    const files = clientFiles(first)
    expect(Object.keys(files).filter((name) => /^assets\/.+\.js$/.test(name)).length).toBeGreaterThan(20)
    expect(clientFiles(second)).toEqual(files)
  })
})
