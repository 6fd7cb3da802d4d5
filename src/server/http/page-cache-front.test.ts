import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { answerKeptPagesFirst, type FrontAnswer } from './page-cache-front'
import type { KeptAnswer } from './page-cache'

let server: Server | undefined
afterEach(
  () =>
    new Promise<void>((resolve) => {
      if (!server) return resolve()
      server.close(() => resolve())
      // A client that gave up may leave its connection open for its keep-alive time.
      server.closeAllConnections()
    }),
)

async function start(
  answerIfKept: (request: Request) => KeptAnswer | null,
  answered: string[] = [],
  refuseIfBusy?: (request: Request) => FrontAnswer | null,
  refusalPauseMs?: number,
) {
  server = createServer((_, response) => response.writeHead(404, { 'x-from': 'server' }).end('server'))
  answerKeptPagesFirst(server, {
    answerIfKept,
    refuseIfBusy,
    refusalPauseMs,
    onAnswered: (pathname, method, status) => answered.push(`${method} ${pathname} ${status}`),
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

const kept: KeptAnswer = {
  status: 200,
  headers: [
    ['content-type', 'text/html'],
    ['x-page-cache', 'hit'],
    ['content-length', '5'],
  ],
  body: new TextEncoder().encode('<p/>!'),
}

describe('kept pages first', () => {
  it('answers a kept page itself, with its headers and bytes, and counts it', async () => {
    const seen: string[] = []
    const answered: string[] = []
    const base = await start((request) => {
      seen.push(request.url)
      return new URL(request.url).pathname === '/en' ? kept : null
    }, answered)
    const answer = await fetch(`${base}/en?x=1`)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('x-page-cache')).toBe('hit')
    expect(await answer.text()).toBe('<p/>!')
    expect(seen[0]).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/en\?x=1$/)
    expect(answered).toEqual(['GET /en 200'])
    // Anything not kept is the server's.
    const other = await fetch(`${base}/en/market`)
    expect(other.headers.get('x-from')).toBe('server')
  })

  it('leaves every other method, and a cache that fails to read the request, to the server', async () => {
    let asked = 0
    const base = await start(() => {
      asked++
      throw new Error('unreadable')
    })
    expect((await fetch(`${base}/en`, { method: 'POST', body: 'x' })).headers.get('x-from')).toBe('server')
    expect(asked).toBe(0)
    expect((await fetch(`${base}/en`)).headers.get('x-from')).toBe('server')
    expect(asked).toBe(1)
  })

  it('answers 304 and HEAD without a body', async () => {
    const base = await start(() => ({ ...kept, status: 304, body: null, headers: [['etag', '"a"']] }))
    const answer = await fetch(`${base}/en`)
    expect(answer.status).toBe(304)
    expect(answer.headers.get('etag')).toBe('"a"')
  })

  it('refuses a page it does not keep when told the renders are full, and asks only after the cache', async () => {
    const answered: string[] = []
    let busy = true
    const asked: string[] = []
    const busyAnswer: FrontAnswer = { status: 503, headers: [['retry-after', '5']], body: new TextEncoder().encode('busy') }
    const base = await start(
      (request) => (new URL(request.url).pathname === '/en' ? kept : null),
      answered,
      (request) => {
        asked.push(new URL(request.url).pathname)
        return busy ? busyAnswer : null
      },
    )
    // A kept page is answered even while the renders are full, and the refusal is not asked.
    expect((await fetch(`${base}/en`)).status).toBe(200)
    const refused = await fetch(`${base}/en/market?fuel=petrol`)
    expect(refused.status).toBe(503)
    expect(refused.headers.get('retry-after')).toBe('5')
    expect(await refused.text()).toBe('busy')
    busy = false
    expect((await fetch(`${base}/en/market?fuel=petrol`)).headers.get('x-from')).toBe('server')
    expect(asked).toEqual(['/en/market', '/en/market'])
    expect(answered).toEqual(['GET /en 200', 'GET /en/market 503'])
  })

  it('sends a refusal after its pause, and a kept page at once', async () => {
    const answered: string[] = []
    const busyAnswer: FrontAnswer = { status: 503, headers: [['retry-after', '5']], body: new TextEncoder().encode('busy') }
    const base = await start(
      (request) => (new URL(request.url).pathname === '/en' ? kept : null),
      answered,
      () => busyAnswer,
      300,
    )
    const timed = async (path: string) => {
      const startedAt = performance.now()
      const response = await fetch(`${base}${path}`)
      await response.arrayBuffer()
      return { status: response.status, ms: performance.now() - startedAt }
    }
    const refused = await timed('/en/market')
    expect(refused.status).toBe(503)
    expect(refused.ms).toBeGreaterThanOrEqual(290)
    const keptPage = await timed('/en')
    expect(keptPage.status).toBe(200)
    expect(keptPage.ms).toBeLessThan(250)
    expect(answered).toEqual(['GET /en/market 503', 'GET /en 200'])
  })

  it('sends nothing to a refused client that left during the pause', async () => {
    const answered: string[] = []
    const busyAnswer: FrontAnswer = { status: 503, headers: [['retry-after', '5']], body: new TextEncoder().encode('busy') }
    const base = await start(
      () => null,
      answered,
      () => busyAnswer,
      200,
    )
    const client = new AbortController()
    const leaving = fetch(`${base}/en/market`, { signal: client.signal }).catch(() => 'left')
    await new Promise((resolve) => setTimeout(resolve, 50))
    client.abort()
    expect(await leaving).toBe('left')
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(answered).toEqual([])
  })
})
