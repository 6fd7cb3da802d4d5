/**
 * The dealer's webhook: each message is POSTed as JSON to DEALER_WEBHOOK_URL, signed with
 * HMAC-SHA256 of the exact body under DEALER_WEBHOOK_SECRET. Any 2xx answer means delivered;
 * anything else (another status, a redirect, a timeout, no connection) is retried later with the
 * same delivery id, so the receiver can recognise a message it already has. Failures are told in
 * words the app chose, never the receiver's answer or the URL (it may carry a token).
 * Runs in the production server script too, so only erasable TypeScript is allowed here.
 */
import { createHmac } from 'node:crypto'
import { OutboxDeliveryError, type OutboxDelivery } from './delivery.ts'

export const webhookHeaders = {
  signature: 'X-Dealer-Signature',
  event: 'X-Dealer-Event',
  delivery: 'X-Dealer-Delivery',
} as const

export type WebhookSettings = { url: string; secret: string; timeoutMs: number }

/** The X-Dealer-Signature value for `body`: `sha256=` and the HMAC's lowercase hex. */
export function webhookSignature(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`
}

/** The body the receiver gets: the delivery id, the event, when it happened, and its data. */
export function webhookBody(delivery: OutboxDelivery): string {
  return JSON.stringify({ id: delivery.id, event: delivery.kind, createdAt: delivery.createdAt.toISOString(), data: delivery.payload })
}

export async function postWebhook(settings: WebhookSettings, delivery: OutboxDelivery, signal?: AbortSignal): Promise<void> {
  const body = webhookBody(delivery)
  const timeout = AbortSignal.timeout(settings.timeoutMs)
  let response: Response
  try {
    response = await fetch(settings.url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'User-Agent': 'murooj-motors-outbox',
        [webhookHeaders.signature]: webhookSignature(body, settings.secret),
        [webhookHeaders.event]: delivery.kind,
        [webhookHeaders.delivery]: delivery.id,
      },
      body,
      // A redirected POST would reach an address nobody configured, or arrive without its body.
      redirect: 'manual',
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    })
  } catch (error) {
    throw new OutboxDeliveryError(describeFetchFailure(error, timeout, settings.timeoutMs))
  }
  // Only the status matters; reading no further frees the connection.
  await response.body?.cancel().catch(() => {})
  if (response.status < 200 || response.status > 299) throw new OutboxDeliveryError(`webhook answered HTTP ${response.status}`)
}

function describeFetchFailure(error: unknown, timeout: AbortSignal, timeoutMs: number): string {
  if (timeout.aborted) return `webhook did not answer within ${timeoutMs} ms`
  if (error instanceof Error && error.name === 'AbortError') return 'webhook delivery abandoned at its deadline'
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined
  const code = typeof cause?.code === 'string' && /^[A-Z0-9_]{2,40}$/.test(cause.code) ? cause.code : 'network error'
  return `webhook could not be reached (${code})`
}
