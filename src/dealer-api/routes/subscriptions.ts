/** The mailing list in the dealer API (decision 0048): thin handlers over src/domain/subscriptions.ts. */
import { msg } from '@lingui/core/macro'
import { getEnv } from '../../../app.config'
import { confirmSubscriptionOperation, subscribeOperation, unsubscribeOperation } from '../../contract/subscriptions-api'
import { confirmSubscription, requestSubscription, unsubscribe, type LinkRefusal } from '../../domain/subscriptions'
import { ApiError, RateLimitedError } from '../../lib/api-error'
import { addressedOrigin } from '../../lib/host-policy'
import type { Db } from '../../server/db/types'
import { wakeOutbox } from '../../server/outbox/outbox-worker.server'
import { storedSecret } from '../../server/secrets.server'
import { implement, implementInTwoSteps, type RouteDefinition } from '../route-kit'

const messages = {
  invalidLink: msg`This link does not work. Please open the link from your email exactly as it is.`,
  linkExpired: msg`This link has expired. Please sign up again to receive a new one.`,
}

/**
 * The key that signs the links, read once per database for the requests that run outside a
 * transaction: a secret made by a transaction that then rolled back must not be kept.
 */
const linkSecretName = 'subscription-links'
const linkSecrets = new WeakMap<Db, Promise<string>>()
function linkSecretOf(db: Db): Promise<string> {
  let secret = linkSecrets.get(db)
  if (!secret) {
    secret = storedSecret(db, linkSecretName)
    secret.catch(() => linkSecrets.delete(db))
    linkSecrets.set(db, secret)
  }
  return secret
}

/**
 * Where the mails' links lead: PUBLIC_ORIGIN; else the origin of the storefront page the visitor
 * is on, when the storefront called (a render thread calls over loopback, so its request names
 * 127.0.0.1 and an internal port: decision 0042); else the origin this request was addressed to
 * (an outside caller, a developer's machine, the tests); else this server on localhost. Never
 * anything an outside caller merely sends: a link in a mail from the dealer must lead to the
 * dealer's site. Used by the sign-up's and the newsletters' mails alike; `env` is the server's own
 * unless a test gives one.
 */
export function mailLinkOrigin(context: { request: Request; visitorOrigin?: string }, env = getEnv()): string {
  if (env.PUBLIC_ORIGIN) return new URL(env.PUBLIC_ORIGIN).origin
  return context.visitorOrigin ?? addressedOrigin(context.request, env) ?? `http://localhost:${env.PORT}`
}

function refuse(refusal: LinkRefusal): never {
  if (refusal.refused === 'rate_limited') throw new RateLimitedError(refusal.retryAfterSeconds)
  if (refusal.refused === 'link_expired') throw new ApiError(410, 'link_expired', messages.linkExpired)
  throw new ApiError(400, 'invalid_link', messages.invalidLink)
}

export const subscriptionRoutes: RouteDefinition[] = [
  implementInTwoSteps(subscribeOperation, {
    store: async (context) => {
      // Read through the request's transaction when there is one (with an Idempotency-Key): on
      // PGlite a query outside it would wait for it to end. Not kept: that transaction may roll back.
      const secret = await storedSecret(await context.db(), linkSecretName)
      const origin = mailLinkOrigin(context)
      // The row, its limits and its mail in one transaction (a savepoint inside an idempotent request's).
      const answer = await (
        await context.db()
      ).transaction((tx) =>
        requestSubscription(tx, context.body.email, { address: context.clientAddress, locale: context.locale }, { secret, origin }),
      )
      if ('refused' in answer) refuse(answer)
      return answer
    },
    // The confirmation mail was written with the sign-up; the worker goes now, not at its next round.
    afterCommit: async (_context, stored) => {
      wakeOutbox()
      return stored
    },
  }),
  implement(confirmSubscriptionOperation, async (context) => {
    const db = await context.db()
    const answer = await confirmSubscription(db, context.body.token, { address: context.clientAddress, secret: await linkSecretOf(db) })
    if ('refused' in answer) refuse(answer)
    return answer
  }),
  implement(unsubscribeOperation, async (context) => {
    const db = await context.db()
    const answer = await unsubscribe(db, context.body.token, { address: context.clientAddress, secret: await linkSecretOf(db) })
    if ('refused' in answer) refuse(answer)
    return answer
  }),
]
