import { eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { placeOrderSchema } from '../contract/orders'
import { createOrder } from '../domain/orders'
import { describeOnEngines } from '../server/db/describe-on-engines'
import { cars, orders, orderStatusHistory } from '../server/db/schema'
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

  it('erases the credit answers of a finance order completed more than 90 days ago', async () => {
    const [car] = await db().select({ id: cars.id }).from(cars).limit(1)
    const day = 24 * 60 * 60 * 1000
    const [row] = await db()
      .insert(orders)
      .values({
        reference: 'HK000-00001',
        type: 'individual',
        status: 'completed',
        locale: 'ar',
        carId: car!.id,
        carTitle: { ar: 'سيارة', en: 'A car' },
        purchaseType: 'finance',
        contactName: 'Old buyer',
        mobile: '+966551239877',
        email: 'buyer@example.com',
        city: 'jeddah',
        bank: 'al-rajhi-bank',
        finance: {
          workSector: 'private',
          salary: 12000,
          monthlyCommitments: 0,
          downPayment: 20000,
          installmentMonths: 48,
          hasMortgage: false,
          hasPaymentDelays: true,
          licenceStatus: 'valid',
        },
        creditConsentAt: new Date(Date.now() - 120 * day),
        createdAt: new Date(Date.now() - 120 * day),
        verifiedAt: new Date(Date.now() - 120 * day),
      })
      .returning({ id: orders.id })
    await db()
      .insert(orderStatusHistory)
      .values([
        { orderId: row!.id, status: 'received', at: new Date(Date.now() - 120 * day) },
        { orderId: row!.id, status: 'completed', at: new Date(Date.now() - 91 * day) },
      ])
    await housekeeping(db())
    const [kept] = await db().select().from(orders).where(eq(orders.id, row!.id))
    expect(kept).toMatchObject({ finance: null, bank: 'al-rajhi-bank', contactName: 'Old buyer', creditErasedAt: expect.any(Date) })
  })
})
