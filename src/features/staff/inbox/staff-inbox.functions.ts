import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { withLocale } from '../../../contract/common'
import {
  contactMessageIdSchema,
  listContactMessagesInputSchema,
  listJobApplicationsInputSchema,
  listSubscribersInputSchema,
  setContactMessageHandledSchema,
} from '../../../contract/staff-inbox'
import {
  getStaffDashboardOperation,
  listContactMessagesOperation,
  listJobApplicationsOperation,
  listSubscribersOperation,
  setContactMessageHandledOperation,
} from '../../../contract/staff-inbox-api'
import { callAsStaff } from '../staff-api.server'

/** The signed-in staff member's figures of the last 30 days (only their role's areas). */
export const fetchStaffDashboard = createServerFn({ method: 'GET' })
  .validator(z.object(withLocale))
  .handler(({ data }) => callAsStaff(getStaffDashboardOperation, { locale: data.locale }))

/** A page of job applications, newest first, optionally for one position. */
export const fetchJobApplications = createServerFn({ method: 'GET' })
  .validator(z.object({ ...withLocale, ...listJobApplicationsInputSchema.shape }))
  .handler(({ data: { locale, ...query } }) => callAsStaff(listJobApplicationsOperation, { locale, query }))

/** A page of contact messages: all, waiting or handled. */
export const fetchContactMessages = createServerFn({ method: 'GET' })
  .validator(z.object({ ...withLocale, ...listContactMessagesInputSchema.shape }))
  .handler(({ data: { locale, ...query } }) => callAsStaff(listContactMessagesOperation, { locale, query }))

/** Marks a contact message handled, or waiting again (audited by the API). */
export const markContactMessage = createServerFn({ method: 'POST' })
  .validator(z.object({ ...withLocale, ...contactMessageIdSchema.shape, ...setContactMessageHandledSchema.shape }))
  .handler(({ data: { locale, id, handled } }) =>
    callAsStaff(setContactMessageHandledOperation, { locale, params: { id }, body: { handled } }),
  )

/** A page of confirmed or pending subscribers, with both counts. */
export const fetchSubscribers = createServerFn({ method: 'GET' })
  .validator(z.object({ ...withLocale, ...listSubscribersInputSchema.shape }))
  .handler(({ data: { locale, ...query } }) => callAsStaff(listSubscribersOperation, { locale, query }))
