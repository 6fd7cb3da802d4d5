/**
 * The one way the server sends a text message (docs/decisions/0039-sms-gateways.md): every
 * provider implements `SmsGateway`, and every failure is an `SmsSendError` that says whether
 * trying again could help. Nothing here retries: a message sent twice costs twice and confuses
 * the person who receives two codes, so the caller decides.
 */
import type { appConfig } from '../../../app.config.ts'

export type SmsProvider = (typeof appConfig.sms.providers)[number]

export type SmsMessage = {
  /** E.164, e.g. +966512345678. */
  to: string
  text: string
  /** The sender's own id for the message (an order reference), passed to gateways that keep one. */
  reference?: string
}

export type SmsSent = {
  provider: SmsProvider
  /** The gateway's id for the accepted message, when it gives one. */
  messageId: string | undefined
}

export interface SmsGateway {
  readonly provider: SmsProvider
  /** Resolves once the gateway has accepted the message; rejects with an SmsSendError. */
  send(message: SmsMessage): Promise<SmsSent>
}

/**
 * Why a send failed. `reason` is the gateway's own error code (`ER-01`, `M0002`, `1060`), or
 * `http_<status>`, `timeout`, `network`, `unexpected_answer`, `rejected`, `invalid_recipient`,
 * `empty_text`. It never carries the recipient, the text or a credential, so the error can be
 * logged whole.
 */
export class SmsSendError extends Error {
  readonly provider: SmsProvider
  readonly reason: string
  /** True when the same message may succeed later (gateway down, slow or busy). */
  readonly retryable: boolean
  /** The gateway's HTTP status, when it answered. */
  readonly status: number | undefined

  constructor(init: { provider: SmsProvider; reason: string; retryable: boolean; status?: number; cause?: unknown }) {
    const reason = safeReason(init.reason)
    const status = init.status === undefined ? '' : ` (HTTP ${init.status})`
    super(`SMS via ${init.provider} failed: ${reason}${status}, ${init.retryable ? 'retryable' : 'not retryable'}`, { cause: init.cause })
    this.name = 'SmsSendError'
    this.provider = init.provider
    this.reason = reason
    this.retryable = init.retryable
    this.status = init.status
  }
}

/**
 * A gateway's error code reduced to what an error code looks like. Gateways put whatever they
 * like in that field; a long digit run there could be the recipient echoed back.
 */
function safeReason(code: string): string {
  const cleaned = code.replace(/[^A-Za-z0-9_.:-]/g, '').slice(0, 40)
  return cleaned === '' || /\d{7,}/.test(cleaned) ? 'unknown' : cleaned
}

const e164 = /^\+[1-9]\d{7,14}$/

/**
 * The recipient as Saudi gateways take it: international digits without `+` or `00`
 * (966512345678). Refuses what is not E.164, and an empty text, before anything is sent.
 */
export function gatewayRecipient(provider: SmsProvider, message: SmsMessage): string {
  if (!e164.test(message.to)) throw new SmsSendError({ provider, reason: 'invalid_recipient', retryable: false })
  if (message.text.trim() === '') throw new SmsSendError({ provider, reason: 'empty_text', retryable: false })
  return message.to.slice(1)
}

/**
 * A refusal by HTTP status: busy (408, 429) and server errors may pass later; any other answer
 * (bad credentials, a refused sender, a wrong base URL) fails the same way until someone acts.
 */
export function httpFailure(provider: SmsProvider, status: number, code?: unknown): SmsSendError {
  const retryable = status === 408 || status === 429 || status >= 500
  const reason = typeof code === 'string' || typeof code === 'number' ? String(code) : `http_${status}`
  return new SmsSendError({ provider, reason, retryable, status })
}
