import { describe, expect, it } from 'vitest'
import { getEnv } from '../../../app.config'
import { getMailer } from '../mail/mailer.server'
import { SmsSendError, type SmsGateway, type SmsMessage } from '../sms/sms-gateway.server'
import { OutboxDeliveryError, type OutboxDelivery } from './delivery'
import { defaultOutboxTransports } from './transports.server'

const delivery = (payload: unknown): OutboxDelivery => ({
  id: crypto.randomUUID(),
  kind: 'sms.message',
  channel: 'sms',
  payload,
  createdAt: new Date(),
  attempts: 1,
})

describe('the outbox’s SMS transport', () => {
  it('hands the message to the configured gateway', async () => {
    const sent: SmsMessage[] = []
    const gateway: SmsGateway = {
      provider: 'console',
      send: async (message) => (sent.push(message), { provider: 'console', messageId: undefined }),
    }
    const { sms } = defaultOutboxTransports(getEnv(), getMailer, () => gateway)
    const message = delivery({ to: '+966551234567', text: 'Order K7M2Q-9XD4R received' })
    await sms!(message, new AbortController().signal)
    // The row id travels as the gateway's correlation id, the same on every attempt.
    expect(sent).toEqual([{ to: '+966551234567', text: 'Order K7M2Q-9XD4R received', reference: message.id }])
  })

  it('reports a gateway failure by its reason only, never the number or the text', async () => {
    const gateway: SmsGateway = {
      provider: 'unifonic',
      send: async () => {
        throw new SmsSendError({ provider: 'unifonic', reason: 'http_503', retryable: true })
      },
    }
    const { sms } = defaultOutboxTransports(getEnv(), getMailer, () => gateway)
    const failure = await sms!(delivery({ to: '+966551234567', text: 'secret text' }), new AbortController().signal).catch(
      (error: unknown) => error,
    )
    expect(failure).toBeInstanceOf(OutboxDeliveryError)
    expect((failure as Error).message).toBe('sms http_503')
  })
})
