import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { opsSpecs, opsUnitTests } from './tiers'

const root = fileURLToPath(new URL('..', import.meta.url))
const specs = readdirSync(`${root}tests/e2e`).map((name) => `${root}tests/e2e/${name}`)
const httpChecks = readdirSync(`${root}tests/http`).filter((name) => name.endsWith('.http.ts'))

describe('the test tiers (tests/tiers.ts)', () => {
  // A renamed file would quietly move back into `npm test`, or a pattern take a second spec with it.
  it('name each deployment spec once, and a file that exists', () => {
    for (const pattern of opsSpecs)
      expect(
        specs.filter((spec) => pattern.test(spec)),
        String(pattern),
      ).toHaveLength(1)
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
