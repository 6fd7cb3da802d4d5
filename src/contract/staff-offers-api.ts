/** Offers for editors in the dealer API (see ./operation.ts, ./staff-offers.ts and decisions 0052, 0076, 0079). */
import { z } from 'zod'
import { idSchema, pageSchema } from './common'
import { defineOperation } from './operation'
import {
  offerDraftSchema,
  offerEditSchema,
  offerPictureLimits,
  offerPictureNamePattern,
  offerPictureUploadSchema,
  offerStatuses,
  staffOfferSchema,
  staffOffersSchema,
} from './staff-offers'
import { coverMediaTypes, newsCoverSchema } from './staff-news'
import { restoreWindowDays } from './values'

const followsAtOnce = 'Every storefront process drops its cached offers within two seconds.'

export const listStaffOffersInputSchema = z.object({
  /** Words of the title or summary, in either language (folded as the market's search folds them). */
  q: z.string().trim().max(100).optional(),
  /** One status; left out, every offer that is not deleted. */
  status: z.enum(offerStatuses).optional(),
  page: pageSchema.default(1),
})
export type ListStaffOffersInput = z.infer<typeof listStaffOffersInputSchema>

export const listStaffOffersOperation = defineOperation({
  method: 'get',
  path: '/staff/offers',
  operationId: 'listStaffOffers',
  summary: 'Offers with their texts, days, finance terms, cars and status, found by words and status, a page at a time',
  description: [
    '`status` is `current`, `upcoming` or `ended` by the Saudi calendar day, or `deleted` (restorable for',
    `${restoreWindowDays} days; \`purgesOn\` says when it goes for good). Without \`status\`, every offer that is not`,
    'deleted. `q` finds words of the title or summary in Arabic or English. Twenty a page, in the order the offers',
    'page shows them (the most recently deleted first under `deleted`); `total` counts every offer found.',
  ].join(' '),
  tag: 'staff',
  query: listStaffOffersInputSchema,
  response: staffOffersSchema,
  staff: 'content',
})

const offerFieldsNote = [
  '`startsOn` and `endsOn` are Saudi calendar days, both inclusive (`endsOn` not before `startsOn`); `carIds`',
  'lists the linked cars in the order shown (at most 50, each once, each an existing car, else a field error).',
  '`profitRatePercent` (0 is a 0% offer), `financeTermMonths` (12–60) and `minDownPaymentPercent` (0–90) are the',
  'offer’s own finance terms; null, empty or left out is none, and its cars are then quoted on the advertised',
  'rate, 60 months and 15% down. `image` is the offer’s picture: a drawing `/images/cars/<body type>.svg`, a picture',
  'uploaded by `uploadOfferPicture`, or null for none; left out, a new offer has none and an edit keeps it.',
].join(' ')

export const createOfferOperation = defineOperation({
  method: 'post',
  path: '/staff/offers',
  operationId: 'createOffer',
  summary: 'Create an offer',
  description: [
    'Title (one line), summary and body in Arabic and English, each required.',
    offerFieldsNote,
    `Shown on its days like every offer. Audited as \`offer.created\`. ${followsAtOnce}`,
  ].join(' '),
  tag: 'staff',
  body: offerDraftSchema,
  response: staffOfferSchema,
  idempotency: 'required',
  staff: 'content',
})

export const updateOfferOperation = defineOperation({
  method: 'put',
  path: '/staff/offers/:id',
  operationId: 'updateOffer',
  summary: 'Set an offer’s texts, validity days, finance terms and linked cars',
  description: [
    offerFieldsNote,
    'The texts (`titleAr` … `bodyEn`) may be left out, and then stay as they are. A deleted offer is 404 until it is',
    `restored. Audited as \`offer.updated\` with before and after. ${followsAtOnce}`,
  ].join(' '),
  tag: 'staff',
  params: z.object({ id: idSchema }),
  body: offerEditSchema,
  response: staffOfferSchema,
  successStatus: 200,
  canBeNotFound: true,
  staff: 'content',
})

export const closeOfferOperation = defineOperation({
  method: 'post',
  path: '/staff/offers/:id/close',
  operationId: 'closeOffer',
  summary: 'Close a current offer: its last day becomes today',
  description: [
    'The offer ends today (Saudi calendar): from tomorrow it leaves the offers page and its page says it has',
    'ended. Only a current offer can be closed (409 otherwise: delete an upcoming one). Closing one that already',
    `ends today changes nothing. Audited as \`offer.closed\`. ${followsAtOnce}`,
  ].join(' '),
  tag: 'staff',
  params: z.object({ id: idSchema }),
  response: staffOfferSchema,
  successStatus: 200,
  canBeNotFound: true,
  conflict: 'the offer is not current (upcoming, ended or deleted)',
  staff: 'content',
})

export const deleteOfferOperation = defineOperation({
  method: 'delete',
  path: '/staff/offers/:id',
  operationId: 'deleteOffer',
  summary: `Delete an offer (restorable for ${restoreWindowDays} days)`,
  description: [
    'The offer leaves the offers page, the home page, the sitemap and the public API at once; its page answers',
    `410 "no longer available" with similar cars. It can be restored for ${restoreWindowDays} days, then it is deleted`,
    `for good. Deleting a deleted offer changes nothing. Audited as \`offer.deleted\`. ${followsAtOnce}`,
  ].join(' '),
  tag: 'staff',
  params: z.object({ id: idSchema }),
  response: staffOfferSchema,
  successStatus: 200,
  canBeNotFound: true,
  staff: 'content',
})

export const restoreOfferOperation = defineOperation({
  method: 'post',
  path: '/staff/offers/:id/restore',
  operationId: 'restoreOffer',
  summary: 'Restore a deleted offer exactly as it was',
  description: `Restoring an offer that is not deleted changes nothing. Audited as \`offer.restored\`. ${followsAtOnce}`,
  tag: 'staff',
  params: z.object({ id: idSchema }),
  response: staffOfferSchema,
  successStatus: 200,
  canBeNotFound: true,
  staff: 'content',
})

export const uploadOfferPictureOperation = defineOperation({
  method: 'post',
  path: '/staff/offer-pictures',
  operationId: 'uploadOfferPicture',
  summary: 'Upload a picture for an offer',
  description: [
    'A `multipart/form-data` body with one `picture` (PNG, JPEG or WebP of at most 5 MB, its kind decided from its',
    'bytes: anything else is 415 with a field error on `picture`). It is turned upright, scaled to at most',
    `${offerPictureLimits.width} pixels wide and stored as WebP without its metadata under its content hash; the`,
    'answer’s `image` is what `createOffer` and `updateOffer` take as `image`. Audited as `offer.picture_uploaded`.',
  ].join(' '),
  tag: 'staff',
  body: offerPictureUploadSchema,
  multipart: {
    fileFields: ['picture'],
    fileMediaTypes: coverMediaTypes,
    maxBodyBytes: offerPictureLimits.bodyMaxBytes,
    maxFileBytes: offerPictureLimits.maxBytes,
    fileTooLarge: 'cvSize',
  },
  response: z.object({ image: z.string() }),
  staff: 'content',
})

export const getOfferPictureOperation = defineOperation({
  method: 'get',
  path: '/offer-pictures/:name',
  operationId: 'getOfferPicture',
  summary: 'A picture uploaded for offers',
  description:
    'The stored picture (WebP, base64) under its content-hash name, for a storefront to serve at its own address. Never changes.',
  tag: 'content',
  params: z.object({ name: z.string().regex(offerPictureNamePattern) }),
  response: newsCoverSchema,
  canBeNotFound: true,
})
