/**
 * The request a piece of server work belongs to, carried through async calls, so that every log
 * line can name its request and a call to the dealer API can pass the same id on.
 * Runs in the production server script too, so only erasable TypeScript is allowed here.
 */
import { AsyncLocalStorage } from 'node:async_hooks'

type RequestContext = { requestId: string }

const storage = new AsyncLocalStorage<RequestContext>()

/** A proxy's or a render thread's id is kept when it is a plain token; anything else is replaced. */
const acceptableId = /^[A-Za-z0-9._-]{8,64}$/

export function requestIdFrom(header: string | null): string {
  return header && acceptableId.test(header) ? header : crypto.randomUUID()
}

export function runWithRequestId<T>(requestId: string, work: () => T): T {
  return storage.run({ requestId }, work)
}

export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId
}
