/** The back office's inbox and dashboard in the dealer API (see ./staff-inbox.ts, decision 0054). */
import { fileAnswerSchema } from './file-answer'
import { defineOperation } from './operation'
import {
  contactMessageIdSchema,
  contactMessagesPageSchema,
  jobApplicationIdSchema,
  jobApplicationsPageSchema,
  listContactMessagesInputSchema,
  listJobApplicationsInputSchema,
  listSubscribersInputSchema,
  setContactMessageHandledSchema,
  staffContactMessageSchema,
  staffDashboardSchema,
  subscribersPageSchema,
} from './staff-inbox'

export const listJobApplicationsOperation = defineOperation({
  method: 'get',
  path: '/staff/job-applications',
  operationId: 'listJobApplications',
  summary: 'Job applications, newest first',
  description: 'Twenty a page, optionally for one position (`job`). `jobs` lists every position that has applications, for a filter.',
  tag: 'staff',
  query: listJobApplicationsInputSchema,
  response: jobApplicationsPageSchema,
  staff: 'inbox',
})

export const downloadJobApplicationCvOperation = defineOperation({
  method: 'get',
  path: '/staff/job-applications/:id/cv',
  operationId: 'downloadJobApplicationCv',
  summary: "An application's CV, as an attachment",
  description: [
    'The stored file with the type found from its bytes at upload, always `Content-Disposition: attachment` under the name',
    '`cv-<reference>.<ext>` (never the applicant’s file name), `X-Content-Type-Options: nosniff`, `Cache-Control: private,',
    'no-store` and a sandboxing Content-Security-Policy. Each download is written to the staff audit log.',
  ].join(' '),
  tag: 'staff',
  params: jobApplicationIdSchema,
  response: fileAnswerSchema,
  download: {
    mediaTypes: [
      'application/pdf',
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'image/png',
    ],
  },
  canBeNotFound: true,
  staff: 'inbox',
})

export const listContactMessagesOperation = defineOperation({
  method: 'get',
  path: '/staff/contact-messages',
  operationId: 'listContactMessages',
  summary: 'Contact messages, newest first',
  description: 'Twenty a page: all, only those still waiting (`show=waiting`) or only those handled (`show=handled`), with both counts.',
  tag: 'staff',
  query: listContactMessagesInputSchema,
  response: contactMessagesPageSchema,
  staff: 'inbox',
})

export const setContactMessageHandledOperation = defineOperation({
  method: 'put',
  path: '/staff/contact-messages/:id/handled',
  operationId: 'setContactMessageHandled',
  summary: 'Mark a contact message handled, or waiting again',
  description: 'Idempotent: setting the state it already has changes nothing. Each change is written to the staff audit log.',
  tag: 'staff',
  params: contactMessageIdSchema,
  body: setContactMessageHandledSchema,
  response: staffContactMessageSchema,
  successStatus: 200,
  canBeNotFound: true,
  staff: 'inbox',
})

export const listSubscribersOperation = defineOperation({
  method: 'get',
  path: '/staff/subscribers',
  operationId: 'listSubscribers',
  summary: 'Mailing-list subscribers, newest first',
  description: 'Twenty a page, confirmed (default) or still waiting for their confirmation (`status=pending`), with both counts.',
  tag: 'staff',
  query: listSubscribersInputSchema,
  response: subscribersPageSchema,
  staff: 'inbox',
})

export const exportSubscribersOperation = defineOperation({
  method: 'get',
  path: '/staff/subscribers/export',
  operationId: 'exportSubscribers',
  summary: 'The confirmed subscribers as CSV',
  description: 'Column titles in the request’s language. Each export is written to the staff audit log.',
  tag: 'staff',
  response: fileAnswerSchema,
  download: { mediaTypes: ['text/csv'] },
  staff: 'inbox',
})

export const getStaffDashboardOperation = defineOperation({
  method: 'get',
  path: '/staff/dashboard',
  operationId: 'getStaffDashboard',
  summary: 'Figures of the last 30 days for the signed-in role',
  description:
    'Sales and admin get `inbox` (verified orders by status and type, job applications, contact messages, new subscribers); editors and admin get `content` (news published, open positions). A role never gets the other part.',
  tag: 'staff',
  response: staffDashboardSchema,
  staff: 'anyStaff',
})
