/**
 * The default provider: no SMS leaves the machine; each message becomes one log line
 * `{"level":"info",…,"message":"sms","to":"+9665…","text":"…"}` on stdout, where a developer and the
 * end-to-end tests read the code. It is the one log line allowed to carry a phone number and a code
 * (src/server/log.ts, devSms).
 */
import { log } from '../log.ts'
import { gatewayRecipient, type SmsGateway, type SmsMessage, type SmsSent } from './sms-gateway.server.ts'

const provider = 'console'

export function createConsoleGateway(logger: Pick<typeof log, 'devSms'> = log): SmsGateway {
  return {
    provider,
    async send(message: SmsMessage): Promise<SmsSent> {
      // The same refusals as a real gateway, so a bad number fails in development too.
      gatewayRecipient(provider, message)
      logger.devSms({ to: message.to, text: message.text })
      return { provider, messageId: undefined }
    },
  }
}
