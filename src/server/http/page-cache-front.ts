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
}

type Listener = (request: IncomingMessage, response: ServerResponse) => void

export function answerKeptPagesFirst(server: Server, { answerIfKept, refuseIfBusy, onAnswered }: PageCacheFrontOptions): void {
  const others = server.listeners('request') as Listener[]
  server.removeAllListeners('request')
  server.on('request', (incoming: IncomingMessage, outgoing: ServerResponse) => {
    const { method, url } = incoming
    // Only origin-form targets: anything odder is srvx's to judge.
    if ((method === 'GET' || method === 'HEAD') && url !== undefined && url.startsWith('/') && !url.startsWith('//')) {
      const startedAt = performance.now()
      let answer: FrontAnswer | null = null
      try {
        const request = new NodeRequest({ req: incoming, res: outgoing })
        answer = answerIfKept(request) ?? refuseIfBusy?.(request) ?? null
      } catch {
        // A request the cache cannot read (a Host no URL can be made of): the server refuses it.
      }
      if (answer) {
        outgoing.writeHead(answer.status, answer.headers.flat())
        outgoing.end(answer.body ?? undefined)
        onAnswered?.(url.split('?')[0] ?? url, method, answer.status, (performance.now() - startedAt) / 1000)
        return
      }
    }
    for (const listener of others) listener.call(server, incoming, outgoing)
  })
}
