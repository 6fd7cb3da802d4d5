import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { idSchema, idempotencyKeySchema, withLocale } from '../../contract/common'
import { searchCarsOperation } from '../../contract/catalogue-api'
import { offerDraftSchema, offerPictureUploadSchema } from '../../contract/staff-offers'
import {
  closeOfferOperation,
  createOfferOperation,
  deleteOfferOperation,
  listStaffOffersInputSchema,
  listStaffOffersOperation,
  restoreOfferOperation,
  updateOfferOperation,
  uploadOfferPictureOperation,
} from '../../contract/staff-offers-api'
import { getDealerApi } from '../../dealer-api/client'
import { callAsStaff } from '../staff/staff-api.server'

/** The offers a search and status ask for, with their texts, days and cars. */
export const fetchStaffOffers = createServerFn({ method: 'GET' })
  .validator(z.object({ ...withLocale, ...listStaffOffersInputSchema.shape }))
  .handler(({ data: { locale, ...query } }) => callAsStaff(listStaffOffersOperation, { locale, query }))

/** How many cars the picker lists for what was typed: enough to choose from, few enough to read. */
export const offerCarSearchSize = 8

/**
 * Cars for the offer's car picker, found by the market's own search (Arabic and Latin spellings,
 * brand, model, trim and year): the picker never loads the whole catalogue.
 */
export const searchOfferCars = createServerFn({ method: 'GET' })
  .validator(z.object({ ...withLocale, q: z.string().trim().min(1).max(100) }))
  .handler(async ({ data: { locale, q } }) => {
    const found = await getDealerApi().call(searchCarsOperation, { locale, query: { q, pageSize: offerCarSearchSize } })
    return { total: found.total, cars: found.items.map((car) => ({ id: car.id, title: car.title, year: car.year })) }
  })

/** Creates an offer; the same `idempotencyKey` creates it once. */
export const createOffer = createServerFn({ method: 'POST' })
  .validator(z.object({ ...withLocale, idempotencyKey: idempotencyKeySchema, draft: offerDraftSchema }))
  .handler(({ data: { locale, idempotencyKey, draft } }) => callAsStaff(createOfferOperation, { locale, idempotencyKey, body: draft }))

/** Sets an offer's texts, days, terms and cars (audited by the API; the offers pages follow at once). */
export const saveOffer = createServerFn({ method: 'POST' })
  .validator(z.object({ ...withLocale, id: idSchema, edit: offerDraftSchema }))
  .handler(({ data: { locale, id, edit } }) => callAsStaff(updateOfferOperation, { locale, params: { id }, body: edit }))

const offerAction = z.object({ ...withLocale, id: idSchema, action: z.enum(['close', 'delete', 'restore']) })

/** Closes (ends today), deletes (restorable for 30 days) or restores an offer. */
export const changeOffer = createServerFn({ method: 'POST' })
  .validator(offerAction)
  .handler(({ data: { locale, id, action } }) => {
    const operation = { close: closeOfferOperation, delete: deleteOfferOperation, restore: restoreOfferOperation }[action]
    return callAsStaff(operation, { locale, params: { id } })
  })

/** The picture form as it arrives (`multipart/form-data`), read into the contract's schema. */
const pictureFormData = z.pipe(
  z.instanceof(FormData).transform((form): Record<string, unknown> => Object.fromEntries(form)),
  z.object({ ...withLocale, ...offerPictureUploadSchema.shape }),
)

/** Stores a picture for an offer; the file goes on to the dealer API as it arrived, which decides its kind from its bytes. */
export const uploadOfferPicture = createServerFn({ method: 'POST' })
  .validator(pictureFormData)
  .handler(({ data: { locale, picture } }) => callAsStaff(uploadOfferPictureOperation, { locale, body: { picture } }))
