/**
 * What an admin changes for a PDPL request (decision 0089): the person's contact fields corrected
 * on every record, or their data erased. An erasure deletes what has no legal hold and keeps a
 * completed sale's record (who bought which car, when, for how much, as the invoice names them):
 * commercial and tax law ask the dealer to keep it. From a held order it still takes what the
 * invoice does not need: the credit answers, staff notes, a pending code. A reservation whose
 * deposit was paid is held the same way: its receipt is a tax document (decision 0101).
 */
import { and, eq, inArray, sql } from 'drizzle-orm'
import {
  buyerSessions,
  contactMessages,
  jobApplications,
  orderNotes,
  orders,
  orderStatusHistory,
  orderVerificationCodes,
  outboxMessages,
  staffAuditLog,
  subscriptions,
  alertRecipients,
  reservations,
  testDrives,
  tradeIns,
} from '../server/db/schema.ts'
import type { Db } from '../server/db/types.ts'
import { scrubMentions } from './pdpl-mentions.ts'
import { findPersonData } from './pdpl-person.ts'

/** What an audit row keeps where it named the person. */
export const erasedMarker = '[erased]'

export type ErasureOutcome = {
  orders: number
  applications: number
  messages: number
  subscriptions: number
  /** Alerts, with the row of the address or mobile they went to. */
  alerts: number
  /** Trade-in requests, their photos and codes with them (decision 0102). */
  tradeIns: number
  /** Test drives, their seats and codes with them (decision 0100). */
  testDrives: number
  /** Reservations never paid: deleted once ended, their contact fields erased while one still waits for its payment. */
  reservations: number
  outbox: number
  auditRows: number
  /** References of the completed sales and paid reservations kept. */
  held: string[]
}

export async function erasePersonData(tx: Db, subject: string, now: Date = new Date()): Promise<ErasureOutcome> {
  const data = await findPersonData(tx, subject)
  const held = data.orders.filter((order) => order.held)
  const heldIds = held.map((order) => order.id)
  const erasedOrderIds = data.orders.filter((order) => !order.held).map((order) => order.id)
  if (heldIds.length) {
    await tx
      .update(orders)
      .set({ finance: null, creditErasedAt: now })
      .where(and(inArray(orders.id, heldIds), sql`${orders.finance} is not null`))
    await tx.delete(orderNotes).where(inArray(orderNotes.orderId, heldIds))
    await tx.update(orderStatusHistory).set({ note: null }).where(inArray(orderStatusHistory.orderId, heldIds))
    await tx.delete(orderVerificationCodes).where(inArray(orderVerificationCodes.orderId, heldIds))
  }
  // Their stages, notes and codes go with them (foreign keys on delete cascade).
  if (erasedOrderIds.length) await tx.delete(orders).where(inArray(orders.id, erasedOrderIds))
  const applicationIds = data.applications.map((row) => row.id)
  if (applicationIds.length) await tx.delete(jobApplications).where(inArray(jobApplications.id, applicationIds))
  const messageIds = data.messages.map((row) => row.id)
  if (messageIds.length) await tx.delete(contactMessages).where(inArray(contactMessages.id, messageIds))
  const subscriptionIds = data.subscriptions.map((row) => row.id)
  if (subscriptionIds.length) await tx.delete(subscriptions).where(inArray(subscriptions.id, subscriptionIds))
  // Their alerts, codes and findings go with them (foreign keys on delete cascade).
  const recipientIds = data.alerts.map((row) => row.recipient.id)
  if (recipientIds.length) await tx.delete(alertRecipients).where(inArray(alertRecipients.id, recipientIds))
  // Signed in to "My orders" with that mobile: the session ends with the data it showed.
  if (subject.startsWith('+966')) await tx.delete(buyerSessions).where(eq(buyerSessions.mobile, subject))
  const tradeInIds = data.tradeIns.map((row) => row.id)
  // Their photos and codes go with them (foreign keys on delete cascade).
  if (tradeInIds.length) await tx.delete(tradeIns).where(inArray(tradeIns.id, tradeInIds))
  const testDriveIds = data.testDrives.map((row) => row.id)
  // Their seats and codes go with them (foreign keys on delete cascade).
  if (testDriveIds.length) await tx.delete(testDrives).where(inArray(testDrives.id, testDriveIds))
  const unpaid = data.reservations.filter((row) => !row.held)
  // One still waiting for its payment holds a unit the dispatcher gives back when its window ends:
  // the row stays until then, with nothing of the person in it.
  const waiting = unpaid.filter((row) => row.status === 'awaiting_payment').map((row) => row.id)
  const ended = unpaid.filter((row) => row.status !== 'awaiting_payment').map((row) => row.id)
  if (waiting.length)
    await tx
      .update(reservations)
      .set({ contactName: erasedMarker, mobile: erasedMarker, email: erasedMarker })
      .where(inArray(reservations.id, waiting))
  // Their payment attempts (none paid) go with them.
  if (ended.length) await tx.delete(reservations).where(inArray(reservations.id, ended))
  const outboxIds = data.outbox.map((row) => row.id)
  if (outboxIds.length) await tx.delete(outboxMessages).where(inArray(outboxMessages.id, outboxIds))

  // The audit log keeps who did what and when; what it noted of a record now gone, and any mention
  // of the person, goes.
  const gone = new Set([
    ...erasedOrderIds.map((id) => `order:${id}`),
    ...applicationIds.map((id) => `job_application:${id}`),
    ...messageIds.map((id) => `contact_message:${id}`),
    ...data.tradeIns.map((row) => `trade_in:${row.reference}`),
  ])
  for (const row of data.audit) {
    const aboutGone = gone.has(`${row.subjectType}:${row.subjectId}`)
    await tx
      .update(staffAuditLog)
      .set({
        before: aboutGone ? null : scrubMentions(row.before, subject, erasedMarker),
        after: aboutGone ? null : scrubMentions(row.after, subject, erasedMarker),
      })
      .where(eq(staffAuditLog.id, row.id))
  }
  return {
    orders: erasedOrderIds.length,
    applications: applicationIds.length,
    messages: messageIds.length,
    subscriptions: subscriptionIds.length,
    alerts: data.alerts.reduce((sum, row) => sum + row.alerts.length, 0),
    tradeIns: tradeInIds.length,
    testDrives: testDriveIds.length,
    reservations: unpaid.length,
    outbox: outboxIds.length,
    auditRows: data.audit.length,
    held: [...held.map((order) => order.reference), ...data.reservations.filter((row) => row.held).map((row) => row.reference)],
  }
}

export type ContactCorrection = { name: string | null; email: string | null; mobile: string | null }

/** The values the person's records held before a correction, for the audit row. */
export type CorrectedValues = { names: string[]; emails: string[]; mobiles: string[]; records: number }

const distinct = (values: (string | null)[]) => [...new Set(values.filter((value): value is string => value !== null))]

/**
 * Writes the corrected fields on every record of the person. A corrected address already on the
 * mailing list keeps that sign-up; the person's other one goes, as one address has one sign-up.
 */
export async function correctPersonData(tx: Db, subject: string, correction: ContactCorrection): Promise<CorrectedValues> {
  const data = await findPersonData(tx, subject)
  const orderIds = data.orders.map((row) => row.id)
  const applicationIds = data.applications.map((row) => row.id)
  const messageIds = data.messages.map((row) => row.id)
  const tradeInIds = data.tradeIns.map((row) => row.id)
  // Drizzle leaves out a field set to undefined: a field not corrected keeps its value.
  const fields = { email: correction.email ?? undefined, mobile: correction.mobile ?? undefined }
  const orderChange = { ...fields, contactName: correction.name ?? undefined }
  const personChange = { ...fields, name: correction.name ?? undefined }
  if (orderIds.length) await tx.update(orders).set(orderChange).where(inArray(orders.id, orderIds))
  if (applicationIds.length) await tx.update(jobApplications).set(personChange).where(inArray(jobApplications.id, applicationIds))
  if (messageIds.length) await tx.update(contactMessages).set(personChange).where(inArray(contactMessages.id, messageIds))
  if (tradeInIds.length && correction.mobile !== null) {
    await tx.update(tradeIns).set({ mobile: correction.mobile }).where(inArray(tradeIns.id, tradeInIds))
  }
  const testDriveIds = data.testDrives.map((row) => row.id)
  if (testDriveIds.length) await tx.update(testDrives).set(personChange).where(inArray(testDrives.id, testDriveIds))
  const reservationIds = data.reservations.map((row) => row.id)
  if (reservationIds.length) await tx.update(reservations).set(orderChange).where(inArray(reservations.id, reservationIds))
  if (correction.email !== null) {
    for (const signUp of data.subscriptions) {
      if (signUp.email === correction.email) continue
      const [taken] = await tx.select({ id: subscriptions.id }).from(subscriptions).where(eq(subscriptions.email, correction.email))
      if (taken) await tx.delete(subscriptions).where(eq(subscriptions.id, signUp.id))
      else await tx.update(subscriptions).set({ email: correction.email }).where(eq(subscriptions.id, signUp.id))
    }
  }
  return {
    names: distinct([
      ...data.orders.map((row) => row.contactName),
      ...data.applications.map((row) => row.name),
      ...data.messages.map((row) => row.name),
      ...data.testDrives.map((row) => row.name),
      ...data.reservations.map((row) => row.contactName),
    ]),
    emails: distinct([
      ...data.orders.map((row) => row.email),
      ...data.applications.map((row) => row.email),
      ...data.messages.map((row) => row.email),
      ...data.subscriptions.map((row) => row.email),
      ...data.testDrives.map((row) => row.email),
      ...data.reservations.map((row) => row.email),
    ]),
    mobiles: distinct([
      ...data.orders.map((row) => row.mobile),
      ...data.applications.map((row) => row.mobile),
      ...data.messages.map((row) => row.mobile),
      ...data.tradeIns.map((row) => row.mobile),
      ...data.testDrives.map((row) => row.mobile),
      ...data.reservations.map((row) => row.mobile),
    ]),
    records:
      orderIds.length +
      applicationIds.length +
      messageIds.length +
      data.subscriptions.length +
      tradeInIds.length +
      testDriveIds.length +
      reservationIds.length,
  }
}
