/**
 * `node scripts/ensure-build.ts`: the production build in dist/, made only when the one there was
 * not made from the sources as they are now. `npm run test:e2e` and `npm run test:ops` both need
 * it; one run of both builds once (decision 0074). The build's own inputs decide (build-id.ts: the
 * same content id the build names itself with), so a change to a test alone reuses the build.
 *
 * After a build this writes the content id to dist/.built-from. A file in dist/ newer than that
 * stamp means another build ran since (`npm run build`, perhaps stopped half-way), so it builds again.
 * Runs under Node 22 with type stripping, so only erasable TypeScript is allowed here.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { contentId } from './build-id.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const dist = join(root, 'dist')
const stamp = join(dist, '.built-from')

/** Whether dist/ holds a whole build of exactly these sources, untouched since. */
function builtFrom(id: string): boolean {
  if (!existsSync(stamp) || readFileSync(stamp, 'utf8').trim() !== id) return false
  const stamped = statSync(stamp).mtimeMs
  for (const part of ['client', 'server']) {
    if (!existsSync(join(dist, part))) return false
    for (const entry of readdirSync(join(dist, part), { recursive: true, withFileTypes: true })) {
      if (entry.isFile() && statSync(join(entry.parentPath, entry.name)).mtimeMs > stamped) return false
    }
  }
  return true
}

const id = contentId(root)
if (builtFrom(id)) {
  process.stdout.write(`dist/ was built from these sources (${id}): reusing it\n`)
} else {
  rmSync(stamp, { force: true })
  execFileSync('vite', ['build'], { cwd: root, stdio: 'inherit' })
  writeFileSync(stamp, `${id}\n`)
}
