import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { InventoryStatus, StockLineStatus } from '../../contract/values'

/** A car's status in the inventory list and editor (decision 0077). */
export const inventoryStatusLabels: Record<InventoryStatus, MessageDescriptor> = {
  in_stock: msg({ message: 'In stock', comment: 'Car availability: available now from stock' }),
  limited: msg({ message: 'Limited stock', comment: 'Car availability: only a few left in stock' }),
  on_order: msg({ message: 'On order', comment: 'Car availability: not in stock, delivered after ordering from the maker' }),
  sold_out: msg({ message: 'Sold out', comment: 'Staff inventory: status of a car whose every unit is sold; it is off the market' }),
  retired: msg({ message: 'Retired', comment: 'Staff inventory: status of a car staff took off the market for good' }),
}

/** Where one stock line stands. */
export const stockLineLabels: Record<StockLineStatus, MessageDescriptor> = {
  available: msg({ message: 'Available', comment: 'Staff inventory: stock line status, cars ready to sell at the branch' }),
  reserved: msg({ message: 'Reserved', comment: 'Staff inventory: stock line status, cars held for a buyer' }),
  in_transit: msg({ message: 'In transit', comment: 'Staff inventory: stock line status, cars on their way to the branch' }),
  sold: msg({ message: 'Sold', comment: 'Staff inventory: stock line status, cars already sold' }),
}

/** Tailwind classes of each status's badge: on the market in the brand's colours, off it in grey or red. */
export const inventoryStatusTone: Record<InventoryStatus, string> = {
  in_stock: 'bg-brand-50 text-brand-800',
  limited: 'bg-accent-50 text-accent-600',
  on_order: 'bg-surface text-ink',
  sold_out: 'bg-danger/10 text-danger',
  retired: 'bg-line text-ink-soft',
}
