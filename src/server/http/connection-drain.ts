/**
 * Stopping an HTTP/1.1 listener without cutting a request a client has already sent on a kept-alive
 * connection (issue 32, decision 0061). Node's `server.close()` closes every connection that has no
 * request in flight at that instant, and the drain then swept them every 50 ms: a client's next
 * request already on the wire, or read by the kernel but not yet parsed while the event loop was
 * busy, counted as idle, so its connection was destroyed under it (PGlite: 12 order POSTs and 21
 * GETs reset per restart). Here a connection is only closed between requests: from the signal on,
 * every answer says `Connection: close` (Node then closes after it), and a connection that stays
 * idle is closed once nothing has come on it for `idleCloseMs` since its last answer.
 * Runs in the production server, so only erasable TypeScript is allowed here.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import { Server as NetServer, type Socket } from 'node:net'

type Connection = { inFlight: number; idleSince: number; bytesReadWhenIdle: number }

export type ConnectionDrain = {
  /**
   * Stops accepting and waits for every connection to close, at most `timeoutMs`, then cuts the
   * rest. Answers whether all closed in time.
   */
  drain(timeoutMs: number): Promise<boolean>
}

/** Tracks `server`'s connections from now on (one already open, from its next request). */
export function trackConnections(
  server: Server,
  { idleCloseMs, sweepMs = 50 }: { idleCloseMs: number; sweepMs?: number },
): ConnectionDrain {
  const connections = new Map<Socket, Connection>()
  const unanswered = new Set<ServerResponse>()
  let draining = false

  let onAllClosed: (() => void) | undefined
  function track(socket: Socket): Connection {
    const connection = { inFlight: 0, idleSince: Date.now(), bytesReadWhenIdle: socket.bytesRead }
    connections.set(socket, connection)
    socket.once('close', () => {
      connections.delete(socket)
      if (connections.size === 0) onAllClosed?.()
    })
    return connection
  }
  server.on('connection', track)
  // First of the request listeners, so a request that arrives while draining is marked before
  // anything answers it.
  server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
    // A connection taken before tracking began is tracked from its first request.
    const socket = request.socket
    const connection = connections.get(socket) ?? track(socket)
    connection.inFlight++
    if (draining) response.shouldKeepAlive = false
    unanswered.add(response)
    response.once('close', () => {
      unanswered.delete(response)
      connection.inFlight--
      connection.idleSince = Date.now()
      // Kept from the request's start: Node sets request.socket to null once an answer that closes
      // the connection (a 413 to an unread body) is out, and reading it then crashed the process.
      connection.bytesReadWhenIdle = socket.bytesRead
    })
  })

  /** Closes the connections that have been quiet for idleCloseMs: nothing in flight, nothing read since. */
  function closeQuiet(now: number): void {
    for (const [socket, connection] of connections) {
      const quiet = connection.inFlight === 0 && socket.bytesRead === connection.bytesReadWhenIdle
      if (!quiet) {
        // Bytes of a next request have come (maybe not a whole head yet): it is not idle.
        if (connection.inFlight === 0) {
          connection.idleSince = now
          connection.bytesReadWhenIdle = socket.bytesRead
        }
        continue
      }
      if (now - connection.idleSince >= idleCloseMs) socket.destroy()
    }
  }

  return {
    drain(timeoutMs) {
      draining = true
      for (const response of unanswered) if (!response.headersSent) response.shouldKeepAlive = false
      // The listening socket only: http.Server's own close() would also close every connection
      // that is idle at this instant, which is the reset this module exists to avoid.
      const listenerClosed = new Promise<void>((resolve) => NetServer.prototype.close.call(server, () => resolve()))
      // Its own close waits only for the connections its own socket accepted; those handed over by
      // the server's other listening sockets (acceptors.ts) are waited for here, with the rest.
      const closed = listenerClosed.then(
        () =>
          new Promise<void>((resolve) => {
            onAllClosed = resolve
            if (connections.size === 0) resolve()
          }),
      )
      // Checked after the event loop's I/O phase (setImmediate), so bytes that came during a busy
      // stretch are counted before a connection is judged quiet.
      const sweep = setInterval(() => setImmediate(() => closeQuiet(Date.now())), sweepMs)
      let timer: ReturnType<typeof setTimeout> | undefined
      const timedOut = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)))
      return Promise.race([closed.then(() => true as const), timedOut]).then(async (inTime) => {
        clearInterval(sweep)
        clearTimeout(timer)
        if (!inTime) {
          for (const socket of connections.keys()) socket.destroy()
          await closed
        }
        return inTime
      })
    },
  }
}
