/**
 * The outbox's `payment` channel (decision 0101): refunds a deposit at the gateway. At least once
 * is safe because the payment is fetched first: one already refunded is done, so a repeat after a
 * lost answer or a crash refunds nothing twice. The refund is then recorded on the reservation's
 * payment, which the buyer's page and the staff list read.
 * Runs in the production server script too, so only erasable TypeScript is allowed here.
 */
import { eq } from 'drizzle-orm'
import { getDb } from '../db/client.server.ts'
import { reservationPayments } from '../db/schema.ts'
import type { Db } from '../db/types.ts'
import { OutboxDeliveryError, type OutboxDelivery } from '../outbox/delivery.ts'
import { paymentRefundPayload } from '../outbox/kinds.ts'
import { PaymentGatewayError, type PaymentClient } from './moyasar-client.server.ts'

export async function refundDelivery(delivery: OutboxDelivery, payments: PaymentClient, database?: Db): Promise<void> {
  const refund = paymentRefundPayload.parse(delivery.payload)
  try {
    let payment = await payments.fetchPayment(refund.paymentId)
    if (payment.status === 'paid' || payment.status === 'captured')
      payment = await payments.refundPayment(refund.paymentId, refund.amountHalalas)
    if (payment.status !== 'refunded') throw new OutboxDeliveryError(`payment refund: payment is ${payment.status}`)
  } catch (error) {
    throw error instanceof PaymentGatewayError ? new OutboxDeliveryError(`payment refund ${error.reason}`) : error
  }
  const db = database ?? (await getDb())
  await db
    .update(reservationPayments)
    .set({ status: 'refunded', refundedAt: new Date() })
    .where(eq(reservationPayments.id, refund.paymentId))
}
