/**
 * What the cluster primary (server/cluster.ts) sees of its workers' connections and listeners, read
 * from Node's own primary-to-worker messages (docs/decisions/0062-processes-on-postgresql.md).
 *
 * Round-robin, Node's default on Linux: the primary accepts each connection and hands it to a
 * worker (`{cmd: 'NODE_CLUSTER', act: 'newconn'}` with the socket), keeping its own copy until the
 * worker acknowledges it (`{cmd: 'NODE_CLUSTER', ack: <seq>, accepted}`). A worker that dies in
 * between never acknowledges, and Node keeps that copy for ever: the visitor waits for an answer
 * that never comes, the socket in CLOSE-WAIT (issue 32: 6 of 6 kills during a burst). So the
 * primary notes every hand-off, and when a worker dies answers those it never took with a 503 and
 * Retry-After (the worker never read them, so nothing of them was done). A worker that asks the
 * primary for the listening socket gets back the bind's error number: a port another process holds
 * comes back to every worker it starts, so the primary stops rather than restart them for ever.
 *
 * This reads messages internal to Node, checked against the Node the project pins (package.json);
 * server/cluster.test.ts fails if a Node upgrade changes them.
 * Runs on Node 22 with type stripping, so only erasable TypeScript is allowed here.
 */
import type { Worker } from 'node:cluster'
import { Socket } from 'node:net'
import { appConfig } from '../app.config.ts'
import { refusalTexts } from '../src/server/http/refusals.ts'

type ClusterMessage = { cmd?: unknown; act?: unknown; seq?: unknown; ack?: unknown; errno?: unknown }

/** A connection's handle as Node keeps it in the primary: what `net.Socket` wraps. */
type ConnectionHandle = object

export type Handoffs = {
  /** Answers every connection handed to the worker and never taken by it; how many there were. */
  answerUntaken(): number
}

export type HandoffOptions = {
  /** The primary's answer to a worker's request for the listening socket carried an error (a negative errno). */
  onListenFailed(errno: number): void
}

function isClusterMessage(message: unknown): message is ClusterMessage {
  return typeof message === 'object' && message !== null && (message as ClusterMessage).cmd === 'NODE_CLUSTER'
}

/** Watches what the primary sends `worker` and what it answers. Call before the worker is online. */
export function watchHandoffs(worker: Worker, options: HandoffOptions): Handoffs {
  const untaken = new Map<number, ConnectionHandle>()
  const child = worker.process
  const send = child.send.bind(child) as (...args: unknown[]) => boolean
  child.send = ((message: unknown, handle?: unknown, ...rest: unknown[]) => {
    if (isClusterMessage(message)) {
      if (message.act === 'newconn' && typeof message.seq === 'number' && typeof handle === 'object' && handle !== null)
        untaken.set(message.seq, handle)
      // The reply to the worker's request for the listening socket (its `queryServer`).
      if (typeof message.errno === 'number' && message.errno !== 0 && message.ack !== undefined) options.onListenFailed(message.errno)
    }
    return send(message, handle, ...rest)
  }) as typeof child.send
  child.on('internalMessage', (message: unknown) => {
    if (isClusterMessage(message) && typeof message.ack === 'number') untaken.delete(message.ack)
  })
  return {
    answerUntaken() {
      const handles = [...untaken.values()]
      untaken.clear()
      for (const handle of handles) answerUnavailable(handle)
      return handles.length
    },
  }
}

const retryAfterSeconds = appConfig.overload.retryAfterSeconds
const body = `${refusalTexts.unavailable.ar}\n${refusalTexts.unavailable.en}\n`
const unavailable = [
  'HTTP/1.1 503 Service Unavailable',
  'Content-Type: text/plain; charset=utf-8',
  `Content-Length: ${Buffer.byteLength(body)}`,
  'Cache-Control: no-store',
  `Retry-After: ${retryAfterSeconds}`,
  'Connection: close',
  '',
  body,
].join('\r\n')

/** How long the visitor has to read the 503 before the connection is cut. */
const lingerMs = 2000

function answerUnavailable(handle: ConnectionHandle): void {
  let socket: Socket
  try {
    socket = new Socket({ handle, readable: true, writable: true } as ConstructorParameters<typeof Socket>[0])
  } catch {
    // Not a socket Node can wrap: closing it still ends the visitor's wait.
    ;(handle as { close?: () => void }).close?.()
    return
  }
  socket.on('error', () => socket.destroy())
  // The request is read and dropped, so closing does not reset the connection before the answer is read.
  socket.resume()
  socket.end(unavailable)
  setTimeout(() => socket.destroy(), lingerMs).unref()
}
