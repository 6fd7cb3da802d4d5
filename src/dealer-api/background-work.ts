/**
 * Work the dealer API's process does besides answering: delivering the outbox, writing newsletter
 * mails to it at the throttled rate, reminding sales of company orders still without a reply
 * (decision 0087: every round, so within 10 minutes of the 18th and 24th hour), texting the day-before
 * reminder of each test drive (decision 0100), and deleting what has no purpose any more (orders never
 * verified, with their personal data; closed orders' credit answers; contact messages and job
 * applications past their retention; trade-in requests and their photos once their purpose is
 * served (decision 0102); car photos (decision 0080), news articles (decision 0078),
 * offers, jobs and branches (decision 0079) deleted more than 30 days ago; mailing-list sign-ups
 * never confirmed once their link expired; alerts never confirmed (decision 0098), and the
 * digests of alerts that waited for the morning; buyers' ended "My orders" sessions and sign-in
 * codes; expired rate-limit windows, staff sign-in failures and
 * browsers, and idempotency keys). On the main thread only, where the database is; every process
 * on one PostgreSQL database may run it at once (claims and deletes never conflict). On the
 * embedded database it also makes the staff accounts `npm run
 * staff:create` hands it, since that script may not open the folder this process holds.
 */
import { isMainThread } from 'node:worker_threads'
import { purgeDeletedCarPhotos } from '../domain/car-photos'
import { purgeBuyerSignIns } from '../domain/buyer-sessions'
import { purgeOldContactMessages } from '../domain/contact'
import { purgeOldJobApplications } from '../domain/job-applications'
import { eraseClosedOrdersCreditAnswers, purgeUnverifiedOrders } from '../domain/orders'
import { sendReplyReminders } from '../domain/order-reply'
import { purgeDeletedNews } from '../domain/staff-news'
import { pruneExpiredDevices } from '../domain/staff-devices'
import { purgeDeletedBranches } from '../domain/dealer'
import { purgeDeletedJobs } from '../domain/staff-jobs'
import { purgeTradeIns } from '../domain/staff-trade-ins'
import { purgeDeletedOffers, purgeUnusedOfferPictures } from '../domain/staff-offers'
import { pruneSignInFailures } from '../domain/staff-sign-in-locks'
import { purgeUnconfirmedSubscriptions } from '../domain/subscriptions'
import { purgeAlerts } from '../domain/alerts'
import { purgeSandboxRecords } from '../server/payments/moyasar-sandbox-store.server'
import { alertTransport, sendDueDigests } from '../domain/alert-digests'
import { configuredTarget, getDb } from '../server/db/client.server'
import { onStop } from '../server/lifecycle'
import { pruneIdempotencyKeys } from '../server/idempotency.server'
import { log } from '../server/log'
import { startOutboxWorker, wakeOutbox } from '../server/outbox/outbox-worker.server'
import { startNewsletterDispatcher } from './newsletter-dispatcher'
import { startReservationDispatcher } from './reservation-dispatcher'
import { serveStaffCreateRequests } from './staff-create-requests'
import { pruneRateLimits } from '../server/rate-limit.server'
import { storedSecret } from '../server/secrets.server'
import { purgeTestDrives, queueTestDriveReminders } from '../domain/test-drives'

const housekeepingIntervalMs = 10 * 60 * 1000
let started = false

export function startBackgroundWork(): void {
  if (started || !isMainThread) return
  started = true
  // The `alerts` channel is matched here, where the domain is (decision 0098).
  startOutboxWorker({ transports: { alerts: alertTransport() } })
  startNewsletterDispatcher()
  startReservationDispatcher()
  acceptStaffAccountsFromScript()
  let round: Promise<void> | null = housekeeping()
  const nextRound = () => {
    round ??= housekeeping().finally(() => {
      round = null
    })
  }
  void round.finally(() => {
    round = null
  })
  // Never keeps the process alive on its own: a shutdown does not wait for the next round.
  const timer = setInterval(nextRound, housekeepingIntervalMs)
  timer.unref()
  onStop('housekeeping', async () => {
    clearInterval(timer)
    await round
  })
}

function acceptStaffAccountsFromScript(): void {
  const target = configuredTarget()
  if (target.engine !== 'pglite' || target.dataDir === null) return
  const dataDir = target.dataDir
  getDb()
    .then((db) => {
      const stop = serveStaffCreateRequests(dataDir, db)
      onStop('staff accounts from the command line', async () => stop())
    })
    .catch((error: unknown) => log.error('staff:create cannot hand accounts to this server', { error }))
}

/** One round of deletions; a failure is logged and the next round tries again. */
export async function housekeeping(db?: Awaited<ReturnType<typeof getDb>>): Promise<void> {
  try {
    const database = db ?? (await getDb())
    const removed = {
      unverifiedOrders: await purgeUnverifiedOrders(database),
      closedOrdersCreditAnswers: await eraseClosedOrdersCreditAnswers(database),
      oldContactMessages: await purgeOldContactMessages(database),
      unconfirmedSubscriptions: await purgeUnconfirmedSubscriptions(database),
      oldJobApplications: await purgeOldJobApplications(database),
      tradeIns: await purgeTradeIns(database),
      deletedNews: await purgeDeletedNews(database),
      deletedOffers: await purgeDeletedOffers(database),
      unusedOfferPictures: await purgeUnusedOfferPictures(database),
      deletedJobs: await purgeDeletedJobs(database),
      deletedBranches: await purgeDeletedBranches(database),
      rateLimits: await pruneRateLimits(database),
      buyerSignIns: await purgeBuyerSignIns(database),
      staffSignInFailures: await pruneSignInFailures(database),
      staffDevices: await pruneExpiredDevices(database),
      idempotencyKeys: await pruneIdempotencyKeys(database),
      deletedCarPhotos: await purgeDeletedCarPhotos(database),
      // Not a deletion: the company promise's reminder mails (decision 0087), each queued once.
      replyReminders: await sendReplyReminders(database),
      expiredAlerts: await purgeAlerts(database),
      // Not a deletion either: alert digests that waited for the quiet hours or the next day (decision 0098).
      alertDigests: await sendDueDigests(database),
      // Test drives (decision 0100): past their retention, and the day-before reminder texts.
      testDrives: await purgeTestDrives(database),
      testDriveReminders: await queueTestDriveReminders(database, await storedSecret(database, 'test-drive-links')),
      // The payment sandbox's payments and tokens (decision 0101), past their retention.
      paymentSandboxRecords: await purgeSandboxRecords(database),
    }
    if (removed.replyReminders > 0 || removed.alertDigests > 0 || removed.testDriveReminders > 0) wakeOutbox()
    if (Object.values(removed).some((count) => count > 0)) log.info('housekeeping', removed)
  } catch (error) {
    log.error('housekeeping failed', { error })
  }
}
