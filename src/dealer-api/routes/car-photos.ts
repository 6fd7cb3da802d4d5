import { msg } from '@lingui/core/macro'
import {
  deleteCarPhotoOperation,
  getPictureFileOperation,
  getStaffCarPhotosOperation,
  listStaffBrandsOperation,
  listStaffCarsOperation,
  orderCarPhotosOperation,
  restoreCarPhotoOperation,
  updateCarPhotoOperation,
  uploadBrandLogoOperation,
  uploadCarPhotoOperation,
} from '../../contract/car-photos-api'
import {
  addCarPhoto,
  deleteCarPhoto,
  getPictureFile,
  getStaffCarPhotos,
  listStaffBrands,
  listStaffCars,
  orderCarPhotos,
  restoreCarPhoto,
  setBrandLogo,
  updateCarPhotoAlt,
} from '../../domain/car-photos'
import { ApiError, apiMessages } from '../../lib/api-error'
import { fieldMessages } from '../../lib/field-messages'
import { prepareBrandLogo, prepareCarPhoto, type PictureRefusal } from '../../server/car-photo.server'
import { implement, notFound, staffOf, type RouteDefinition } from '../route-kit'

const colorFull = msg({
  message: 'This colour already has 12 photos. Please delete one before adding another.',
  comment: 'Back office car photos: error when a colour already has the most photos it may have',
})
const colorFullToRestore = msg({
  message: 'This colour has 12 photos again. Please delete one before restoring this one.',
  comment: 'Back office car photos: error when a deleted photo cannot be restored because its colour is full',
})
const orderMismatch = msg({
  message: 'The photos changed meanwhile. Please reload the page and try again.',
  comment: 'Back office car photos: error when a new order does not name exactly the colour’s current photos',
})

/** A refused upload: not a picture of an accepted kind (415), or measuring more than its kind may (400). */
export function pictureRefused(field: string, refusal: PictureRefusal, dimensions: 'pictureDimensions' | 'logoDimensions'): ApiError {
  if (refusal === 'kind')
    return new ApiError(415, 'unsupported_media_type', apiMessages.unsupportedMediaType, { [field]: [fieldMessages.coverType] })
  return new ApiError(400, 'validation_failed', apiMessages.validationFailed, { [field]: [fieldMessages[dimensions]] })
}

/** Car photos and brand logos (decision 0057); their files are served to the storefront by name. */
export const carPhotoRoutes: RouteDefinition[] = [
  implement(listStaffCarsOperation, async ({ db, query, locale }) => listStaffCars(await db(), query, locale)),
  implement(
    getStaffCarPhotosOperation,
    async ({ db, params, locale }) => (await getStaffCarPhotos(await db(), params.id, locale)) ?? notFound(),
  ),
  implement(uploadCarPhotoOperation, async (context) => {
    const staff = staffOf(context)
    const { photo: upload, altAr, altEn } = context.body
    const prepared = await prepareCarPhoto(new Uint8Array(await upload.arrayBuffer()))
    if (typeof prepared === 'string') throw pictureRefused('photo', prepared, 'pictureDimensions')
    const result = await addCarPhoto(await context.db(), staff, { carId: context.params.id, colorId: context.params.colorId }, prepared, {
      altAr,
      altEn,
    })
    if (result.kind === 'notFound') return notFound()
    if (result.kind === 'full') throw new ApiError(409, 'conflict', colorFull)
    return result.photo
  }),
  implement(updateCarPhotoOperation, async (context) => {
    const result = await updateCarPhotoAlt(
      await context.db(),
      staffOf(context),
      { carId: context.params.id, photoId: context.params.photoId },
      context.body,
    )
    return result.kind === 'done' ? result.photo : notFound()
  }),
  implement(orderCarPhotosOperation, async (context) => {
    const result = await orderCarPhotos(
      await context.db(),
      staffOf(context),
      { carId: context.params.id, colorId: context.params.colorId },
      context.body.ids,
      context.locale,
    )
    if (result.kind === 'mismatch') throw new ApiError(409, 'conflict', orderMismatch)
    return result.kind === 'done' ? result.color : notFound()
  }),
  implement(deleteCarPhotoOperation, async (context) => {
    const deleted = await deleteCarPhoto(await context.db(), staffOf(context), {
      carId: context.params.id,
      photoId: context.params.photoId,
    })
    return deleted ? { deleted: true as const } : notFound()
  }),
  implement(restoreCarPhotoOperation, async (context) => {
    const result = await restoreCarPhoto(await context.db(), staffOf(context), {
      carId: context.params.id,
      photoId: context.params.photoId,
    })
    if (result.kind === 'full') throw new ApiError(409, 'conflict', colorFullToRestore)
    return result.kind === 'done' ? result.photo : notFound()
  }),
  implement(listStaffBrandsOperation, async ({ db, locale }) => ({ items: await listStaffBrands(await db(), locale) })),
  implement(uploadBrandLogoOperation, async (context) => {
    const logo = await prepareBrandLogo(new Uint8Array(await context.body.logo.arrayBuffer()))
    if (typeof logo === 'string') throw pictureRefused('logo', logo, 'logoDimensions')
    return (await setBrandLogo(await context.db(), staffOf(context), context.params.id, logo, context.locale)) ?? notFound()
  }),
  implement(getPictureFileOperation, async ({ params, db }) => {
    const file = await getPictureFile(await db(), params.name)
    if (!file) return notFound()
    const mediaType: 'image/avif' | 'image/webp' | null =
      file.mediaType === 'image/avif' ? 'image/avif' : file.mediaType === 'image/webp' ? 'image/webp' : null
    // Only what the pipeline wrote is served as a picture of this site.
    if (!mediaType) return notFound()
    return { mediaType, base64: Buffer.from(file.content).toString('base64') }
  }),
]
