/** Purchase orders in the dealer API (see ./operation.ts and ./orders.ts). */
import { appConfig } from '../../app.config.ts'
import { z } from 'zod'
import { defineOperation } from './operation'
import {
  codeResentSchema,
  orderPlacedSchema,
  orderReferenceSchema,
  orderVerifiedSchema,
  placeOrderSchema,
  resendOrderCodeSchema,
  trackedOrderSchema,
  trackOrderSchema,
  verifyOrderSchema,
} from './orders'

/** Path parameters are read by the API's text coercion, which takes classic zod objects. */
const orderReferenceParamsSchema = z.object({ reference: orderReferenceSchema })

const smsFailed =
  'The SMS gateway did not take the code (`sms_failed`): send the same request again (with the same `Idempotency-Key` where it has one)'

const codeRules = `Codes are ${appConfig.otpLength} digits, valid ${appConfig.orderCodeLifetimeSeconds / 60} minutes, single use. After 5 wrong codes the order is locked (\`code_locked\`, 423); a new code does not reset the count. A new code may be asked for once a minute, and at most 5 codes reach one mobile number in an hour.`

const orderByMobile =
  'The body names the order by its `mobile` too, in any spelling the order form accepts: a reference and mobile that do not belong together answer exactly as an unknown reference does (404), and a wrong code counts against the order only with its own mobile.'

export const placeOrderOperation = defineOperation({
  method: 'post',
  path: '/orders',
  operationId: 'placeOrder',
  summary: 'Place a purchase order (individual or company, cash or finance)',
  description: [
    'Stores the order as `awaiting_verification` and sends a verification code by SMS to `mobile`, in the',
    'language of `Content-Language`. The order becomes real once the code is confirmed',
    '(`POST /orders/{reference}/verification`); orders never confirmed are deleted after 24 hours.',
    'Mobile numbers are accepted as 05XXXXXXXX, 5XXXXXXXX, 9665XXXXXXXX, 009665XXXXXXXX or +9665XXXXXXXX, with',
    'spaces or dashes, in Latin or Arabic-Indic digits. Finance answers are only read, and kept, when',
    '`purchaseType` is `finance`, and require `creditConsent: true`. When the SMS gateway cannot take the',
    'code, the answer is 503 `sms_failed`: send the same request again with the same `Idempotency-Key`.',
  ].join(' '),
  tag: 'orders',
  body: placeOrderSchema,
  response: orderPlacedSchema,
  successStatus: 202,
  idempotency: 'required',
  canBeRateLimited: true,
  refusals: { 503: smsFailed },
})

export const verifyOrderOperation = defineOperation({
  method: 'post',
  path: '/orders/:reference/verification',
  operationId: 'verifyOrder',
  summary: 'Confirm an order with the code sent by SMS',
  description: `A right code makes the order \`received\`. A wrong one answers 422 \`code_incorrect\` with \`attemptsLeft\`; an expired one 410 \`code_expired\`. ${codeRules} ${orderByMobile}`,
  tag: 'orders',
  params: orderReferenceParamsSchema,
  body: verifyOrderSchema,
  response: orderVerifiedSchema,
  successStatus: 200,
  canBeNotFound: true,
  canBeRateLimited: true,
  refusals: {
    410: 'The code has expired (`code_expired`): ask for a new one',
    422: 'The code is not the one sent (`code_incorrect`); `attemptsLeft` says how many more may be tried',
    423: 'Too many wrong codes locked the order (`code_locked`): place a new order',
  },
})

export const resendOrderCodeOperation = defineOperation({
  method: 'post',
  path: '/orders/:reference/verification/resend',
  operationId: 'resendOrderCode',
  summary: 'Send a new verification code',
  description: `The previous code stops working. ${codeRules} ${orderByMobile}`,
  tag: 'orders',
  params: orderReferenceParamsSchema,
  body: resendOrderCodeSchema,
  response: codeResentSchema,
  successStatus: 202,
  canBeNotFound: true,
  canBeRateLimited: true,
  refusals: {
    423: 'Too many wrong codes locked the order (`code_locked`): place a new order',
    503: smsFailed,
  },
})

export const trackOrderOperation = defineOperation({
  method: 'post',
  path: '/orders/track',
  operationId: 'trackOrder',
  summary: 'An order and its status history, by reference and mobile number',
  description:
    'A POST so the mobile number never appears in a URL or a log of one. A reference and mobile that do not belong together answer exactly as an unknown reference does (404).',
  tag: 'orders',
  body: trackOrderSchema,
  response: trackedOrderSchema,
  successStatus: 200,
  canBeNotFound: true,
  canBeRateLimited: true,
})
