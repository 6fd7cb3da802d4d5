import { createServer, request as httpRequest, type Server } from 'node:http'
import { NodeRequest } from 'srvx/node'
import { afterEach, describe, expect, it } from 'vitest'
import { arrivalOf, stampArrivals, timeLeft } from './request-arrival'

describe('request arrival', () => {
  let server: Server | undefined
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

  it('is stamped when Node reads the request, before a listener added earlier runs', async () => {
    let clock = 1_000
    const seen: number[] = []
    server = createServer()
    // A listener that was there first (srvx's, the page cache's front) still sees the stamp.
    server.on('request', (req, res) => {
      clock = 5_000
      seen.push(arrivalOf(new NodeRequest({ req, res }) as unknown as Request, clock))
      res.end('ok')
    })
    stampArrivals(server, () => clock)
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as { port: number }
    await new Promise<void>((resolve, reject) => {
      httpRequest({ port, host: '127.0.0.1', path: '/' }, (res) => res.resume().on('end', resolve))
        .on('error', reject)
        .end()
    })
    expect(seen).toEqual([1_000])
  })

  it('of a request no stamped server read (a render thread\u2019s copy, a test\u2019s) is now', () => {
    expect(arrivalOf(new Request('http://localhost/en'), 7_000)).toBe(7_000)
    // srvx's request on a runtime other than Node's carries no Node request.
    expect(arrivalOf(Object.assign(new Request('http://localhost/en'), { runtime: {} }), 7_000)).toBe(7_000)
  })

  it('leaves what the deadline has not spent since arrival', () => {
    expect(timeLeft(10_000, 1_000, 1_000)).toBe(10_000)
    expect(timeLeft(10_000, 1_000, 9_500)).toBe(1_500)
    expect(timeLeft(10_000, 1_000, 11_000)).toBe(0)
    expect(timeLeft(10_000, 1_000, 12_000)).toBe(-1_000)
  })
})
