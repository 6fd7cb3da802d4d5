/**
 * Graceful shutdown stops kept-alive connections between requests, never under one (issue 32):
 * on a real Node HTTP server in this process, with raw connections so that what the server sends
 * and when it closes is seen as a client sees it.
 */
import { createServer, type Server } from 'node:http'
import { connect, createServer as createNetServer, type AddressInfo, type Socket } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { trackConnections, type ConnectionDrain } from './connection-drain'

type Client = { socket: Socket; answers: () => string[]; closed: Promise<void> }

function client(port: number): Promise<Client> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => resolve({ socket, answers: () => received.split(/(?=HTTP\/1\.1 )/), closed }))
    let received = ''
    let markClosed!: () => void
    const closed = new Promise<void>((done) => (markClosed = done))
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')))
    socket.on('error', () => undefined)
    socket.on('close', () => markClosed())
  })
}

const get = (path: string) => `GET ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`
const waitFor = async (check: () => boolean) => {
  for (let tries = 0; !check(); tries++) {
    if (tries > 200) throw new Error('not within 2 s')
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

let server: Server | undefined

async function start(answer: (path: string) => number | null): Promise<{ port: number; drain: ConnectionDrain }> {
  server = createServer((request, response) => {
    const delay = answer(request.url ?? '/')
    if (delay === null) return
    setTimeout(() => response.end(`answer to ${request.url}`), delay)
  })
  const drain = trackConnections(server, { idleCloseMs: 300, sweepMs: 20 })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  return { port: (server.address() as AddressInfo).port, drain }
}

afterEach(() => {
  server?.closeAllConnections()
  server?.close()
})

describe('draining connections', () => {
  it('answers a request sent on a kept-alive connection as the drain starts, with Connection: close, then closes it', async () => {
    const { port, drain } = await start(() => 0)
    const kept = await client(port)
    kept.socket.write(get('/first'))
    await waitFor(() => kept.answers().length === 1 && kept.answers()[0]!.endsWith('answer to /first'))
    expect(kept.answers()[0]).toMatch(/connection: keep-alive/i)
    // The next request is on the wire, not yet read by the server, when the signal comes: Node's
    // close() took the connection for idle and destroyed it under the request.
    kept.socket.write(get('/second'))
    const drained = drain.drain(5_000)
    await kept.closed
    expect(kept.answers()).toHaveLength(2)
    expect(kept.answers()[1]).toMatch(/^HTTP\/1\.1 200 /)
    expect(kept.answers()[1]).toMatch(/connection: close/i)
    expect(kept.answers()[1]).toContain('answer to /second')
    await expect(drained).resolves.toBe(true)
  })

  it('lets a request in flight finish with Connection: close, and refuses new connections', async () => {
    const { port, drain } = await start(() => 200)
    const busy = await client(port)
    busy.socket.write(get('/slow'))
    await new Promise((resolve) => setTimeout(resolve, 50))
    const drained = drain.drain(5_000)
    const refused = await new Promise((resolve) => {
      const late = connect(port, '127.0.0.1', () => resolve(false))
      late.on('error', () => resolve(true))
    })
    expect(refused).toBe(true)
    await busy.closed
    expect(busy.answers()[0]).toMatch(/connection: close/i)
    expect(busy.answers()[0]).toContain('answer to /slow')
    await expect(drained).resolves.toBe(true)
  })

  it('waits for a request on a connection another listening socket handed over (acceptors.ts)', async () => {
    const { drain } = await start(() => 300)
    // A second listener on its own port stands for one of the server's extra sockets.
    const other = createNetServer((socket) => server!.emit('connection', socket))
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve))
    const handedOver = await client((other.address() as AddressInfo).port)
    handedOver.socket.write(get('/handed-over'))
    await new Promise((resolve) => setTimeout(resolve, 50))
    other.close()
    const startedAt = Date.now()
    await expect(drain.drain(5_000)).resolves.toBe(true)
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(200)
    await handedOver.closed
    expect(handedOver.answers()[0]).toContain('answer to /handed-over')
  })

  it('closes a connection that stays quiet for idleCloseMs, so the drain ends without waiting for the keep-alive timeout', async () => {
    const { port, drain } = await start(() => 0)
    const quiet = await client(port)
    quiet.socket.write(get('/once'))
    await waitFor(() => quiet.answers().length === 1 && quiet.answers()[0]!.endsWith('answer to /once'))
    const startedAt = Date.now()
    await expect(drain.drain(5_000)).resolves.toBe(true)
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(250)
    expect(Date.now() - startedAt).toBeLessThan(2_000)
    await quiet.closed
  })

  it('cuts what is still open at the timeout and says so', async () => {
    const { port, drain } = await start(() => null)
    const stuck = await client(port)
    stuck.socket.write(get('/never'))
    await new Promise((resolve) => setTimeout(resolve, 50))
    await expect(drain.drain(400)).resolves.toBe(false)
    await stuck.closed
  })
})
