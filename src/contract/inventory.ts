/**
 * The dealer's inventory as staff keep it (decision 0077): a car's names, specification and price, its
 * colours, its stock lines per branch and colour, retiring it, and adding brands and models. zod/mini:
 * the staff pages validate with the same schemas in the browser; the server function and the dealer API
 * validate again with them.
 */
import * as z from 'zod/mini'
import { parseAmount } from '../lib/amount.ts'
import type { FieldErrorKey } from './field-errors.ts'
import { hasControlCharacter, hasLineBreak, requiredLine, requiredText } from './text.ts'
import {
  bodyTypes,
  featureGroups,
  fuelTypes,
  inventoryStatuses,
  maxId,
  specGroups,
  stockLineStatuses,
  transmissions,
  type FeatureGroup,
  type SpecGroup,
} from './values.ts'

const issue = (key: FieldErrorKey) => ({ error: key })

export const inventoryLimits = {
  trimMaxLength: 80,
  engineMaxLength: 120,
  nameMaxLength: 60,
  colorNameMaxLength: 40,
  descriptionMaxLength: 5000,
  maxColors: 12,
  /** Items of one feature or specification group, in each language. */
  maxGroupItems: 40,
  itemMaxLength: 200,
  maxStockLines: 200,
  maxStockCount: 999,
  minYear: 1990,
  maxYear: 2100,
  maxPriceSar: 10_000_000,
  pageSize: 25,
} as const

const id = z.number(issue('choice')).check(z.int(issue('choice')), z.positive(issue('choice')), z.maximum(maxId, issue('choice')))

/** A whole number sent as a number or typed as text (Latin or Arabic-Indic digits, src/lib/amount.ts). */
const whole = (key: FieldErrorKey, min: number, max: number) =>
  z.pipe(
    z.union([z.number(), z.string()], issue(key)),
    z.transform((value, context) => {
      const result = parseAmount(value, { min, max })
      if (result.ok) return result.value
      context.issues.push({ code: 'custom', message: result.reason === 'empty' ? 'required' : key, input: value })
      return z.NEVER
    }),
  )

/** Like `whole`, where nothing (empty, null, left out) is null. */
const optionalWhole = (key: FieldErrorKey, min: number, max: number) =>
  z._default(
    z.pipe(
      z.union([z.number(), z.string(), z.null()], issue(key)),
      z.transform((value, context) => {
        if (value === null) return null
        const result = parseAmount(value, { min, max })
        if (result.ok) return result.value
        if (result.reason === 'empty') return null
        context.issues.push({ code: 'custom', message: key, input: value })
        return z.NEVER
      }),
    ),
    null,
  )

const { maxGroupItems, itemMaxLength } = inventoryLimits

/** One item of a list: one line of text, something visible, within the length. */
const isItem = (item: string) => item.length <= itemMaxLength && !hasControlCharacter(item) && !hasLineBreak(item)

/** A list of one-line items in one language; blank items are dropped, each is trimmed. */
const itemList = (key: FieldErrorKey = 'text') =>
  z.pipe(
    z.array(z.string(issue(key)), issue(key)),
    z.pipe(
      z.transform((items: string[]) => items.map((item) => item.trim()).filter((item) => item !== '')),
      z.array(z.string()).check(
        z.maxLength(maxGroupItems, issue('text')),
        z.refine((items) => items.every(isItem), issue(key === 'specLine' ? 'specLine' : 'text')),
      ),
    ),
  )

/** `label: value`, each part something visible (the first colon, Latin or Arabic, splits). */
export function splitSpecLine(line: string): { label: string; value: string } | null {
  const at = line.search(/[:：]/)
  if (at < 0) return null
  const label = line.slice(0, at).trim()
  const value = line.slice(at + 1).trim()
  return label && value ? { label, value } : null
}

const specList = () =>
  itemList('specLine').check(z.refine((lines) => lines.every((line) => splitSpecLine(line) !== null), issue('specLine')))

const bilingualList = (key: FieldErrorKey) =>
  z
    .object({ ar: key === 'specLine' ? specList() : itemList(), en: key === 'specLine' ? specList() : itemList() })
    .check(z.refine((group) => group.ar.length === group.en.length, { path: ['en'], ...issue('sameLineCount') }))

const groups = <G extends string>(names: readonly G[], key: FieldErrorKey) =>
  z.object(Object.fromEntries(names.map((name) => [name, bilingualList(key)])) as Record<G, ReturnType<typeof bilingualList>>)

export const carColorEditSchema = z.object({
  /** An existing colour of this car (its photos and stock stay with it); null or left out is a new one. */
  id: z._default(z.nullable(id), null),
  nameAr: requiredLine(inventoryLimits.colorNameMaxLength),
  nameEn: requiredLine(inventoryLimits.colorNameMaxLength),
  hex: z.string(issue('colorHex')).check(z.trim(), z.regex(/^#[0-9a-fA-F]{6}$/, issue('colorHex')), z.toLowerCase()),
})

/** Whether both prices of a car's input read as amounts, so they can be compared. */
function pricesRead(value: unknown): boolean {
  const car = value as { priceSar?: unknown; competitivePriceSar?: unknown }
  return typeof car.priceSar === 'number' && (car.competitivePriceSar === null || typeof car.competitivePriceSar === 'number')
}

/**
 * A car as staff write it, created or changed whole. Features and specifications are lists per group in
 * each language, item n of the Arabic list being item n of the English one; a specification line is
 * `label: value`. `priceSar` is riyals with VAT included.
 */
export const carEditSchema = z
  .object({
    modelId: id,
    trimAr: requiredLine(inventoryLimits.trimMaxLength),
    trimEn: requiredLine(inventoryLimits.trimMaxLength),
    year: whole('modelYear', inventoryLimits.minYear, inventoryLimits.maxYear),
    bodyType: z.enum(bodyTypes, issue('choice')),
    fuelType: z.enum(fuelTypes, issue('choice')),
    transmission: z.enum(transmissions, issue('choice')),
    engineAr: requiredLine(inventoryLimits.engineMaxLength),
    engineEn: requiredLine(inventoryLimits.engineMaxLength),
    seats: whole('seats', 1, 60),
    priceSar: whole('amount', 1, inventoryLimits.maxPriceSar),
    competitivePriceSar: optionalWhole('amount', 1, inventoryLimits.maxPriceSar),
    featured: z._default(z.boolean(issue('choice')), false),
    descriptionAr: requiredText(inventoryLimits.descriptionMaxLength),
    descriptionEn: requiredText(inventoryLimits.descriptionMaxLength),
    colors: z.array(carColorEditSchema, issue('required')).check(
      z.minLength(1, issue('required')),
      z.maxLength(inventoryLimits.maxColors, issue('choice')),
      z.refine(
        (colors) => new Set(colors.flatMap((c) => (c.id ? [c.id] : []))).size === colors.filter((c) => c.id).length,
        issue('choice'),
      ),
    ),
    features: groups(featureGroups, 'text'),
    specs: groups(specGroups, 'specLine'),
  })
  .check(
    // A competitive price at or above the price saves the buyer nothing (decision 0085): said by
    // its field rather than stored and ignored. Checked once both prices read, whatever else is wrong.
    z.refine((car) => car.competitivePriceSar === null || car.competitivePriceSar < car.priceSar, {
      path: ['competitivePriceSar'],
      when: (payload) => pricesRead(payload.value),
      ...issue('salePriceNotBelowList'),
    }),
  )
export type CarEditInput = z.input<typeof carEditSchema>
export type CarEdit = z.output<typeof carEditSchema>

/** One stock line: `count` cars of one colour at one branch, in one status. */
export const stockLineSchema = z.object({
  branchId: id,
  colorId: id,
  status: z.enum(stockLineStatuses, issue('choice')),
  count: whole('stockCount', 1, inventoryLimits.maxStockCount),
})

/** A car's whole stock, replacing what it had; each branch, colour and status at most once. */
export const stockEditSchema = z.object({
  lines: z.array(stockLineSchema, issue('choice')).check(
    z.maxLength(inventoryLimits.maxStockLines, issue('choice')),
    z.superRefine((lines, context) => {
      const seen = new Set<string>()
      lines.forEach((line, index) => {
        const key = `${line.branchId}|${line.colorId}|${line.status}`
        if (seen.has(key)) context.issues.push({ code: 'custom', message: 'stockLineTwice', path: [index, 'status'], input: line })
        seen.add(key)
      })
    }),
  ),
})
export type StockEditInput = z.input<typeof stockEditSchema>
export type StockEdit = z.output<typeof stockEditSchema>

export const retireEditSchema = z.object({ retired: z.boolean(issue('choice')) })

export const brandCreateSchema = z.object({
  nameAr: requiredLine(inventoryLimits.nameMaxLength),
  nameEn: requiredLine(inventoryLimits.nameMaxLength),
})
export type BrandCreateInput = z.input<typeof brandCreateSchema>

export const modelCreateSchema = z.object({
  brandId: id,
  nameAr: requiredLine(inventoryLimits.nameMaxLength),
  nameEn: requiredLine(inventoryLimits.nameMaxLength),
})
export type ModelCreateInput = z.input<typeof modelCreateSchema>

/** The largest bulk price change, up or down, in percent (decision 0077, CSV and bulk price). */
export const maxBulkPercent = 50

/** A whole percent from -50 to 50, not 0; typed as text it may use Arabic-Indic digits and a − sign. */
const bulkPercent = z.pipe(
  z.union([z.number(), z.string()], issue('bulkPercent')),
  z.transform((value, context) => {
    const text =
      typeof value === 'number'
        ? String(value)
        : value
            .trim()
            .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
            .replace(/[\u2212\u2012\u2013]/g, '-')
            .replace(/^\+/, '')
            .replace(/\s*[%٪]$/, '')
    if (text === '') {
      context.issues.push({ code: 'custom', message: 'required', input: value })
      return z.NEVER
    }
    const percent = /^-?\d{1,3}$/.test(text) ? Number(text) : Number.NaN
    if (!Number.isInteger(percent) || percent === 0 || Math.abs(percent) > maxBulkPercent) {
      context.issues.push({ code: 'custom', message: 'bulkPercent', input: value })
      return z.NEVER
    }
    return percent
  }),
)

/**
 * A price change by percent for every car of a model: `onlyActive` leaves retired cars alone;
 * `preview` computes the new prices and writes nothing (what the confirmation says).
 */
export const bulkPriceEditSchema = z.object({
  modelId: id,
  percent: bulkPercent,
  onlyActive: z._default(z.boolean(issue('choice')), true),
  preview: z._default(z.boolean(issue('choice')), false),
})
export type BulkPriceEditInput = z.input<typeof bulkPriceEditSchema>
export type BulkPriceEdit = z.output<typeof bulkPriceEditSchema>

// ── Answers ──────────────────────────────────────────────────────────────────────────────────

const unitsSchema = z.object(
  Object.fromEntries(stockLineStatuses.map((status) => [status, z.number()])) as Record<
    (typeof stockLineStatuses)[number],
    z.ZodMiniNumber
  >,
)

export const inventoryItemSchema = z.object({
  id: z.number(),
  /** "Toyota Camry GLE 2026" in the request's language. */
  title: z.string(),
  brand: z.object({ id: z.number(), name: z.string() }),
  model: z.object({ id: z.number(), name: z.string() }),
  year: z.number(),
  priceSar: z.number(),
  status: z.enum(inventoryStatuses),
  /** Units over every stock line, per status. */
  units: unitsSchema,
})
export type InventoryItem = z.output<typeof inventoryItemSchema>

export const inventoryPageSchema = z.object({
  items: z.array(inventoryItemSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
})
export type InventoryPage = z.output<typeof inventoryPageSchema>

const namedSchema = z.object({ id: z.number(), slug: z.string(), nameAr: z.string(), nameEn: z.string() })

/** What the inventory's filters and the editor choose from: brands with their models, and branches. */
export const inventoryChoicesSchema = z.object({
  brands: z.array(z.extend(namedSchema, { models: z.array(namedSchema) })),
  branches: z.array(z.object({ id: z.number(), name: z.string() })),
})
export type InventoryChoices = z.output<typeof inventoryChoicesSchema>

export const priceChangeSchema = z.object({
  changedAt: z.string(),
  oldPriceSar: z.number(),
  newPriceSar: z.number(),
  /** Who changed it: their e-mail as it was. */
  staffEmail: z.string(),
})
export type PriceChange = z.output<typeof priceChangeSchema>

const groupTextsSchema = z.object({ ar: z.array(z.string()), en: z.array(z.string()) })

/** One car as the editor opens it: what the form starts from, its stock, its price history, newest first. */
export const inventoryCarSchema = z.object({
  id: z.number(),
  title: z.string(),
  brandId: z.number(),
  status: z.enum(inventoryStatuses),
  retiredAt: z.nullable(z.string()),
  edit: z.object({
    modelId: z.number(),
    trimAr: z.string(),
    trimEn: z.string(),
    year: z.number(),
    bodyType: z.enum(bodyTypes),
    fuelType: z.enum(fuelTypes),
    transmission: z.enum(transmissions),
    engineAr: z.string(),
    engineEn: z.string(),
    seats: z.number(),
    priceSar: z.number(),
    competitivePriceSar: z.nullable(z.number()),
    featured: z.boolean(),
    descriptionAr: z.string(),
    descriptionEn: z.string(),
    colors: z.array(z.object({ id: z.number(), nameAr: z.string(), nameEn: z.string(), hex: z.string() })),
    features: z.object(
      Object.fromEntries(featureGroups.map((g) => [g, groupTextsSchema])) as Record<FeatureGroup, typeof groupTextsSchema>,
    ),
    specs: z.object(Object.fromEntries(specGroups.map((g) => [g, groupTextsSchema])) as Record<SpecGroup, typeof groupTextsSchema>),
  }),
  stock: z.array(z.object({ branchId: z.number(), colorId: z.number(), status: z.enum(stockLineStatuses), count: z.number() })),
  priceHistory: z.array(priceChangeSchema),
})
export type InventoryCar = z.output<typeof inventoryCarSchema>

export const createdNameSchema = z.object({ id: z.number(), slug: z.string() })

/** What a bulk price change did (or, previewed, would do). */
export const bulkPriceResultSchema = z.object({
  cars: z.number(),
  changed: z.number(),
  lowestNewPriceSar: z.nullable(z.number()),
  highestNewPriceSar: z.nullable(z.number()),
  applied: z.boolean(),
})
export type BulkPriceResult = z.output<typeof bulkPriceResultSchema>
