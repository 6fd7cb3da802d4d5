/**
 * Applications for the dealer's open positions, with a CV (decision 0049). The CV's type is
 * decided from its bytes and must agree with its name (src/contract/job-applications.ts
 * `cvProblem`); the application, its CV and the dealer's notification are written in one
 * transaction. CVs are kept in the database, never at a public address: staff read them through
 * `readJobApplicationCv` with the download headers of `cvDownloadHeaders`.
 */
import { createHash } from 'node:crypto'
import { and, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm'
import { appConfig, type Locale } from '../../app.config.ts'
import { cvMediaTypes, cvProblem, type CvExtension, type JobApplication } from '../contract/job-applications.ts'
import { detectCvType } from '../lib/cv-type.ts'
import { jobApplicationCvs, jobApplications, jobs } from '../server/db/schema.ts'
import type { Db } from '../server/db/types.ts'
import { enqueueOutbox, type NotificationSettings } from '../server/outbox/enqueue-outbox.server.ts'
import { consumeRateLimit } from '../server/rate-limit.server.ts'
import { newOrderReference } from './order-codes.ts'
import {
  consumeSenderCeilings,
  mayNotifyDealer,
  senderEmail,
  type DealerMessageCeilings,
  type SenderCeilingRefusal,
} from './dealer-message-ceilings.ts'

export const jobApplicationPolicy = {
  applicationsPerAddressPerHour: 10,
  /**
   * The same applicant (mobile, e-mail and name) applying again for the same job within this time
   * sent the same application again: a double send, a second tab, a lost answer.
   */
  repeatWindowHours: 24,
  /**
   * A position is filled within weeks; half a year later an application has served its purpose
   * (PDPL: destroy data whose purpose is met). Deleted with its CV.
   */
  retentionDays: 180,
} as const

/** A name as people retype it: case, spacing and compatibility forms aside. */
function foldedName(name: string): string {
  return name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en')
}

/** Mobile (compared by the caller), e-mail and name together tell one applicant from another. */
function sameApplicant(a: { name: string; email: string }, b: { name: string; email: string }): boolean {
  return foldedName(a.name) === foldedName(b.name) && a.email.trim().toLowerCase() === b.email.trim().toLowerCase()
}

export type JobApplicationReceivedAnswer =
  { received: true; alreadyReceived: false; reference: string } | { received: true; alreadyReceived: true }

export type JobApplicationRefusal =
  | { refused: 'not_found' }
  | { refused: 'closed' }
  | { refused: 'cv_type' }
  | { refused: 'rate_limited'; retryAfterSeconds: number }
  | SenderCeilingRefusal

/** A CV's bytes as received, with the name its file had. */
export type ReceivedCv = { bytes: Uint8Array; fileName: string }

/** The kind of CV the bytes are, when it is accepted under this name; null otherwise. */
export async function acceptedCvType(cv: ReceivedCv): Promise<CvExtension | null> {
  const contentType = await detectCvType(cv.bytes)
  return cvProblem({ name: cv.fileName, size: cv.bytes.byteLength }, contentType) === null ? contentType : null
}

const hours = (count: number) => count * 60 * 60 * 1000

/**
 * The CV's name as its browser sent it, kept for reference only (downloads are named by the
 * reference). A crafted request can put any character in a multipart file name, which no text
 * schema reads: a NUL made PostgreSQL refuse the insert and the visitor get a 500 (decision 0069),
 * so control characters are dropped (line breaks and tabs too: a file name has none).
 */
function storableFileName(name: string): string {
  return name.replace(/[\u0000-\u001f\u007f-\u009f]/g, '').slice(0, 255)
}

/**
 * Stores an application for job `jobId` in `tx`. Refused: an unknown job, a closed one, a CV whose
 * content is not what its name says (checked before anything is written), too many applications
 * from one address. The same applicant (mobile, e-mail and name) for the same job within a day is
 * told it is already received, without the reference: a mobile alone does not say who applied,
 * and the first answer's reference is the first applicant's to know. Another applicant with that
 * mobile is kept as a new application.
 */
export async function receiveJobApplication(
  tx: Db,
  jobId: number,
  input: Omit<JobApplication, 'cv'> & { cv: ReceivedCv },
  client: { address: string; locale: Locale },
  now: Date = new Date(),
  settings?: NotificationSettings,
  ceilings: DealerMessageCeilings = appConfig.dealerMessages,
): Promise<JobApplicationReceivedAnswer | JobApplicationRefusal> {
  const [job] = await tx
    .select({ id: jobs.id, open: jobs.open, titleAr: jobs.titleAr, titleEn: jobs.titleEn })
    .from(jobs)
    // A position staff deleted is not there for applicants (decision 0076).
    .where(and(eq(jobs.id, jobId), isNull(jobs.deletedAt)))
  if (!job) return { refused: 'not_found' }
  if (!job.open) return { refused: 'closed' }
  const kind = await acceptedCvType(input.cv)
  if (kind === null) return { refused: 'cv_type' }

  // Two submissions from one mobile for one job at the same moment take turns from here to the
  // commit, so the second finds the first's row instead of storing a second one.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`job-application:${jobId}:${input.phone}`}, 0))`)
  const earlier = await tx
    .select({ name: jobApplications.name, email: jobApplications.email })
    .from(jobApplications)
    .where(
      and(
        eq(jobApplications.jobId, jobId),
        eq(jobApplications.mobile, input.phone),
        gt(jobApplications.createdAt, new Date(now.getTime() - hours(jobApplicationPolicy.repeatWindowHours))),
      ),
    )
    .orderBy(desc(jobApplications.createdAt))
  if (earlier.some((application) => sameApplicant(application, input))) return { received: true, alreadyReceived: true }

  const limit = await consumeRateLimit(tx, {
    bucket: 'job-application.address',
    key: client.address,
    limit: jobApplicationPolicy.applicationsPerAddressPerHour,
    windowSeconds: 3600,
  })
  if (!limit.allowed) return { refused: 'rate_limited', retryAfterSeconds: limit.retryAfterSeconds }
  const day = 24 * 3_600
  const senderLimited = await consumeSenderCeilings(
    tx,
    [
      { bucket: 'job-application.mobile', key: input.phone, limit: ceilings.applicationsPerMobilePerDay, windowSeconds: day },
      { bucket: 'job-application.email', key: senderEmail(input.email), limit: ceilings.applicationsPerEmailPerDay, windowSeconds: day },
    ],
    now,
  )
  if (senderLimited) return senderLimited

  const application = await insertWithFreshReference(tx, {
    jobId,
    name: input.name,
    mobile: input.phone,
    email: input.email,
    locale: client.locale,
    createdAt: now,
  })
  await tx.insert(jobApplicationCvs).values({
    applicationId: application.id,
    content: input.cv.bytes,
    mediaType: cvMediaTypes[kind],
    originalName: storableFileName(input.cv.fileName),
    sizeBytes: input.cv.bytes.byteLength,
    sha256: createHash('sha256').update(input.cv.bytes).digest('hex'),
  })
  // Kept either way: staff read every application in the back office.
  if (!(await mayNotifyDealer(tx, 'job_application', { now, ceilings, settings }))) {
    return { received: true, alreadyReceived: false, reference: application.reference }
  }
  await enqueueOutbox(
    tx,
    {
      kind: 'job_application.received',
      payload: {
        reference: application.reference,
        receivedAt: now.toISOString(),
        locale: client.locale,
        job: { id: job.id, title: { ar: job.titleAr, en: job.titleEn } },
        applicant: { name: input.name, mobile: input.phone, email: input.email },
        cv: { mediaType: cvMediaTypes[kind], sizeBytes: input.cv.bytes.byteLength },
      },
    },
    settings,
  )
  return { received: true, alreadyReceived: false, reference: application.reference }
}

/** References are random: on the rare collision, another one is drawn. */
async function insertWithFreshReference(tx: Db, row: Omit<typeof jobApplications.$inferInsert, 'reference'>) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [inserted] = await tx
      .insert(jobApplications)
      .values({ ...row, reference: newOrderReference() })
      .onConflictDoNothing({ target: jobApplications.reference })
      .returning({ id: jobApplications.id, reference: jobApplications.reference })
    if (inserted) return inserted
  }
  throw new Error('Could not draw an unused application reference in 5 attempts')
}

/** A stored CV, for staff to download. */
export type StoredCv = { content: Uint8Array; mediaType: string; fileName: string; sizeBytes: number }

/** An application's CV by the application's id, named for download by its reference; null when there is none. */
export async function readJobApplicationCv(db: Db, applicationId: string): Promise<StoredCv | null> {
  const [row] = await db
    .select({
      content: jobApplicationCvs.content,
      mediaType: jobApplicationCvs.mediaType,
      sizeBytes: jobApplicationCvs.sizeBytes,
      reference: jobApplications.reference,
    })
    .from(jobApplicationCvs)
    .innerJoin(jobApplications, eq(jobApplications.id, jobApplicationCvs.applicationId))
    .where(eq(jobApplicationCvs.applicationId, applicationId))
  if (!row) return null
  const extension = (Object.entries(cvMediaTypes).find(([, type]) => type === row.mediaType)?.[0] ?? 'bin') as string
  return {
    content: new Uint8Array(row.content),
    mediaType: row.mediaType,
    fileName: `cv-${row.reference}.${extension}`,
    sizeBytes: row.sizeBytes,
  }
}

/**
 * The headers a CV is downloaded with: always as an attachment, under the name the app chose
 * (never the applicant's), with its stored type and no sniffing, not kept by any cache, and
 * sandboxed should a browser render it anyway.
 */
export function cvDownloadHeaders(cv: Pick<StoredCv, 'mediaType' | 'fileName' | 'sizeBytes'>): Record<string, string> {
  const safeName = cv.fileName.replace(/[^A-Za-z0-9._-]/g, '_')
  return {
    'Content-Type': cv.mediaType,
    'Content-Length': String(cv.sizeBytes),
    'Content-Disposition': `attachment; filename="${safeName}"`,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'private, no-store',
    'Content-Security-Policy': "default-src 'none'; sandbox",
  }
}

/** Deletes applications (and their CVs) past their retention; returns how many. */
export async function purgeOldJobApplications(db: Db, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - jobApplicationPolicy.retentionDays * 24 * hours(1))
  const deleted = await db.delete(jobApplications).where(lte(jobApplications.createdAt, cutoff)).returning({ id: jobApplications.id })
  return deleted.length
}
