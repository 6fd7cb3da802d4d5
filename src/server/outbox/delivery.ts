/**
 * What a channel's transport receives for one attempt, and the shape of a transport. A transport
 * resolves when the receiver has the message and throws otherwise; the worker does the rest
 * (retries, backoff, giving up). Runs in the production server script too, so only erasable
 * TypeScript is allowed here.
 */
import type { outboxChannels } from '../db/schema.ts'

export type OutboxChannel = (typeof outboxChannels)[number]

export type OutboxDelivery = {
  /** The message's id, the same on every attempt: receivers de-duplicate by it. */
  id: string
  kind: string
  channel: OutboxChannel
  /** What the channel sends, as enqueue-outbox.server.ts wrote it. */
  payload: unknown
  createdAt: Date
  /** This attempt's number, 1 for the first. */
  attempts: number
}

/** Delivers one message; `signal` aborts at the delivery deadline. */
export type OutboxTransport = (delivery: OutboxDelivery, signal: AbortSignal) => Promise<void>

/** A channel without a transport keeps its messages waiting (and retried) until it has one. */
export type OutboxTransports = Partial<Record<OutboxChannel, OutboxTransport>>

/**
 * A failed attempt whose message is safe to keep in `last_error` and the log: text the app wrote
 * (a status code, an error kind), never a receiver's reply or an address. Transports throw it;
 * any other error is recorded by its type name alone.
 */
export class OutboxDeliveryError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'OutboxDeliveryError'
  }
}
