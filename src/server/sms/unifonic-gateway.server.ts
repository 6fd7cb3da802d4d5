/**
 * Unifonic (docs.unifonic.com, "Sending your first SMS via Unifonic API"): a form-encoded POST to
 * /rest/SMS/messages with the application's AppSid in the body. It answers 200 with
 * `{ "success": true, "errorCode": "ER-00", "data": { "MessageID", … } }`; a refusal carries
 * `"success": false` and an `errorCode`, with 200 or an error status.
 */
import { gatewayUrl, isSuccessStatus, postToGateway } from './gateway-request.server.ts'
import { gatewayRecipient, httpFailure, SmsSendError, type SmsGateway, type SmsMessage, type SmsSent } from './sms-gateway.server.ts'

export type UnifonicSettings = {
  appSid: string
  /** Unset: the account's default sender name. */
  senderId: string | undefined
  baseUrl: string
  timeoutMs: number
}

type UnifonicAnswer = { success?: unknown; errorCode?: unknown; data?: { MessageID?: unknown } | null }

const provider = 'unifonic'

export function createUnifonicGateway(settings: UnifonicSettings): SmsGateway {
  return {
    provider,
    async send(message: SmsMessage): Promise<SmsSent> {
      const form = new URLSearchParams({ AppSid: settings.appSid })
      if (settings.senderId) form.set('SenderID', settings.senderId)
      form.set('Recipient', gatewayRecipient(provider, message))
      form.set('Body', message.text)
      form.set('responseType', 'JSON')
      if (message.reference) form.set('CorrelationID', message.reference)

      const answer = await postToGateway({
        provider,
        url: gatewayUrl(settings.baseUrl, '/rest/SMS/messages'),
        headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
        timeoutMs: settings.timeoutMs,
      })
      const body = (typeof answer.json === 'object' && answer.json !== null ? answer.json : {}) as UnifonicAnswer
      if (!isSuccessStatus(answer.status)) throw httpFailure(provider, answer.status, body.errorCode)
      if (body.success === true || body.success === 'true') {
        const id = body.data?.MessageID
        return { provider, messageId: typeof id === 'string' || typeof id === 'number' ? String(id) : undefined }
      }
      const code = typeof body.errorCode === 'string' ? body.errorCode : 'unexpected_answer'
      throw new SmsSendError({ provider, reason: code, retryable: false, status: answer.status })
    },
  }
}
