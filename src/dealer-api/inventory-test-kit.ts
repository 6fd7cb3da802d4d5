/**
 * Test code only: a car as the inventory API takes it, under a brand and model of the test's own
 * (names no other test uses), for the inventory routes' tests.
 */
import type { StaffCaller, StaffCallOptions } from './staff-test-kit'

let names = 0
/** `base` with a suffix no other name of this run has. */
export const uniqueName = (base: string) => `${base} ${Date.now().toString(36)}${(names += 1)}`

const noLines = <G extends string>(list: readonly G[]) => Object.fromEntries(list.map((g) => [g, { ar: [], en: [] }]))

/** A plain petrol sedan of `modelId` at `priceSar`, one colour, no features or specifications. */
export function testCarBody(modelId: number, priceSar: number) {
  return {
    modelId,
    trimAr: 'القياسية',
    trimEn: 'Standard',
    year: 2026,
    bodyType: 'sedan',
    fuelType: 'petrol',
    transmission: 'automatic',
    engineAr: '1.6 لتر',
    engineEn: '1.6L',
    seats: 5,
    priceSar,
    competitivePriceSar: null,
    featured: false,
    descriptionAr: 'سيارة.',
    descriptionEn: 'A car.',
    colors: [{ nameAr: 'أبيض', nameEn: 'White', hex: '#FFFFFF' }],
    features: noLines(['exterior', 'comfort', 'safety']),
    specs: noLines(['engine', 'transmission', 'measurements', 'chassis']),
  }
}

type Call = (method: string, path: string, options?: StaffCallOptions) => Promise<Response>

/** A new brand with a new model, made by `editor` through the API; the model's id. */
export async function testModel(call: Call, editor: StaffCaller): Promise<number> {
  const made = async (path: string, body: object) =>
    ((await (await call('POST', path, { token: editor.token, body })).json()) as { id: number }).id
  const brandId = await made('/staff/inventory/brands', { nameAr: 'نجم', nameEn: uniqueName('Nova') })
  return made('/staff/inventory/models', { brandId, nameAr: 'فجر', nameEn: uniqueName('Dawn') })
}
