/**
 * What sales read and mark in the back office (decision 0054): job applications and their CVs,
 * contact messages (handled or waiting), the mailing list and its CSV export, and the dashboard's
 * figures. Every change, and every read that takes personal data out of the app (a CV, the
 * export), is written to the staff audit log in the same transaction.
 */
import { and, count, desc, eq, gte, isNotNull, isNull, lte, ne, sql, type SQL } from 'drizzle-orm'
import type { Locale } from '../../app.config.ts'
import type { StaffRole } from '../contract/staff.ts'
import { staffMayUse } from '../contract/staff.ts'
import type {
  ContactMessageFilter,
  ContactMessagesPage,
  JobApplicationsPage,
  StaffContactMessage,
  StaffDashboard,
  SubscribersPage,
  SubscriberStatus,
} from '../contract/staff-inbox.ts'
import { dashboardDays, staffListPageSize } from '../contract/staff-inbox.ts'
import { orderTypes } from '../contract/orders.ts'
import { inboxStatuses } from '../contract/staff-inbox-values.ts'
import type { FileAnswer } from '../contract/file-answer.ts'
import { toCsv } from '../lib/csv.ts'
import { csvAttachment, riyadhMinute } from './csv-attachment.ts'
import {
  contactMessages,
  jobApplicationCvs,
  jobApplications,
  jobs,
  newsArticles,
  orders,
  staffUsers,
  subscriptions,
} from '../server/db/schema.ts'
import type { Db } from '../server/db/types.ts'
import { cvDownloadHeaders, readJobApplicationCv } from './job-applications.ts'
import { newsShownAt } from './content.ts'
import { replyPromiseFigures } from './order-reply.ts'
import { pdplRequestFigures } from './pdpl-requests.ts'
import { recordStaffAction, type StaffActor } from './staff-audit.ts'
import { storedLocale } from '../lib/i18n/locale.ts'

const offsetOf = (page: number) => (page - 1) * staffListPageSize

// ── Job applications ──────────────────────────────────────────────────────────────────────────

export async function listJobApplications(db: Db, input: { job?: number; page: number }, locale: Locale): Promise<JobApplicationsPage> {
  const title = locale === 'en' ? jobs.titleEn : jobs.titleAr
  const where = input.job === undefined ? undefined : eq(jobApplications.jobId, input.job)
  const [rows, [total], jobList] = await Promise.all([
    db
      .select({
        id: jobApplications.id,
        reference: jobApplications.reference,
        jobId: jobApplications.jobId,
        jobTitle: title,
        name: jobApplications.name,
        mobile: jobApplications.mobile,
        email: jobApplications.email,
        locale: jobApplications.locale,
        receivedAt: jobApplications.createdAt,
        // The CV's facts only: its bytes stay in their table until someone downloads them.
        cvMediaType: jobApplicationCvs.mediaType,
        cvSizeBytes: jobApplicationCvs.sizeBytes,
      })
      .from(jobApplications)
      .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
      .leftJoin(jobApplicationCvs, eq(jobApplicationCvs.applicationId, jobApplications.id))
      .where(where)
      .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id))
      .limit(staffListPageSize)
      .offset(offsetOf(input.page)),
    db.select({ value: count() }).from(jobApplications).where(where),
    db
      .selectDistinct({ id: jobs.id, title, open: jobs.open })
      .from(jobs)
      .innerJoin(jobApplications, eq(jobApplications.jobId, jobs.id))
      .orderBy(title),
  ])
  return {
    items: rows.map((row) => ({
      id: row.id,
      reference: row.reference,
      job: { id: row.jobId, title: row.jobTitle },
      name: row.name,
      mobile: row.mobile,
      email: row.email,
      locale: storedLocale(row.locale),
      receivedAt: row.receivedAt.toISOString(),
      cv: row.cvMediaType !== null && row.cvSizeBytes !== null ? { mediaType: row.cvMediaType, sizeBytes: row.cvSizeBytes } : null,
    })),
    total: total?.value ?? 0,
    page: input.page,
    pageSize: staffListPageSize,
    jobs: jobList,
  }
}

/** An application's CV as a download, the download audited; null when there is none. */
export async function downloadJobApplicationCv(tx: Db, staff: StaffActor, applicationId: string): Promise<FileAnswer | null> {
  const cv = await readJobApplicationCv(tx, applicationId)
  if (!cv) return null
  await recordStaffAction(tx, staff, { action: 'job_application.cv_downloaded', subjectType: 'job_application', subjectId: applicationId })
  return { content: cv.content, headers: cvDownloadHeaders(cv) }
}

// ── Contact messages ──────────────────────────────────────────────────────────────────────────

const messageColumns = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  mobile: contactMessages.mobile,
  message: contactMessages.message,
  locale: contactMessages.locale,
  receivedAt: contactMessages.createdAt,
  handledAt: contactMessages.handledAt,
  handledBy: staffUsers.name,
}

type MessageRow = {
  id: string
  name: string
  email: string
  mobile: string | null
  message: string
  locale: string
  receivedAt: Date
  handledAt: Date | null
  handledBy: string | null
}

function toStaffContactMessage(row: MessageRow): StaffContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    mobile: row.mobile,
    message: row.message,
    locale: storedLocale(row.locale),
    receivedAt: row.receivedAt.toISOString(),
    handledAt: row.handledAt ? row.handledAt.toISOString() : null,
    handledBy: row.handledAt ? row.handledBy : null,
  }
}

const messageFilter: Record<ContactMessageFilter, SQL | undefined> = {
  all: undefined,
  waiting: isNull(contactMessages.handledAt),
  handled: isNotNull(contactMessages.handledAt),
}

export async function listContactMessages(db: Db, input: { show: ContactMessageFilter; page: number }): Promise<ContactMessagesPage> {
  const where = messageFilter[input.show]
  const [rows, [total], [counts]] = await Promise.all([
    db
      .select(messageColumns)
      .from(contactMessages)
      .leftJoin(staffUsers, eq(staffUsers.id, contactMessages.handledBy))
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(staffListPageSize)
      .offset(offsetOf(input.page)),
    db.select({ value: count() }).from(contactMessages).where(where),
    db
      .select({
        waiting: sql<number>`count(*) filter (where ${contactMessages.handledAt} is null)::int`,
        handled: sql<number>`count(*) filter (where ${contactMessages.handledAt} is not null)::int`,
      })
      .from(contactMessages),
  ])
  return {
    items: rows.map(toStaffContactMessage),
    total: total?.value ?? 0,
    page: input.page,
    pageSize: staffListPageSize,
    counts: { waiting: counts?.waiting ?? 0, handled: counts?.handled ?? 0 },
  }
}

/**
 * Marks a message handled (or waiting again) in `tx`, audited with the state before and after.
 * Asking for the state it already has changes nothing and records nothing. Null: no such message.
 */
export async function setContactMessageHandled(
  tx: Db,
  staff: StaffActor,
  messageId: string,
  handled: boolean,
  now: Date = new Date(),
): Promise<StaffContactMessage | null> {
  // Locked, so two staff members marking the same message at once take turns and are both audited right.
  const [current] = await tx
    .select({ handledAt: contactMessages.handledAt })
    .from(contactMessages)
    .where(eq(contactMessages.id, messageId))
    .for('update')
  if (!current) return null
  if ((current.handledAt !== null) !== handled) {
    await tx
      .update(contactMessages)
      .set(handled ? { handledAt: now, handledBy: staff.id } : { handledAt: null, handledBy: null })
      .where(eq(contactMessages.id, messageId))
    await recordStaffAction(tx, staff, {
      action: handled ? 'contact_message.handled' : 'contact_message.reopened',
      subjectType: 'contact_message',
      subjectId: messageId,
      before: { handled: !handled },
      after: { handled },
    })
  }
  const [row] = await tx
    .select(messageColumns)
    .from(contactMessages)
    .leftJoin(staffUsers, eq(staffUsers.id, contactMessages.handledBy))
    .where(eq(contactMessages.id, messageId))
  return row ? toStaffContactMessage(row) : null
}

// ── Subscribers ───────────────────────────────────────────────────────────────────────────────

const subscriberFilter: Record<SubscriberStatus, SQL> = {
  confirmed: isNotNull(subscriptions.confirmedAt),
  pending: isNull(subscriptions.confirmedAt),
}

export async function listSubscribers(db: Db, input: { status: SubscriberStatus; page: number }): Promise<SubscribersPage> {
  const where = subscriberFilter[input.status]
  // Confirmed ones by when they confirmed, waiting ones by when they signed up: newest first.
  const newest = input.status === 'confirmed' ? desc(subscriptions.confirmedAt) : desc(subscriptions.createdAt)
  const [rows, [counts]] = await Promise.all([
    db
      .select({
        email: subscriptions.email,
        locale: subscriptions.locale,
        signedUpAt: subscriptions.createdAt,
        confirmedAt: subscriptions.confirmedAt,
      })
      .from(subscriptions)
      .where(where)
      .orderBy(newest, desc(subscriptions.id))
      .limit(staffListPageSize)
      .offset(offsetOf(input.page)),
    db
      .select({
        confirmed: sql<number>`count(*) filter (where ${subscriptions.confirmedAt} is not null)::int`,
        pending: sql<number>`count(*) filter (where ${subscriptions.confirmedAt} is null)::int`,
      })
      .from(subscriptions),
  ])
  const confirmed = counts?.confirmed ?? 0
  const pending = counts?.pending ?? 0
  return {
    items: rows.map((row) => ({
      email: row.email,
      locale: storedLocale(row.locale),
      signedUpAt: row.signedUpAt.toISOString(),
      confirmedAt: row.confirmedAt ? row.confirmedAt.toISOString() : null,
    })),
    total: input.status === 'confirmed' ? confirmed : pending,
    page: input.page,
    pageSize: staffListPageSize,
    counts: { confirmed, pending },
  }
}

/** The column titles and language names of the export, in the staff member's language. */
export type SubscriberCsvTexts = { email: string; language: string; confirmedAt: string; languageNames: Record<Locale, string> }

/**
 * Every confirmed subscriber as a CSV attachment (../lib/csv.ts: BOM, formula guard), oldest first,
 * the export audited with how many rows it held. Pending sign-ups are left out: they have not
 * agreed to receive anything yet.
 */
export async function exportConfirmedSubscribers(
  tx: Db,
  staff: StaffActor,
  texts: SubscriberCsvTexts,
  now: Date = new Date(),
): Promise<FileAnswer> {
  const rows = await tx
    .select({ email: subscriptions.email, locale: subscriptions.locale, confirmedAt: subscriptions.confirmedAt })
    .from(subscriptions)
    .where(isNotNull(subscriptions.confirmedAt))
    .orderBy(subscriptions.confirmedAt, subscriptions.id)
  const csv = toCsv([
    [texts.email, texts.language, texts.confirmedAt],
    ...rows.map((row) => [row.email, texts.languageNames[storedLocale(row.locale)], row.confirmedAt ? riyadhMinute(row.confirmedAt) : '']),
  ])
  await recordStaffAction(tx, staff, { action: 'subscribers.exported', subjectType: 'subscribers', after: { rows: rows.length } })
  return csvAttachment(csv, 'subscribers', now)
}

// ── Dashboard ─────────────────────────────────────────────────────────────────────────────────

/** The last `dashboardDays` days' figures, only of the areas `role` may use. */
export async function staffDashboard(db: Db, role: StaffRole, now: Date = new Date()): Promise<StaffDashboard> {
  const since = new Date(now.getTime() - dashboardDays * 24 * 60 * 60 * 1000)
  const dashboard: StaffDashboard = { since: since.toISOString(), days: dashboardDays }
  if (staffMayUse(role, 'inbox')) {
    const verifiedInPeriod = and(ne(orders.status, 'awaiting_verification'), gte(orders.verifiedAt, since), lte(orders.verifiedAt, now))
    const [byStatus, byType, [applications], [messages], [subscribers], replyPromise] = await Promise.all([
      db.select({ status: orders.status, count: count() }).from(orders).where(verifiedInPeriod).groupBy(orders.status),
      db.select({ type: orders.type, count: count() }).from(orders).where(verifiedInPeriod).groupBy(orders.type),
      db.select({ value: count() }).from(jobApplications).where(gte(jobApplications.createdAt, since)),
      db
        .select({
          total: count(),
          waiting: sql<number>`count(*) filter (where ${contactMessages.handledAt} is null)::int`,
        })
        .from(contactMessages)
        .where(gte(contactMessages.createdAt, since)),
      db.select({ value: count() }).from(subscriptions).where(gte(subscriptions.confirmedAt, since)),
      replyPromiseFigures(db, now, dashboardDays),
    ])
    // Every status and type, zeros included, in the order an order moves through them.
    const statusCount = new Map(byStatus.map((row) => [row.status, row.count]))
    const typeCount = new Map(byType.map((row) => [row.type, row.count]))
    dashboard.inbox = {
      orders: {
        total: byType.reduce((sum, row) => sum + row.count, 0),
        byStatus: inboxStatuses.map((status) => ({ status, count: statusCount.get(status) ?? 0 })),
        byType: orderTypes.map((type) => ({ type, count: typeCount.get(type) ?? 0 })),
      },
      jobApplications: applications?.value ?? 0,
      contactMessages: { total: messages?.total ?? 0, waiting: messages?.waiting ?? 0 },
      newSubscribers: subscribers?.value ?? 0,
      replyPromise,
    }
  }
  if (staffMayUse(role, 'content')) {
    const [[news], [openJobs]] = await Promise.all([
      db
        .select({ value: count() })
        .from(newsArticles)
        .where(and(gte(newsArticles.publishedAt, since), newsShownAt(now))),
      db
        .select({ value: count() })
        .from(jobs)
        .where(and(eq(jobs.open, true), isNull(jobs.deletedAt))),
    ])
    dashboard.content = { newsPublished: news?.value ?? 0, openJobs: openJobs?.value ?? 0 }
  }
  if (staffMayUse(role, 'privacy')) dashboard.privacy = await pdplRequestFigures(db, now)
  return dashboard
}
