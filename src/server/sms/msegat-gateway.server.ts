/**
 * Msegat (msegat.com/msegat-api): a JSON POST to /gw/sendsms.php with the account's user name and
 * API key in the body. It answers `{ "code", "message" }` with HTTP 200 either way: code "1" or
 * "M0000" is success, any other code a refusal (M0002 bad credentials, 1060 balance, 1110 sender …).
 */
import { gatewayUrl, isSuccessStatus, postToGateway } from './gateway-request.server.ts'
import { gatewayRecipient, httpFailure, SmsSendError, type SmsGateway, type SmsMessage, type SmsSent } from './sms-gateway.server.ts'

export type MsegatSettings = {
  userName: string
  apiKey: string
  sender: string
  baseUrl: string
  timeoutMs: number
}

const provider = 'msegat'
const successCodes = new Set(['1', 'M0000'])

export function createMsegatGateway(settings: MsegatSettings): SmsGateway {
  return {
    provider,
    async send(message: SmsMessage): Promise<SmsSent> {
      const answer = await postToGateway({
        provider,
        url: gatewayUrl(settings.baseUrl, '/gw/sendsms.php'),
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: JSON.stringify({
          userName: settings.userName,
          apiKey: settings.apiKey,
          numbers: gatewayRecipient(provider, message),
          userSender: settings.sender,
          msg: message.text,
          msgEncoding: 'UTF8',
        }),
        timeoutMs: settings.timeoutMs,
      })
      const code = answerCode(answer.json, answer.text)
      if (!isSuccessStatus(answer.status)) throw httpFailure(provider, answer.status)
      if (code !== undefined && successCodes.has(code)) return { provider, messageId: undefined }
      throw new SmsSendError({ provider, reason: code ?? 'unexpected_answer', retryable: false, status: answer.status })
    },
  }
}

/** The `code` of a JSON answer, or the bare code some Msegat endpoints still answer in plain text. */
function answerCode(json: unknown, text: string): string | undefined {
  if (typeof json === 'object' && json !== null) {
    const code = (json as { code?: unknown }).code
    return typeof code === 'string' || typeof code === 'number' ? String(code) : undefined
  }
  if (typeof json === 'number') return String(json)
  const bare = text.trim()
  return /^[A-Z]?\d{1,5}$/.test(bare) ? bare : undefined
}
