/**
 * The demo's stock lines (decision 0077): units of a car's colours standing at the dealer's
 * showrooms, consistent with each car's public stock status, so the demo shows what a stocked
 * dealer shows (the reserve button, the test drive's branches that hold the car). Deterministic:
 * the same cars and branches give the same lines.
 *
 * - in stock: 2 + 2 available units (its first two colours) at two showrooms: 4, at least
 *   `inStockFromUnits`;
 * - limited: 1 available unit at one showroom;
 * - on order: every other one has 1 unit in transit to a showroom, the rest no line (the dealer
 *   orders one for the buyer).
 */
import type { StockStatus } from '../../../contract/catalogue.ts'
import type { StockLineStatus } from '../../../contract/values.ts'

export type DemoStockCar = { carId: number; stockStatus: StockStatus; colorIds: readonly number[] }
export type DemoStockLine = { carId: number; branchId: number; colorId: number; status: StockLineStatus; count: number }

export function demoStockLines(cars: readonly DemoStockCar[], showroomIds: readonly number[]): DemoStockLine[] {
  if (showroomIds.length === 0) return []
  const showroom = (index: number) => showroomIds[index % showroomIds.length]!
  return cars.flatMap((car, index): DemoStockLine[] => {
    const [first, second = first] = car.colorIds
    if (first === undefined) return []
    switch (car.stockStatus) {
      case 'in_stock': {
        const here = showroom(index)
        const there = showroomIds.length > 1 ? showroom(index + 1) : here
        // One line per branch, colour and status: the same colour at the same branch adds up.
        if (here === there && first === second) return [{ carId: car.carId, branchId: here, colorId: first, status: 'available', count: 4 }]
        return [
          { carId: car.carId, branchId: here, colorId: first, status: 'available', count: 2 },
          { carId: car.carId, branchId: there, colorId: second!, status: 'available', count: 2 },
        ]
      }
      case 'limited':
        return [{ carId: car.carId, branchId: showroom(index), colorId: first, status: 'available', count: 1 }]
      case 'on_order':
        return index % 2 === 0 ? [{ carId: car.carId, branchId: showroom(index), colorId: first, status: 'in_transit', count: 1 }] : []
    }
  })
}
