/** The mailing list in the dealer API (see ./operation.ts and ./subscriptions.ts, decision 0048). */
import { defineOperation } from './operation'
import {
  subscribeSchema,
  subscriptionConfirmedSchema,
  subscriptionRequestedSchema,
  subscriptionTokenBodySchema,
  unsubscribedSchema,
} from './subscriptions'

export const subscribeOperation = defineOperation({
  method: 'post',
  path: '/subscriptions',
  operationId: 'subscribe',
  summary: 'Sign an e-mail address up for the mailing list (double opt-in)',
  description: [
    'Sends a confirmation mail, in the request’s `Content-Language`, whose link confirms the sign-up within 7 days.',
    'The answer is always `202 {"status":"confirmation_sent"}`, whether the address is new, waiting for its',
    'confirmation or already subscribed (no mail is sent then), so the answer never tells who is on the list.',
    'An address keeps one row however often it is sent. At most 10 sign-ups per client address an hour',
    '(429 with `Retry-After`); at most 3 confirmation mails per address a day (beyond that the answer is the same',
    'and no mail goes out).',
  ].join(' '),
  tag: 'subscriptions',
  body: subscribeSchema,
  response: subscriptionRequestedSchema,
  successStatus: 202,
  idempotency: 'optional',
  canBeRateLimited: true,
})

export const confirmSubscriptionOperation = defineOperation({
  method: 'post',
  path: '/subscriptions/confirm',
  operationId: 'confirmSubscription',
  summary: 'Confirm a sign-up with the token from its confirmation mail',
  description: [
    'Idempotent: a confirmed subscription answers `confirmed` again. A token whose signature does not match is',
    '400 `invalid_link`; one past its 7 days, or for a sign-up that no longer exists, is 410 `link_expired`.',
  ].join(' '),
  tag: 'subscriptions',
  body: subscriptionTokenBodySchema,
  response: subscriptionConfirmedSchema,
  successStatus: 200,
  canBeRateLimited: true,
  refusals: { 410: 'The link is past its 7 days, or its sign-up no longer exists (`link_expired`): sign up again' },
})

export const unsubscribeOperation = defineOperation({
  method: 'post',
  path: '/subscriptions/unsubscribe',
  operationId: 'unsubscribe',
  summary: 'Take an address off the mailing list with the token from any of its mails',
  description: [
    'Deletes the subscription the signed token names. Idempotent: an address already off the list answers',
    '`unsubscribed` again. A token whose signature does not match is 400 `invalid_link`. Mails carry the link',
    'as `List-Unsubscribe` with `List-Unsubscribe-Post: List-Unsubscribe=One-Click` (RFC 8058); that link is the',
    'storefront’s unsubscribe page, which takes the one-click POST without a session or CSRF token.',
  ].join(' '),
  tag: 'subscriptions',
  body: subscriptionTokenBodySchema,
  response: unsubscribedSchema,
  successStatus: 200,
  canBeRateLimited: true,
})
