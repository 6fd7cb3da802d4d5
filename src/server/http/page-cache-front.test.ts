import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { answerKeptPagesFirst } from './page-cache-front'
import type { KeptAnswer } from './page-cache'

let server: Server | undefined
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

async function start(answerIfKept: (request: Request) => KeptAnswer | null, answered: string[] = []) {
  server = createServer((_, response) => response.writeHead(404, { 'x-from': 'server' }).end('server'))
  answerKeptPagesFirst(server, {
    answerIfKept,
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
})
