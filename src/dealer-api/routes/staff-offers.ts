import { msg } from '@lingui/core/macro'
import {
  closeOfferOperation,
  createOfferOperation,
  deleteOfferOperation,
  getOfferPictureOperation,
  listStaffOffersOperation,
  restoreOfferOperation,
  updateOfferOperation,
  uploadOfferPictureOperation,
} from '../../contract/staff-offers-api'
import { offerPictureLimits } from '../../contract/staff-offers'
import {
  closeOffer,
  createOffer,
  deleteOffer,
  getOfferPicture,
  listStaffOffers,
  restoreOffer,
  storeOfferPicture,
  updateOffer,
  type OfferCloseRefusal,
} from '../../domain/staff-offers'
import { ApiError, apiMessages } from '../../lib/api-error'
import { fieldMessages } from '../../lib/field-messages'
import { prepareWebpImage } from '../../server/news-cover.server'
import { implement, notFound, staffOf, type RouteDefinition } from '../route-kit'
import { pictureRefused } from './car-photos'

const notCurrent = msg({
  message: 'Only a current offer can be closed. An offer that has not started yet can be deleted instead.',
  comment: 'Dealer API refusal (back office): closing an offer that is upcoming, ended or deleted',
})

function refused(result: OfferCloseRefusal): never {
  if (result.refused === 'unknown_cars')
    throw new ApiError(400, 'validation_failed', apiMessages.validationFailed, { carIds: [fieldMessages.choice] })
  if (result.refused === 'unknown_image')
    throw new ApiError(400, 'validation_failed', apiMessages.validationFailed, { image: [fieldMessages.choice] })
  if (result.refused === 'not_current') throw new ApiError(409, 'conflict', notCurrent)
  // A deleted offer is out of reach until it is restored.
  return notFound()
}

/** Offers for editors: list, create, edit, close, delete and restore, their pictures (decisions 0052, 0076, 0079). */
export const staffOfferRoutes: RouteDefinition[] = [
  implement(listStaffOffersOperation, async ({ db, locale, query }) => listStaffOffers(await db(), locale, query)),
  implement(createOfferOperation, async (context) => {
    const result = await createOffer(await context.db(), staffOf(context), context.body, context.locale)
    return 'refused' in result ? refused(result) : result
  }),
  implement(updateOfferOperation, async (context) => {
    const result = await updateOffer(await context.db(), staffOf(context), context.params.id, context.body, context.locale)
    return 'refused' in result ? refused(result) : result
  }),
  implement(closeOfferOperation, async (context) => {
    const result = await closeOffer(await context.db(), staffOf(context), context.params.id, context.locale)
    return 'refused' in result ? refused(result) : result
  }),
  implement(deleteOfferOperation, async (context) => {
    return (await deleteOffer(await context.db(), staffOf(context), context.params.id, context.locale)) ?? notFound()
  }),
  implement(restoreOfferOperation, async (context) => {
    return (await restoreOffer(await context.db(), staffOf(context), context.params.id, context.locale)) ?? notFound()
  }),
  implement(uploadOfferPictureOperation, async (context) => {
    const bytes = new Uint8Array(await context.body.picture.arrayBuffer())
    const picture = bytes.length > 0 ? await prepareWebpImage(bytes, offerPictureLimits.width, 'cover') : 'kind'
    if (typeof picture === 'string') throw pictureRefused('picture', picture, 'pictureDimensions')
    return storeOfferPicture(await context.db(), staffOf(context), picture)
  }),
  implement(getOfferPictureOperation, async ({ params, db }) => {
    const picture = await getOfferPicture(await db(), params.name)
    if (!picture) notFound()
    return { mediaType: picture.mediaType, base64: Buffer.from(picture.content).toString('base64') }
  }),
]
