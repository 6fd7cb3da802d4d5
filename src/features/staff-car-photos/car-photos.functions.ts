import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { idSchema, pageSchema, withLocale } from '../../contract/common'
import { brandLogoUploadSchema, carPhotoAltSchema, carPhotoOrderSchema, carPhotoUploadSchema } from '../../contract/car-photos'
import {
  deleteCarPhotoOperation,
  getStaffCarPhotosOperation,
  listStaffBrandsOperation,
  listStaffCarsOperation,
  orderCarPhotosOperation,
  restoreCarPhotoOperation,
  updateCarPhotoOperation,
  uploadBrandLogoOperation,
  uploadCarPhotoOperation,
} from '../../contract/car-photos-api'
import { callAsStaff } from '../staff/staff-api.server'

/** A `multipart/form-data` body read into an object, for the contract's schema. */
const formFields = z.instanceof(FormData).transform((form): Record<string, unknown> => Object.fromEntries(form))
const numberField = z.coerce.number().pipe(idSchema)

/** A page of the cars found by name, with their photo counts, and every brand with its logo (decisions 0057, 0080). */
export const fetchStaffCarPictures = createServerFn({ method: 'GET' })
  .validator(z.object({ ...withLocale, q: z.string().trim().max(100).optional(), page: pageSchema.default(1) }))
  .handler(async ({ data: { locale, q, page } }) => {
    const [cars, brands] = await Promise.all([
      callAsStaff(listStaffCarsOperation, { locale, query: { q: q || undefined, page } }),
      callAsStaff(listStaffBrandsOperation, { locale }),
    ])
    return { cars, brands: brands.items }
  })

/** One car's photos per colour. */
export const fetchStaffCarPhotos = createServerFn({ method: 'GET' })
  .validator(z.object({ ...withLocale, id: idSchema }))
  .handler(({ data: { locale, id } }) => callAsStaff(getStaffCarPhotosOperation, { locale, params: { id } }))

/** Adds a photo to a colour; the file goes on to the dealer API as it arrived. */
export const uploadCarPhoto = createServerFn({ method: 'POST' })
  .validator(z.pipe(formFields, z.object({ ...withLocale, carId: numberField, colorId: numberField, ...carPhotoUploadSchema.shape })))
  .handler(({ data: { locale, carId, colorId, ...body } }) =>
    callAsStaff(uploadCarPhotoOperation, { locale, params: { id: carId, colorId }, body }),
  )

export const updateCarPhotoAlt = createServerFn({ method: 'POST' })
  .validator(z.object({ ...withLocale, carId: idSchema, photoId: idSchema, alt: carPhotoAltSchema }))
  .handler(({ data: { locale, carId, photoId, alt } }) =>
    callAsStaff(updateCarPhotoOperation, { locale, params: { id: carId, photoId }, body: alt }),
  )

export const orderCarPhotos = createServerFn({ method: 'POST' })
  .validator(z.object({ ...withLocale, carId: idSchema, colorId: idSchema, order: carPhotoOrderSchema }))
  .handler(({ data: { locale, carId, colorId, order } }) =>
    callAsStaff(orderCarPhotosOperation, { locale, params: { id: carId, colorId }, body: order }),
  )

export const deleteCarPhoto = createServerFn({ method: 'POST' })
  .validator(z.object({ ...withLocale, carId: idSchema, photoId: idSchema }))
  .handler(({ data: { locale, carId, photoId } }) => callAsStaff(deleteCarPhotoOperation, { locale, params: { id: carId, photoId } }))

/** Brings a deleted photo back to its place (decision 0080). */
export const restoreCarPhoto = createServerFn({ method: 'POST' })
  .validator(z.object({ ...withLocale, carId: idSchema, photoId: idSchema }))
  .handler(({ data: { locale, carId, photoId } }) => callAsStaff(restoreCarPhotoOperation, { locale, params: { id: carId, photoId } }))

/** Replaces a brand's logo. */
export const uploadBrandLogo = createServerFn({ method: 'POST' })
  .validator(z.pipe(formFields, z.object({ ...withLocale, brandId: numberField, ...brandLogoUploadSchema.shape })))
  .handler(({ data: { locale, brandId, logo } }) =>
    callAsStaff(uploadBrandLogoOperation, { locale, params: { id: brandId }, body: { logo } }),
  )
