import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/**
 * At most three specs of `npm test` start a production server of their own (issue 33, decision
 * 0074): everything else runs on the suite's shared server, with data of its own. Specs are the
 * browser tier's (tests/e2e/*.spec.ts) and the http tier's (tests/http/*.http.ts). A spec counts when
 * it, or a local module it imports (however deeply), starts one: spawns `server/serve.ts` or the
 * suite server (own-server.ts, spawned-server.ts and the like). The deployment tier's specs
 * (tests/tiers.ts) start what they test, and are not counted.
 */
const maxSpecsWithOwnServers = 3

const e2e = fileURLToPath(new URL('./e2e/', import.meta.url))

/** A child process of the production server or of the suite server, started from this module's own text. */
function startsServerItself(text: string): boolean {
  const spawns = /\b(?:spawn|fork|execFile|exec)(?:Sync)?\s*\(/.test(text)
  const ofServer = /['"`](?:\.\/|\.\.\/)*(?:server\/serve|tests\/e2e\/suite-server|suite-server)\.ts['"`]/.test(text)
  return spawns && ofServer
}

/** The local modules `file` imports (`./x`, `../y`), as files. */
function localImports(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  const specifiers = [...text.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g)].map((match) => match[1]!)
  return specifiers
    .map((specifier) => resolve(dirname(file), specifier))
    .map((path) =>
      [path, `${path}.ts`, `${path}.tsx`, join(path, 'index.ts')].find((candidate) => candidate.endsWith('.ts') && existsSync(candidate)),
    )
    .filter((path): path is string => path !== undefined)
}

/** Whether `file` or a local module it imports starts a server of its own. */
function startsServer(file: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false
  seen.add(file)
  if (startsServerItself(readFileSync(file, 'utf8'))) return true
  return localImports(file).some((imported) => startsServer(imported, seen))
}

const http = fileURLToPath(new URL('./http/', import.meta.url))

/** The browser tier's specs and the browserless http tier's checks that `npm test` runs (playwright.config.ts). */
const suiteSpecs = [
  ...readdirSync(e2e)
    .filter((name) => name.endsWith('.spec.ts'))
    .map((name) => join(e2e, name)),
  ...(existsSync(http) ? readdirSync(http) : []).filter((name) => name.endsWith('.http.ts')).map((name) => join(http, name)),
]

describe('specs with a server of their own', () => {
  it(`are at most ${maxSpecsWithOwnServers} in npm test (the rest share the suite's server)`, () => {
    const starting = suiteSpecs.filter((spec) => startsServer(spec)).map((spec) => spec.slice(dirname(e2e).length + 1))
    expect(
      starting.length,
      `these ${starting.length} specs start servers of their own (at most ${maxSpecsWithOwnServers}): ${starting.join(', ')}`,
    ).toBeLessThanOrEqual(maxSpecsWithOwnServers)
  })

  // The count above is only as good as what it recognises.
  it('are recognised through the helpers that start servers, and not through those that do not', () => {
    expect(suiteSpecs.length).toBeGreaterThan(20)
    expect(startsServer(join(e2e, 'own-server.ts'))).toBe(true)
    expect(startsServer(join(e2e, 'spawned-server.ts'))).toBe(true)
    expect(startsServerItself(`spawn(process.execPath, ['server/serve.ts'], { env })`)).toBe(true)
    expect(startsServerItself(`spawn(process.execPath, [...clock, 'server/serve.ts'])`)).toBe(true)
    expect(startsServerItself(`import { startOwnServer } from './own-server'`)).toBe(false)
    for (const helper of ['fixtures.ts', 'staff-server.ts', 'deliveries.ts', 'visitors.ts', 'data-dir.ts'])
      expect(startsServer(join(e2e, helper)), helper).toBe(false)
    expect(startsServer(join(e2e, 'dealer-settings.spec.ts'))).toBe(true)
  })
})
