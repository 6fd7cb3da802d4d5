/**
 * The API document as tools read it (issue 18): `/api/openapi.json` from the in-process app,
 * linted offline by Redocly with the repository's redocly.yaml (its recommended rules plus
 * descriptions everywhere) at zero errors and zero warnings, so an endpoint added later without
 * its words fails here.
 */
import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDealerApiApp } from './app'
import { dealerApiRoutes } from './server-app'

const run = promisify(execFile)
const redoclyCli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js')

/** JSON Schema 2020-12's formats and OpenAPI's own: what generators and validators understand. */
const standardFormats = new Set([
  'date-time',
  'date',
  'time',
  'duration',
  'email',
  'idn-email',
  'hostname',
  'idn-hostname',
  'ipv4',
  'ipv6',
  'uri',
  'uri-reference',
  'iri',
  'iri-reference',
  'uuid',
  'uri-template',
  'json-pointer',
  'relative-json-pointer',
  'regex',
  'int32',
  'int64',
  'float',
  'double',
  'password',
])

type Problem = { ruleId: string; severity: string; message: string; location: { pointer: string }[] }

/** Every `format` in the document, with where it is. */
function formatsIn(value: unknown, pointer = '#'): { pointer: string; format: string }[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => formatsIn(item, `${pointer}/${index}`))
  if (typeof value !== 'object' || value === null) return []
  return Object.entries(value).flatMap(([key, child]) =>
    key === 'format' && typeof child === 'string' ? [{ pointer, format: child }] : formatsIn(child, `${pointer}/${key}`),
  )
}

describe('the API document', () => {
  let document: Record<string, unknown>
  let dir: string

  beforeAll(async () => {
    // The document needs no database: building it must not touch one.
    const app = createDealerApiApp(dealerApiRoutes, {
      database: () => Promise.reject(new Error('the API document reads no database')),
      csrfSecret: async () => 'openapi-lint-test-secret-0123456789',
    })
    const answer = await app.fetch(new Request('http://api.test/api/openapi.json'))
    expect(answer.status).toBe(200)
    document = (await answer.json()) as Record<string, unknown>
    dir = await mkdtemp(join(tmpdir(), 'openapi-lint-'))
  })

  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  it('passes Redocly’s recommended rules, with every operation, parameter and tag described, at zero errors and warnings', async () => {
    const file = join(dir, 'openapi.json')
    await writeFile(file, JSON.stringify(document, null, 2))
    const lint = await run(process.execPath, [redoclyCli, 'lint', file, '--config', 'redocly.yaml', '--format=json'], {
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
      maxBuffer: 64 * 1024 * 1024,
    }).catch((error: { stdout?: string; stderr?: string }) => ({ stdout: error.stdout ?? '', stderr: error.stderr ?? '' }))
    const report = JSON.parse(lint.stdout) as { totals: { errors: number; warnings: number }; problems: Problem[] }
    const problems = report.problems.map(
      (problem) => `${problem.severity} ${problem.ruleId} at ${problem.location[0]?.pointer}: ${problem.message}`,
    )
    expect(problems).toEqual([])
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 })
  })

  it('uses standard string formats only (zod’s `starts_with` is written as a pattern)', () => {
    expect(formatsIn(document).filter(({ format }) => !standardFormats.has(format))).toEqual([])
  })

  it('declares each operation’s security: CSRF double submit for changes, a staff or buyer session where one is needed, none for public reads', () => {
    const paths = document.paths as Record<string, Record<string, { operationId: string; security?: Record<string, string[]>[] }>>
    for (const route of dealerApiRoutes) {
      const path = route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')
      const security = paths[path]?.[route.method]?.security
      // A server-to-server operation (a payment gateway's webhook) authenticates its caller itself (decision 0101).
      const expected = {
        ...(route.staff ? { staffSession: [] } : {}),
        ...(route.buyer ? { buyerSession: [] } : {}),
        ...(route.method === 'get' || route.serverToServer ? {} : { xsrfToken: [] }),
      }
      expect(security, route.operationId).toEqual(Object.keys(expected).length > 0 ? [expected] : [])
    }
  })
})
