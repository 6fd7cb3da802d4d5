/**
 * Everything the dealer holds about one person, found by their mobile or e-mail address (decision
 * 0089): orders with their stages, notes and pending SMS code, job applications with their CVs,
 * contact messages, the mailing-list sign-up, trade-in requests with their photos (by mobile,
 * decision 0102), outbox messages that carry them, and the audit rows
 * about those records or naming them. Only exact matches count: another person with the same
 * name, or a number that merely contains theirs, is not them.
 */
import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { PdplRecord } from '../contract/pdpl.ts'
import {
  brands,
  cars,
  cities,
  contactMessages,
  jobApplicationCvs,
  jobApplications,
  jobs,
  models,
  orderNotes,
  orders,
  orderStatusHistory,
  orderVerificationCodes,
  outboxMessages,
  staffAuditLog,
  subscriptions,
  alertRecipients,
  alerts as alertRows,
  reservations,
  testDrives,
  tradeInPhotos,
  tradeIns,
} from '../server/db/schema.ts'
import type { Db } from '../server/db/types.ts'
import { bilingualCarTitleOrNull, carTitleColumns } from './car-title-columns.ts'
import { likeFragmentOf, mentionsSubject } from './pdpl-mentions.ts'

/** A completed sale: the record of the sale (its invoice data) stays through an erasure. */
export const isHeldOrder = (order: { status: string }) => order.status === 'completed'

type OrderRow = typeof orders.$inferSelect

export type PersonOrder = OrderRow & {
  cityName: { ar: string; en: string }
  history: { status: string; at: Date; note: string | null }[]
  notes: { at: Date; text: string }[]
  /** A code sent by SMS and not used yet: only when it expires (the code itself is never stored). */
  pendingCode: { expiresAt: Date; codesSent: number } | null
  held: boolean
}

export type PersonApplication = typeof jobApplications.$inferSelect & {
  jobTitle: { ar: string; en: string }
  cv: { content: Uint8Array; mediaType: string; originalName: string; sizeBytes: number } | null
}

export type PersonTradeIn = typeof tradeIns.$inferSelect & { photos: number }

export type PersonAuditRow = {
  id: number
  at: Date
  action: string
  subjectType: string | null
  subjectId: string | null
  before: unknown
  after: unknown
}

/** An alert, with the title of the car it watches in both languages (null for a search, or a car since deleted). */
export type PersonAlert = typeof alertRows.$inferSelect & { carTitle: { ar: string; en: string } | null }

/**
 * A reservation whose deposit was paid: its receipt is a tax document (VAT, ZATCA QR), kept as a
 * completed sale is (decision 0101).
 */
export const isHeldReservation = (reservation: { paymentId: string | null }) => reservation.paymentId !== null

export type PersonReservation = typeof reservations.$inferSelect & { held: boolean }

export type PersonData = {
  subject: string
  orders: PersonOrder[]
  applications: PersonApplication[]
  messages: (typeof contactMessages.$inferSelect)[]
  subscriptions: (typeof subscriptions.$inferSelect)[]
  /** The person's alerts (decision 0098), by the address or mobile they go to. */
  alerts: { recipient: typeof alertRecipients.$inferSelect; alerts: PersonAlert[] }[]
  tradeIns: PersonTradeIn[]
  /** Test drives booked with the mobile or e-mail (decision 0100). */
  testDrives: (typeof testDrives.$inferSelect)[]
  /** Cars reserved with a deposit (decision 0101). */
  reservations: PersonReservation[]
  outbox: { id: string; kind: string; channel: string; createdAt: Date; deliveredAt: Date | null; payload: unknown }[]
  audit: PersonAuditRow[]
}

const isMobile = (subject: string) => subject.startsWith('+966')

/** `column` holds exactly the subject (addresses compared in lower case, as they are kept). */
function sameAs(column: Parameters<typeof eq>[0], subject: string): SQL {
  return isMobile(subject) ? eq(column, subject) : sql`lower(${column}) = ${subject}`
}

export async function findPersonData(db: Db, subject: string): Promise<PersonData> {
  const mobile = isMobile(subject)
  const orderRows = (
    await db
      .select({ order: orders, cityAr: cities.nameAr, cityEn: cities.nameEn })
      .from(orders)
      .leftJoin(cities, eq(cities.slug, orders.city))
      .where(sameAs(mobile ? orders.mobile : orders.email, subject))
      .orderBy(asc(orders.createdAt))
  ).map((row) => ({ ...row.order, cityName: { ar: row.cityAr ?? row.order.city, en: row.cityEn ?? row.order.city } }))
  const orderIds = orderRows.map((order) => order.id)
  const [history, notes, codes] = orderIds.length
    ? await Promise.all([
        db.select().from(orderStatusHistory).where(inArray(orderStatusHistory.orderId, orderIds)).orderBy(asc(orderStatusHistory.at)),
        db.select().from(orderNotes).where(inArray(orderNotes.orderId, orderIds)).orderBy(asc(orderNotes.at)),
        db.select().from(orderVerificationCodes).where(inArray(orderVerificationCodes.orderId, orderIds)),
      ])
    : [[], [], []]
  const personOrders: PersonOrder[] = orderRows.map((order) => {
    const code = codes.find((row) => row.orderId === order.id)
    return {
      ...order,
      history: history.filter((row) => row.orderId === order.id).map((row) => ({ status: row.status, at: row.at, note: row.note })),
      notes: notes.filter((row) => row.orderId === order.id).map((row) => ({ at: row.at, text: row.text })),
      pendingCode: code ? { expiresAt: code.expiresAt, codesSent: code.codesSent } : null,
      held: isHeldOrder(order),
    }
  })

  const applicationRows = await db
    .select({ application: jobApplications, jobTitleAr: jobs.titleAr, jobTitleEn: jobs.titleEn, cv: jobApplicationCvs })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .leftJoin(jobApplicationCvs, eq(jobApplicationCvs.applicationId, jobApplications.id))
    .where(sameAs(mobile ? jobApplications.mobile : jobApplications.email, subject))
    .orderBy(asc(jobApplications.createdAt))
  const applications: PersonApplication[] = applicationRows.map((row) => ({
    ...row.application,
    jobTitle: { ar: row.jobTitleAr, en: row.jobTitleEn },
    cv: row.cv
      ? {
          content: new Uint8Array(row.cv.content),
          mediaType: row.cv.mediaType,
          originalName: row.cv.originalName,
          sizeBytes: row.cv.sizeBytes,
        }
      : null,
  }))

  const messages = await db
    .select()
    .from(contactMessages)
    .where(sameAs(mobile ? contactMessages.mobile : contactMessages.email, subject))
    .orderBy(asc(contactMessages.createdAt))
  const signUps = mobile ? [] : await db.select().from(subscriptions).where(sameAs(subscriptions.email, subject))
  const recipients = await db
    .select()
    .from(alertRecipients)
    .where(and(eq(alertRecipients.channel, mobile ? 'sms' : 'email'), sameAs(alertRecipients.address, subject)))
  const personAlerts = await Promise.all(
    recipients.map(async (recipient) => ({
      recipient,
      alerts: await alertsWithCars(db, recipient.id),
    })),
  )
  // A trade-in request holds a mobile only (decision 0102).
  const tradeInRows = mobile
    ? await db
        .select({
          // Qualified by hand: a select from one table names its columns without their table.
          request: tradeIns,
          photos: sql<number>`(select count(*)::int from ${tradeInPhotos} where ${tradeInPhotos}.trade_in_id = ${tradeIns}.id)`,
        })
        .from(tradeIns)
        .where(eq(tradeIns.mobile, subject))
        .orderBy(asc(tradeIns.createdAt))
    : []
  const personTradeIns = tradeInRows.map((row) => ({ ...row.request, photos: Number(row.photos) }))
  const personTestDrives = await db
    .select()
    .from(testDrives)
    .where(sameAs(mobile ? testDrives.mobile : testDrives.email, subject))
    .orderBy(asc(testDrives.createdAt))
  const personReservations = (
    await db
      .select()
      .from(reservations)
      .where(sameAs(mobile ? reservations.mobile : reservations.email, subject))
      .orderBy(asc(reservations.createdAt))
  ).map((reservation) => ({ ...reservation, held: isHeldReservation(reservation) }))

  const outbox = (
    await db
      .select({
        id: outboxMessages.id,
        kind: outboxMessages.kind,
        channel: outboxMessages.channel,
        createdAt: outboxMessages.createdAt,
        deliveredAt: outboxMessages.deliveredAt,
        payload: outboxMessages.payload,
      })
      .from(outboxMessages)
      .where(sql`${outboxMessages.payload}::text like ${likeFragmentOf(subject)}`)
      .orderBy(asc(outboxMessages.createdAt))
  ).filter((row) => mentionsSubject(JSON.stringify(row.payload), subject))

  const audit = await auditRowsAbout(db, subject, [
    ['order', orderIds],
    ['job_application', applications.map((row) => row.id)],
    ['contact_message', messages.map((row) => row.id)],
    // Its audit rows name it by reference.
    ['trade_in', personTradeIns.map((row) => row.reference)],
  ])

  return {
    subject,
    orders: personOrders,
    applications,
    messages,
    subscriptions: signUps,
    alerts: personAlerts,
    tradeIns: personTradeIns,
    testDrives: personTestDrives,
    reservations: personReservations,
    outbox,
    audit,
  }
}

/** Audit rows about the person's records, and rows whose before or after names them. */
async function auditRowsAbout(db: Db, subject: string, records: [string, string[]][]): Promise<PersonAuditRow[]> {
  const about = records
    .filter(([, ids]) => ids.length > 0)
    .map(([type, ids]) => and(eq(staffAuditLog.subjectType, type), inArray(staffAuditLog.subjectId, ids)))
  const fragment = likeFragmentOf(subject)
  const naming = sql`(coalesce(${staffAuditLog.before}::text, '') || coalesce(${staffAuditLog.after}::text, '')) like ${fragment}`
  const rows = await db
    .select({
      id: staffAuditLog.id,
      at: staffAuditLog.at,
      action: staffAuditLog.action,
      subjectType: staffAuditLog.subjectType,
      subjectId: staffAuditLog.subjectId,
      before: staffAuditLog.before,
      after: staffAuditLog.after,
    })
    .from(staffAuditLog)
    .where(or(naming, ...about))
    .orderBy(asc(staffAuditLog.at), asc(staffAuditLog.id))
  const ids = new Set(records.flatMap(([type, list]) => list.map((id) => `${type}:${id}`)))
  return rows.filter(
    (row) => ids.has(`${row.subjectType}:${row.subjectId}`) || mentionsSubject(JSON.stringify([row.before, row.after]), subject),
  )
}

const iso = (date: Date) => date.toISOString()

/** The desk's list: one line per record, held ones marked. */
export function recordsOf(data: PersonData): PdplRecord[] {
  const records: PdplRecord[] = []
  for (const order of data.orders) {
    records.push({
      source: 'order',
      id: order.id,
      label: order.reference,
      at: iso(order.createdAt),
      name: order.contactName,
      mobile: order.mobile,
      email: order.email,
      held: order.held,
    })
    if (order.pendingCode) {
      records.push({
        source: 'verification_code',
        id: order.id,
        label: order.reference,
        at: iso(order.pendingCode.expiresAt),
        name: null,
        mobile: order.mobile,
        email: null,
        held: false,
      })
    }
  }
  for (const application of data.applications) {
    records.push({
      source: 'job_application',
      id: application.id,
      label: application.reference,
      at: iso(application.createdAt),
      name: application.name,
      mobile: application.mobile,
      email: application.email,
      held: false,
    })
  }
  for (const message of data.messages) {
    records.push({
      source: 'contact_message',
      id: message.id,
      label: message.id.slice(0, 8),
      at: iso(message.createdAt),
      name: message.name,
      mobile: message.mobile,
      email: message.email,
      held: false,
    })
  }
  for (const signUp of data.subscriptions) {
    records.push({
      source: 'subscription',
      id: signUp.id,
      label: signUp.id.slice(0, 8),
      at: iso(signUp.createdAt),
      name: null,
      mobile: null,
      email: signUp.email,
      held: false,
    })
  }
  for (const { recipient, alerts } of data.alerts) {
    for (const alert of alerts) {
      records.push({
        source: 'alert',
        id: alert.id,
        label: alert.kind,
        at: iso(alert.createdAt),
        name: null,
        mobile: recipient.channel === 'sms' ? recipient.address : null,
        email: recipient.channel === 'email' ? recipient.address : null,
        held: false,
      })
    }
  }
  for (const request of data.tradeIns) {
    records.push({
      source: 'trade_in',
      id: request.id,
      label: request.reference,
      at: iso(request.createdAt),
      name: null,
      mobile: request.mobile,
      email: null,
      held: false,
    })
  }
  for (const drive of data.testDrives) {
    records.push({
      source: 'test_drive',
      id: drive.id,
      label: drive.reference,
      at: iso(drive.createdAt),
      name: drive.name,
      mobile: drive.mobile,
      email: drive.email,
      held: false,
    })
  }
  for (const reservation of data.reservations) {
    records.push({
      source: 'reservation',
      id: reservation.id,
      label: reservation.reference,
      at: iso(reservation.createdAt),
      name: reservation.contactName,
      mobile: reservation.mobile,
      email: reservation.email,
      held: reservation.held,
    })
  }
  for (const message of data.outbox) {
    records.push({
      source: 'outbox',
      id: message.id,
      label: message.kind,
      at: iso(message.createdAt),
      name: null,
      mobile: null,
      email: null,
      held: false,
    })
  }
  for (const row of data.audit) {
    records.push({
      source: 'audit',
      id: String(row.id),
      label: row.action,
      at: iso(row.at),
      name: null,
      mobile: null,
      email: null,
      held: false,
    })
  }
  return records
}

async function alertsWithCars(db: Db, recipientId: string): Promise<PersonAlert[]> {
  const rows = await db
    .select({ alert: alertRows, ...carTitleColumns })
    .from(alertRows)
    .leftJoin(cars, eq(cars.id, alertRows.carId))
    .leftJoin(brands, eq(brands.id, cars.brandId))
    .leftJoin(models, eq(models.id, cars.modelId))
    .where(eq(alertRows.recipientId, recipientId))
    .orderBy(asc(alertRows.createdAt))
  return rows.map(({ alert, ...title }) => ({ ...alert, carTitle: bilingualCarTitleOrNull(title) }))
}
