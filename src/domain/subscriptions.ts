/**
 * The mailing list (decision 0048): double opt-in sign-ups, confirmation and unsubscribe by signed
 * link, and the deletion of sign-ups nobody confirmed. A sign-up is answered the same way whatever
 * the list holds, and does the same work (limits, a look-up) either way, so neither the answer nor
 * its timing tells who is subscribed.
 */
import { and, eq, isNull, lte, sql } from 'drizzle-orm'
import type { Locale } from '../../app.config.ts'
import { subscriptions } from '../server/db/schema.ts'
import type { Db } from '../server/db/types.ts'
import { enqueueOutbox, type NotificationSettings } from '../server/outbox/enqueue-outbox.server.ts'
import { consumeRateLimit } from '../server/rate-limit.server.ts'
import { withdrawNewsletterMails } from './newsletters.ts'
import { subscriptionPolicy } from './subscription-policy.ts'
import { confirmationToken, readConfirmationToken, readUnsubscribeToken, unsubscribeToken } from './subscription-tokens.ts'

const day = 24 * 60 * 60 * 1000

export type SubscriptionRefusal = { refused: 'rate_limited'; retryAfterSeconds: number }
export type LinkRefusal = { refused: 'invalid_link' } | { refused: 'link_expired' } | SubscriptionRefusal

/** Where the mails' links lead: the site's origin, e.g. https://cars.example.sa. */
export type LinkContext = { secret: string; origin: string }

/** A page of the storefront in `locale` (Arabic without a prefix), with the token in its query. */
export function subscriptionPageUrl(origin: string, locale: Locale, page: 'confirm' | 'unsubscribe', token: string): string {
  const url = new URL(`${locale === 'en' ? '/en' : ''}/subscription/${page}`, origin)
  url.searchParams.set('token', token)
  return url.href
}

/**
 * A sign-up: the address gets one row (made, or its language and link expiry renewed while it
 * waits for confirmation) and a confirmation mail through the outbox, in the same transaction.
 * An address already confirmed gets nothing, and at most 3 mails a day go to one address; the
 * answer is the same in every case. Only the client address's limit is refused out loud: it says
 * nothing about the list.
 */
export async function requestSubscription(
  tx: Db,
  email: string,
  client: { address: string; locale: Locale },
  links: LinkContext,
  now: Date = new Date(),
  settings?: NotificationSettings,
): Promise<{ status: 'confirmation_sent' } | SubscriptionRefusal> {
  const answer = { status: 'confirmation_sent' } as const
  const byAddress = await consumeRateLimit(tx, {
    bucket: 'subscriptions.address',
    key: client.address,
    limit: subscriptionPolicy.signUpsPerAddressPerHour,
    windowSeconds: 3600,
  })
  if (!byAddress.allowed) return { refused: 'rate_limited', retryAfterSeconds: byAddress.retryAfterSeconds }
  // Counted for every sign-up, confirmed or not, so both do the same work.
  const byEmail = await consumeRateLimit(tx, {
    bucket: 'subscriptions.email',
    key: email,
    limit: subscriptionPolicy.mailsPerEmailPerDay,
    windowSeconds: 24 * 3600,
  })
  if (!byEmail.allowed) return answer
  const expiresAt = new Date(now.getTime() + subscriptionPolicy.confirmationDays * day)
  // One statement, safe when the same address arrives twice at once: a confirmed row is left as it is.
  const [row] = await tx
    .insert(subscriptions)
    .values({ email, locale: client.locale, createdAt: now, confirmationExpiresAt: expiresAt })
    .onConflictDoUpdate({
      target: subscriptions.email,
      set: { locale: sql`excluded.locale`, confirmationExpiresAt: sql`excluded.confirmation_expires_at` },
      setWhere: isNull(subscriptions.confirmedAt),
    })
    .returning({ id: subscriptions.id })
  if (!row) return answer
  await enqueueOutbox(
    tx,
    {
      kind: 'subscription.confirm',
      payload: {
        email,
        locale: client.locale,
        confirmUrl: subscriptionPageUrl(links.origin, client.locale, 'confirm', confirmationToken(links.secret, row.id, expiresAt)),
        unsubscribeUrl: subscriptionPageUrl(links.origin, client.locale, 'unsubscribe', unsubscribeToken(links.secret, row.id)),
        linkValidDays: subscriptionPolicy.confirmationDays,
      },
    },
    settings,
  )
  return answer
}

/** Counts a use of a mail's link by `address`; tokens cannot be guessed, this only bounds the work. */
async function linkUseAllowed(db: Db, address: string): Promise<SubscriptionRefusal | null> {
  const limit = await consumeRateLimit(db, {
    bucket: 'subscriptions.link',
    key: address,
    limit: subscriptionPolicy.linkUsesPerAddressPerHour,
    windowSeconds: 3600,
  })
  return limit.allowed ? null : { refused: 'rate_limited', retryAfterSeconds: limit.retryAfterSeconds }
}

/**
 * Confirms the sign-up a confirmation token names. Idempotent: confirmed stays confirmed, even
 * when an old link is opened again. An expired link, or one whose sign-up was deleted (unconfirmed
 * past its link, or unsubscribed), confirms nothing.
 */
export async function confirmSubscription(
  db: Db,
  token: string,
  client: { address: string; secret: string },
  now: Date = new Date(),
): Promise<{ status: 'confirmed' } | LinkRefusal> {
  const refusal = await linkUseAllowed(db, client.address)
  if (refusal) return refusal
  const named = readConfirmationToken(client.secret, token)
  if (!named) return { refused: 'invalid_link' }
  const [row] = await db.select({ confirmedAt: subscriptions.confirmedAt }).from(subscriptions).where(eq(subscriptions.id, named.id))
  if (row?.confirmedAt) return { status: 'confirmed' }
  if (!row || named.expiresAt.getTime() <= now.getTime()) return { refused: 'link_expired' }
  await db
    .update(subscriptions)
    .set({ confirmedAt: now })
    .where(and(eq(subscriptions.id, named.id), isNull(subscriptions.confirmedAt)))
  return { status: 'confirmed' }
}

/**
 * Takes the subscription an unsubscribe token names off the list by deleting its row: nothing
 * about the address is kept once it has no purpose (PDPL), and no newsletter mail still waiting
 * for it goes out. Idempotent: a token whose row is gone
 * answers the same.
 */
export async function unsubscribe(
  db: Db,
  token: string,
  client: { address: string; secret: string },
): Promise<{ status: 'unsubscribed' } | LinkRefusal> {
  const refusal = await linkUseAllowed(db, client.address)
  if (refusal) return refusal
  const named = readUnsubscribeToken(client.secret, token)
  if (!named) return { refused: 'invalid_link' }
  await db.transaction(async (tx) => {
    await tx.delete(subscriptions).where(eq(subscriptions.id, named.id))
    // Newsletter mails written for them but not yet sent go too (decision 0055).
    await withdrawNewsletterMails(tx, named.id)
  })
  return { status: 'unsubscribed' }
}

/** Deletes sign-ups whose newest confirmation link has expired unconfirmed; returns how many. */
export async function purgeUnconfirmedSubscriptions(db: Db, now: Date = new Date()): Promise<number> {
  const deleted = await db
    .delete(subscriptions)
    .where(and(isNull(subscriptions.confirmedAt), lte(subscriptions.confirmationExpiresAt, now)))
    .returning({ id: subscriptions.id })
  return deleted.length
}
