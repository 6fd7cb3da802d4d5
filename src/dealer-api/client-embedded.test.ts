import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { defineOperation, type HttpMethod } from '../contract/operation'
import { createDealerApiApp } from './app'
import { createDealerApiClient } from './client'
import { implement } from './route-kit'
import { csrfRoute } from './routes/system'

/**
 * The storefront's own client as pages get it (`getDealerApi`): over HTTP at DEALER_API_URL, or
 * calling the embedded dealer-API app in the process; and the client against the real app's CSRF
 * check. Apart from client.test.ts because these import the dealer-API app, which the client's
 * rules do not need (mutation testing reruns that file for every mutant).
 */
const anyObject = z.record(z.string(), z.unknown())
const testOperation = (method: HttpMethod, path: string) =>
  defineOperation({ method, path, operationId: `${method}${path}`, summary: 'test', tag: 'test', response: anyObject })
const getSettings = testOperation('get', '/settings')

let server: Server
let baseURL: string
const seen: { url: string }[] = []
let respond: (req: IncomingMessage, res: ServerResponse) => void

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ url: req.url ?? '' })
    req.resume()
    req.on('end', () => respond(req, res))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'Content-Type': 'application/json' })
  res.end(JSON.stringify(body))
}

// Each test needs well under a second; a change that leaves a call hanging fails in 3, not at
// vitest's 5 s or the mutation runner's 20 s.
describe('the storefront client in process', { timeout: 3000 }, () => {
  afterEach(() => {
    vi.doUnmock('./server-app')
    vi.unstubAllEnvs()
    vi.resetModules()
  })

  async function inProcessClient(
    fetch: (request: Request, context: { clientAddress?: string; visitorOrigin?: string }) => Promise<Response>,
  ) {
    vi.resetModules()
    vi.stubEnv('DEALER_API_URL', '')
    vi.stubEnv('DEALER_API_TIMEOUT_MS', '100')
    vi.doMock('./server-app', () => ({ dealerApiApp: { fetch } }))
    const { getDealerApi } = await import('./client')
    // The fresh module graph has its own request context.
    const context = await import('../server/request-context')
    return { api: getDealerApi(), runWithRequestId: context.runWithRequestId }
  }

  it("calls the embedded API app with the visitor's address and page origin as its context", async () => {
    const seenInProcess: { url: string; clientAddress?: string; visitorOrigin?: string }[] = []
    const { api, runWithRequestId } = await inProcessClient(async (request, context) => {
      seenInProcess.push({ url: request.url, clientAddress: context.clientAddress, visitorOrigin: context.visitorOrigin })
      return Response.json({ inProcess: true })
    })
    const call = () => api.call(getSettings, { locale: 'ar' })
    await expect(runWithRequestId('page-request-3', call, '203.0.113.9', 'https://cars.example.sa')).resolves.toEqual({ inProcess: true })
    expect(seenInProcess).toEqual([
      { url: 'http://dealer-api.internal/api/settings', clientAddress: '203.0.113.9', visitorOrigin: 'https://cars.example.sa' },
    ])
  })

  it('drops its kept answers when a staff edit is relayed to the process', async () => {
    let calls = 0
    const { api } = await inProcessClient(async () => {
      calls += 1
      return Response.json({ calls }, { headers: { 'Cache-Control': 'public, max-age=0, s-maxage=300' } })
    })
    await expect(api.call(getSettings, { locale: 'ar' })).resolves.toEqual({ calls: 1 })
    await expect(api.call(getSettings, { locale: 'ar' })).resolves.toEqual({ calls: 1 })
    // The database's notification as the thread holding the database relays it to every thread.
    const { startContentChangeRelay } = await import('../server/content-changes.server')
    let notify: (payload: string) => void = () => {}
    const stop = await startContentChangeRelay({
      listen: async (_channel, onNotify) => {
        notify = onNotify
        return async () => {}
      },
    })
    try {
      notify('news')
      await vi.waitFor(async () => expect(await api.call(getSettings, { locale: 'ar' })).toEqual({ calls: 2 }), {
        timeout: 2000,
        interval: 20,
      })
    } finally {
      await stop()
    }
  })

  it('stops waiting for the embedded app at the timeout, though its handler cannot be interrupted', async () => {
    let calls = 0
    const { api } = await inProcessClient(() => {
      calls += 1
      return new Promise<Response>(() => undefined)
    })
    const started = Date.now()
    await expect(api.call(getSettings, { locale: 'ar' })).rejects.toMatchObject({ status: 504, code: 'unavailable' })
    expect(Date.now() - started).toBeLessThan(1000)
    expect(calls).toBe(2)
  })
})

describe('the storefront client', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
    vi.resetModules()
  })

  it('calls the API over HTTP at DEALER_API_URL when it is set, with or without a trailing slash', async () => {
    vi.resetModules()
    vi.stubEnv('DEALER_API_URL', `${baseURL.replace(/\/api$/, '')}//`)
    const { getDealerApi } = await import('./client')
    respond = (_req, res) => json(res, 200, { remote: true })
    const api = getDealerApi()
    expect(getDealerApi()).toBe(api)
    await expect(api.call(getSettings, { locale: 'en' })).resolves.toEqual({ remote: true })
    expect(seen.map((request) => request.url)).toEqual(['/api/settings'])
  })
})

describe('dealer API client against the dealer API app', () => {
  const saveOperation = defineOperation({ ...testOperation('post', '/notes'), body: z.object({ a: z.number() }) })
  let saved = 0
  let secret = 'the-first-signing-key-of-this-test-0001'
  const app = createDealerApiApp([csrfRoute, implement(saveOperation, () => ({ saved: ++saved }))], {
    database: () => Promise.reject(new Error('no database in this test')),
    csrfSecret: async () => secret,
  })
  const inProcess = () =>
    createDealerApiClient({
      baseURL: 'http://dealer-api.internal/api',
      timeoutMs: 2000,
      fetch: async (input, init) => app.fetch(new Request(input, init)),
    })

  it('passes the signed check with the token it was issued, and recovers once when the signing key changes', async () => {
    const api = inProcess()
    await expect(api.call(saveOperation, { locale: 'ar', body: { a: 1 } })).resolves.toEqual({ saved: 1 })
    secret = 'the-second-signing-key-of-this-test-02'
    // The old token is refused before the handler runs; the re-sent call runs it exactly once.
    await expect(api.call(saveOperation, { locale: 'ar', body: { a: 2 } })).resolves.toEqual({ saved: 2 })
    expect(saved).toBe(2)
  })
})
