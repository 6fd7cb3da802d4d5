/**
 * The plain lists and limits of "value my car" (decision 0102), zod-free: the request form, the
 * status page and the back office read them in the browser.
 */
import { appConfig } from '../../app.config.ts'

/** How the buyer describes their car's condition, best first. */
export const tradeInConditions = ['excellent', 'good', 'fair', 'poor'] as const
export type TradeInCondition = (typeof tradeInConditions)[number]

/**
 * Where a request stands for the buyer: confirmed and `waiting` for staff, `estimated` while the
 * estimate holds, `expired` once its days are over.
 */
export const tradeInStates = ['waiting', 'estimated', 'expired'] as const
export type TradeInState = (typeof tradeInStates)[number]

/** The back office's views of the requests. */
export const tradeInFilters = ['waiting', 'estimated', 'all'] as const
export type TradeInFilter = (typeof tradeInFilters)[number]

export const tradeInLimits = {
  makeMaxLength: 40,
  modelMaxLength: 60,
  /** The oldest car we value; the newest is next year's model. */
  minYear: 1980,
  maxMileageKm: 2_000_000,
  minEstimateSar: 1_000,
  maxEstimateSar: 5_000_000,
  maxPhotos: appConfig.tradeIn.maxPhotos,
  photoMaxBytes: appConfig.tradeIn.photoMaxBytes,
  /** The photo upload's whole body: the photo and its part headers. */
  photoBodyMaxBytes: appConfig.tradeIn.photoMaxBytes + 16 * 1024,
  estimateValidDays: appConfig.tradeIn.estimateValidDays,
} as const

/** The newest model year a request may name at `now`: next year's cars are on the road by autumn. */
export function newestTradeInYear(now: Date = new Date()): number {
  return now.getUTCFullYear() + 1
}

/** The photo kinds taken, as decided from their bytes (re-encoded to WebP before they are kept). */
export const tradeInPhotoMediaTypes = ['image/jpeg', 'image/png', 'image/webp'] as const
