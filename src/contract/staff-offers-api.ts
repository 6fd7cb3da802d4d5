/** Editing offers in the dealer API (see ./operation.ts, ./staff-offers.ts and decision 0052). */
import { z } from 'zod'
import { idSchema } from './common'
import { defineOperation } from './operation'
import { offerEditSchema, staffOfferSchema, staffOffersSchema } from './staff-offers'

export const listStaffOffersOperation = defineOperation({
  method: 'get',
  path: '/staff/offers',
  operationId: 'listStaffOffers',
  summary: 'Every offer, whatever its dates, with its cars, and the cars an offer may name',
  tag: 'staff',
  response: staffOffersSchema,
  staff: 'content',
})

export const updateOfferOperation = defineOperation({
  method: 'put',
  path: '/staff/offers/:id',
  operationId: 'updateOffer',
  summary: 'Set an offer’s validity days, finance terms and linked cars',
  description: [
    '`startsOn` and `endsOn` are Saudi calendar days, both inclusive (`endsOn` not before `startsOn`); `carIds`',
    'lists the linked cars in the order shown (at most 50, each once, each an existing car, else a field error).',
    '`profitRatePercent` (0 is a 0% offer), `financeTermMonths` (12–60) and `minDownPaymentPercent` (0–90) are the',
    'offer’s own finance terms; null, empty or left out is none, and its cars are then quoted on the advertised',
    'rate, 60 months and 15% down. Audited as `offer.updated` with before and after; every storefront process drops its cached offers within',
    'two seconds.',
  ].join(' '),
  tag: 'staff',
  params: z.object({ id: idSchema }),
  body: offerEditSchema,
  response: staffOfferSchema,
  successStatus: 200,
  canBeNotFound: true,
  staff: 'content',
})
