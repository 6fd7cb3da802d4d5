import {
  changeModelPricesOperation,
  createBrandOperation,
  createCarOperation,
  createModelOperation,
  exportInventoryOperation,
  importInventoryOperation,
  getInventoryCarOperation,
  inventoryChoicesOperation,
  listInventoryOperation,
  setCarRetiredOperation,
  setCarStockOperation,
  updateCarOperation,
} from '../../contract/inventory-api'
import {
  addBrand,
  addModel,
  changeModelPrices,
  createCar,
  getInventoryCar,
  importInventoryCsv,
  inventoryCsv,
  inventoryChoices,
  listInventory,
  setRetired,
  setStock,
  updateCar,
  type CsvImportRefusal,
  type InventoryRefusal,
} from '../../domain/inventory'
import { csvAttachment } from '../../domain/csv-attachment'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { ApiError, apiMessages } from '../../lib/api-error'
import { fieldMessages } from '../../lib/field-messages'
import { implement, notFound, staffOf, type RouteDefinition } from '../route-kit'

/** A refusal of the inventory's domain as the API answers it: 404, or 400 with each field's sentence. */
function answer<T extends object>(result: T | InventoryRefusal): T {
  if (!('refused' in result)) return result as T
  if (result.refused === 'not_found') notFound()
  const fields = Object.fromEntries(Object.entries(result.fields).map(([field, key]) => [field, [fieldMessages[key]]]))
  throw new ApiError(400, 'validation_failed', apiMessages.validationFailed, fields)
}

/**
 * A refused import as a 400: one field error `lines.<line>.<field>` per listed problem and, when the
 * list was cut, `lines` saying how many there are in all (decision 0077).
 */
function csvRefusalError(refusal: CsvImportRefusal): ApiError {
  const fields: Record<string, MessageDescriptor[]> = Object.create(null)
  for (const problem of refusal.problems) (fields[`lines.${problem.line}.${problem.field}`] ??= []).push(fieldMessages[problem.key])
  if (refusal.total > refusal.problems.length) {
    const listed = refusal.problems.length
    const total = refusal.total
    fields.lines = [
      msg({
        message: `The file has ${total} mistakes; the first ${listed} are listed. Nothing was imported.`,
        comment: 'Staff inventory CSV import refused: more wrong cells than are listed; both figures are counts',
      }),
    ]
  }
  return new ApiError(400, 'validation_failed', apiMessages.validationFailed, fields)
}

/** The dealer's inventory (decision 0077): sales read it, editors and admins change it. */
export const inventoryRoutes: RouteDefinition[] = [
  implement(listInventoryOperation, async ({ db, query, locale }) => listInventory(await db(), query, locale)),
  implement(inventoryChoicesOperation, async ({ db, locale }) => inventoryChoices(await db(), locale)),
  implement(
    getInventoryCarOperation,
    async ({ db, params, locale }) => (await getInventoryCar(await db(), params.id, locale)) ?? notFound(),
  ),
  implement(createCarOperation, async (context) =>
    answer(await createCar(await context.db(), staffOf(context), context.body, context.locale)),
  ),
  implement(updateCarOperation, async (context) =>
    answer(await updateCar(await context.db(), staffOf(context), context.params.id, context.body, context.locale)),
  ),
  implement(setCarStockOperation, async (context) =>
    answer(await setStock(await context.db(), staffOf(context), context.params.id, context.body, context.locale)),
  ),
  implement(setCarRetiredOperation, async (context) =>
    answer(await setRetired(await context.db(), staffOf(context), context.params.id, context.body.retired, context.locale)),
  ),
  implement(createBrandOperation, async (context) => addBrand(await context.db(), staffOf(context), context.body)),
  implement(createModelOperation, async (context) => {
    const created = await addModel(await context.db(), staffOf(context), context.body)
    if (created) return created
    throw new ApiError(400, 'validation_failed', apiMessages.validationFailed, { brandId: [fieldMessages.choice] })
  }),
  implement(changeModelPricesOperation, async (context) =>
    answer(await changeModelPrices(await context.db(), staffOf(context), context.body)),
  ),
  implement(exportInventoryOperation, async (context) => {
    const db = await context.db()
    return csvAttachment(await inventoryCsv(db, staffOf(context)), 'inventory', new Date())
  }),
  implement(importInventoryOperation, async (context) => {
    const result = await importInventoryCsv(await context.db(), staffOf(context), context.body.csv)
    if (!('refused' in result)) return result
    throw csvRefusalError(result)
  }),
]
