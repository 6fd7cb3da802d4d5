import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { withLocale } from '../../contract/common'
import { newPdplRequestSchema, pdplCorrectionSchema } from '../../contract/pdpl'
import {
  correctPdplRequestOperation,
  erasePdplRequestOperation,
  getPdplRequestOperation,
  listPdplRequestsOperation,
  logPdplRequestOperation,
} from '../../contract/pdpl-api'
import { callAsStaff } from '../staff/staff-api.server'

const requestId = z.uuid()

/** Every personal-data request, open ones first (admins only). */
export const fetchPdplRequests = createServerFn({ method: 'GET' })
  .validator(z.object(withLocale))
  .handler(({ data }) => callAsStaff(listPdplRequestsOperation, { locale: data.locale }))

/** Logs a request: whom it is about, what they ask, when it arrived, their language. */
export const logPdplRequest = createServerFn({ method: 'POST' })
  .validator(z.object({ ...withLocale, request: newPdplRequestSchema }))
  .handler(({ data }) => callAsStaff(logPdplRequestOperation, { locale: data.locale, body: data.request }))

/** A request with every record found about its person. */
export const fetchPdplRequest = createServerFn({ method: 'GET' })
  .validator(z.object({ ...withLocale, id: requestId }))
  .handler(({ data }) => callAsStaff(getPdplRequestOperation, { locale: data.locale, params: { id: data.id } }))

/** Corrects the person's contact fields on every record (audited). */
export const correctPdplRequest = createServerFn({ method: 'POST' })
  .validator(z.object({ ...withLocale, id: requestId, correction: pdplCorrectionSchema }))
  .handler(({ data }) => callAsStaff(correctPdplRequestOperation, { locale: data.locale, params: { id: data.id }, body: data.correction }))

/** Erases the person's data but what a legal hold keeps. */
export const erasePdplRequest = createServerFn({ method: 'POST' })
  .validator(z.object({ ...withLocale, id: requestId }))
  .handler(({ data }) => callAsStaff(erasePdplRequestOperation, { locale: data.locale, params: { id: data.id } }))
