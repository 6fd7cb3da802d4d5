/**
 * When a request arrived: the moment Node's HTTP server parsed its head, before the page cache,
 * srvx's web Request, the middleware, and any queue. A request's deadline counts from then
 * (docs/decisions/0023-overload.md): under a crowd the main thread may take seconds to reach a
 * request it has already read, and a deadline counted from a later step let answers come 20 s after
 * they were asked for (issue 37).
 * Runs in the production server script, so only erasable TypeScript is allowed here.
 */
import type { IncomingMessage, Server } from 'node:http'

const arrivals = new WeakMap<IncomingMessage, number>()

/** Stamps each request's arrival as `server` reads it, before any other listener runs. */
export function stampArrivals(server: Server, now: () => number = Date.now): void {
  server.prependListener('request', (incoming: IncomingMessage) => arrivals.set(incoming, now()))
}

type WithNodeRequest = { runtime?: { node?: { req?: IncomingMessage } } }

/**
 * When `request` (srvx's, over Node's) arrived, in `Date.now()` time; a request not read by a
 * stamped server (a render thread's copy, a test's) arrived `now`.
 */
export function arrivalOf(request: Request, now: number = Date.now()): number {
  const incoming = (request as Request & WithNodeRequest).runtime?.node?.req
  return (incoming && arrivals.get(incoming)) ?? now
}

/** What is left at `now` of a deadline of `deadlineMs` that started at `arrivedAt` (0 or less: none). */
export function timeLeft(deadlineMs: number, arrivedAt: number, now: number = Date.now()): number {
  return arrivedAt + deadlineMs - now
}
