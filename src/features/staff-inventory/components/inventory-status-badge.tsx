import { useLingui } from '@lingui/react/macro'
import type { InventoryStatus } from '../../../contract/values'
import { inventoryStatusLabels, inventoryStatusTone } from '../inventory-labels'

/** A car's status in the inventory: on the market (in stock, limited, on order) or off it (sold out, retired). */
export function InventoryStatusBadge({ status }: { status: InventoryStatus }) {
  const { i18n } = useLingui()
  return (
    <span className={`inline-block rounded-full px-3 py-1 text-sm font-bold ${inventoryStatusTone[status]}`} data-testid="inventory-status">
      {i18n._(inventoryStatusLabels[status])}
    </span>
  )
}
