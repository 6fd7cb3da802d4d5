/**
 * The company promise (decision 0087): a company order gets a first reply within
 * `appConfig.companyOrderReplyHours` of its confirmation. A reply is a contact staff record on the
 * order (a call, WhatsApp or e-mail, with a note), never a stage change on its own. This module
 * says which orders still wait, when each falls due, what the overview counts, and queues the
 * reminders: one when `replyReminderHours` have passed, one when the promise is broken, each
 * exactly once however many processes run the round.
 */
import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm'
import { appConfig, getEnv } from '../../app.config.ts'
import { openOrderStages, type OrderStatus } from '../contract/orders.ts'
import { orders, staffUsers } from '../server/db/schema.ts'
import type { Db } from '../server/db/types.ts'
import { enqueueOutbox, type NotificationSettings } from '../server/outbox/enqueue-outbox.server.ts'

const hourMs = 60 * 60 * 1000
const dayMs = 24 * hourMs
export const replyWindowMs = appConfig.companyOrderReplyHours * hourMs
/** When the first reminder goes: six hours before the promise runs out. */
export const replyReminderMs = appConfig.companyOrderReminderHours * hourMs

/** A confirmed company order, still open, that nobody has recorded a contact with yet. */
export const awaitingReply: SQL = and(
  eq(orders.type, 'company'),
  isNull(orders.firstReplyAt),
  isNotNull(orders.verifiedAt),
  inArray(orders.status, [...openOrderStages]),
)!

type PromiseFacts = { type: string; status: OrderStatus; verifiedAt: Date | null; firstReplyAt: Date | null }

/** When the first reply is due, for an order that still awaits one; null otherwise. */
export function replyDueAt(order: PromiseFacts): Date | null {
  if (order.type !== 'company' || order.firstReplyAt !== null || order.verifiedAt === null) return null
  if (!(openOrderStages as readonly string[]).includes(order.status)) return null
  return new Date(order.verifiedAt.getTime() + replyWindowMs)
}

/** Whether the promise is already broken: the order still awaits its first reply at or after its deadline. */
export function isReplyOverdue(order: PromiseFacts, now: Date): boolean {
  const due = replyDueAt(order)
  return due !== null && now.getTime() >= due.getTime()
}

/** Saudi Arabia keeps UTC+3 all year, so the end of a Saudi day is a fixed UTC moment. */
function endOfSaudiDay(now: Date): Date {
  const saudi = new Date(now.getTime() + 3 * hourMs)
  return new Date(Date.UTC(saudi.getUTCFullYear(), saudi.getUTCMonth(), saudi.getUTCDate()) + dayMs - 3 * hourMs)
}

export type ReplyPromiseFigures = {
  /** Company orders still waiting for their first reply. */
  awaiting: number
  /** Of those, past their 24 hours. */
  overdue: number
  /** Of those, not overdue yet but due before the end of today (Saudi time). */
  dueToday: number
  /** Company orders confirmed in the last `days` days whose reply came, or was due, by now. */
  judged: number
  /** Of those, answered within 24 hours. */
  repliedInTime: number
}

/** The promise's figures for the staff overview and the menu (`days`: the window of the "replied in time" share). */
export async function replyPromiseFigures(db: Db, now: Date, days: number): Promise<ReplyPromiseFigures> {
  const since = new Date(now.getTime() - days * dayMs)
  // Every deadline is the confirmation plus the window: compared as confirmation times, so the
  // database does no interval arithmetic on a parameter.
  const overdueBy = new Date(now.getTime() - replyWindowMs).toISOString()
  const dueTodayBy = new Date(endOfSaudiDay(now).getTime() - replyWindowMs).toISOString()
  const window = sql.raw(`interval '${appConfig.companyOrderReplyHours} hours'`)
  const [[queue], [record]] = await Promise.all([
    db
      .select({
        awaiting: sql<number>`count(*)::int`,
        overdue: sql<number>`count(*) filter (where ${orders.verifiedAt} <= ${overdueBy}::timestamptz)::int`,
        dueToday: sql<number>`count(*) filter (where ${orders.verifiedAt} > ${overdueBy}::timestamptz and ${orders.verifiedAt} < ${dueTodayBy}::timestamptz)::int`,
      })
      .from(orders)
      .where(awaitingReply),
    db
      .select({
        judged: sql<number>`count(*) filter (where ${orders.firstReplyAt} is not null or ${orders.verifiedAt} <= ${overdueBy}::timestamptz)::int`,
        repliedInTime: sql<number>`count(*) filter (where ${orders.firstReplyAt} < ${orders.verifiedAt} + ${window})::int`,
      })
      .from(orders)
      .where(and(eq(orders.type, 'company'), isNotNull(orders.verifiedAt), gte(orders.verifiedAt, since), lte(orders.verifiedAt, now))),
  ])
  return {
    awaiting: queue?.awaiting ?? 0,
    overdue: queue?.overdue ?? 0,
    dueToday: queue?.dueToday ?? 0,
    judged: record?.judged ?? 0,
    repliedInTime: record?.repliedInTime ?? 0,
  }
}

/** How many company orders still wait for a first reply: the number beside "Orders" in the staff menu. */
export async function countAwaitingReply(db: Db): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(orders)
    .where(awaitingReply)
  return row?.value ?? 0
}

export type ReplyReminderOptions = {
  /** The sales lead's addresses; by default SALES_LEAD_EMAIL, or every active admin when it is unset. */
  salesLead?: string[]
  settings?: NotificationSettings
}

const activeAccount = or(isNull(staffUsers.banned), eq(staffUsers.banned, false))

async function salesLeadAddresses(db: Db, given: string[] | undefined): Promise<string[]> {
  if (given) return given
  const configured = getEnv().SALES_LEAD_EMAIL
  if (configured.length > 0) return configured
  const admins = await db
    .select({ email: staffUsers.email })
    .from(staffUsers)
    .where(and(eq(staffUsers.role, 'admin'), activeAccount))
  return admins.map((admin) => admin.email)
}

/**
 * One round of reminders (run by the housekeeping round): for each company order still awaiting
 * its first reply, a mail to its assignee and the sales lead once `replyReminderMs` have passed,
 * and once more when the promise is broken. Each reminder is claimed by setting its column where
 * it is still empty, in the transaction that queues the mail, so two processes never send one
 * twice. An order first seen already overdue (the server was down) gets the overdue mail only.
 * Answers how many mails were queued.
 */
export async function sendReplyReminders(db: Db, now: Date = new Date(), options: ReplyReminderOptions = {}): Promise<number> {
  const soonSince = new Date(now.getTime() - replyReminderMs)
  const overdueSince = new Date(now.getTime() - replyWindowMs)
  const due = await db
    .select({ id: orders.id, verifiedAt: orders.verifiedAt })
    .from(orders)
    .where(
      and(
        awaitingReply,
        or(
          and(isNull(orders.replyDueSoonRemindedAt), lte(orders.verifiedAt, soonSince)),
          and(isNull(orders.replyOverdueRemindedAt), lte(orders.verifiedAt, overdueSince)),
        ),
      ),
    )
    .orderBy(asc(orders.verifiedAt))
  if (due.length === 0) return 0
  const lead = await salesLeadAddresses(db, options.salesLead)
  let queued = 0
  for (const candidate of due) {
    const overdue = candidate.verifiedAt !== null && candidate.verifiedAt.getTime() <= overdueSince.getTime()
    queued += await db.transaction(async (tx) => {
      const claimed = await tx
        .update(orders)
        .set(
          overdue
            ? {
                replyOverdueRemindedAt: now,
                replyDueSoonRemindedAt: sql`coalesce(${orders.replyDueSoonRemindedAt}, ${now.toISOString()}::timestamptz)`,
              }
            : { replyDueSoonRemindedAt: now },
        )
        .where(
          and(eq(orders.id, candidate.id), awaitingReply, isNull(overdue ? orders.replyOverdueRemindedAt : orders.replyDueSoonRemindedAt)),
        )
        .returning({
          reference: orders.reference,
          company: orders.company,
          verifiedAt: orders.verifiedAt,
          assigneeId: orders.assigneeId,
        })
      const order = claimed[0]
      if (!order?.verifiedAt) return 0
      const assignee = order.assigneeId
        ? await tx
            .select({ email: staffUsers.email, name: staffUsers.name })
            .from(staffUsers)
            .where(and(eq(staffUsers.id, order.assigneeId), activeAccount))
        : []
      const to = [...new Set([...assignee.map((account) => account.email), ...lead])]
      if (to.length === 0) return 0
      await enqueueOutbox(
        tx,
        {
          kind: 'order.reply_reminder',
          payload: {
            to,
            reference: order.reference,
            companyName: order.company?.companyName ?? '',
            verifiedAt: order.verifiedAt.toISOString(),
            dueAt: new Date(order.verifiedAt.getTime() + replyWindowMs).toISOString(),
            overdue,
            assigneeName: assignee[0]?.name ?? null,
          },
        },
        options.settings,
      )
      return 1
    })
  }
  return queued
}

/** The inbox's order for the queue: the least time left first, so overdue orders lead, the most overdue at the top. */
export const awaitingReplyOrder = [asc(orders.verifiedAt), asc(orders.id)] as const
