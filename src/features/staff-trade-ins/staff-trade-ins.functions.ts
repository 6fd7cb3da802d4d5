import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { withLocale } from '../../contract/common'
import { answerTradeInSchema, listTradeInsInputSchema, tradeInIdSchema } from '../../contract/staff-trade-ins'
import { answerTradeInOperation, listTradeInsOperation } from '../../contract/trade-ins-api'
import { callAsStaff } from '../staff/staff-api.server'

/** A page of confirmed trade-in requests: waiting, estimated or all. Never cached. */
export const fetchTradeIns = createServerFn({ method: 'GET' })
  .validator(z.object({ ...withLocale, ...listTradeInsInputSchema.shape }))
  .handler(({ data: { locale, ...query } }) => callAsStaff(listTradeInsOperation, { locale, query }))

/** Sends a request's estimate (stored, audited and texted to the buyer by the API). */
export const sendTradeInEstimate = createServerFn({ method: 'POST' })
  .validator(z.object({ ...withLocale, ...tradeInIdSchema.shape, estimate: answerTradeInSchema }))
  .handler(({ data: { locale, id, estimate } }) => callAsStaff(answerTradeInOperation, { locale, params: { id }, body: estimate }))
