/** A buyer's "My orders" in the dealer API (decision 0099; see ./operation.ts and ./buyer-orders.ts). */
import { z } from 'zod'
import { appConfig } from '../../app.config.ts'
import { defineOperation } from './operation'
import { orderReferenceSchema } from './orders'
import {
  buyerOrdersSchema,
  buyerSessionSchema,
  buyerSignedOutSchema,
  buyerSignInCodeRequestSchema,
  buyerSignInCodeSentSchema,
  buyerSignInSchema,
  withdrawnOrderSchema,
} from './buyer-orders'
import { alertRemovedSchema } from './alerts'

const codeRules = `Codes are ${appConfig.otpLength} digits, valid ${appConfig.orderCodeLifetimeSeconds / 60} minutes, single use, and follow the order codes' limits: a new code once a minute, at most 5 codes an hour to one mobile number (order codes included) and 30 from one address; after 5 wrong codes no code is checked until the current one has run out (\`code_locked\`, 423, with \`Retry-After\`).`

export const sendBuyerSignInCodeOperation = defineOperation({
  method: 'post',
  path: '/buyer/sign-in/code',
  operationId: 'sendBuyerSignInCode',
  summary: 'Send a code to sign in to "My orders"',
  description: [
    'Sends a sign-in code by SMS to `mobile` when an order was confirmed with it, in the language of',
    '`Content-Language`. A mobile without a confirmed order gets the same answer and counts against the same',
    `limits, but no text message: the answer never tells whether a number has ordered. ${codeRules}`,
  ].join(' '),
  tag: 'buyer',
  body: buyerSignInCodeRequestSchema,
  response: buyerSignInCodeSentSchema,
  successStatus: 202,
  canBeRateLimited: true,
  refusals: { 423: 'Five wrong codes: wait until the current code has run out (`code_locked`, with `Retry-After`)' },
})

export const signInBuyerOperation = defineOperation({
  method: 'post',
  path: '/buyer/session',
  operationId: 'signInBuyer',
  summary: 'Sign in to "My orders" with the code',
  description: `A right code opens a session for the mobile it was sent to, ending ${appConfig.buyer.sessionSeconds / 60} minutes later; present \`token\` as \`Authorization: Bearer <token>\`. A code opens nothing for another mobile. ${codeRules}`,
  tag: 'buyer',
  body: buyerSignInSchema,
  response: buyerSessionSchema,
  canBeRateLimited: true,
  refusals: {
    410: 'No code is running for this mobile (`code_expired`): ask for a new one',
    422: 'The code is not the one sent (`code_incorrect`); `attemptsLeft` says how many more may be tried',
    423: 'Five wrong codes: wait until the current code has run out (`code_locked`, with `Retry-After`)',
  },
})

export const listBuyerOrdersOperation = defineOperation({
  method: 'get',
  path: '/buyer/orders',
  operationId: 'listBuyerOrders',
  summary: 'The signed-in buyer’s orders',
  description:
    'Every confirmed order placed with the session’s mobile, newest first: status, history and what was chosen, as tracking shows them, and whether it may still be withdrawn; and the confirmed SMS alerts of that mobile.',
  tag: 'buyer',
  response: buyerOrdersSchema,
  buyer: true,
})

export const withdrawBuyerOrderOperation = defineOperation({
  method: 'post',
  path: '/buyer/orders/:reference/withdrawal',
  operationId: 'withdrawBuyerOrder',
  summary: 'Withdraw one of the buyer’s orders',
  description:
    'Cancels an order of the session’s mobile that staff have not approved yet, with a line in its history; staff see it cancelled by the buyer. Withdrawing an order already withdrawn answers it as it is. Another mobile’s order answers as an unknown reference (404).',
  tag: 'buyer',
  params: z.object({ reference: orderReferenceSchema }),
  response: withdrawnOrderSchema,
  successStatus: 200,
  buyer: true,
  canBeNotFound: true,
  refusals: { 409: 'Staff have approved or closed the order: only the showroom can change it now (`not_withdrawable`)' },
})

export const removeBuyerAlertOperation = defineOperation({
  method: 'delete',
  path: '/buyer/alerts/:alertId',
  operationId: 'removeBuyerAlert',
  summary: 'Remove one of the buyer’s SMS alerts',
  description:
    'Removes a price, stock or new-match alert sent by SMS to the session’s mobile. Another mobile’s alert, or one already removed, answers the same and changes nothing.',
  tag: 'buyer',
  params: z.object({ alertId: z.uuid() }),
  response: alertRemovedSchema,
  successStatus: 200,
  buyer: true,
})

export const signOutBuyerOperation = defineOperation({
  method: 'delete',
  path: '/buyer/session',
  operationId: 'signOutBuyer',
  summary: 'Sign out of "My orders"',
  tag: 'buyer',
  response: buyerSignedOutSchema,
  buyer: true,
})
