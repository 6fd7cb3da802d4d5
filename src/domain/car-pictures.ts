/**
 * What a car shows as its picture (decision 0057): the photos staff uploaded for a colour, or
 * until then a drawing of its body type and size painted in that colour.
 */
import type { BodyType, CarPicture } from '../contract/catalogue.ts'
import { carDrawingPath, carSilhouette } from '../lib/car-drawing.ts'

/** A stored photo as the queries read it. */
export type PhotoRow = { name: string; widths: number[]; alt: string }

/** A picture file's address on the site. */
export const pictureFilePath = (fileName: string) => `/media/pictures/${fileName}`

/** The WebP a browser without `srcset` gets: 640 wide when made, else the widest there is. */
const fallbackWidth = 640

export function photoPicture(photo: PhotoRow, fallbackAlt: string): CarPicture {
  const sizes = [...photo.widths]
    .sort((a, b) => a - b)
    .map((width) => ({
      width,
      avif: pictureFilePath(`${photo.name}-${width}.avif`),
      webp: pictureFilePath(`${photo.name}-${width}.webp`),
    }))
  const fallback = sizes.find((size) => size.width === fallbackWidth) ?? sizes.at(-1)
  return { path: fallback?.webp ?? '/', alt: photo.alt.trim() || fallbackAlt, sizes }
}

/** Grey for a car whose colours are not known. */
const unpainted = '#c0c4ca'

export type DrawingFacts = { bodyType: BodyType; lengthMm: number | null; seats: number; brandSlug: string }

export function drawingPicture(car: DrawingFacts, hex: string | undefined, alt: string): CarPicture {
  const silhouette = carSilhouette(car.bodyType, car.lengthMm, car.seats)
  return { path: carDrawingPath({ silhouette, hex: hex ?? unpainted, brandSlug: car.brandSlug }), alt }
}
