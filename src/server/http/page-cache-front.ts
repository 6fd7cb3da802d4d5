/**
 * Kept pages answered on Node's own request event, before srvx turns the request into a web
 * Request, runs the middleware and converts a web Response back (docs/decisions/0064-page-cache.md).
 * That round trip cost a third of the throughput of a bare `node:http` server sending the same
 * bytes; a kept page needs none of it: its answer is bytes and headers made in advance.
 * Anything the cache does not hold (and every non-GET/HEAD) goes on to srvx unchanged. The request
 * is read through srvx's own `NodeRequest`, so its URL (and so the cache key) is the one the app
 * would see.
 * Runs in the production server script, so only erasable TypeScript is allowed here.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import { NodeRequest } from 'srvx/node'
import type { KeptAnswer } from './page-cache.ts'

/** An answer made in advance: its status, headers and bytes. */
export type FrontAnswer = KeptAnswer | { status: 503; headers: [string, string][]; body: Uint8Array | null }

export type PageCacheFrontOptions = {
  /** The kept answer to a request, or null to let the server answer it. */
  answerIfKept: (request: Request) => KeptAnswer | null
  /**
   * For a request the cache does not hold: the 503 it would get anyway, when no render can take
   * it (every render slot and the queue taken), or null. Under a crowd, refusals are most of the
   * requests, and answered here they cost a fraction of srvx's round trip, which the renders' own
   * API calls wait behind on this thread (decision 0023, amended).
   */
  refuseIfBusy?: (request: Request) => FrontAnswer | null
  /** Told of every answer given here, for /metrics (the server's own measuring is skipped). */
  onAnswered?: (pathname: string, method: string, status: number, seconds: number) => void
  /**
   * How long a refusal from `refuseIfBusy` waits before it is sent. A client that asks again the
   * moment it is refused (a retrying script, a crawler, a retry storm) then asks a few times a
   * second instead of thousands, and the CPU those refusals took goes to the pages being served
   * (decision 0023, amended 2026-11-30). A visitor who gets the busy page sees it that much later.
   */
  refusalPauseMs?: number
}

type Listener = (request: IncomingMessage, response: ServerResponse) => void

/** Calls `send` after `ms`, unless the client has gone by then. */
function afterPause(outgoing: ServerResponse, ms: number, send: () => void): void {
  const timer = setTimeout(send, ms)
  outgoing.once('close', () => clearTimeout(timer))
}

export function answerKeptPagesFirst(
  server: Server,
  { answerIfKept, refuseIfBusy, onAnswered, refusalPauseMs = 0 }: PageCacheFrontOptions,
): void {
  const others = server.listeners('request') as Listener[]
  server.removeAllListeners('request')
  server.on('request', (incoming: IncomingMessage, outgoing: ServerResponse) => {
    const { method, url } = incoming
    // Only origin-form targets: anything odder is srvx's to judge.
    if ((method === 'GET' || method === 'HEAD') && url !== undefined && url.startsWith('/') && !url.startsWith('//')) {
      const startedAt = performance.now()
      let answer: FrontAnswer | null = null
      let refused = false
      try {
        const request = new NodeRequest({ req: incoming, res: outgoing })
        answer = answerIfKept(request)
        if (!answer) {
          answer = refuseIfBusy?.(request) ?? null
          refused = answer !== null
        }
      } catch {
        // A request the cache cannot read (a Host no URL can be made of): the server refuses it.
      }
      if (answer) {
        const given = answer
        const send = () => {
          outgoing.writeHead(given.status, given.headers.flat())
          outgoing.end(given.body ?? undefined)
          onAnswered?.(url.split('?')[0] ?? url, method, given.status, (performance.now() - startedAt) / 1000)
        }
        if (refused && refusalPauseMs > 0) afterPause(outgoing, refusalPauseMs, send)
        else send()
        return
      }
    }
    for (const listener of others) listener.call(server, incoming, outgoing)
  })
}
