/** Test code only: the payment sandbox as a buyer and the server meet it, and a car with stock to reserve. */
import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { appConfig } from '../../app.config'
import { branches, carColors, cars, carStock } from '../server/db/schema'
import type { Db } from '../server/db/types'
import { createPaymentClient, type PaymentClient } from '../server/payments/moyasar-client.server'
import type { MoyasarSandbox } from '../server/payments/moyasar-sandbox'

export function sandboxClient(sandbox: MoyasarSandbox): PaymentClient {
  return createPaymentClient({
    apiUrl: `http://shop.test${appConfig.payments.sandboxPath}`,
    secretKey: 'sk_test_reservations',
    publishableKey: 'pk_test_reservations',
    fetch: (request) => sandbox.fetch(request),
    sandbox: true,
  })
}

/** What the buyer's browser does with the card: a token at the gateway, with the publishable key. */
export async function cardToken(sandbox: MoyasarSandbox, number: string): Promise<string> {
  const answer = await sandbox.fetch(
    new Request(`http://shop.test${appConfig.payments.sandboxPath}/v1/tokens`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Basic ${btoa('pk_test_reservations:')}` },
      body: JSON.stringify({ name: 'Huda Alharbi', number, cvc: '123', month: '12', year: String(new Date().getFullYear() + 2) }),
    }),
  )
  expect(answer.status).toBe(201)
  return ((await answer.json()) as { id: string }).id
}

/** The buyer completes the bank's 3-D Secure page; answers the payment id Moyasar hands back. */
export async function completeThreeDSecure(sandbox: MoyasarSandbox, url: string): Promise<{ id: string; status: string }> {
  const answer = await sandbox.fetch(new Request(url, { method: 'POST' }))
  expect(answer.status).toBe(302)
  const back = new URL(answer.headers.get('location')!)
  return { id: back.searchParams.get('id')!, status: back.searchParams.get('status')! }
}

/** A car of the demo catalogue given `count` available units at one branch in one colour. */
export async function carWithStock(db: Db, count = 1, skip = 0): Promise<{ carId: number; colorId: number; branchId: number }> {
  const [car] = await db
    .select({ carId: cars.id, colorId: carColors.id })
    .from(cars)
    .innerJoin(carColors, eq(carColors.carId, cars.id))
    .orderBy(cars.id)
    .limit(1)
    .offset(skip)
  const [branch] = await db.select({ id: branches.id }).from(branches).limit(1)
  await db.delete(carStock).where(eq(carStock.carId, car!.carId))
  await db.insert(carStock).values({ carId: car!.carId, colorId: car!.colorId, branchId: branch!.id, status: 'available', count })
  return { carId: car!.carId, colorId: car!.colorId, branchId: branch!.id }
}
