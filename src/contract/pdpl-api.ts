/** The PDPL desk's operations, for admins (decision 0089; see ./operation.ts and ./pdpl.ts). */
import { z } from 'zod'
import { fileAnswerSchema } from './file-answer'
import { defineOperation } from './operation'
import {
  newPdplRequestSchema,
  pdplCorrectionSchema,
  pdplExportFormats,
  pdplRequestDetailSchema,
  pdplRequestListSchema,
  pdplRequestSchema,
} from './pdpl'

const requestParams = z.object({ id: z.uuid() })

export const listPdplRequestsOperation = defineOperation({
  method: 'get',
  path: '/staff/pdpl-requests',
  operationId: 'listPdplRequests',
  summary: 'Personal-data requests, open ones first',
  description:
    'Admins only. Each request with the day it arrived, the day its answer is due (30 days later), the days left (negative when late) and its status. Open requests come first, the soonest due on top.',
  tag: 'staff',
  response: pdplRequestListSchema,
  staff: 'privacy',
})

export const logPdplRequestOperation = defineOperation({
  method: 'post',
  path: '/staff/pdpl-requests',
  operationId: 'logPdplRequest',
  summary: 'Log a personal-data request',
  description:
    'Admins only. Whom it is about (a Saudi mobile in any spelling, or an e-mail address), what the person asks (access, correction or erasure), the day it arrived (not after today) and the person’s language. Written to the audit log without the mobile or address.',
  tag: 'staff',
  body: newPdplRequestSchema,
  response: pdplRequestSchema,
  staff: 'privacy',
})

export const getPdplRequestOperation = defineOperation({
  method: 'get',
  path: '/staff/pdpl-requests/:id',
  operationId: 'getPdplRequest',
  summary: 'A personal-data request and every record found about its person',
  description:
    'Admins only. Orders, their pending SMS codes, job applications (with CVs), contact messages, the mailing-list sign-up, alerts, trade-in requests, test drives, reservations, outbox messages and audit rows that hold exactly this mobile or address. After an erasure the list holds only what a legal hold kept (a completed sale, a paid reservation), which `held` names.',
  tag: 'staff',
  params: requestParams,
  response: pdplRequestDetailSchema,
  canBeNotFound: true,
  staff: 'privacy',
})

export const exportPdplRequestOperation = defineOperation({
  method: 'get',
  path: '/staff/pdpl-requests/:id/export',
  operationId: 'exportPdplRequest',
  summary: 'Everything held about the person, as one file',
  description:
    '`format=html` (the default): one page in the person’s language that also carries the JSON; `format=json`: the JSON alone. CVs are inside, base64. Answers an access request; written to the audit log. Refused (409) after an erasure.',
  tag: 'staff',
  params: requestParams,
  query: z.object({ format: z.enum(pdplExportFormats).default('html') }),
  response: fileAnswerSchema,
  download: { mediaTypes: ['text/html', 'application/json'] },
  canBeNotFound: true,
  conflict: 'The person’s data was erased',
  staff: 'privacy',
})

export const correctPdplRequestOperation = defineOperation({
  method: 'post',
  path: '/staff/pdpl-requests/:id/correction',
  operationId: 'correctPdplRequest',
  summary: 'Correct the person’s name, e-mail address or mobile on every record',
  description:
    'Admins only. An empty field keeps what the records hold; at least one is needed. The request then follows the corrected mobile or address. Answers a correction request; the values before and after are written to the audit log.',
  tag: 'staff',
  params: requestParams,
  body: pdplCorrectionSchema,
  response: pdplRequestDetailSchema,
  successStatus: 200,
  canBeNotFound: true,
  conflict: 'The person’s data was erased',
  staff: 'privacy',
})

export const erasePdplRequestOperation = defineOperation({
  method: 'post',
  path: '/staff/pdpl-requests/:id/erasure',
  operationId: 'erasePdplRequest',
  summary: 'Erase the person’s data, keeping what a legal hold keeps',
  description:
    'Admins only. Deletes their orders (a completed sale stays, without its finance answers, notes or code), job applications with CVs, contact messages, sign-up and outbox messages, clears them from audit rows, and masks the request’s mobile or address. Answers an erasure request; cannot be undone.',
  tag: 'staff',
  params: requestParams,
  response: pdplRequestDetailSchema,
  successStatus: 200,
  canBeNotFound: true,
  conflict: 'The person’s data was already erased',
  staff: 'privacy',
})
