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
  type InventoryRefusal,
} from '../../domain/inventory'
import { csvAttachment } from '../../domain/csv-attachment'
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
    throw new ApiError(400, 'validation_failed', apiMessages.validationFailed, {
      [`lines.${result.line}.${result.field}`]: [fieldMessages[result.key]],
    })
  }),
]
