/**
 * More sockets listening on the server's one port, so a busy server still takes new connections.
 * libuv accepts one connection per listening socket per turn of the event loop (libuv#3696); under
 * a crowd a turn of the main thread took ~200 ms, so a single listener took 5 connections a second
 * and 300 visitors arriving together waited up to 30 s in the kernel's queue before the server saw
 * their requests, past every deadline it keeps (issue 37, docs/decisions/0023-overload.md). With
 * SO_REUSEPORT the kernel spreads new connections over several listeners, each accepting one per
 * turn, and every accepted connection is handed to the same HTTP server.
 * Only for a process that listens itself: the processes of a cluster share the port through their
 * primary, whose loop is otherwise idle.
 * Runs in the production server script, so only erasable TypeScript is allowed here.
 */
import type { Server as HttpServer } from 'node:http'
import { createServer, type Server } from 'node:net'

export type ListenAddress = { port: number; host?: string }

/**
 * What an operator reads when the port cannot be taken: the single server and a cluster's primary
 * say the same thing, so the advice is written once.
 */
export function cannotListenMessage(who: 'server' | 'server processes', code: string): string {
  const advice = code === 'EADDRINUSE' ? 'another process holds it. Stop that process, or set PORT to a free port.' : 'check PORT and HOST.'
  return `The ${who} cannot listen on the port (${code}): ${advice}`
}

function listen(server: Server, options: { port: number; host?: string; reusePort?: boolean; exclusive?: boolean }): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(options, () => {
      server.off('error', reject)
      resolve()
    })
  })
}

/** Stops listening at once; the connections it accepted are the HTTP server's to end. */
function stopListening(server: Server): void {
  if (server.listening) server.close()
}

/**
 * Fails with EADDRINUSE when anything holds the port, as a listener without SO_REUSEPORT would:
 * a second server of ours (its sockets share the port with each other) must not join the first
 * and answer half its visitors. Checked just before the server's own sockets bind.
 */
export async function assertPortFree({ port, host }: ListenAddress): Promise<void> {
  const probe = createServer()
  await listen(probe, { port, host, exclusive: true })
  await new Promise<void>((resolve) => probe.close(() => resolve()))
}

export type Acceptors = {
  /** Stops the extra listeners at once (the server's own is closed by its owner). */
  close(): void
}

/**
 * `count` more listeners on `address` (which the server's own listener holds with SO_REUSEPORT),
 * each handing the connections it accepts to `server`, as its own listener would.
 */
export async function addAcceptors(server: HttpServer, count: number, address: ListenAddress): Promise<Acceptors> {
  const listeners: Server[] = []
  try {
    for (let index = 0; index < count; index++) {
      const listener = createServer((socket) => server.emit('connection', socket))
      listeners.push(listener)
      await listen(listener, { port: address.port, host: address.host, reusePort: true })
    }
  } catch (error) {
    listeners.forEach(stopListening)
    throw error
  }
  return { close: () => listeners.forEach(stopListening) }
}
