/**
 * One POST to an SMS gateway, bounded in time and never repeated. Whatever goes wrong before an
 * answer arrives becomes a retryable SmsSendError (the gateway may be down or slow); the answer
 * itself is for the gateway's module to judge.
 */
import { SmsSendError, type SmsProvider } from './sms-gateway.server.ts'

export type GatewayAnswer = {
  status: number
  /** The body parsed as JSON, or undefined when it is not JSON. */
  json: unknown
  text: string
}

export type GatewayRequest = {
  provider: SmsProvider
  url: string
  headers: Record<string, string>
  body: string
  timeoutMs: number
}

/** A configured base URL (with or without a trailing slash) joined with the gateway's path. */
export function gatewayUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${path}`
}

export async function postToGateway(request: GatewayRequest): Promise<GatewayAnswer> {
  const { provider } = request
  try {
    const response = await fetch(request.url, {
      method: 'POST',
      headers: request.headers,
      body: request.body,
      // A redirected POST would be replayed as a GET or sent twice; a moved gateway is a setting to fix.
      redirect: 'manual',
      signal: AbortSignal.timeout(request.timeoutMs),
    })
    const text = await response.text()
    return { status: response.status, json: parseJson(text), text }
  } catch (error) {
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
      throw new SmsSendError({ provider, reason: 'timeout', retryable: true })
    }
    // The cause says which (`ECONNREFUSED`, `ENOTFOUND`, a TLS failure) and names only the host.
    throw new SmsSendError({ provider, reason: networkReason(error), retryable: true, cause: error })
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

function networkReason(error: unknown): string {
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined
  return typeof cause?.code === 'string' ? `network:${cause.code}` : 'network'
}

export function isSuccessStatus(status: number): boolean {
  return status >= 200 && status < 300
}
