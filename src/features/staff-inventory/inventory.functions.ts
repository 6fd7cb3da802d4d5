import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { idempotencyKeySchema, idSchema, withLocale } from '../../contract/common'
import {
  brandCreateSchema,
  bulkPriceEditSchema,
  carEditSchema,
  modelCreateSchema,
  retireEditSchema,
  stockEditSchema,
} from '../../contract/inventory'
import {
  changeModelPricesOperation,
  createBrandOperation,
  createCarOperation,
  createModelOperation,
  getInventoryCarOperation,
  importInventoryOperation,
  inventoryChoicesOperation,
  listInventoryInputSchema,
  listInventoryOperation,
  setCarRetiredOperation,
  setCarStockOperation,
  updateCarOperation,
} from '../../contract/inventory-api'
import { callAsStaff } from '../staff/staff-api.server'

/** A page of the inventory with what its filters choose from (decision 0077). */
export const fetchInventory = createServerFn({ method: 'GET' })
  .validator(z.object({ ...withLocale, query: listInventoryInputSchema }))
  .handler(async ({ data: { locale, query } }) => {
    const [page, choices] = await Promise.all([
      callAsStaff(listInventoryOperation, { locale, query }),
      callAsStaff(inventoryChoicesOperation, { locale }),
    ])
    return { page, choices }
  })

/** What the editor chooses from, and the car when one is being changed. */
export const fetchInventoryCar = createServerFn({ method: 'GET' })
  .validator(z.object({ ...withLocale, id: idSchema.optional() }))
  .handler(async ({ data: { locale, id } }) => {
    const [car, choices] = await Promise.all([
      id === undefined ? null : callAsStaff(getInventoryCarOperation, { locale, params: { id } }),
      callAsStaff(inventoryChoicesOperation, { locale }),
    ])
    return { car, choices }
  })

/** Creates a car (the key makes a double submit create it once). */
export const createInventoryCar = createServerFn({ method: 'POST' })
  .validator(z.object({ ...withLocale, idempotencyKey: idempotencyKeySchema, edit: carEditSchema }))
  .handler(({ data: { locale, idempotencyKey, edit } }) => callAsStaff(createCarOperation, { locale, body: edit, idempotencyKey }))

export const saveInventoryCar = createServerFn({ method: 'POST' })
  .validator(z.object({ ...withLocale, id: idSchema, edit: carEditSchema }))
  .handler(({ data: { locale, id, edit } }) => callAsStaff(updateCarOperation, { locale, params: { id }, body: edit }))

export const saveCarStock = createServerFn({ method: 'POST' })
  .validator(z.object({ ...withLocale, id: idSchema, edit: stockEditSchema }))
  .handler(({ data: { locale, id, edit } }) => callAsStaff(setCarStockOperation, { locale, params: { id }, body: edit }))

export const setInventoryCarRetired = createServerFn({ method: 'POST' })
  .validator(z.object({ ...withLocale, id: idSchema, edit: retireEditSchema }))
  .handler(({ data: { locale, id, edit } }) => callAsStaff(setCarRetiredOperation, { locale, params: { id }, body: edit }))

export const createInventoryBrand = createServerFn({ method: 'POST' })
  .validator(z.object({ ...withLocale, idempotencyKey: idempotencyKeySchema, edit: brandCreateSchema }))
  .handler(({ data: { locale, idempotencyKey, edit } }) => callAsStaff(createBrandOperation, { locale, body: edit, idempotencyKey }))

export const createInventoryModel = createServerFn({ method: 'POST' })
  .validator(z.object({ ...withLocale, idempotencyKey: idempotencyKeySchema, edit: modelCreateSchema }))
  .handler(({ data: { locale, idempotencyKey, edit } }) => callAsStaff(createModelOperation, { locale, body: edit, idempotencyKey }))

/** A price change by percent for every car of a model: previewed first (nothing written), then applied. */
export const changeInventoryModelPrices = createServerFn({ method: 'POST' })
  .validator(z.object({ ...withLocale, edit: bulkPriceEditSchema }))
  .handler(({ data: { locale, edit } }) => callAsStaff(changeModelPricesOperation, { locale, body: edit }))

/** Imports an inventory CSV as the export writes it: all of it, or nothing and every wrong line (the first 50). */
export const importInventoryCsv = createServerFn({ method: 'POST' })
  .validator(z.object({ ...withLocale, csv: z.string().max(5_000_000) }))
  .handler(({ data: { locale, csv } }) => callAsStaff(importInventoryOperation, { locale, body: { csv } }))
