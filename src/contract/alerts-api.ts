/** Price, stock and new-match alerts in the dealer API (see ./operation.ts and ./alerts.ts, decision 0098). */
import { defineOperation } from './operation'
import {
  alertListSchema,
  alertRemovedSchema,
  alertRequestedSchema,
  alertsConfirmedSchema,
  alertsEndedSchema,
  alertTokenBodySchema,
  newAlertSchema,
  removeAlertSchema,
  verifyAlertCodeSchema,
} from './alerts'

const oneADay =
  'Whatever the alerts find reaches the person in at most one message a Saudi calendar day, sent between 08:00 and 22:00 Riyadh time.'

export const requestAlertOperation = defineOperation({
  method: 'post',
  path: '/alerts',
  operationId: 'requestAlert',
  summary: 'Ask to be told when a car’s price drops, when it is back in stock, or about new cars matching a market search',
  description: [
    'Watch a car (`carId` with `priceDrop` and/or `backInStock`) or a search (`marketQuery`, the market page’s query string:',
    'the same filters decide what matches). With `channel: "email"` the answer is always `202 {"status":"confirmation_sent"}`',
    '(double opt-in: the mail’s link confirms within 7 days; at most 3 such mails an address a day; an address whose alerts are',
    'all on already gets none). With `channel: "sms"` a 6-digit code goes to the mobile (`code_sent`, with `pendingId` for',
    '`POST /alerts/verification`), under the order codes’ limits. At most 10 requests per client address an hour (429).',
    oneADay,
  ].join(' '),
  tag: 'alerts',
  body: newAlertSchema,
  response: alertRequestedSchema,
  successStatus: 202,
  idempotency: 'optional',
  canBeRateLimited: true,
  refusals: { 503: 'The code could not be sent by SMS (`sms_failed`): try again' },
})

export const verifyAlertCodeOperation = defineOperation({
  method: 'post',
  path: '/alerts/verification',
  operationId: 'verifyAlertCode',
  summary: 'Confirm SMS alerts with the code sent to the mobile',
  description:
    'The request’s `pendingId`, the mobile it was sent to and the code. A wrong code answers 422 `code_incorrect` with `attemptsLeft`; five lock it (423); an expired one is 410. Another mobile’s attempt finds nothing (404).',
  tag: 'alerts',
  body: verifyAlertCodeSchema,
  response: alertsConfirmedSchema,
  successStatus: 200,
  canBeNotFound: true,
  canBeRateLimited: true,
  refusals: {
    410: 'The code has expired (`code_expired`): ask again',
    422: 'The code is not the one sent (`code_incorrect`); `attemptsLeft` says how many more may be tried',
    423: 'Too many wrong codes (`code_locked`): ask again',
  },
})

export const confirmAlertsOperation = defineOperation({
  method: 'post',
  path: '/alerts/confirm',
  operationId: 'confirmAlerts',
  summary: 'Confirm e-mail alerts with the token from their confirmation mail',
  description:
    'Idempotent. A token whose signature does not match is 400 `invalid_link`; one past its 7 days, or whose alerts were asked for again or removed since, is 410 `link_expired`.',
  tag: 'alerts',
  body: alertTokenBodySchema,
  response: alertsConfirmedSchema,
  successStatus: 200,
  canBeRateLimited: true,
  refusals: { 410: 'The link is past its 7 days, or its alerts no longer wait for it (`link_expired`): ask again' },
})

export const listAlertsOperation = defineOperation({
  method: 'post',
  path: '/alerts/list',
  operationId: 'listAlerts',
  summary: 'One person’s confirmed alerts, by the token of any of their messages',
  description:
    'A POST so the token never appears in an API URL. Cars are named in the request’s `Content-Language`, with their price now. A person whose alerts were all removed gets an empty list.',
  tag: 'alerts',
  body: alertTokenBodySchema,
  response: alertListSchema,
  successStatus: 200,
  canBeRateLimited: true,
})

export const removeAlertOperation = defineOperation({
  method: 'post',
  path: '/alerts/remove',
  operationId: 'removeAlert',
  summary: 'Remove one alert from the list of one’s alerts',
  description: 'Idempotent: an alert already gone answers `removed` again.',
  tag: 'alerts',
  body: removeAlertSchema,
  response: alertRemovedSchema,
  successStatus: 200,
  canBeRateLimited: true,
})

export const endAlertsOperation = defineOperation({
  method: 'post',
  path: '/alerts/unsubscribe',
  operationId: 'endAlerts',
  summary: 'Remove every alert of one person (the one-click unsubscribe of their messages)',
  description: [
    'Idempotent. Every message carries `List-Unsubscribe: <https://…/alerts/unsubscribe?token=…>` with',
    '`List-Unsubscribe-Post: List-Unsubscribe=One-Click` (RFC 8058); that storefront page takes the one-click POST',
    'without a session or CSRF token and calls this operation.',
  ].join(' '),
  tag: 'alerts',
  body: alertTokenBodySchema,
  response: alertsEndedSchema,
  successStatus: 200,
  canBeRateLimited: true,
})
