import { cpSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { contentId, describeBuild, listBuildInputs, sourceTime } from './build-id.ts'

const roots: string[] = []
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })))

/** A tree shaped like the project's, outside any git repository. */
function makeTree(): string {
  const root = mkdtempSync(join(tmpdir(), 'build-id-'))
  roots.push(root)
  mkdirSync(join(root, 'src/routes'), { recursive: true })
  mkdirSync(join(root, 'public'), { recursive: true })
  writeFileSync(join(root, 'src/routes/index.tsx'), 'export const page = 1\n')
  writeFileSync(join(root, 'src/routes/index.test.tsx'), 'test\n')
  writeFileSync(join(root, 'src/routeTree.gen.ts'), '// generated\n')
  writeFileSync(join(root, 'public/favicon.svg'), '<svg/>')
  writeFileSync(join(root, 'package-lock.json'), '{}')
  return root
}

describe('the build id (decision 0061)', () => {
  it('is the same for two copies of one tree, made at different times on different paths', () => {
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z') })
    const first = makeTree()
    const idThen = describeBuild(first, { SOURCE_DATE_EPOCH: '1790000000' })
    vi.setSystemTime(new Date('2026-06-01T12:34:56Z'))
    const second = mkdtempSync(join(tmpdir(), 'build-id-copy-'))
    roots.push(second)
    cpSync(first, second, { recursive: true })
    // Another machine's checkout: other modification times too.
    utimesSync(join(second, 'src/routes/index.tsx'), new Date(0), new Date(0))
    expect(describeBuild(second, { SOURCE_DATE_EPOCH: '1790000000' })).toEqual(idThen)
    vi.useRealTimers()
  })

  it('changes with any byte or name of what is built', () => {
    const root = makeTree()
    const before = contentId(root)
    writeFileSync(join(root, 'src/routes/index.tsx'), 'export const page = 2\n')
    const edited = contentId(root)
    expect(edited).not.toBe(before)
    writeFileSync(join(root, 'public/robots.txt'), '')
    expect(contentId(root)).not.toBe(edited)
  })

  it('ignores tests and the route tree the build regenerates', () => {
    const root = makeTree()
    const before = contentId(root)
    writeFileSync(join(root, 'src/routes/index.test.tsx'), 'another test\n')
    writeFileSync(join(root, 'src/routeTree.gen.ts'), '// regenerated\n')
    expect(contentId(root)).toBe(before)
    expect(listBuildInputs(root)).toEqual(['package-lock.json', 'public/favicon.svg', 'src/routes/index.tsx'])
  })

  it('orders builds by the sources’ time, never the clock', () => {
    const root = makeTree()
    expect(sourceTime(root, { SOURCE_DATE_EPOCH: '1790000000' })).toBe(1_790_000_000_000)
    // Not a git repository and no epoch: 0, not now.
    expect(sourceTime(root, {})).toBe(0)
  })

  it('is stable for this repository’s own tree', () => {
    const root = join(import.meta.dirname, '..')
    expect(describeBuild(root)).toEqual(describeBuild(root))
    expect(describeBuild(root).id).toMatch(/^[0-9a-f]{16}$/)
  })
})
