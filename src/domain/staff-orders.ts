/**
 * The dealer's side of orders (decisions 0053, 0081): the inbox staff work from, one order with
 * every field, its stages, notes and assignee. Orders still awaiting the visitor's SMS confirmation are
 * not shown: nobody has proven the mobile, and they are deleted after a day unless confirmed.
 */
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm'
import type { Locale } from '../../app.config.ts'
import { isNotifyingStage, type OrderContactChannel, type OrderStatus } from '../contract/orders.ts'
import {
  mayMoveOrder,
  nextStatusesOf,
  stageChangeNeedsReason,
  staffOrderLimits,
  type ChangeOrderStatusInput,
} from '../contract/staff-orders.ts'
import type { ListStaffOrdersQuery, StaffOrder, StaffOrderList } from '../contract/staff-orders-api.ts'
import { normalizeDigits } from '../lib/digits.ts'
import { toSaudiMobileE164 } from '../lib/phone.ts'
import { orderNotes, orders, orderStatusHistory, staffUsers } from '../server/db/schema.ts'
import type { Db } from '../server/db/types.ts'
import { enqueueOutbox, type NotificationSettings } from '../server/outbox/enqueue-outbox.server.ts'
import { localizeText } from './localize.ts'
import { orderNoticeText, orderWhatsappGreeting } from './order-messages.ts'
import { awaitingReply, awaitingReplyOrder, isReplyOverdue, replyDueAt } from './order-reply.ts'
import { recordStaffAction } from './staff-audit.ts'
import { readOrderView } from './order-read-model.ts'
import { saudiCityName } from '../contract/saudi-cities.ts'
import { storedLocale } from '../lib/i18n/locale.ts'

export type StaffOrderRefusal =
  | { refused: 'not_found' }
  /** Not a stage the order may move to from its current one. */
  | { refused: 'not_allowed' }
  /** Closing or reopening without saying why. */
  | { refused: 'reason_required' }
  /** The chosen assignee is not an active sales or admin account. */
  | { refused: 'bad_assignee' }
  /** The order is no longer in the status the staff member saw. */
  | { refused: 'stale'; status: OrderStatus }

export type StaffOrderActor = { id: string; email: string; name: string }

/** Saudi Arabia keeps UTC+3 all year (no daylight saving), so a Saudi day is a fixed UTC span. */
const saudiDayStart = (day: string) => new Date(`${day}T00:00:00+03:00`)
const dayMs = 24 * 60 * 60 * 1000

/**
 * What `q` can mean (decision 0087): a mobile number (any Saudi spelling, any digits), the start of
 * a reference (any case, with or without its dash), or part of the buyer's name, e-mail address or
 * company name (any case). Every meaning is looked for at once.
 */
function searchCondition(q: string): SQL {
  const mobile = toSaudiMobileE164(q)
  const compact = normalizeDigits(q).toUpperCase().replace(/[\s-]/g, '')
  // `strpos`, not LIKE: what staff type is compared as it is, so `%` and `_` are plain characters.
  const text = q.toLowerCase()
  const matches: SQL[] = [
    sql`strpos(lower(${orders.contactName}), ${text}) > 0`,
    sql`strpos(lower(${orders.email}), ${text}) > 0`,
    sql`strpos(lower(coalesce(${orders.company}->>'companyName', '')), ${text}) > 0`,
  ]
  if (mobile) matches.push(eq(orders.mobile, mobile))
  // Only reference letters and digits reach the pattern, so `%` and `_` can never be in it.
  if (/^[0-9A-Z]{1,10}$/.test(compact)) matches.push(sql`replace(${orders.reference}, '-', '') like ${`${compact}%`}`)
  return or(...matches)!
}

/** The accounts an order may be assigned to: sales and admin, not deactivated. */
const assignable = and(inArray(staffUsers.role, ['sales', 'admin']), or(isNull(staffUsers.banned), eq(staffUsers.banned, false)))

/** The inbox's filters and search as one condition: what the list shows, and what its CSV export holds. */
export function inboxCondition(query: Omit<ListStaffOrdersQuery, 'sort' | 'page'>, staffId: string | null): SQL {
  const conditions: SQL[] = [ne(orders.status, 'awaiting_verification')]
  if (query.queue === 'awaiting_reply') conditions.push(awaitingReply)
  if (query.assignee === 'mine') conditions.push(staffId ? eq(orders.assigneeId, staffId) : sql`false`)
  if (query.assignee === 'nobody') conditions.push(isNull(orders.assigneeId))
  if (query.status) conditions.push(eq(orders.status, query.status))
  if (query.type) conditions.push(eq(orders.type, query.type))
  if (query.purchaseType) conditions.push(eq(orders.purchaseType, query.purchaseType))
  if (query.city) conditions.push(eq(orders.city, query.city))
  if (query.from) conditions.push(gte(orders.verifiedAt, saudiDayStart(query.from)))
  if (query.to) conditions.push(lt(orders.verifiedAt, new Date(saudiDayStart(query.to).getTime() + dayMs)))
  const q = query.q?.trim()
  if (q) conditions.push(searchCondition(q))
  return and(...conditions)!
}

/** The inbox's order: the queue awaiting a first reply by time left (overdue first), else by confirmation. */
export function inboxOrder(query: Pick<ListStaffOrdersQuery, 'queue' | 'sort'>) {
  if (query.queue === 'awaiting_reply') return awaitingReplyOrder
  const order = query.sort === 'oldest' ? asc : desc
  return [order(orders.verifiedAt), order(orders.id)] as const
}

export async function listStaffOrders(
  db: Db,
  query: ListStaffOrdersQuery,
  locale: Locale,
  { now = new Date(), staffId = null }: { now?: Date; staffId?: string | null } = {},
): Promise<StaffOrderList> {
  const where = inboxCondition(query, staffId)
  const pageSize = staffOrderLimits.pageSize

  const [rows, [counted]] = await Promise.all([
    db
      .select({
        reference: orders.reference,
        type: orders.type,
        purchaseType: orders.purchaseType,
        status: orders.status,
        contactName: orders.contactName,
        company: orders.company,
        mobile: orders.mobile,
        city: orders.city,
        carTitle: orders.carTitle,
        verifiedAt: orders.verifiedAt,
        firstReplyAt: orders.firstReplyAt,
        assigneeId: orders.assigneeId,
        assigneeName: staffUsers.name,
      })
      .from(orders)
      .leftJoin(staffUsers, eq(staffUsers.id, orders.assigneeId))
      .where(where)
      .orderBy(...inboxOrder(query))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db.select({ total: count() }).from(orders).where(where),
  ])
  return {
    items: rows.map((row) => ({
      reference: row.reference,
      type: row.type,
      purchaseType: row.purchaseType,
      status: row.status,
      contactName: row.contactName,
      companyName: row.company?.companyName ?? null,
      mobile: row.mobile,
      city: { slug: row.city, name: saudiCityName(row.city, locale) },
      carTitle: localizeText(locale, row.carTitle),
      verifiedAt: (row.verifiedAt ?? new Date(0)).toISOString(),
      replyOverdue: isReplyOverdue(row, now),
      replyDueAt: replyDueAt(row)?.toISOString() ?? null,
      assignee: row.assigneeId ? { id: row.assigneeId, name: row.assigneeName ?? '' } : null,
    })),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize,
  }
}

/** One confirmed order with everything staff may see, or null (unknown, or never confirmed). */
export async function getStaffOrder(db: Db, reference: string, locale: Locale, now: Date = new Date()): Promise<StaffOrder | null> {
  const order = await readOrderView(db, and(eq(orders.reference, reference), ne(orders.status, 'awaiting_verification')))
  if (!order) return null
  const row = order.row
  const buyerLocale = order.locale
  const nextStatuses = nextStatusesOf(row.status)
  const [history, notes, team, notices] = await Promise.all([
    db
      .select({
        status: orderStatusHistory.status,
        at: orderStatusHistory.at,
        staffName: orderStatusHistory.staffName,
        note: orderStatusHistory.note,
        notified: orderStatusHistory.notified,
        channel: orderStatusHistory.channel,
        confirmation: orderStatusHistory.confirmation,
      })
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, row.id))
      .orderBy(asc(orderStatusHistory.at), asc(orderStatusHistory.id)),
    db
      .select({
        id: orderNotes.id,
        at: orderNotes.at,
        staffName: orderNotes.staffName,
        text: orderNotes.text,
        contactChannel: orderNotes.contactChannel,
      })
      .from(orderNotes)
      .where(eq(orderNotes.orderId, row.id))
      .orderBy(desc(orderNotes.at), desc(orderNotes.id)),
    db.select({ id: staffUsers.id, name: staffUsers.name }).from(staffUsers).where(assignable).orderBy(asc(staffUsers.name)),
    Promise.all(nextStatuses.map(async (status) => ({ status, text: await orderNoticeText(buyerLocale, row.reference, status) }))),
  ])
  const place = (slug: string) => ({ slug, name: saudiCityName(slug, locale) })
  return {
    reference: order.reference,
    type: order.type,
    purchaseType: order.purchaseType,
    status: order.status,
    locale: buyerLocale,
    placedAt: row.createdAt.toISOString(),
    verifiedAt: (row.verifiedAt ?? row.createdAt).toISOString(),
    car: { id: order.car.id, title: localizeText(locale, order.car.title) },
    color: order.color ? localizeText(locale, order.color.name) : null,
    offer: order.offer ? { id: order.offer.id, title: localizeText(locale, order.offer.title) } : null,
    city: place(order.citySlug),
    branch: order.branch ? { id: order.branch.id, name: localizeText(locale, order.branch.name) } : null,
    contact: order.contact,
    company: order.company
      ? {
          name: order.company.name,
          crNumber: order.company.crNumber,
          vatNumber: order.company.vatNumber,
          ceoName: order.company.ceoName,
          headquartersCity: order.company.headquartersCity ? place(order.company.headquartersCity) : null,
          headquartersAddress: order.company.headquartersAddress,
          activity: order.company.activity,
        }
      : null,
    lines: order.lines.map((line) => ({
      car: { id: line.carId, title: localizeText(locale, line.carTitle) },
      color: line.colorName ? localizeText(locale, line.colorName) : null,
      quantity: line.quantity,
    })),
    bank: order.bank ? { slug: order.bank.slug, name: localizeText(locale, order.bank.name) } : null,
    finance: row.finance
      ? { ...row.finance, finalPayment: row.finance.finalPayment ?? 0, consentAt: row.creditConsentAt?.toISOString() ?? null }
      : null,
    creditErasedAt: row.creditErasedAt?.toISOString() ?? null,
    replyOverdue: isReplyOverdue(row, now),
    replyDueAt: replyDueAt(row)?.toISOString() ?? null,
    firstReplyAt: row.firstReplyAt?.toISOString() ?? null,
    history: history.map((entry) => ({
      status: entry.status,
      at: entry.at.toISOString(),
      staffName: entry.staffName,
      note: entry.note,
      notified: entry.notified,
      channel: entry.channel,
      confirmation: entry.confirmation,
    })),
    nextStatuses: [...nextStatuses],
    notices: notices.flatMap(({ status, text }) => (text === null ? [] : [{ status, text }])),
    whatsappGreeting: await orderWhatsappGreeting(buyerLocale, row.contactName, row.reference),
    notes: notes.map((note) => ({
      id: note.id,
      at: note.at.toISOString(),
      staffName: note.staffName,
      text: note.text,
      contactChannel: note.contactChannel,
    })),
    assignee: order.assignee,
    assignableStaff: team,
  }
}

/**
 * Moves an order to a stage (decision 0081), in one transaction: the order's stage, its history
 * line with the staff member, reason and whether the buyer was texted, the audit log (before and
 * after), and — only at a stage that concerns the buyer, unless staff chose "do not notify" — the
 * text message that tells them, in the language they ordered in, through the outbox. The order's
 * row is locked first, so two changes at once take turns and the second finds the stage changed
 * (`stale`) instead of applying over it. `settings`: where notifications go (the environment's
 * unless a test says otherwise).
 */
export async function changeOrderStatus(
  db: Db,
  staff: StaffOrderActor,
  reference: string,
  input: ChangeOrderStatusInput & { status: OrderStatus; from: OrderStatus },
  { now = new Date(), settings }: { now?: Date; settings?: NotificationSettings } = {},
): Promise<{ changed: true; notified: boolean } | StaffOrderRefusal> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ id: orders.id, status: orders.status, locale: orders.locale, mobile: orders.mobile })
      .from(orders)
      .where(eq(orders.reference, reference))
      .for('update')
    if (!order || order.status === 'awaiting_verification') return { refused: 'not_found' as const }
    if (order.status !== input.from) return { refused: 'stale' as const, status: order.status }
    if (!mayMoveOrder(order.status, input.status)) return { refused: 'not_allowed' as const }
    const note = input.note?.trim() || null
    if (!note && stageChangeNeedsReason(order.status, input.status)) return { refused: 'reason_required' as const }
    const locale = storedLocale(order.locale)
    const text = input.notify === false || !isNotifyingStage(input.status) ? null : await orderNoticeText(locale, reference, input.status)
    const notified = text !== null
    await tx.update(orders).set({ status: input.status }).where(eq(orders.id, order.id))
    await tx
      .insert(orderStatusHistory)
      .values({ orderId: order.id, status: input.status, at: now, staffUserId: staff.id, staffName: staff.name, note, notified })
    await recordStaffAction(tx, staff, {
      action: 'order.status_changed',
      subjectType: 'order',
      subjectId: reference,
      before: { status: order.status },
      after: { status: input.status, note, notified },
    })
    if (text !== null) await enqueueOutbox(tx, { kind: 'sms.message', payload: { to: order.mobile, text } }, settings)
    return { changed: true as const, notified }
  })
}

/**
 * An internal note on an order without a stage change: kept with its author and time, audited.
 * With `contact` it records how staff reached the buyer (decision 0087); the first contact is the
 * order's first reply, which keeps a company order's 24-hour promise.
 */
export async function addOrderNote(
  db: Db,
  staff: StaffOrderActor,
  reference: string,
  input: { text: string; contact?: OrderContactChannel | null },
  now: Date = new Date(),
): Promise<{ added: true } | StaffOrderRefusal> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ id: orders.id, status: orders.status, firstReplyAt: orders.firstReplyAt })
      .from(orders)
      .where(eq(orders.reference, reference))
      .for('update')
    if (!order || order.status === 'awaiting_verification') return { refused: 'not_found' as const }
    const text = input.text.trim()
    const contactChannel = input.contact ?? null
    const [note] = await tx
      .insert(orderNotes)
      .values({ orderId: order.id, at: now, staffUserId: staff.id, staffName: staff.name, text, contactChannel })
      .returning({ id: orderNotes.id })
    const firstReply = contactChannel !== null && order.firstReplyAt === null
    if (firstReply) await tx.update(orders).set({ firstReplyAt: now }).where(eq(orders.id, order.id))
    await recordStaffAction(tx, staff, {
      action: contactChannel === null ? 'order.note_added' : 'order.contact_recorded',
      subjectType: 'order',
      subjectId: reference,
      after: { noteId: note!.id, text, ...(contactChannel === null ? {} : { contactChannel, firstReply }) },
    })
    return { added: true as const }
  })
}

/** Gives an order to an active sales or admin account, or to nobody; audited with who had it before. */
export async function assignOrder(
  db: Db,
  staff: StaffOrderActor,
  reference: string,
  assigneeId: string | null,
): Promise<{ assigned: true } | StaffOrderRefusal> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ id: orders.id, status: orders.status, assigneeId: orders.assigneeId })
      .from(orders)
      .where(eq(orders.reference, reference))
      .for('update')
    if (!order || order.status === 'awaiting_verification') return { refused: 'not_found' as const }
    let assignee: { id: string; name: string } | null = null
    if (assigneeId !== null) {
      const [found] = await tx
        .select({ id: staffUsers.id, name: staffUsers.name })
        .from(staffUsers)
        .where(and(eq(staffUsers.id, assigneeId), assignable))
      if (!found) return { refused: 'bad_assignee' as const }
      assignee = found
    }
    if (order.assigneeId === assigneeId) return { assigned: true as const }
    await tx.update(orders).set({ assigneeId }).where(eq(orders.id, order.id))
    await recordStaffAction(tx, staff, {
      action: 'order.assigned',
      subjectType: 'order',
      subjectId: reference,
      before: { assigneeId: order.assigneeId },
      after: { assigneeId, assigneeName: assignee?.name ?? null },
    })
    return { assigned: true as const }
  })
}
