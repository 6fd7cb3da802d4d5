import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { bodyTypes } from '../../../contract/catalogue.ts'
import { buildDemoCars } from './build-cars.ts'
import { advertisedInstalment } from '../../../lib/finance.ts'
import { catalogueBrands } from './catalogue-data.ts'
import { offerData } from './offers-data.ts'
import { buildSyntheticCars } from './synthetic.ts'

const cars = buildDemoCars(catalogueBrands)
const arabic = /[\u0600-\u06FF]/
const publicFile = (path: string) => fileURLToPath(new URL(`../../../../public${path}`, import.meta.url))

describe('the demo catalogue data', () => {
  it('is big enough to browse: 8+ brands, 30+ models, 120+ cars, every body type', () => {
    expect(catalogueBrands.length).toBeGreaterThanOrEqual(8)
    expect(catalogueBrands.flatMap((brand) => brand.models).length).toBeGreaterThanOrEqual(30)
    expect(cars.length).toBeGreaterThanOrEqual(120)
    expect(new Set(cars.map((car) => car.car.bodyType))).toEqual(new Set(bodyTypes))
  })

  it('names every car once per model, trim and year, with unique model slugs', () => {
    const keys = cars.map((car) => `${car.modelSlug}|${car.car.trimEn}|${car.car.year}`)
    expect(new Set(keys).size).toBe(keys.length)
    const slugs = catalogueBrands.flatMap((brand) => brand.models.map((model) => model.slug))
    expect(new Set(slugs).size).toBe(slugs.length)
  })

  it('prices cars like the Saudi market, with instalments around 1.5–2% a month', () => {
    const price = (model: string, trim: string) => cars.find((car) => car.modelSlug === model && car.car.trimEn === trim)?.car.priceSar ?? 0
    expect(price('yaris', 'Y')).toBeGreaterThan(60_000)
    expect(price('yaris', 'Y')).toBeLessThan(80_000)
    expect(price('camry', 'LE')).toBeGreaterThanOrEqual(110_000)
    expect(price('camry', 'GLX')).toBeLessThanOrEqual(150_000)
    expect(price('land-cruiser', 'VX-R')).toBeGreaterThan(300_000)
    for (const car of cars) {
      const ratio = advertisedInstalment(car.car.priceSar) / car.car.priceSar
      expect(ratio).toBeGreaterThan(0.015)
      expect(ratio).toBeLessThan(0.02)
      if (car.car.competitivePriceSar !== null) expect(car.car.competitivePriceSar).toBeLessThan(car.car.priceSar)
    }
    // The calculator's quote at 15% down, 60 months, 4.49%: 85,000 × (1 + 4.49% × 5) ÷ 60.
    expect(advertisedInstalment(100_000)).toBe(1735)
  })

  it('writes every text in both languages', () => {
    for (const car of cars) {
      expect(car.car.descriptionAr).toMatch(arabic)
      expect(car.car.descriptionEn).not.toMatch(arabic)
      expect(car.car.engineAr).toMatch(arabic)
      for (const group of car.features) {
        expect(group.items.length).toBeGreaterThan(0)
        for (const item of group.items) {
          expect(item.ar).toMatch(arabic)
          expect(item.en).not.toMatch(arabic)
        }
      }
      for (const group of car.specs) for (const item of group.items) expect(item.label.ar).toMatch(arabic)
      for (const color of car.colors) expect(color.altAr).toMatch(/باللون .+، منظر جانبي$/)
    }
  })

  it('equips higher trims better than the entry trim of the same model', () => {
    const camrys = cars.filter((car) => car.modelSlug === 'camry' && car.car.year === 2026)
    const items = (trim: string) =>
      camrys.find((car) => car.car.trimEn === trim)?.features.flatMap((group) => group.items.map((item) => item.en)) ?? []
    expect(items('GLX').length).toBeGreaterThan(items('LE').length)
    expect(items('GLX')).toContain('Adaptive cruise control')
    expect(items('LE')).not.toContain('Ventilated front seats')
  })

  it('points pictures at files that exist', () => {
    for (const path of new Set(
      cars.flatMap((car) => [...car.images.map((image) => image.path), ...car.colors.map((color) => color.imagePath)]),
    )) {
      expect(existsSync(publicFile(path)), path).toBe(true)
    }
    for (const brand of catalogueBrands) expect(existsSync(publicFile(`/images/cars/brands/${brand.slug}.webp`)), brand.slug).toBe(true)
  })

  it('links every offer to cars that exist', () => {
    const keys = new Set(cars.map((car) => `${car.modelSlug}|${car.car.trimEn}|${car.car.year}`))
    for (const offer of offerData)
      for (const ref of offer.cars) expect(keys.has(`${ref.model}|${ref.trim}|${ref.year ?? 2026}`), ref.trim).toBe(true)
  })
})

describe('the synthetic catalogue', () => {
  it('is deterministic and varied', () => {
    const first = buildSyntheticCars(catalogueBrands, 300, 42)
    expect(buildSyntheticCars(catalogueBrands, 300, 42)).toEqual(first)
    expect(buildSyntheticCars(catalogueBrands, 300, 43)).not.toEqual(first)
    expect(new Set(first.map((car) => car.car.year)).size).toBeGreaterThan(3)
    expect(new Set(first.map((car) => car.brandSlug)).size).toBe(catalogueBrands.length)
  })
})
