/** "Value my car" in the dealer API (decision 0102; see ./operation.ts, ./trade-ins.ts and ./staff-trade-ins.ts). */
import { z } from 'zod'
import { appConfig } from '../../app.config'
import { fileAnswerSchema } from './file-answer'
import { defineOperation } from './operation'
import {
  codeResentSchema,
  orderPlacedSchema,
  orderReferenceSchema,
  resendOrderCodeSchema,
  trackOrderSchema,
  verifyOrderSchema,
} from './orders'
import {
  answerTradeInSchema,
  listTradeInsInputSchema,
  staffTradeInSchema,
  tradeInIdSchema,
  tradeInPhotoParamsSchema,
  tradeInsPageSchema,
} from './staff-trade-ins'
import {
  requestTradeInSchema,
  tradeInLimits,
  tradeInPhotoMediaTypes,
  tradeInPhotoUploadedSchema,
  tradeInPhotoUploadSchema,
  trackedTradeInSchema,
  tradeInVerifiedSchema,
} from './trade-ins'

const referenceParamsSchema = z.object({ reference: orderReferenceSchema })

const codeRules = `Codes are ${appConfig.otpLength} digits, valid ${appConfig.orderCodeLifetimeSeconds / 60} minutes, single use, under the limits of an order's codes (5 wrong codes lock the request, \`code_locked\`, 423; a new code once a minute; at most 5 codes reach one mobile number in an hour, orders' and requests' together). The body names the request by its \`mobile\` too: a reference and mobile that do not belong together answer exactly as an unknown reference does (404).`

const smsFailed =
  'The SMS gateway did not take the code (`sms_failed`): send the same request again (with the same `Idempotency-Key` where it has one)'

export const uploadTradeInPhotoOperation = defineOperation({
  method: 'post',
  path: '/trade-ins/photos',
  operationId: 'uploadTradeInPhoto',
  summary: 'Upload one photo of the car to be valued',
  description: [
    `A \`multipart/form-data\` body with \`photo\`: a JPEG, PNG or WebP of at most ${tradeInLimits.photoMaxBytes} bytes, its kind decided`,
    'from its bytes (anything else, or a picture that does not decode, is 415 with a field error on `photo`). It is turned upright,',
    'made at most 1600 pixels a side and encoded afresh as WebP without any metadata (no location), and kept for an hour until a',
    `request (\`POST /trade-ins\`, up to ${tradeInLimits.maxPhotos} photos) names its \`id\`. At most 30 photos per client address an hour.`,
  ].join(' '),
  tag: 'trade-ins',
  body: tradeInPhotoUploadSchema,
  multipart: {
    fileFields: ['photo'],
    fileMediaTypes: tradeInPhotoMediaTypes,
    maxBodyBytes: tradeInLimits.photoBodyMaxBytes,
    maxFileBytes: tradeInLimits.photoMaxBytes,
    fileTooLarge: 'tradeInPhotoSize',
  },
  response: tradeInPhotoUploadedSchema,
  successStatus: 201,
  canBeRateLimited: true,
})

export const requestTradeInOperation = defineOperation({
  method: 'post',
  path: '/trade-ins',
  operationId: 'requestTradeIn',
  summary: 'Ask for an estimate of a car to trade in',
  description: [
    'Stores the request (make, model, year, mileage, condition, city, photos uploaded before) as awaiting its code and sends a',
    'code by SMS to `mobile`, in the language of `Content-Language`; requests never confirmed are deleted after 24 hours.',
    '`orderReference` attaches it to a confirmed order placed with the same mobile (400 on `orderReference` otherwise). A photo',
    'id that is unknown, already used or older than an hour is 409 `photos_expired`: upload the photos again. Staff answer a',
    `confirmed request with an estimate in riyals that holds ${tradeInLimits.estimateValidDays} days, texted to the mobile;`,
    '`POST /trade-ins/track` shows it.',
  ].join(' '),
  tag: 'trade-ins',
  body: requestTradeInSchema,
  response: orderPlacedSchema,
  successStatus: 202,
  idempotency: 'required',
  canBeRateLimited: true,
  refusals: { 409: 'A photo id is unknown, already used or expired (`photos_expired`): upload the photos again', 503: smsFailed },
})

export const verifyTradeInOperation = defineOperation({
  method: 'post',
  path: '/trade-ins/:reference/verification',
  operationId: 'verifyTradeIn',
  summary: 'Confirm a trade-in request with the code sent by SMS',
  description: `A right code puts the request in the dealer's inbox (\`waiting\`). A wrong one answers 422 \`code_incorrect\` with \`attemptsLeft\`; an expired one 410 \`code_expired\`. ${codeRules}`,
  tag: 'trade-ins',
  params: referenceParamsSchema,
  body: verifyOrderSchema,
  response: tradeInVerifiedSchema,
  successStatus: 200,
  canBeNotFound: true,
  canBeRateLimited: true,
  refusals: {
    409: 'The request is confirmed already (`already_verified`)',
    410: 'The code has expired (`code_expired`): ask for a new one',
    422: 'The code is not the one sent (`code_incorrect`); `attemptsLeft` says how many more may be tried',
    423: 'Too many wrong codes locked the request (`code_locked`): send a new request',
  },
})

export const resendTradeInCodeOperation = defineOperation({
  method: 'post',
  path: '/trade-ins/:reference/verification/resend',
  operationId: 'resendTradeInCode',
  summary: 'Send a new code for a trade-in request',
  description: `The code sent before stays good until its own minutes are over. ${codeRules}`,
  tag: 'trade-ins',
  params: referenceParamsSchema,
  body: resendOrderCodeSchema,
  response: codeResentSchema,
  successStatus: 202,
  canBeNotFound: true,
  canBeRateLimited: true,
  refusals: {
    409: 'The request is confirmed already (`already_verified`)',
    423: 'Too many wrong codes locked the request (`code_locked`)',
    503: smsFailed,
  },
})

export const trackTradeInOperation = defineOperation({
  method: 'post',
  path: '/trade-ins/track',
  operationId: 'trackTradeIn',
  summary: 'A trade-in request and its estimate, by reference and mobile number',
  description:
    'A POST so the mobile number never appears in a URL or a log of one. `state` is `waiting` until staff answer, then `estimated` with the amount and `validUntil`, then `expired`. A reference and mobile that do not belong together answer exactly as an unknown reference does (404); look-ups share the per-address limit of order tracking.',
  tag: 'trade-ins',
  body: trackOrderSchema,
  response: trackedTradeInSchema,
  successStatus: 200,
  canBeNotFound: true,
  canBeRateLimited: true,
})

export const listTradeInsOperation = defineOperation({
  method: 'get',
  path: '/staff/trade-ins',
  operationId: 'listTradeIns',
  summary: 'Confirmed trade-in requests, oldest waiting first',
  description:
    'Twenty a page: those waiting for an estimate (oldest first, the default), those estimated (newest answer first), or all, with both counts.',
  tag: 'staff',
  query: listTradeInsInputSchema,
  response: tradeInsPageSchema,
  staff: 'inbox',
})

export const answerTradeInOperation = defineOperation({
  method: 'post',
  path: '/staff/trade-ins/:id/estimate',
  operationId: 'answerTradeIn',
  summary: 'Send the buyer an estimate for their car',
  description: [
    `Stores the estimate in riyals, valid ${tradeInLimits.estimateValidDays} days from now, and texts it to the buyer in their language`,
    '(through the outbox); written to the staff audit log. A request whose estimate still holds is 409 `conflict`: an estimate',
    'the buyer was promised is not changed; once it has expired a new one may be sent.',
  ].join(' '),
  tag: 'staff',
  params: tradeInIdSchema,
  body: answerTradeInSchema,
  response: staffTradeInSchema,
  successStatus: 200,
  canBeNotFound: true,
  conflict: 'the request already has an estimate that still holds',
  staff: 'inbox',
})

export const downloadTradeInPhotoOperation = defineOperation({
  method: 'get',
  path: '/staff/trade-ins/:id/photos/:photoId',
  operationId: 'downloadTradeInPhoto',
  summary: "A trade-in request's photo",
  description:
    'The WebP the upload was re-encoded to, `Content-Disposition: attachment` under a name the app makes (an `<img>` still shows it), `X-Content-Type-Options: nosniff`, `Cache-Control: private, no-store` and a sandboxing Content-Security-Policy.',
  tag: 'staff',
  params: tradeInPhotoParamsSchema,
  response: fileAnswerSchema,
  download: { mediaTypes: ['image/webp'] },
  canBeNotFound: true,
  staff: 'inbox',
})
