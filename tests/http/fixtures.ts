/**
 * The browserless tier (Playwright project `http`, docs/decisions/0074): checks of what the
 * production server answers, over HTTP, against the suite's shared server (`baseURL`). No test here
 * may open a browser: a test that asks for one (`page`, `context`, `browser`) fails at once, so a
 * check that needs a person's browser goes to tests/e2e instead.
 */
import { request as httpRequest } from 'node:http'
import { test as base, expect } from '@playwright/test'
import { appPort } from '../e2e/servers'
import { newClientAddress } from '../e2e/visitors'

export const test = base.extend<object, { browser: never }>({
  // Each test is a client address of its own (the shared server trusts X-Forwarded-For), so the
  // generated requests here never spend the per-address allowances of another test.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': newClientAddress() })
  },
  browser: [
    async ({}, _use) => {
      throw new Error('The http tier runs no browser: a test that needs one belongs in tests/e2e (the chromium project).')
    },
    { scope: 'worker' },
  ],
})

export { expect }

export type RawAnswer = { status: number; headers: Record<string, string | string[] | undefined>; body: string }

/**
 * One request sent with node:http, so the Host header and the request target go on the wire
 * exactly as written (fetch and Playwright's client resolve dot segments and set Host from the
 * URL). No Accept-Encoding unless given: plain bodies. `port` is the shared server's by default.
 */
export function rawRequest(
  target: string,
  { headers = {}, method = 'GET', port = appPort }: { headers?: Record<string, string>; method?: string; port?: number } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      { host: '127.0.0.1', port, method, path: target, headers: { host: `localhost:${port}`, ...headers }, setHost: false },
      (incoming) => {
        const chunks: Buffer[] = []
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
        incoming.on('end', () =>
          resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks).toString('utf8') }),
        )
        incoming.on('error', reject)
      },
    )
    outgoing.on('error', reject)
    outgoing.end()
  })
}
