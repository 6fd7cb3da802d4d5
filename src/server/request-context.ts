/**
 * The request a piece of server work belongs to, carried through async calls, so that every log
 * line can name its request and a call to the dealer API can pass the same id on.
 * Runs in the production server script too, so only erasable TypeScript is allowed here.
 */
import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * `clientAddress`: the visitor's, as the production server decided it (./http/client-address.ts).
 * `visitorOrigin`: the origin of the visitor's page (the allowed host they asked), for the links in
 * mails the dealer API writes on their request.
 */
type RequestContext = { requestId: string; clientAddress?: string; visitorOrigin?: string }

const storage = new AsyncLocalStorage<RequestContext>()

/** A proxy's or a render thread's id is kept when it is a plain token; anything else is replaced. */
const acceptableId = /^[A-Za-z0-9._-]{8,64}$/

export function requestIdFrom(header: string | null): string {
  return header && acceptableId.test(header) ? header : crypto.randomUUID()
}

export function runWithRequestId<T>(requestId: string, work: () => T, clientAddress?: string, visitorOrigin?: string): T {
  return storage.run({ requestId, clientAddress, visitorOrigin }, work)
}

export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId
}

/** The visitor's address for the request being served, when the server that took it said. */
export function currentClientAddress(): string | undefined {
  return storage.getStore()?.clientAddress
}

/** The origin of the page request being served, when the request-id middleware knew it. */
export function currentVisitorOrigin(): string | undefined {
  return storage.getStore()?.visitorOrigin
}
