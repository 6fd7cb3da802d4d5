/** Price, stock and new-match alerts in the dealer API (decision 0098): thin handlers over src/domain/alerts.ts. */
import { msg, plural } from '@lingui/core/macro'
import {
  confirmAlertsOperation,
  endAlertsOperation,
  listAlertsOperation,
  removeAlertOperation,
  requestAlertOperation,
  verifyAlertCodeOperation,
} from '../../contract/alerts-api'
import { alertCodeText } from '../../domain/alert-digests'
import {
  confirmEmailAlerts,
  listAlerts,
  removeAlert,
  removeAllAlerts,
  requestEmailAlerts,
  requestSmsAlerts,
  verifySmsAlerts,
  type AlertCodeRefusal,
  type AlertLinkRefusal,
  type AlertRefusal,
} from '../../domain/alerts'
import { ApiError, apiMessages, RateLimitedError } from '../../lib/api-error'
import { fieldMessages } from '../../lib/field-messages'
import { wakeOutbox } from '../../server/outbox/outbox-worker.server'
import { storedSecret } from '../../server/secrets.server'
import { getSmsGateway } from '../../server/sms/get-sms-gateway.server'
import type { Db } from '../../server/db/types'
import { implement, implementInTwoSteps, type RouteDefinition } from '../route-kit'
import { mailLinkOrigin } from './subscriptions'

const messages = {
  invalidLink: msg`This link does not work. Please open the link from your message exactly as it is.`,
  linkExpired: msg`This link has expired. Please ask for your alerts again to receive a new one.`,
  tooMany: msg`You already have the most alerts we keep for one person. Please remove some from your list of alerts first.`,
  codeNotFound: msg`No alert request matches this mobile number. Please ask for your alerts again.`,
  codeExpired: msg`This code has expired. Please ask for your alerts again.`,
  codeLocked: msg`Too many wrong codes were entered. Please ask for your alerts again.`,
  smsFailed: msg`We could not send the code to your mobile. Please try again.`,
}

/** The key that signs the links (the mailing list's) and the one that hashes codes (the orders'), read once per database. */
const secrets = new Map<string, WeakMap<Db, Promise<string>>>()
function secretOf(db: Db, name: 'subscription-links' | 'order-codes'): Promise<string> {
  let byDb = secrets.get(name)
  if (!byDb) secrets.set(name, (byDb = new WeakMap()))
  let secret = byDb.get(db)
  if (!secret) {
    secret = storedSecret(db, name)
    secret.catch(() => byDb.delete(db))
    byDb.set(db, secret)
  }
  return secret
}

function refuseRequest(refusal: AlertRefusal | { refused: 'sms_failed' }): never {
  switch (refusal.refused) {
    case 'rate_limited':
      throw new RateLimitedError(refusal.retryAfterSeconds)
    case 'invalid':
      throw new ApiError(
        400,
        'validation_failed',
        apiMessages.validationFailed,
        Object.fromEntries(Object.entries(refusal.fields).map(([field, key]) => [field, [fieldMessages[key]]])),
      )
    case 'too_many':
      throw new ApiError(409, 'conflict', messages.tooMany)
    case 'sms_failed':
      throw new ApiError(503, 'sms_failed', messages.smsFailed)
  }
}

function refuseLink(refusal: AlertLinkRefusal): never {
  if (refusal.refused === 'rate_limited') throw new RateLimitedError(refusal.retryAfterSeconds)
  if (refusal.refused === 'link_expired') throw new ApiError(410, 'link_expired', messages.linkExpired)
  throw new ApiError(400, 'invalid_link', messages.invalidLink)
}

function refuseCode(refusal: AlertCodeRefusal): never {
  switch (refusal.refused) {
    case 'rate_limited':
      throw new RateLimitedError(refusal.retryAfterSeconds)
    case 'not_found':
      throw new ApiError(404, 'not_found', messages.codeNotFound)
    case 'expired':
      throw new ApiError(410, 'code_expired', messages.codeExpired)
    case 'locked':
      throw new ApiError(423, 'code_locked', messages.codeLocked)
    case 'incorrect': {
      const { attemptsLeft } = refusal
      throw new ApiError(
        422,
        'code_incorrect',
        msg`The code is not correct. ${plural(attemptsLeft, { one: 'You have # more attempt.', other: 'You have # more attempts.' })}`,
        undefined,
        { attemptsLeft },
      )
    }
  }
}

/** Where codes go; the tests give their own. */
export type AlertRouteDeps = { sendSms: (message: { to: string; text: string }) => Promise<void> }

export const defaultAlertRouteDeps: AlertRouteDeps = {
  sendSms: async (message) => {
    await getSmsGateway().send(message)
  },
}

export function alertRoutes(deps: AlertRouteDeps = defaultAlertRouteDeps): RouteDefinition[] {
  return [
    implementInTwoSteps(requestAlertOperation, {
      store: async (context) => {
        const db = await context.db()
        const client = { address: context.clientAddress, locale: context.locale }
        const origin = mailLinkOrigin(context)
        const input = context.body
        if (input.channel === 'sms') {
          const messaging = { secret: await secretOf(db, 'order-codes'), sendSms: deps.sendSms, codeText: alertCodeText }
          const answer = await requestSmsAlerts(db, input, client, origin, messaging)
          if ('refused' in answer) refuseRequest(answer)
          return { status: answer.status, pendingId: answer.pendingId, expiresAt: answer.expiresAt.toISOString() }
        }
        // Read through the request's transaction when there is one (see ./subscriptions.ts).
        const secret = await storedSecret(db, 'subscription-links')
        const answer = await db.transaction((tx) => requestEmailAlerts(tx, input, client, { secret, origin }))
        if ('refused' in answer) refuseRequest(answer)
        return answer
      },
      // The confirmation mail was written with the request; the worker goes now.
      afterCommit: async (_context, stored) => {
        wakeOutbox()
        return stored
      },
    }),
    implement(verifyAlertCodeOperation, async (context) => {
      const db = await context.db()
      const answer = await verifySmsAlerts(db, context.body, { address: context.clientAddress }, await secretOf(db, 'order-codes'))
      if ('refused' in answer) refuseCode(answer)
      return answer
    }),
    implement(confirmAlertsOperation, async (context) => {
      const db = await context.db()
      const answer = await confirmEmailAlerts(db, context.body.token, {
        address: context.clientAddress,
        secret: await secretOf(db, 'subscription-links'),
      })
      if ('refused' in answer) refuseLink(answer)
      return answer
    }),
    implement(listAlertsOperation, async (context) => {
      const db = await context.db()
      const answer = await listAlerts(
        db,
        context.body.token,
        { address: context.clientAddress, secret: await secretOf(db, 'subscription-links') },
        context.locale,
      )
      if ('refused' in answer) refuseLink(answer)
      return answer
    }),
    implement(removeAlertOperation, async (context) => {
      const db = await context.db()
      const answer = await removeAlert(db, context.body.token, context.body.alertId, {
        address: context.clientAddress,
        secret: await secretOf(db, 'subscription-links'),
      })
      if ('refused' in answer) refuseLink(answer)
      return answer
    }),
    implement(endAlertsOperation, async (context) => {
      const db = await context.db()
      const answer = await removeAllAlerts(db, context.body.token, {
        address: context.clientAddress,
        secret: await secretOf(db, 'subscription-links'),
      })
      if ('refused' in answer) refuseLink(answer)
      return answer
    }),
  ]
}
