/**
 * The plain values of the dealer API's contract: enumerations, limits and the slug pattern. They
 * are also the database enums (src/server/db/schema.ts), so a value exists in one place.
 *
 * Kept free of zod on purpose: the browser needs these lists (filters, labels, URL parameters)
 * but not the contract's response schemas, and importing them from here keeps those schemas,
 * and full zod, out of the page's JavaScript (docs/decisions/0021-browser-bundle.md).
 */

export const bodyTypes = ['sedan', 'suv', 'hatchback', 'pickup', 'coupe', 'van', 'crossover'] as const
export const fuelTypes = ['petrol', 'diesel', 'hybrid', 'electric'] as const
export const transmissions = ['automatic', 'manual', 'cvt'] as const
export const stockStatuses = ['in_stock', 'limited', 'on_order'] as const
/** Where one stock line of a car stands at a branch (decision 0077). */
export const stockLineStatuses = ['available', 'reserved', 'in_transit', 'sold'] as const
/**
 * A car as the inventory lists it (decision 0077): on the market with its public stock status, or off it because
 * every unit it held is sold (`sold_out`) or staff retired it (`retired`).
 */
export const inventoryStatuses = ['in_stock', 'limited', 'on_order', 'sold_out', 'retired'] as const
export const featureGroups = ['exterior', 'comfort', 'safety'] as const
export const specGroups = ['engine', 'transmission', 'measurements', 'chassis'] as const
/**
 * `monthly-asc` orders by the advertised instalment, lowest first; it never falls as the price
 * rises (src/lib/monthly-budget.ts), so the database orders by the price it already indexes.
 */
export const carSorts = ['price-asc', 'price-desc', 'newest', 'monthly-asc'] as const

export type BodyType = (typeof bodyTypes)[number]
export type FuelType = (typeof fuelTypes)[number]
export type Transmission = (typeof transmissions)[number]
export type StockStatus = (typeof stockStatuses)[number]
export type StockLineStatus = (typeof stockLineStatuses)[number]
export type InventoryStatus = (typeof inventoryStatuses)[number]
export type FeatureGroup = (typeof featureGroups)[number]
export type SpecGroup = (typeof specGroups)[number]
export type CarSort = (typeof carSorts)[number]

/**
 * The most cars one search answers. The market shows its earlier "show more" pages with one
 * search of the first N pages (docs/decisions/0038), so this also caps how many pages a market
 * URL can ask for: twenty of the default page size.
 */
/** The most values one list filter (brands, models, fuel…) of a car search may name. */
export const maxFilterValues = 50
export const maxCarPageSize = 240
export const defaultCarPageSize = 12
/** Favorites are kept by the visitor; this caps one lookup, not the list. */
export const maxCarIdsPerLookup = 100
/** The most cars one comparison (`/compare?ids=`) holds side by side (issue 40). */
export const maxComparedCars = 4
/** The highest "monthly instalment up to" the market takes, riyals. */
export const maxMonthlySar = 1_000_000

export const citySlugs = ['jeddah', 'riyadh', 'abha', 'tabuk'] as const
export const employmentTypes = ['full_time', 'part_time', 'contract', 'internship'] as const
export const financePartnerKinds = ['bank', 'finance_company'] as const
export const sitePageSlugs = ['about', 'services', 'finance', 'policy', 'terms'] as const
export const socialNetworks = ['x', 'instagram', 'snapchat', 'tiktok', 'youtube', 'facebook', 'linkedin'] as const

export type CitySlug = (typeof citySlugs)[number]
export type EmploymentType = (typeof employmentTypes)[number]
export type FinancePartnerKind = (typeof financePartnerKinds)[number]
export type SitePageSlug = (typeof sitePageSlugs)[number]
export type SocialNetwork = (typeof socialNetworks)[number]

export const maxNewsPageSize = 24

/** Lowercase letters and digits in words joined by single hyphens, e.g. `land-cruiser`. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const maxSlugLength = 64
/** Ids are PostgreSQL `integer`s. */
export const maxId = 2_147_483_647
export const maxPage = 10_000

/** Days staff can restore deleted content or a deleted photo before it goes for good (decision 0076). */
export const restoreWindowDays = 30
