/**
 * Taqnyat (dev.taqnyat.sa): a JSON POST to /v1/messages with a bearer token. It answers 201 with
 * `{ "statusCode": 201, "messageId", "accepted": "[966…,]", "rejected": "[]", … }`, and refusals
 * with the matching HTTP status and `{ "statusCode", "message" }`.
 */
import { gatewayUrl, isSuccessStatus, postToGateway } from './gateway-request.server.ts'
import { gatewayRecipient, httpFailure, SmsSendError, type SmsGateway, type SmsMessage, type SmsSent } from './sms-gateway.server.ts'

export type TaqnyatSettings = {
  token: string
  sender: string
  baseUrl: string
  timeoutMs: number
}

type TaqnyatAnswer = { statusCode?: unknown; messageId?: unknown; rejected?: unknown }

const provider = 'taqnyat'

export function createTaqnyatGateway(settings: TaqnyatSettings): SmsGateway {
  return {
    provider,
    async send(message: SmsMessage): Promise<SmsSent> {
      const recipient = gatewayRecipient(provider, message)
      const answer = await postToGateway({
        provider,
        url: gatewayUrl(settings.baseUrl, '/v1/messages'),
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/json',
          Authorization: `Bearer ${settings.token}`,
        },
        body: JSON.stringify({ recipients: [recipient], body: message.text, sender: settings.sender }),
        timeoutMs: settings.timeoutMs,
      })
      const body = (typeof answer.json === 'object' && answer.json !== null ? answer.json : undefined) as TaqnyatAnswer | undefined
      // The body repeats the status; when the two disagree, the body's refusal wins.
      const statusCode = typeof body?.statusCode === 'number' ? body.statusCode : answer.status
      if (!isSuccessStatus(answer.status)) throw httpFailure(provider, answer.status)
      if (!isSuccessStatus(statusCode)) throw httpFailure(provider, statusCode)
      if (!body) throw new SmsSendError({ provider, reason: 'unexpected_answer', retryable: false, status: answer.status })
      // Accepted for sending but not for this number (a number the gateway refuses to reach).
      if (typeof body.rejected === 'string' && body.rejected.includes(recipient)) {
        throw new SmsSendError({ provider, reason: 'rejected', retryable: false, status: answer.status })
      }
      const id = body.messageId
      return { provider, messageId: typeof id === 'string' || typeof id === 'number' ? String(id) : undefined }
    },
  }
}
