import { isMainThread } from 'node:worker_threads'
import { appConfig, getEnv } from '../../app.config'
import { apiUnavailable } from '../server/http/refusals'
import { addressedOrigin } from '../lib/host-policy'
import { clientAddressHeader, internalTokenHeader, visitorOriginHeader } from '../server/http/client-address'
import { channelOrigin, mainThreadApiFetch } from '../server/http/api-channel'

/** Headers that describe one connection, not the request: never passed on (RFC 9110 §7.6.1). */
const hopByHop = ['connection', 'keep-alive', 'transfer-encoding', 'te', 'trailer', 'upgrade', 'proxy-connection', 'host']

/**
 * Answers a request addressed to /api: on the main thread with the embedded dealer API; on a
 * render thread of the production server by passing it on unchanged to where that thread's
 * client reaches the API (its port to the main thread, src/server/http/api-channel.ts, or an
 * external dealer at DEALER_API_URL).
 * The production server sends /api to the main thread itself, so this is the second line: no
 * path that slips into a render thread can open a second copy of the embedded database there
 * (decision 0022). Without a URL to pass it to, the database refuses to open off the main thread.
 */
export async function serveDealerApi(request: Request, clientAddress: string | undefined, visitorOrigin?: string): Promise<Response> {
  const { DEALER_API_URL, STOREFRONT_INTERNAL_TOKEN } = getEnv()
  const mainThread = mainThreadApiFetch()
  if (mainThread) return forwardToDealerApi(request, channelOrigin, clientAddress, STOREFRONT_INTERNAL_TOKEN, mainThread)
  if (!isMainThread && DEALER_API_URL) return forwardToDealerApi(request, DEALER_API_URL, clientAddress, STOREFRONT_INTERNAL_TOKEN)
  const { dealerApiApp } = await import('./server-app')
  return dealerApiApp.fetch(request, { clientAddress, visitorOrigin })
}

export async function forwardToDealerApi(
  request: Request,
  origin: string,
  clientAddress: string | undefined,
  internalToken: string | undefined,
  send: typeof fetch = fetch,
): Promise<Response> {
  const incoming = new URL(request.url)
  const target = new URL(`${incoming.pathname}${incoming.search}`, origin)
  const headers = new Headers(request.headers)
  for (const name of [...hopByHop, clientAddressHeader, visitorOriginHeader, internalTokenHeader]) headers.delete(name)
  if (clientAddress && internalToken) {
    headers.set(clientAddressHeader, clientAddress)
    headers.set(internalTokenHeader, internalToken)
    // The Host it was sent to is not passed on: the API would see only where this thread calls it.
    const visitorOrigin = addressedOrigin(request, getEnv())
    if (visitorOrigin) headers.set(visitorOriginHeader, visitorOrigin)
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
  let answer: Response
  try {
    answer = await send(target, {
      method: request.method,
      headers,
      body: hasBody ? request.body : undefined,
      redirect: 'manual',
      signal: request.signal,
      ...(hasBody ? { duplex: 'half' } : {}),
    } as RequestInit)
  } catch {
    // The API did not answer (down, restarting, the connection cut): the client gets the API's own
    // "come back shortly", not the framework's 500 with its error's text.
    return apiUnavailable(request, appConfig.overload.retryAfterSeconds)
  }
  // fetch has already decoded the body; the encoding header would now describe bytes that are not there.
  const answerHeaders = new Headers(answer.headers)
  answerHeaders.delete('content-encoding')
  answerHeaders.delete('content-length')
  return new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers: answerHeaders })
}
