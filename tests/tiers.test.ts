import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { opsSpecDir, opsUnitTests } from './tiers'

const root = fileURLToPath(new URL('..', import.meta.url))
const httpChecks = readdirSync(`${root}tests/http`).filter((name) => name.endsWith('.http.ts'))

describe('the test tiers (tests/tiers.ts)', () => {
  // The ops configuration takes the folder's specs; an empty or renamed folder would check nothing.
  it('keep the deployment specs in their own folder', () => {
    expect(readdirSync(`${root}${opsSpecDir}`).filter((name) => name.endsWith('.spec.ts'))).toEqual(
      expect.arrayContaining(['cluster.spec.ts', 'graceful-shutdown.spec.ts', 'nginx-proxy.spec.ts', 'overload.spec.ts']),
    )
  })

  it('name node tests that exist', () => {
    for (const file of opsUnitTests) expect(existsSync(`${root}${file}`), file).toBe(true)
  })

  // tests/http/fixtures.ts fails a test that asks for a browser; any other `test` (./e2e/fixtures'
  // launches Chromium in every worker) would run a browser in the browserless tier unseen.
  it('give every check of the http project the browserless test of tests/http/fixtures.ts', () => {
    expect(httpChecks.length).toBeGreaterThan(0)
    for (const name of httpChecks) {
      const text = readFileSync(`${root}tests/http/${name}`, 'utf8')
      expect(text, name).toMatch(/^import \{[^}]*\btest\b[^}]*\} from '\.\/fixtures'$/m)
      expect(text, name).not.toMatch(/^import \{[^}]*\btest\b[^}]*\} from '(@playwright\/test|\.\.\/e2e\/fixtures)'/m)
    }
  })
})
