/**
 * Car photos and brand logos managed by staff (decision 0057). zod/mini: the back-office forms
 * validate with the same schemas in the browser; the server functions and the dealer API validate
 * again with them.
 */
import * as z from 'zod/mini'
import type { FieldErrorKey } from './field-errors.ts'
import { optionalText } from './text.ts'

export const carPhotoLimits = {
  maxBytes: 10 * 1024 * 1024,
  /** The upload plus both alt texts and the part headers. */
  bodyMaxBytes: 10 * 1024 * 1024 + 64 * 1024,
  altMaxLength: 200,
  /** Each photo's widths (16:10); sizes wider than the upload are not made, the smallest always is. */
  widths: [320, 640, 960, 1280] as const,
  /** Photos per colour. */
  maxPerColor: 12,
  logoSize: 256,
  /** Hex characters of the SHA-256 that names a photo's files. */
  nameLength: 24,
} as const

/** The kinds accepted, as decided from the bytes (not the file's name or declared type). */
export const pictureMediaTypes = ['image/jpeg', 'image/png', 'image/webp'] as const

/** A stored file's name: `<name>-<width>.<webp|avif>` for a photo, `<name>.webp` for a logo. */
export const pictureFileNamePattern = /^[0-9a-f]{24}(?:-[0-9]{3,4})?\.(?:webp|avif)$/

const issue = (key: FieldErrorKey) => ({ error: key })

const altText = optionalText(carPhotoLimits.altMaxLength)

export const carPhotoAltSchema = z.object({ altAr: z._default(altText, ''), altEn: z._default(altText, '') })
export type CarPhotoAltInput = z.input<typeof carPhotoAltSchema>

/** A photo as uploaded: `multipart/form-data`, the picture as a file. Its kind is checked by the API (415). */
export const carPhotoUploadSchema = z.object({
  ...carPhotoAltSchema.shape,
  photo: z.file(issue('coverType')).check(z.maxSize(carPhotoLimits.maxBytes, issue('photoSize'))),
})
export type CarPhotoUploadInput = z.input<typeof carPhotoUploadSchema>

export const brandLogoUploadSchema = z.object({
  logo: z.file(issue('coverType')).check(z.maxSize(carPhotoLimits.maxBytes, issue('photoSize'))),
})

/** The new order of one colour's photos: each of its photos once. */
export const carPhotoOrderSchema = z.object({
  ids: z.array(z.number().check(z.int(), z.positive())).check(z.maxLength(carPhotoLimits.maxPerColor)),
})

/** A photo's sizes, smallest first: each the same 16:10 picture at `width`, in both formats. */
export const pictureSizeSchema = z.object({ width: z.number(), avif: z.string(), webp: z.string() })
export type PictureSize = z.infer<typeof pictureSizeSchema>

export const staffCarPhotoSchema = z.object({
  id: z.number(),
  altAr: z.string(),
  altEn: z.string(),
  sizes: z.array(pictureSizeSchema),
})
export type StaffCarPhoto = z.infer<typeof staffCarPhotoSchema>

/** A photo staff deleted, restorable until `goneAt` (decision 0080). */
export const staffDeletedCarPhotoSchema = z.object({
  ...staffCarPhotoSchema.shape,
  /** When it was deleted (ISO 8601). */
  deletedAt: z.string(),
  /** When housekeeping deletes it for good (ISO 8601): `restoreWindowDays` after `deletedAt`. */
  goneAt: z.string(),
})
export type StaffDeletedCarPhoto = z.infer<typeof staffDeletedCarPhotoSchema>

export const staffCarColorPhotosSchema = z.object({
  id: z.number(),
  name: z.string(),
  hex: z.string(),
  /** The drawing shown while the colour has no photo. */
  drawing: z.string(),
  photos: z.array(staffCarPhotoSchema),
  /** Deleted photos still restorable, most recently deleted first. */
  deleted: z.array(staffDeletedCarPhotoSchema),
})
export type StaffCarColorPhotos = z.infer<typeof staffCarColorPhotosSchema>

export const staffCarPhotosSchema = z.object({
  id: z.number(),
  title: z.string(),
  colors: z.array(staffCarColorPhotosSchema),
})
export type StaffCarPhotos = z.infer<typeof staffCarPhotosSchema>

export const staffCarListItemSchema = z.object({
  id: z.number(),
  title: z.string(),
  photoCount: z.number(),
  /** Its card picture: the first photo's smallest WebP, or the drawing. */
  thumbnail: z.string(),
})
export type StaffCarListItem = z.infer<typeof staffCarListItemSchema>
/** Cars a page of the back office's car list. */
export const staffCarListPageSize = 24
export const staffCarListSchema = z.object({
  items: z.array(staffCarListItemSchema),
  /** How many cars match, on every page. */
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
})
export type StaffCarList = z.infer<typeof staffCarListSchema>

export const staffBrandSchema = z.object({ id: z.number(), name: z.string(), logoPath: z.nullable(z.string()) })
export type StaffBrand = z.infer<typeof staffBrandSchema>
export const staffBrandListSchema = z.object({ items: z.array(staffBrandSchema) })

export const pictureFileSchema = z.object({ mediaType: z.enum(['image/webp', 'image/avif']), base64: z.string() })
