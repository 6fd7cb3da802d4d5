/**
 * The dealer's identity, contacts and branches (decision 0058): read for every page in the
 * request's language, and edited by admins, audited and announced to every cache in the same
 * transaction, so every page of every process shows the new values at once.
 */
import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, ne } from 'drizzle-orm'
import type { Locale } from '../../app.config.ts'
import type { Branch, CitySlug, DealerSettings, ListBranchesInput } from '../contract/content.ts'
import type { SpecialHours } from '../contract/dealer-identity.ts'
import { listBranchesInputSchema, socialNetworks } from '../contract/content.ts'
import type { PostalAddress } from '../contract/dealer-identity.ts'
import type {
  BranchCreate,
  BranchEdit,
  DealerSettingsEdit,
  SpecialHoursEdit,
  StaffBranch,
  StaffDealer,
  StaffDealerSettings,
  StaffSpecialHours,
} from '../contract/staff-dealer.ts'
import {
  addressLine,
  compactDigits,
  formatDayHours,
  openingHoursSpecifications,
  parseDayHours,
  toCrNumber,
  toSaudiPhoneE164,
  toVatNumber,
  weekdays,
  type OpeningHours,
} from '../lib/dealer-identity.ts'
import { isEmailAddress } from '../contract/email-address.ts'
import { toSaudiMobileE164 } from '../lib/phone.ts'
import { announceContentChange } from '../server/content-changes.server.ts'
import { branchSpecialHours, branches, cities, dealerLogos, dealerSettings } from '../server/db/schema.ts'
import { saudiDate } from '../lib/saudi-calendar.ts'
import { housekeepingActor, purgeCutoff, purgesOn } from './soft-delete.ts'
import type { Db } from '../server/db/types.ts'
import type { PreparedCover } from '../server/news-cover.server.ts'
import { inLocale } from './localize.ts'
import { recordStaffAction, type StaffActor } from './staff-audit.ts'

/** The province each city of the dealer lies in (schema.org `addressRegion`). */
const cityRegions: Record<CitySlug, { ar: string; en: string }> = {
  jeddah: { ar: 'منطقة مكة المكرمة', en: 'Makkah Region' },
  riyadh: { ar: 'منطقة الرياض', en: 'Riyadh Region' },
  abha: { ar: 'منطقة عسير', en: 'Asir Region' },
  tabuk: { ar: 'منطقة تبوك', en: 'Tabuk Region' },
}

/** Arabic lists take the Arabic comma. */
const addressSeparator = (locale: Locale) => inLocale(locale, '، ', ', ')

const isHttpsUrl = (value: string) => URL.canParse(value) && new URL(value).protocol === 'https:'

const nonEmpty = (text: string | null | undefined) => (text && text.trim() !== '' ? text : null)

function postalAddress(locale: Locale, parts: Omit<PostalAddress, 'country'>): { address: string; postalAddress: PostalAddress } {
  const postal = { ...parts, country: 'SA' as const }
  const line = addressLine(
    { street: parts.street, district: parts.district ?? '', city: parts.city ?? '', postcode: parts.postcode ?? '' },
    addressSeparator(locale),
  )
  return { address: line, postalAddress: postal }
}

/** Where a stored logo is served (the storefront's route src/routes/media/logo/$name.ts). */
export const dealerLogoPath = (name: string) => `/media/logo/${name}`

/** The dealer's own details, or null before the database is seeded. */
export async function getSettings(db: Db, locale: Locale): Promise<DealerSettings | null> {
  const [row] = await db.select().from(dealerSettings).where(eq(dealerSettings.id, 1))
  if (!row) return null
  const l = <T>(ar: T, en: T) => inLocale(locale, ar, en)
  // A database made before the address had parts keeps its folded address as the street line.
  const street = l(row.streetAr, row.streetEn) ?? l(row.addressAr, row.addressEn)
  return {
    name: l(row.nameAr, row.nameEn),
    tagline: l(row.taglineAr, row.taglineEn),
    logoPath: row.logoPath,
    phone: row.phone,
    whatsapp: row.whatsapp,
    // A stored address the rule would refuse is left out, never answered: the storefront checks
    // this answer on every page, and one bad value made them all fail (issue 32).
    email: isEmailAddress(row.email) ? row.email : null,
    ...postalAddress(locale, {
      street,
      district: nonEmpty(l(row.districtAr, row.districtEn)),
      city: nonEmpty(l(row.cityAr, row.cityEn)),
      region: nonEmpty(l(row.regionAr, row.regionEn)),
      postcode: nonEmpty(row.postcode),
    }),
    workingHours: l(row.workingHoursAr, row.workingHoursEn),
    mapUrl: row.mapUrl,
    socials: row.socials.filter((social) => isHttpsUrl(social.url)),
    legalName: nonEmpty(l(row.legalNameAr, row.legalNameEn)),
    crNumber: nonEmpty(row.crNumber),
    vatNumber: nonEmpty(row.vatNumber),
    phoneE164: toSaudiPhoneE164(row.phone),
    whatsappE164: toSaudiMobileE164(row.whatsapp),
  }
}

const fullWeek = (hours: Partial<OpeningHours>): OpeningHours =>
  Object.fromEntries(weekdays.map((day) => [day, hours[day] ?? []])) as OpeningHours

type SpecialHoursRow = typeof branchSpecialHours.$inferSelect

/** Special hours of `branchIds` that have not ended on `today`, earliest first. */
async function specialHoursOf(db: Db, branchIds: number[], today: string | null): Promise<SpecialHoursRow[]> {
  if (branchIds.length === 0) return []
  return db
    .select()
    .from(branchSpecialHours)
    .where(and(inArray(branchSpecialHours.branchId, branchIds), today ? gte(branchSpecialHours.validThrough, today) : undefined))
    .orderBy(asc(branchSpecialHours.validFrom), asc(branchSpecialHours.id))
}

/** A period of special hours as visitors get it: in force when `today` is within its days. */
function publicSpecialHours(row: SpecialHoursRow, locale: Locale, today: string): SpecialHours {
  const week = fullWeek(row.hours)
  return {
    label: inLocale(locale, row.labelAr, row.labelEn),
    validFrom: row.validFrom,
    validThrough: row.validThrough,
    inForce: row.validFrom <= today && today <= row.validThrough,
    days: weekdays.map((day) => ({ day, periods: week[day] })),
  }
}

/**
 * Branches grouped by city order, optionally in one city; never one an admin removed (decision
 * 0076). Each with its special hours in force on `today` (Saudi calendar) or still to come.
 */
export async function listBranches(db: Db, input: ListBranchesInput, locale: Locale, today: string = saudiDate()): Promise<Branch[]> {
  const { city } = listBranchesInputSchema.parse(input)
  const rows = await db
    .select({ branch: branches, cityName: inLocale(locale, cities.nameAr, cities.nameEn) })
    .from(branches)
    .innerJoin(cities, eq(cities.slug, branches.citySlug))
    .where(and(isNull(branches.deletedAt), city ? eq(branches.citySlug, city) : undefined))
    .orderBy(asc(cities.sort), asc(branches.sort), asc(branches.id))
  const special = await specialHoursOf(
    db,
    rows.map(({ branch }) => branch.id),
    today,
  )
  return rows.map(({ branch, cityName }) => {
    const l = <T>(ar: T, en: T) => inLocale(locale, ar, en)
    return {
      id: branch.id,
      name: l(branch.nameAr, branch.nameEn),
      city: { slug: branch.citySlug, name: cityName },
      ...postalAddress(locale, {
        street: l(branch.addressAr, branch.addressEn),
        district: nonEmpty(l(branch.districtAr, branch.districtEn)),
        city: cityName,
        region: l(cityRegions[branch.citySlug].ar, cityRegions[branch.citySlug].en),
        postcode: nonEmpty(branch.postcode),
      }),
      phone: branch.phone,
      phoneE164: toSaudiPhoneE164(branch.phone),
      workingHours: l(branch.workingHoursAr, branch.workingHoursEn),
      openingHours: openingHoursSpecifications(fullWeek(branch.openingHours)),
      specialHours: special.filter((row) => row.branchId === branch.id).map((row) => publicSpecialHours(row, locale, today)),
      mapUrl: branch.mapUrl,
      lat: branch.lat,
      lng: branch.lng,
    }
  })
}

// ── Editing (admins) ──────────────────────────────────────────────────────────────────────────

type SettingsRow = typeof dealerSettings.$inferSelect
type BranchRow = typeof branches.$inferSelect

function staffSettingsOf(row: SettingsRow): StaffDealerSettings {
  const socials = Object.fromEntries(
    socialNetworks.map((network) => [network, row.socials.find((social) => social.network === network)?.url ?? '']),
  ) as StaffDealerSettings['socials']
  return {
    nameAr: row.nameAr,
    nameEn: row.nameEn,
    taglineAr: row.taglineAr,
    taglineEn: row.taglineEn,
    legalNameAr: row.legalNameAr ?? '',
    legalNameEn: row.legalNameEn ?? '',
    crNumber: row.crNumber ?? '',
    vatNumber: row.vatNumber ?? '',
    phone: row.phone,
    whatsapp: row.whatsapp,
    email: row.email,
    streetAr: row.streetAr ?? row.addressAr,
    streetEn: row.streetEn ?? row.addressEn,
    districtAr: row.districtAr ?? '',
    districtEn: row.districtEn ?? '',
    cityAr: row.cityAr ?? '',
    cityEn: row.cityEn ?? '',
    regionAr: row.regionAr ?? '',
    regionEn: row.regionEn ?? '',
    postcode: row.postcode ?? '',
    workingHoursAr: row.workingHoursAr,
    workingHoursEn: row.workingHoursEn,
    mapUrl: row.mapUrl,
    socials,
    logoPath: row.logoPath,
  }
}

const weekTexts = (hours: Partial<OpeningHours>) => {
  const week = fullWeek(hours)
  return Object.fromEntries(weekdays.map((day) => [day, formatDayHours(week[day])])) as StaffBranch['edit']['openingHours']
}

function staffSpecialHoursOf(row: SpecialHoursRow, today: string): StaffSpecialHours {
  return {
    id: row.id,
    inForce: row.validFrom <= today && today <= row.validThrough,
    ended: row.validThrough < today,
    edit: {
      labelAr: row.labelAr,
      labelEn: row.labelEn,
      validFrom: row.validFrom,
      validThrough: row.validThrough,
      hours: weekTexts(row.hours),
    },
  }
}

function staffBranchOf(row: BranchRow, cityName: string, special: SpecialHoursRow[] = [], today: string = saudiDate()): StaffBranch {
  const week = fullWeek(row.openingHours)
  return {
    id: row.id,
    city: cityName,
    specialHours: special.filter((hours) => hours.branchId === row.id).map((hours) => staffSpecialHoursOf(hours, today)),
    deletedAt: row.deletedAt?.toISOString() ?? null,
    purgesOn: row.deletedAt ? purgesOn(row.deletedAt) : null,
    edit: {
      nameAr: row.nameAr,
      nameEn: row.nameEn,
      streetAr: row.addressAr,
      streetEn: row.addressEn,
      districtAr: row.districtAr ?? '',
      districtEn: row.districtEn ?? '',
      postcode: row.postcode ?? '',
      phone: row.phone,
      workingHoursAr: row.workingHoursAr,
      workingHoursEn: row.workingHoursEn,
      openingHours: Object.fromEntries(weekdays.map((day) => [day, formatDayHours(week[day])])) as StaffBranch['edit']['openingHours'],
      mapUrl: row.mapUrl,
    },
  }
}

async function staffBranches(db: Db, locale: Locale, id?: number): Promise<StaffBranch[]> {
  const rows = await db
    .select({ branch: branches, cityName: inLocale(locale, cities.nameAr, cities.nameEn) })
    .from(branches)
    .innerJoin(cities, eq(cities.slug, branches.citySlug))
    .where(id === undefined ? undefined : eq(branches.id, id))
    .orderBy(asc(cities.sort), asc(branches.sort), asc(branches.id))
  const special = await specialHoursOf(
    db,
    rows.map(({ branch }) => branch.id),
    null,
  )
  return rows.map(({ branch, cityName }) => staffBranchOf(branch, cityName, special))
}

/** The settings and every branch (removed ones last), both languages, as the admin's forms start from them. */
export async function getStaffDealer(db: Db, locale: Locale): Promise<StaffDealer | null> {
  const [settings] = await db.select().from(dealerSettings).where(eq(dealerSettings.id, 1))
  if (!settings) return null
  const all = await staffBranches(db, locale)
  return {
    settings: staffSettingsOf(settings),
    branches: [...all.filter((branch) => !branch.deletedAt), ...all.filter((branch) => branch.deletedAt)],
  }
}

/** Only what changed, for the audit log. */
function changed<T extends Record<string, unknown>>(before: T, after: T): { before: Partial<T>; after: Partial<T> } {
  const keys = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])) as Partial<T>,
    after: Object.fromEntries(keys.map((key) => [key, after[key]])) as Partial<T>,
  }
}

/** Numbers as stored: digits only, whatever digits and spaces the admin typed. */
const storedNumber = (rule: (value: string) => string | null, value: string) => rule(value) ?? compactDigits(value)

/** Sets the dealer's settings (validated by the contract's schema); null before the database is seeded. */
export async function updateDealerSettings(db: Db, actor: StaffActor, edit: DealerSettingsEdit): Promise<StaffDealerSettings | null> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(dealerSettings).where(eq(dealerSettings.id, 1)).for('update')
    if (!current) return null
    const { socials, streetAr, streetEn, ...rest } = edit
    const values = {
      ...rest,
      crNumber: storedNumber(toCrNumber, edit.crNumber),
      vatNumber: storedNumber(toVatNumber, edit.vatNumber),
      postcode: compactDigits(edit.postcode),
      streetAr,
      streetEn,
      // The folded line stays filled for a process still running the previous version.
      addressAr: streetAr,
      addressEn: streetEn,
      socials: socialNetworks.flatMap((network) => (socials[network] ? [{ network, url: socials[network] }] : [])),
    }
    const [updated] = await tx.update(dealerSettings).set(values).where(eq(dealerSettings.id, 1)).returning()
    const before = staffSettingsOf(current)
    const after = staffSettingsOf(updated!)
    await recordStaffAction(tx, actor, {
      action: 'dealer.settings_updated',
      subjectType: 'dealer',
      subjectId: 1,
      ...changed(before, after),
    })
    await announceContentChange(tx, 'dealer')
    return after
  })
}

/** Sets branch `id`; null when there is no such branch. */
export async function updateBranch(db: Db, actor: StaffActor, id: number, edit: BranchEdit, locale: Locale): Promise<StaffBranch | null> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ branch: branches, cityName: inLocale(locale, cities.nameAr, cities.nameEn) })
      .from(branches)
      .innerJoin(cities, eq(cities.slug, branches.citySlug))
      .where(eq(branches.id, id))
      .for('update', { of: branches })
    // A removed branch is out of reach until it is restored.
    if (!current || current.branch.deletedAt) return null
    const { streetAr, streetEn, openingHours, ...rest } = edit
    const [updated] = await tx
      .update(branches)
      .set({
        ...rest,
        postcode: compactDigits(edit.postcode),
        addressAr: streetAr,
        addressEn: streetEn,
        // The schema refused anything parseDayHours does not read.
        openingHours: Object.fromEntries(weekdays.map((day) => [day, parseDayHours(openingHours[day]) ?? []])) as OpeningHours,
      })
      .where(eq(branches.id, id))
      .returning()
    const before = staffBranchOf(current.branch, current.cityName)
    const after = staffBranchOf(updated!, current.cityName)
    await recordStaffAction(tx, actor, {
      action: 'branch.updated',
      subjectType: 'branch',
      subjectId: id,
      ...changed(before.edit, after.edit),
    })
    await announceContentChange(tx, 'dealer')
    return { ...after, specialHours: (await staffBranches(tx, locale, id))[0]!.specialHours }
  })
}

/** Stores a logo prepared by src/server/news-cover.server.ts's rules and makes it the dealer's. */
export async function setDealerLogo(db: Db, actor: StaffActor, logo: PreparedCover): Promise<{ logoPath: string }> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ logoPath: dealerSettings.logoPath })
      .from(dealerSettings)
      .where(eq(dealerSettings.id, 1))
      .for('update')
    await tx
      .insert(dealerLogos)
      .values({ name: logo.name, content: logo.content, mediaType: logo.mediaType, width: logo.width, height: logo.height })
      .onConflictDoNothing()
    const logoPath = dealerLogoPath(logo.name)
    await tx.update(dealerSettings).set({ logoPath }).where(eq(dealerSettings.id, 1))
    await recordStaffAction(tx, actor, {
      action: 'dealer.logo_updated',
      subjectType: 'dealer',
      subjectId: 1,
      before: { logoPath: current?.logoPath ?? null },
      after: { logoPath },
    })
    await announceContentChange(tx, 'dealer')
    return { logoPath }
  })
}

/** A stored logo by name, or null. */
export async function getDealerLogo(db: Db, name: string): Promise<{ mediaType: string; content: Uint8Array } | null> {
  const [row] = await db
    .select({ mediaType: dealerLogos.mediaType, content: dealerLogos.content })
    .from(dealerLogos)
    .where(eq(dealerLogos.name, name))
  return row ?? null
}

// ── Branches added and removed, special hours (decisions 0076, 0079) ─────────────────────────────

const storedWeek = (hours: Record<string, string>): OpeningHours =>
  // The schema refused anything parseDayHours does not read.
  Object.fromEntries(weekdays.map((day) => [day, parseDayHours(hours[day] ?? '') ?? []])) as OpeningHours

/** A new branch, after those of its city; audited `branch.created`, on every page at once. */
export async function createBranch(db: Db, actor: StaffActor, branch: BranchCreate, locale: Locale): Promise<StaffBranch> {
  const id = await db.transaction(async (tx) => {
    const { streetAr, streetEn, openingHours, city, ...rest } = branch
    const [created] = await tx
      .insert(branches)
      .values({
        ...rest,
        citySlug: city,
        postcode: compactDigits(branch.postcode),
        addressAr: streetAr,
        addressEn: streetEn,
        openingHours: storedWeek(openingHours),
        sort: 1000,
      })
      .returning({ id: branches.id })
    await recordStaffAction(tx, actor, { action: 'branch.created', subjectType: 'branch', subjectId: created!.id, after: branch })
    await announceContentChange(tx, 'dealer')
    return created!.id
  })
  return (await staffBranches(db, locale, id))[0]!
}

/** Removes branch `id` from every page (decision 0076): restorable for 30 days, then deleted for good. */
export function deleteBranch(db: Db, actor: StaffActor, id: number, locale: Locale, now: Date = new Date()) {
  return setBranchDeleted(db, actor, id, now, locale)
}

/** Brings a removed branch back as it was, with its special hours. */
export function restoreBranch(db: Db, actor: StaffActor, id: number, locale: Locale) {
  return setBranchDeleted(db, actor, id, null, locale)
}

async function setBranchDeleted(
  db: Db,
  actor: StaffActor,
  id: number,
  deletedAt: Date | null,
  locale: Locale,
): Promise<StaffBranch | null> {
  const found = await db.transaction(async (tx) => {
    const [current] = await tx.select({ deletedAt: branches.deletedAt }).from(branches).where(eq(branches.id, id)).for('update')
    if (!current) return false
    if ((current.deletedAt === null) === (deletedAt === null)) return true
    await tx.update(branches).set({ deletedAt }).where(eq(branches.id, id))
    await recordStaffAction(tx, actor, {
      action: deletedAt ? 'branch.deleted' : 'branch.restored',
      subjectType: 'branch',
      subjectId: id,
      before: { deletedAt: current.deletedAt?.toISOString() ?? null },
      after: { deletedAt: deletedAt?.toISOString() ?? null },
    })
    await announceContentChange(tx, 'dealer')
    return true
  })
  return found ? ((await staffBranches(db, locale, id))[0] ?? null) : null
}

export type SpecialHoursRefusal = { refused: 'not_found' } | { refused: 'overlap' }

/**
 * Adds special hours to branch `branchId` (or replaces period `hoursId` of it): refused when its
 * days overlap another period of the branch, since a day can have only one set of hours. Audited
 * `branch.special_hours_set`, announced as every branch change.
 */
export async function setSpecialHours(
  db: Db,
  actor: StaffActor,
  branchId: number,
  edit: SpecialHoursEdit,
  locale: Locale,
  hoursId?: number,
): Promise<StaffBranch | SpecialHoursRefusal> {
  const refusal = await db.transaction(async (tx): Promise<SpecialHoursRefusal | null> => {
    const [branch] = await tx.select({ deletedAt: branches.deletedAt }).from(branches).where(eq(branches.id, branchId)).for('update')
    if (!branch || branch.deletedAt) return { refused: 'not_found' }
    const [before] = hoursId
      ? await tx
          .select()
          .from(branchSpecialHours)
          .where(and(eq(branchSpecialHours.id, hoursId), eq(branchSpecialHours.branchId, branchId)))
      : [undefined]
    if (hoursId && !before) return { refused: 'not_found' }
    const overlapping = await tx
      .select({ id: branchSpecialHours.id })
      .from(branchSpecialHours)
      .where(
        and(
          eq(branchSpecialHours.branchId, branchId),
          lte(branchSpecialHours.validFrom, edit.validThrough),
          gte(branchSpecialHours.validThrough, edit.validFrom),
          hoursId ? ne(branchSpecialHours.id, hoursId) : undefined,
        ),
      )
      .limit(1)
    if (overlapping.length > 0) return { refused: 'overlap' }
    const values = {
      labelAr: edit.labelAr,
      labelEn: edit.labelEn,
      validFrom: edit.validFrom,
      validThrough: edit.validThrough,
      hours: storedWeek(edit.hours),
    }
    const [saved] = hoursId
      ? await tx.update(branchSpecialHours).set(values).where(eq(branchSpecialHours.id, hoursId)).returning({ id: branchSpecialHours.id })
      : await tx
          .insert(branchSpecialHours)
          .values({ ...values, branchId })
          .returning({ id: branchSpecialHours.id })
    await recordStaffAction(tx, actor, {
      action: 'branch.special_hours_set',
      subjectType: 'branch',
      subjectId: branchId,
      before: before ? { id: before.id, ...staffSpecialHoursOf(before, saudiDate()).edit } : undefined,
      after: { id: saved!.id, ...edit },
    })
    await announceContentChange(tx, 'dealer')
    return null
  })
  return refusal ?? (await staffBranches(db, locale, branchId))[0]!
}

/** Removes period `hoursId` of branch `branchId`; audited `branch.special_hours_removed`. Null when there is none. */
export async function removeSpecialHours(db: Db, actor: StaffActor, branchId: number, hoursId: number, locale: Locale) {
  const removed = await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(branchSpecialHours)
      .where(and(eq(branchSpecialHours.id, hoursId), eq(branchSpecialHours.branchId, branchId)))
      .returning()
    if (!gone) return false
    await recordStaffAction(tx, actor, {
      action: 'branch.special_hours_removed',
      subjectType: 'branch',
      subjectId: branchId,
      before: { id: gone.id, ...staffSpecialHoursOf(gone, saudiDate()).edit },
    })
    await announceContentChange(tx, 'dealer')
    return true
  })
  return removed ? ((await staffBranches(db, locale, branchId))[0] ?? null) : null
}

/**
 * The housekeeping round's part: branches removed more than 30 days ago are deleted for good, with
 * their special hours. Audited `branch.purged`. Returns how many went.
 */
export async function purgeDeletedBranches(db: Db, now: Date = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(branches)
      .where(and(isNotNull(branches.deletedAt), lte(branches.deletedAt, purgeCutoff(now))))
      .returning({ id: branches.id, nameEn: branches.nameEn, deletedAt: branches.deletedAt })
    for (const branch of gone) {
      await recordStaffAction(tx, housekeepingActor, {
        action: 'branch.purged',
        subjectType: 'branch',
        subjectId: branch.id,
        before: { nameEn: branch.nameEn, deletedAt: branch.deletedAt?.toISOString() ?? null },
      })
    }
    if (gone.length > 0) await announceContentChange(tx, 'dealer')
    return gone.length
  })
}

/** Whether any branch has special hours that have not ended by `today`: its answer then changes at a Saudi midnight. */
export async function hasComingSpecialHours(db: Db, today: string = saudiDate()): Promise<boolean> {
  const [row] = await db
    .select({ id: branchSpecialHours.id })
    .from(branchSpecialHours)
    .where(gte(branchSpecialHours.validThrough, today))
    .limit(1)
  return row !== undefined
}
