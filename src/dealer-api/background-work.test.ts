import { eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { placeOrderSchema } from '../contract/orders'
import { createOrder } from '../domain/orders'
import { describeOnEngines } from '../server/db/describe-on-engines'
import { cars, orders } from '../server/db/schema'
import { housekeeping } from './background-work'

describeOnEngines('housekeeping', ({ db }) => {
  it('deletes an order never verified within a day, with its personal data', async () => {
    const [car] = await db().select({ id: cars.id }).from(cars).limit(1)
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000)
    const input = placeOrderSchema.parse({
      type: 'individual',
      purchaseType: 'cash',
      name: 'Old',
      mobile: '0551239876',
      email: 'old@example.com',
      carId: car!.id,
      city: 'riyadh',
    })
    const placed = await db().transaction((tx) => createOrder(tx, input, { address: '192.0.2.1', locale: 'ar' }, twoDaysAgo))
    if ('refused' in placed) throw new Error(placed.refused)
    await housekeeping(db())
    expect(await db().select().from(orders).where(eq(orders.reference, placed.reference))).toEqual([])
  })
})
