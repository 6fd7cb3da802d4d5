import { listStaffOffersOperation, updateOfferOperation } from '../../contract/staff-offers-api'
import { listStaffOffers, updateOffer } from '../../domain/staff-offers'
import { ApiError, apiMessages } from '../../lib/api-error'
import { fieldMessages } from '../../lib/field-messages'
import { implement, notFound, staffOf, type RouteDefinition } from '../route-kit'

/** Editing offers' days and cars (decision 0052). */
export const staffOfferRoutes: RouteDefinition[] = [
  implement(listStaffOffersOperation, async ({ db, locale }) => listStaffOffers(await db(), locale)),
  implement(updateOfferOperation, async (context) => {
    const result = await updateOffer(await context.db(), staffOf(context), context.params.id, context.body, context.locale)
    if (!('refused' in result)) return result
    if (result.refused === 'not_found') notFound()
    throw new ApiError(400, 'validation_failed', apiMessages.validationFailed, { carIds: [fieldMessages.choice] })
  }),
]
