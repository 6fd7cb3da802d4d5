/** The dealer's inventory in the dealer API (see ./operation.ts, ./inventory.ts and decision 0077). */
import { z } from 'zod'
import { idSchema, pageSchema } from './common'
import {
  brandCreateSchema,
  bulkPriceEditSchema,
  bulkPriceResultSchema,
  carEditSchema,
  createdNameSchema,
  inventoryCarSchema,
  inventoryChoicesSchema,
  inventoryPageSchema,
  modelCreateSchema,
  retireEditSchema,
  stockEditSchema,
} from './inventory'
import { fileAnswerSchema } from './file-answer'
import { defineOperation } from './operation'
import { inventoryStatuses } from './values'

export const listInventoryInputSchema = z.object({
  q: z
    .string()
    .trim()
    .max(100)
    .optional()
    .meta({ description: 'Brand, model and trim names in both languages and the year, found as the market finds them.' }),
  brand: idSchema.optional().meta({ description: 'Only cars of this brand (its id).' }),
  model: idSchema.optional().meta({ description: 'Only cars of this model (its id).' }),
  status: z
    .enum(inventoryStatuses)
    .optional()
    .meta({ description: 'Only cars in this status: on the market with a stock status, or `sold_out` or `retired`.' }),
  branch: idSchema.optional().meta({ description: 'Only cars with a stock line at this branch (its id).' }),
  page: pageSchema.default(1).meta({ description: 'The page, 25 cars each.' }),
})
export type ListInventoryInput = z.input<typeof listInventoryInputSchema>

const carIdParams = z.object({ id: idSchema })

const carEditDescription = [
  'The whole car: `modelId` (its brand follows), trim, year, body, fuel, transmission, engine and seats, `priceSar`',
  '(riyals, VAT included) and `competitivePriceSar` (null: none), descriptions, colours (an existing colour by its `id`',
  'keeps its photos and stock; a colour left out is removed, refused while it has photos or stock), and per feature and',
  'specification group a list in each language, item n of `ar` being item n of `en` (a specification line is',
  '`label: value`). Mistakes are field errors. The search text and advertised instalment are made from it; a price',
  'change is kept in the price history with who made it. Audited; the market, car pages, offers and sitemap follow',
  'within a second.',
].join(' ')

export const listInventoryOperation = defineOperation({
  method: 'get',
  path: '/staff/inventory/cars',
  operationId: 'listInventory',
  summary: 'The inventory: every car, retired and sold out included, searched and filtered, 25 a page',
  description:
    '`status` is the public stock status of a car on the market (`in_stock`, `limited`, `on_order`), or `sold_out` (every unit of its stock lines sold) or `retired`; both of these are off the market.',
  tag: 'staff',
  query: listInventoryInputSchema,
  response: inventoryPageSchema,
  staff: 'inventory',
})

export const inventoryChoicesOperation = defineOperation({
  method: 'get',
  path: '/staff/inventory/choices',
  operationId: 'inventoryChoices',
  summary: 'Brands with their models, and branches: what the inventory filters and the car editor choose from',
  tag: 'staff',
  response: inventoryChoicesSchema,
  staff: 'inventory',
})

export const getInventoryCarOperation = defineOperation({
  method: 'get',
  path: '/staff/inventory/cars/:id',
  operationId: 'getInventoryCar',
  summary: 'One car as the editor opens it, with its stock lines and price history (newest first)',
  tag: 'staff',
  params: carIdParams,
  response: inventoryCarSchema,
  canBeNotFound: true,
  staff: 'inventory',
})

export const createCarOperation = defineOperation({
  method: 'post',
  path: '/staff/inventory/cars',
  operationId: 'createCar',
  summary: 'Add a car to the inventory (it is on the market at once, "on order" until it has stock)',
  description: carEditDescription,
  tag: 'staff',
  body: carEditSchema,
  response: inventoryCarSchema,
  idempotency: 'optional',
  staff: 'content',
})

export const updateCarOperation = defineOperation({
  method: 'put',
  path: '/staff/inventory/cars/:id',
  operationId: 'updateCar',
  summary: 'Change a car whole',
  description: carEditDescription,
  tag: 'staff',
  params: carIdParams,
  body: carEditSchema,
  response: inventoryCarSchema,
  successStatus: 200,
  canBeNotFound: true,
  staff: 'content',
})

export const setCarStockOperation = defineOperation({
  method: 'put',
  path: '/staff/inventory/cars/:id/stock',
  operationId: 'setCarStock',
  summary: 'Replace a car’s stock lines (count per branch, colour and status)',
  description: [
    'Each branch, colour (of this car) and status at most once, 1–999 cars. The car’s public stock status follows:',
    '`in_stock` from 3 available, `limited` from 1, else `on_order`; when it has lines and every unit is `sold` it leaves',
    'the market and its page answers 410 with similar cars. Audited as `car.stock_set`.',
  ].join(' '),
  tag: 'staff',
  params: carIdParams,
  body: stockEditSchema,
  response: inventoryCarSchema,
  successStatus: 200,
  canBeNotFound: true,
  staff: 'content',
})

export const setCarRetiredOperation = defineOperation({
  method: 'put',
  path: '/staff/inventory/cars/:id/retired',
  operationId: 'setCarRetired',
  summary: 'Retire a car (it leaves the market, its page answers 410) or bring it back',
  description: 'Never a delete: orders, price history and the audit keep pointing at the car. Audited as `car.retired` or `car.unretired`.',
  tag: 'staff',
  params: carIdParams,
  body: retireEditSchema,
  response: inventoryCarSchema,
  successStatus: 200,
  canBeNotFound: true,
  staff: 'content',
})

export const createBrandOperation = defineOperation({
  method: 'post',
  path: '/staff/inventory/brands',
  operationId: 'createBrand',
  summary: 'Add a brand; its slug is made from the English name',
  tag: 'staff',
  body: brandCreateSchema,
  response: createdNameSchema,
  idempotency: 'optional',
  staff: 'content',
})

export const createModelOperation = defineOperation({
  method: 'post',
  path: '/staff/inventory/models',
  operationId: 'createModel',
  summary: 'Add a model to a brand; its slug is made from the English name',
  tag: 'staff',
  body: modelCreateSchema,
  response: createdNameSchema,
  idempotency: 'optional',
  staff: 'content',
})

export const changeModelPricesOperation = defineOperation({
  method: 'post',
  path: '/staff/inventory/price-changes',
  operationId: 'changeModelPrices',
  summary: 'Change the price of every car of a model by a whole percent (−50 to 50, not 0)',
  description: [
    'New prices are rounded to whole riyals (half a riyal up). `onlyActive` (default true) leaves retired cars alone.',
    'With `preview: true` nothing is written and the answer says how many cars would change and the range of new prices.',
    'Otherwise every change is kept in its car’s price history and audited as `car.price_changed`, all in one',
    'transaction; the market, car pages and offers follow within a second. A new price of zero or less, or above the',
    'largest price, refuses the whole change as a field error on `percent`.',
  ].join(' '),
  tag: 'staff',
  body: bulkPriceEditSchema,
  response: bulkPriceResultSchema,
  successStatus: 200,
  staff: 'content',
})

export const exportInventoryOperation = defineOperation({
  method: 'get',
  path: '/staff/inventory/export',
  operationId: 'exportInventory',
  summary: 'The whole inventory as CSV, one row per car',
  description: [
    "Columns: `id`, then every field of a car's edit under its API name, in both languages; `colors`, `features` and `specs`",
    'are JSON. Audited as `inventory.exported`.',
  ].join(' '),
  tag: 'staff',
  response: fileAnswerSchema,
  download: { mediaTypes: ['text/csv'] },
  staff: 'content',
})

export const importInventoryOperation = defineOperation({
  method: 'post',
  path: '/staff/inventory/import',
  operationId: 'importInventory',
  summary: 'Import an inventory CSV (as the export writes it): rows with an id change that car, rows without create one',
  description: [
    '`csv` is the file’s text. Every line is checked as `updateCar` checks its body; a row equal to its car is left alone.',
    'All or nothing, in one transaction: a malformed file or any invalid line answers 400 and imports nothing. Every',
    'line is checked: each wrong cell is a field error named `lines.<line>.<field>` (the file line from 1; `file` for',
    'the line’s or the file’s own shape), the first 50 of them, and `lines` says how many there are when more.',
  ].join(' '),
  tag: 'staff',
  body: z.object({ csv: z.string().max(5_000_000) }),
  response: z.object({ created: z.number(), updated: z.number(), unchanged: z.number() }),
  successStatus: 200,
  staff: 'content',
})
