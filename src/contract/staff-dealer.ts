/**
 * The dealer's settings and branches as an admin edits them (decision 0058). zod/mini: the staff
 * page validates with the same schemas in the browser; the server function and the dealer API
 * validate again with them.
 */
import * as z from 'zod/mini'
import type { FieldErrorKey } from './field-errors.ts'
import { requiredLine, optionalLine } from './text.ts'
import { emailSchema } from './orders.ts'
import { citySlugs, socialNetworks } from './values.ts'
import { isCalendarDay } from './calendar-day.ts'
import { compactDigits, parseDayHours, toSaudiPhoneE164, weekdays, type Weekday } from '../lib/dealer-identity.ts'
import { crNumberSchema, ruled, vatNumberSchema } from './registration-numbers.ts'
import { toSaudiMobileE164 } from '../lib/phone.ts'

const issue = (key: FieldErrorKey) => ({ error: key })

export const dealerSettingsLimits = {
  nameMaxLength: 120,
  taglineMaxLength: 200,
  addressPartMaxLength: 200,
  hoursTextMaxLength: 300,
  urlMaxLength: 500,
  logoMaxBytes: 5 * 1024 * 1024,
  /** Wide enough for the header and a preview card at twice their pixel density. */
  logoWidth: 512,
  /** The multipart body of a logo upload: the file and the part headers. */
  logoBodyMaxBytes: 5 * 1024 * 1024 + 64 * 1024,
} as const

/** The logo's accepted kinds, as decided from its bytes (not its name or declared type). */
export const logoMediaTypes = ['image/png', 'image/jpeg', 'image/webp'] as const

const isHttpsUrl = (value: string) => {
  try {
    return new URL(value).protocol === 'https:'
  } catch {
    return false
  }
}

const httpsUrl = z
  .string(issue('required'))
  .check(
    z.trim(),
    z.minLength(1, issue('required')),
    z.maxLength(dealerSettingsLimits.urlMaxLength, issue('url')),
    z.refine(isHttpsUrl, issue('url')),
  )

const optionalHttpsUrl = z.string(issue('url')).check(
  z.trim(),
  z.maxLength(dealerSettingsLimits.urlMaxLength, issue('url')),
  z.refine((v) => v === '' || isHttpsUrl(v), issue('url')),
)

const postcode = ruled((value) => (/^\d{5}$/.test(compactDigits(value)) ? value : null), 'postcode', 12)

const bilingual = <K extends string>(name: K, max: number, required = true) =>
  ({
    [`${name}Ar`]: required ? requiredLine(max) : optionalLine(max),
    [`${name}En`]: required ? requiredLine(max) : optionalLine(max),
  }) as Record<`${K}Ar` | `${K}En`, ReturnType<typeof requiredLine>>

const { addressPartMaxLength: part, hoursTextMaxLength: hoursText } = dealerSettingsLimits

/** Each network's profile address, or empty for a network the dealer is not on. */
const socialsSchema = z.object(
  Object.fromEntries(socialNetworks.map((network) => [network, optionalHttpsUrl])) as Record<
    (typeof socialNetworks)[number],
    typeof optionalHttpsUrl
  >,
)

export const dealerSettingsEditSchema = z.object({
  ...bilingual('name', dealerSettingsLimits.nameMaxLength),
  ...bilingual('tagline', dealerSettingsLimits.taglineMaxLength),
  ...bilingual('legalName', dealerSettingsLimits.nameMaxLength),
  crNumber: crNumberSchema,
  vatNumber: vatNumberSchema,
  phone: ruled(toSaudiPhoneE164, 'phone'),
  whatsapp: ruled(toSaudiMobileE164, 'mobile'),
  email: emailSchema,
  ...bilingual('street', part),
  ...bilingual('district', part),
  ...bilingual('city', part),
  ...bilingual('region', part),
  postcode,
  ...bilingual('workingHours', hoursText),
  mapUrl: httpsUrl,
  socials: socialsSchema,
})
export type DealerSettingsEditInput = z.input<typeof dealerSettingsEditSchema>
export type DealerSettingsEdit = z.output<typeof dealerSettingsEditSchema>

/** One day's hours as typed: `09:00–12:30, 16:30–22:30`, or empty when closed. */
const dayHours = z.string(issue('openingHours')).check(
  z.maxLength(60, issue('openingHours')),
  z.refine((value) => parseDayHours(value) !== null, issue('openingHours')),
)

export const weekHoursSchema = z.object(Object.fromEntries(weekdays.map((day) => [day, dayHours])) as Record<Weekday, typeof dayHours>)
export type WeekHoursInput = z.input<typeof weekHoursSchema>

export const branchEditSchema = z.object({
  ...bilingual('name', dealerSettingsLimits.nameMaxLength),
  ...bilingual('street', part),
  ...bilingual('district', part),
  postcode,
  phone: ruled(toSaudiPhoneE164, 'phone'),
  ...bilingual('workingHours', hoursText),
  openingHours: weekHoursSchema,
  mapUrl: httpsUrl,
})
export type BranchEditInput = z.input<typeof branchEditSchema>
export type BranchEdit = z.output<typeof branchEditSchema>

/** Where in Saudi Arabia a point may be: the kingdom's bounding box, so a swapped pair is refused. */
export const saudiBounds = { minLat: 16, maxLat: 33, minLng: 34, maxLng: 56 } as const

/** A coordinate as typed (Latin or Arabic-Indic digits, a dot or the Arabic decimal mark), within `min`–`max`. */
const coordinate = (min: number, max: number) =>
  z.pipe(
    z.union([z.number(), z.string()], issue('coordinates')),
    z.transform((value, context) => {
      const text = String(value)
        .trim()
        .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
        .replace('\u066b', '.')
      const number = /^-?\d{1,3}(?:\.\d{1,8})?$/.test(text) ? Number(text) : Number.NaN
      if (number >= min && number <= max) return number
      context.issues.push({ code: 'custom', message: 'coordinates', input: value })
      return z.NEVER
    }),
  )

/** A new branch: what an edit sets, and its city and place on the map (for directions and structured data). */
export const branchCreateSchema = z.object({
  ...branchEditSchema.shape,
  city: z.enum(citySlugs, issue('choice')),
  lat: coordinate(saudiBounds.minLat, saudiBounds.maxLat),
  lng: coordinate(saudiBounds.minLng, saudiBounds.maxLng),
})
export type BranchCreateInput = z.input<typeof branchCreateSchema>
export type BranchCreate = z.output<typeof branchCreateSchema>

const calendarDay = z.string(issue('required')).check(z.refine(isCalendarDay, issue('specialHoursDates')))

/**
 * A branch's hours for a range of days (Ramadan, Eid): a label in both languages, the first and
 * last day (Saudi calendar, both inclusive) and each day of the week's hours, empty when closed.
 */
export const specialHoursEditSchema = z
  .object({
    labelAr: requiredLine(100),
    labelEn: requiredLine(100),
    validFrom: calendarDay,
    validThrough: calendarDay,
    hours: weekHoursSchema,
  })
  .check(z.refine((hours) => hours.validFrom <= hours.validThrough, { path: ['validThrough'], ...issue('specialHoursDates') }))
export type SpecialHoursEditInput = z.input<typeof specialHoursEditSchema>
export type SpecialHoursEdit = z.output<typeof specialHoursEditSchema>

/** Every field of `schema` as a text: what is stored may predate a rule, and the form shows it to fix. */
function asTexts<S extends z.ZodMiniObject>(schema: S) {
  return z.object(
    Object.fromEntries(Object.keys(schema.shape).map((key) => [key, z.string()])) as Record<keyof S['shape'], z.ZodMiniString>,
  )
}

const { socials: _socials, ...settingsTexts } = dealerSettingsEditSchema.shape
const { openingHours: _hours, ...branchTexts } = branchEditSchema.shape

/** The settings as the admin's form starts from them: both languages, every field a text. */
export const staffDealerSettingsSchema = z.object({
  ...asTexts(z.object(settingsTexts)).shape,
  socials: asTexts(socialsSchema),
  logoPath: z.nullable(z.string()),
})
export type StaffDealerSettings = z.output<typeof staffDealerSettingsSchema>

export const staffSpecialHoursSchema = z.object({
  id: z.number(),
  /** Today (Saudi calendar) is within its days. */
  inForce: z.boolean(),
  /** Its last day has passed. */
  ended: z.boolean(),
  edit: z.object({
    labelAr: z.string(),
    labelEn: z.string(),
    validFrom: z.string(),
    validThrough: z.string(),
    hours: asTexts(weekHoursSchema),
  }),
})
export type StaffSpecialHours = z.output<typeof staffSpecialHoursSchema>

export const staffBranchSchema = z.object({
  id: z.number(),
  /** The city's name in the request's language (a branch's city is not edited here). */
  city: z.string(),
  edit: z.object({ ...asTexts(z.object(branchTexts)).shape, openingHours: asTexts(weekHoursSchema) }),
  /** Its special hours, earliest first, ended ones included (they stay until removed). */
  specialHours: z.array(staffSpecialHoursSchema),
  /** When an admin removed it (ISO 8601), and the Saudi day after which it goes for good (decision 0076). */
  deletedAt: z.nullable(z.string()),
  purgesOn: z.nullable(z.string()),
})
export type StaffBranch = z.output<typeof staffBranchSchema>

export const staffDealerSchema = z.object({ settings: staffDealerSettingsSchema, branches: z.array(staffBranchSchema) })
export type StaffDealer = z.output<typeof staffDealerSchema>

/** A new logo: `multipart/form-data` with one file, its kind decided from its bytes by the API. */
export const dealerLogoUploadSchema = z.object({
  logo: z.file(issue('coverType')).check(z.maxSize(dealerSettingsLimits.logoMaxBytes, issue('cvSize'))),
})

export const dealerLogoSchema = z.object({ logoPath: z.string() })

/** Logo names: the content's hash and the one kind logos are stored as. */
export const dealerLogoNamePattern = /^[a-f0-9]{24}\.webp$/
