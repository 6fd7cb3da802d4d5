/**
 * The dealer's identity as the public content API answers it (decision 0058): what the Saudi
 * E-Commerce Law asks an online shop to show, a postal address in parts, phones in E.164 beside
 * their printed form, and structured opening hours. Texts arrive in the request's locale.
 */
import { z } from 'zod'
import { weekdays } from '../lib/dealer-identity.ts'

/** A postal address in the parts schema.org's `PostalAddress` takes; a missing part is null. */
export const postalAddressSchema = z.object({
  /** The street line only, without district, city or postcode. */
  street: z.string(),
  district: z.string().nullable(),
  city: z.string().nullable(),
  /** The province (منطقة), e.g. Makkah Region. */
  region: z.string().nullable(),
  /** The five-digit Saudi postal code. */
  postcode: z.string().nullable(),
  country: z.literal('SA'),
})
export type PostalAddress = z.infer<typeof postalAddressSchema>

const timeOfDay = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/)

/** Days sharing one period, as schema.org's `OpeningHoursSpecification` has them (Saudi time). */
export const openingHoursSpecSchema = z.object({
  dayOfWeek: z.array(z.enum(weekdays)).min(1),
  opens: timeOfDay,
  closes: timeOfDay,
})
export type OpeningHoursSpec = z.infer<typeof openingHoursSpecSchema>

/** The fields the dealer's settings add for its identity. */
export const dealerIdentityShape = {
  /** The registered name (as on the commercial registration), or null until an admin sets it. */
  legalName: z.string().nullable(),
  /** Commercial registration (or unified establishment) number, 10 digits. */
  crNumber: z.string().nullable(),
  /** ZATCA VAT registration number, 15 digits starting and ending with 3. */
  vatNumber: z.string().nullable(),
  /** `phone` in E.164 for `tel:` links and structured data; null when it is not a Saudi number. */
  phoneE164: z.string().nullable(),
  /** `whatsapp` in E.164 (`wa.me` takes its digits). */
  whatsappE164: z.string().nullable(),
  postalAddress: postalAddressSchema,
}

/**
 * A branch's hours for a range of Saudi calendar days (Ramadan, Eid), both inclusive (decision
 * 0079): each day of the week with its periods, none when the branch is closed that day.
 */
export const specialHoursSchema = z.object({
  /** "Ramadan hours", in the request's language. */
  label: z.string(),
  validFrom: z.iso.date(),
  validThrough: z.iso.date(),
  /** Whether today (Saudi calendar) is within its days; the others listed have not started yet. */
  inForce: z.boolean(),
  days: z.array(
    z.object({
      day: z.enum(weekdays),
      periods: z.array(z.object({ opens: timeOfDay, closes: timeOfDay })),
    }),
  ),
})
export type SpecialHours = z.infer<typeof specialHoursSchema>

/** The fields a branch adds. */
export const branchIdentityShape = {
  phoneE164: z.string().nullable(),
  postalAddress: postalAddressSchema,
  /** Empty until staff set the branch's hours in the back office. */
  openingHours: z.array(openingHoursSpecSchema),
  /**
   * Special hours in force today or still to come, earliest first; ended ones are left out. An
   * older dealer API leaves it out: none.
   */
  specialHours: z.array(specialHoursSchema).default([]),
}
