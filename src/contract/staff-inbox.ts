/**
 * What sales read in the back office (decision 0054): job applications with their CVs, contact
 * messages, the mailing list, and the dashboard's figures of the last 30 days. Texts (job titles)
 * come back in the request's language; people's names, addresses and messages as they were sent.
 */
import { z } from 'zod'
import { locales } from '../../app.config.ts'
import { idSchema, isoDateTimeSchema, pageSchema } from './common.ts'
import { orderStatuses, orderTypes } from './orders.ts'
import { contactMessageFilters, subscriberStatuses } from './staff-inbox-values.ts'

export { contactMessageFilters, subscriberStatuses, type ContactMessageFilter, type SubscriberStatus } from './staff-inbox-values.ts'

/** Rows per page of every staff list. */
export const staffListPageSize = 20

/** How many days the dashboard looks back. */
export const dashboardDays = 30

const uuidSchema = z.uuid()

function staffPageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int().nonnegative(),
    page: pageSchema,
    pageSize: z.number().int().positive(),
  })
}

// ── Job applications ──────────────────────────────────────────────────────────────────────────

export const listJobApplicationsInputSchema = z.object({
  /** Only the applications for this position. */
  job: idSchema.optional(),
  page: pageSchema.default(1),
})
export type ListJobApplicationsInput = z.input<typeof listJobApplicationsInputSchema>

export const staffJobApplicationSchema = z.object({
  id: uuidSchema,
  reference: z.string(),
  job: z.object({ id: idSchema, title: z.string() }),
  name: z.string(),
  /** E.164. */
  mobile: z.string(),
  email: z.string(),
  /** The language the applicant used. */
  locale: z.enum(locales),
  receivedAt: isoDateTimeSchema,
  /** The CV's type as found from its bytes, and its size; download it from `…/cv`. */
  cv: z.object({ mediaType: z.string(), sizeBytes: z.number().int().positive() }).nullable(),
})
export type StaffJobApplication = z.output<typeof staffJobApplicationSchema>

export const jobApplicationsPageSchema = staffPageSchema(staffJobApplicationSchema).extend({
  /** Every position that has applications, for the filter (open or closed). */
  jobs: z.array(z.object({ id: idSchema, title: z.string(), open: z.boolean() })),
})
export type JobApplicationsPage = z.output<typeof jobApplicationsPageSchema>

export const jobApplicationIdSchema = z.object({ id: uuidSchema })

// ── Contact messages ──────────────────────────────────────────────────────────────────────────

export const listContactMessagesInputSchema = z.object({
  /** `waiting`: not yet handled; `handled`: marked handled. */
  show: z.enum(contactMessageFilters).default('all'),
  page: pageSchema.default(1),
})
export type ListContactMessagesInput = z.input<typeof listContactMessagesInputSchema>

export const staffContactMessageSchema = z.object({
  id: uuidSchema,
  name: z.string(),
  email: z.string(),
  /** E.164 when given. */
  mobile: z.string().nullable(),
  message: z.string(),
  locale: z.enum(locales),
  receivedAt: isoDateTimeSchema,
  handledAt: isoDateTimeSchema.nullable(),
  /** The name of the staff member who marked it handled (null when not handled or their account is gone). */
  handledBy: z.string().nullable(),
})
export type StaffContactMessage = z.output<typeof staffContactMessageSchema>

export const contactMessagesPageSchema = staffPageSchema(staffContactMessageSchema).extend({
  counts: z.object({ waiting: z.number().int().nonnegative(), handled: z.number().int().nonnegative() }),
})
export type ContactMessagesPage = z.output<typeof contactMessagesPageSchema>

export const contactMessageIdSchema = z.object({ id: uuidSchema })

export const setContactMessageHandledSchema = z.object({ handled: z.boolean() })

// ── Subscribers ───────────────────────────────────────────────────────────────────────────────

export const listSubscribersInputSchema = z.object({
  /** `pending`: signed up, confirmation link not yet opened. */
  status: z.enum(subscriberStatuses).default('confirmed'),
  page: pageSchema.default(1),
})
export type ListSubscribersInput = z.input<typeof listSubscribersInputSchema>

export const staffSubscriberSchema = z.object({
  email: z.string(),
  locale: z.enum(locales),
  signedUpAt: isoDateTimeSchema,
  confirmedAt: isoDateTimeSchema.nullable(),
})
export type StaffSubscriber = z.output<typeof staffSubscriberSchema>

export const subscribersPageSchema = staffPageSchema(staffSubscriberSchema).extend({
  counts: z.object({ confirmed: z.number().int().nonnegative(), pending: z.number().int().nonnegative() }),
})
export type SubscribersPage = z.output<typeof subscribersPageSchema>

// ── Dashboard ─────────────────────────────────────────────────────────────────────────────────

const count = z.number().int().nonnegative()

/**
 * The last `dashboardDays` days. Each part is present only for a role whose area it is: orders,
 * applications and messages for sales and admin, content for editors and admin.
 */
export const staffDashboardSchema = z.object({
  since: isoDateTimeSchema,
  days: z.number().int().positive(),
  inbox: z
    .object({
      /** Verified orders placed in the period (an order waiting for its SMS code is not one yet). */
      orders: z.object({
        total: count,
        byStatus: z.array(z.object({ status: z.enum(orderStatuses), count })),
        byType: z.array(z.object({ type: z.enum(orderTypes), count })),
      }),
      jobApplications: count,
      contactMessages: z.object({ total: count, waiting: count }),
      newSubscribers: count,
      /**
       * The company promise (decision 0087), now: orders still awaiting their first reply, of them
       * those overdue and those due before the end of today (Saudi time); and over the period, the
       * company orders whose reply came or was due (`judged`) and those answered within 24 hours.
       */
      replyPromise: z.object({ awaiting: count, overdue: count, dueToday: count, judged: count, repliedInTime: count }),
    })
    .optional(),
  content: z.object({ newsPublished: count, openJobs: count }).optional(),
  /**
   * Personal-data requests now (admins, decision 0091): open ones, of them those past their 30-day
   * deadline and those due within `pdplDueSoonDays` days.
   */
  privacy: z.object({ open: count, dueSoon: count, overdue: count }).optional(),
})
export type StaffDashboard = z.output<typeof staffDashboardSchema>
