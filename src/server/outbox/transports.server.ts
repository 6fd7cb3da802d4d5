/**
 * The transports this process delivers with: the dealer's webhook and mail, configured from the
 * environment. SMS has no default here: the process that starts the worker passes one
 * (`startOutboxWorker({ transports: { sms } })`) built on src/server/sms/.
 * Runs in the production server script too, so only erasable TypeScript is allowed here.
 */
import { appConfig, getEnv, type Env } from '../../../app.config.ts'
import { mailMessageSchema } from '../mail/mail-message.ts'
import { getMailer, MailSendError, type Mailer } from '../mail/mailer.server.ts'
import { OutboxDeliveryError, type OutboxTransports } from './delivery.ts'
import { postWebhook } from './webhook.server.ts'
import { getSmsGateway } from '../sms/get-sms-gateway.server.ts'
import { SmsSendError, type SmsGateway } from '../sms/sms-gateway.server.ts'
import { smsMessagePayload } from './kinds.ts'
import { getPaymentClient, type PaymentClient } from '../payments/moyasar-client.server.ts'
import { refundDelivery } from '../payments/refund-delivery.server.ts'

export function defaultOutboxTransports(
  env: Env = getEnv(),
  mailer: () => Mailer = getMailer,
  smsGateway: () => SmsGateway = getSmsGateway,
  payments: () => PaymentClient = getPaymentClient,
): OutboxTransports {
  return {
    async webhook(delivery, signal) {
      // The message was written while a webhook was configured; it waits for one to be again.
      if (!env.DEALER_WEBHOOK_URL || !env.DEALER_WEBHOOK_SECRET) throw new OutboxDeliveryError('DEALER_WEBHOOK_URL is not set')
      const settings = { url: env.DEALER_WEBHOOK_URL, secret: env.DEALER_WEBHOOK_SECRET, timeoutMs: appConfig.outbox.webhookTimeoutMs }
      await postWebhook(settings, delivery, signal)
    },
    async sms(delivery) {
      try {
        // The row id goes with the message where a gateway keeps one (Unifonic's CorrelationID),
        // so an operator can find in its reports whether an interrupted send went out.
        await smsGateway().send({ ...smsMessagePayload.parse(delivery.payload), reference: delivery.id })
      } catch (error) {
        // The gateway's reason (a code, `timeout`, `http_503`) holds no number and no text.
        throw error instanceof SmsSendError ? new OutboxDeliveryError(`sms ${error.reason}`) : error
      }
    },
    // A deposit's refund (decision 0101): fetched first, so a repeat after a lost answer refunds nothing twice.
    payment: (delivery) => refundDelivery(delivery, payments()),
    async mail(delivery) {
      const mail = mailMessageSchema.parse(delivery.payload)
      try {
        await mailer().send({ ...mail, id: mail.id ?? delivery.id })
      } catch (error) {
        throw error instanceof MailSendError ? new OutboxDeliveryError(error.message) : error
      }
    },
  }
}
