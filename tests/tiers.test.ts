import { existsSync, readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { opsSpecs, opsUnitTests } from './tiers'

const root = fileURLToPath(new URL('..', import.meta.url))
const specs = readdirSync(`${root}tests/e2e`).map((name) => `${root}tests/e2e/${name}`)

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
})
