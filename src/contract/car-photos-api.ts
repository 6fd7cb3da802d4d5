/** Car photos and brand logos in the dealer API (see ./operation.ts, ./car-photos.ts and decision 0057). */
import { z } from 'zod'
import { idSchema, pageSchema } from './common'
import { restoreWindowDays } from './values'
import {
  brandLogoUploadSchema,
  carPhotoAltSchema,
  carPhotoLimits,
  carPhotoOrderSchema,
  carPhotoUploadSchema,
  pictureFileNamePattern,
  pictureMediaTypes,
  pictureFileSchema,
  staffBrandListSchema,
  staffBrandSchema,
  staffCarColorPhotosSchema,
  staffCarListPageSize,
  staffCarListSchema,
  staffCarPhotoSchema,
  staffCarPhotosSchema,
} from './car-photos'
import { defineOperation } from './operation'

const changeNote = 'Audited; every storefront process shows the change within two seconds.'

export const listStaffCarsOperation = defineOperation({
  method: 'get',
  path: '/staff/car-photos',
  operationId: 'listStaffCarPhotos',
  summary: 'Cars with how many photos each has, found by name, a page at a time',
  description: [
    '`q` matches brand, model and trim names in both languages (as the market search does). Cars named exactly',
    '(a brand or model, any spelling: "MG", "إم جي") come first, then those whose names hold the query\'s words in',
    `order, then the other matches; each in brand and model order, cheapest first. ${staffCarListPageSize} a page;`,
    '`total` counts every match.',
  ].join(' '),
  tag: 'staff',
  query: z.object({ q: z.string().trim().max(100).optional(), page: pageSchema.default(1) }),
  response: staffCarListSchema,
  staff: 'content',
})

export const getStaffCarPhotosOperation = defineOperation({
  method: 'get',
  path: '/staff/car-photos/:id',
  operationId: 'getStaffCarPhotos',
  summary: 'One car’s photos per colour, in their order',
  tag: 'staff',
  params: z.object({ id: idSchema }),
  response: staffCarPhotosSchema,
  canBeNotFound: true,
  staff: 'content',
})

export const uploadCarPhotoOperation = defineOperation({
  method: 'post',
  path: '/staff/car-photos/:id/colors/:colorId',
  operationId: 'uploadCarPhoto',
  summary: 'Add a photo to a car’s colour',
  description: [
    'A `multipart/form-data` body with `photo` (JPEG, PNG or WebP of at most 10 MB, its kind decided from its',
    'bytes: anything else, or a file that does not decode, is 415 with a field error on `photo`) and the alt texts',
    '`altAr` and `altEn`. The photo goes last in the colour’s order; it is cropped to 16:10 and stored in',
    `widths ${carPhotoLimits.widths.join(', ')} (none wider than the upload but the smallest) as WebP and AVIF,`,
    `without metadata. At most ${carPhotoLimits.maxPerColor} photos a colour (409). ${changeNote}`,
  ].join(' '),
  tag: 'staff',
  params: z.object({ id: idSchema, colorId: idSchema }),
  body: carPhotoUploadSchema,
  multipart: {
    fileFields: ['photo'],
    fileMediaTypes: pictureMediaTypes,
    maxBodyBytes: carPhotoLimits.bodyMaxBytes,
    maxFileBytes: carPhotoLimits.maxBytes,
    fileTooLarge: 'photoSize',
  },
  response: staffCarPhotoSchema,
  successStatus: 201,
  canBeNotFound: true,
  conflict: 'the colour already has the most photos it may have',
  staff: 'content',
})

export const updateCarPhotoOperation = defineOperation({
  method: 'patch',
  path: '/staff/car-photos/:id/photos/:photoId',
  operationId: 'updateCarPhoto',
  summary: 'Change a photo’s alt texts',
  description: changeNote,
  tag: 'staff',
  params: z.object({ id: idSchema, photoId: idSchema }),
  body: carPhotoAltSchema,
  response: staffCarPhotoSchema,
  canBeNotFound: true,
  staff: 'content',
})

export const orderCarPhotosOperation = defineOperation({
  method: 'put',
  path: '/staff/car-photos/:id/colors/:colorId/order',
  operationId: 'orderCarPhotos',
  summary: 'Put a colour’s photos in a new order',
  description: `\`ids\` names each of the colour's photos once, first shown first; anything else is 409. ${changeNote}`,
  tag: 'staff',
  params: z.object({ id: idSchema, colorId: idSchema }),
  body: carPhotoOrderSchema,
  response: staffCarColorPhotosSchema,
  canBeNotFound: true,
  conflict: 'the ids are not exactly the colour’s photos',
  staff: 'content',
})

export const deleteCarPhotoOperation = defineOperation({
  method: 'delete',
  path: '/staff/car-photos/:id/photos/:photoId',
  operationId: 'deleteCarPhoto',
  summary: 'Delete a photo (restorable for 30 days)',
  description: [
    'The photo leaves every page and answer at once: the colour shows its next photo, or its drawing when none is left.',
    `Staff see it among the colour's \`deleted\` photos and may restore it for ${restoreWindowDays} days; then it and its`,
    `files (when no other photo names them) are deleted for good. ${changeNote}`,
  ].join(' '),
  tag: 'staff',
  params: z.object({ id: idSchema, photoId: idSchema }),
  response: z.object({ deleted: z.literal(true) }),
  canBeNotFound: true,
  staff: 'content',
})

export const restoreCarPhotoOperation = defineOperation({
  method: 'post',
  path: '/staff/car-photos/:id/photos/:photoId/restore',
  operationId: 'restoreCarPhoto',
  summary: 'Bring a deleted photo back',
  description: [
    `Within ${restoreWindowDays} days of its deletion: the photo takes its place in its colour's order again. A photo that`,
    `is not deleted is answered as it is; one deleted longer ago is 404; a colour that has ${carPhotoLimits.maxPerColor}`,
    `photos meanwhile is 409. ${changeNote}`,
  ].join(' '),
  tag: 'staff',
  params: z.object({ id: idSchema, photoId: idSchema }),
  response: staffCarPhotoSchema,
  successStatus: 200,
  canBeNotFound: true,
  conflict: 'the colour already has the most photos it may have',
  staff: 'content',
})

export const listStaffBrandsOperation = defineOperation({
  method: 'get',
  path: '/staff/brand-logos',
  operationId: 'listStaffBrandLogos',
  summary: 'Every brand with its logo',
  tag: 'staff',
  response: staffBrandListSchema,
  staff: 'content',
})

export const uploadBrandLogoOperation = defineOperation({
  method: 'post',
  path: '/staff/brand-logos/:id',
  operationId: 'uploadBrandLogo',
  summary: 'Replace a brand’s logo',
  description: [
    'A `multipart/form-data` body with `logo` (JPEG, PNG or WebP of at most 10 MB, checked as photos are: 415',
    `otherwise), stored as WebP of at most ${carPhotoLimits.logoSize} px a side with its transparency. ${changeNote}`,
  ].join(' '),
  tag: 'staff',
  params: z.object({ id: idSchema }),
  body: brandLogoUploadSchema,
  multipart: {
    fileFields: ['logo'],
    fileMediaTypes: pictureMediaTypes,
    maxBodyBytes: carPhotoLimits.bodyMaxBytes,
    maxFileBytes: carPhotoLimits.maxBytes,
    fileTooLarge: 'photoSize',
  },
  response: staffBrandSchema,
  successStatus: 200,
  canBeNotFound: true,
  staff: 'content',
})

export const getPictureFileOperation = defineOperation({
  method: 'get',
  path: '/picture-files/:name',
  operationId: 'getPictureFile',
  summary: 'One stored size of a car photo, or a brand logo',
  description:
    'The file (WebP or AVIF, base64) under its content-hash name, for a storefront to serve at its own address `/media/pictures/<name>`. Never changes.',
  tag: 'catalogue',
  params: z.object({ name: z.string().regex(pictureFileNamePattern) }),
  response: pictureFileSchema,
  canBeNotFound: true,
})
