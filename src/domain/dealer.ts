/**
 * The dealer's identity, contacts and branches (decision 0058): read for every page in the
 * request's language, and edited by admins, audited and announced to every cache in the same
 * transaction, so every page of every process shows the new values at once.
 */
import { asc, eq } from 'drizzle-orm'
import type { Locale } from '../../app.config.ts'
import type { Branch, CitySlug, DealerSettings, ListBranchesInput } from '../contract/content.ts'
import { listBranchesInputSchema, socialNetworks } from '../contract/content.ts'
import type { PostalAddress } from '../contract/dealer-identity.ts'
import type { BranchEdit, DealerSettingsEdit, StaffBranch, StaffDealer, StaffDealerSettings } from '../contract/staff-dealer.ts'
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
import { branches, cities, dealerLogos, dealerSettings } from '../server/db/schema.ts'
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

/** Branches grouped by city order, optionally in one city. */
export async function listBranches(db: Db, input: ListBranchesInput, locale: Locale): Promise<Branch[]> {
  const { city } = listBranchesInputSchema.parse(input)
  const rows = await db
    .select({ branch: branches, cityName: inLocale(locale, cities.nameAr, cities.nameEn) })
    .from(branches)
    .innerJoin(cities, eq(cities.slug, branches.citySlug))
    .where(city ? eq(branches.citySlug, city) : undefined)
    .orderBy(asc(cities.sort), asc(branches.sort), asc(branches.id))
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

function staffBranchOf(row: BranchRow, cityName: string): StaffBranch {
  const week = fullWeek(row.openingHours)
  return {
    id: row.id,
    city: cityName,
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

/** The settings and every branch, both languages, as the admin's forms start from them. */
export async function getStaffDealer(db: Db, locale: Locale): Promise<StaffDealer | null> {
  const [settings] = await db.select().from(dealerSettings).where(eq(dealerSettings.id, 1))
  if (!settings) return null
  const rows = await db
    .select({ branch: branches, cityName: inLocale(locale, cities.nameAr, cities.nameEn) })
    .from(branches)
    .innerJoin(cities, eq(cities.slug, branches.citySlug))
    .orderBy(asc(cities.sort), asc(branches.sort), asc(branches.id))
  return { settings: staffSettingsOf(settings), branches: rows.map(({ branch, cityName }) => staffBranchOf(branch, cityName)) }
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
    if (!current) return null
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
    return after
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
