/** The orders API run as two server processes on one PostgreSQL database: limits and repeats hold across them. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type DbHandle } from '../../server/db/connection.server'
import { cars, orders, orderVerificationCodes } from '../../server/db/schema'
import { createScratchPostgresDatabase, testDatabaseUrl, type ScratchDatabase } from '../../server/db/testing.server'
import { eq, inArray, sql } from 'drizzle-orm'
import { createDealerApiApp } from '../app'
import { issueCsrfToken } from '../csrf'
import { orderRoutes } from './orders'
import { orderPolicy } from '../../domain/order-policy'

const postgresUrl = testDatabaseUrl()
const secret = 'the-secret-of-the-two-processes-test-01'
const token = issueCsrfToken(secret)

describe.skipIf(!postgresUrl)('orders API in two processes on one PostgreSQL database', () => {
  let scratch: ScratchDatabase
  const handles: DbHandle[] = []
  const sent: { to: string; text: string }[] = []
  let carId = 0

  beforeAll(async () => {
    scratch = await createScratchPostgresDatabase(postgresUrl as string, 'orders2p')
    // The first process migrates and seeds; the second opens the same database as a second server would.
    handles.push(await openDatabase({ engine: 'postgres', url: scratch.url, maxConnections: 8 }, { seed: 'if-empty' }))
    handles.push(await openDatabase({ engine: 'postgres', url: scratch.url, maxConnections: 8 }, { seed: 'if-empty' }))
    const [car] = await handles[0]!.db.select({ id: cars.id }).from(cars).limit(1)
    carId = car!.id
  }, 60_000)
  afterAll(async () => {
    for (const handle of handles) await handle.close()
    await scratch?.drop()
  })

  const apps = () =>
    handles.map((handle) =>
      createDealerApiApp(
        orderRoutes({
          sendSms: async (message) => void sent.push(message),
          codeSecret: async () => 'shared-code-secret',
          afterVerified: () => {},
        }),
        { database: async () => handle, csrfSecret: async () => secret },
      ),
    )

  const post = (app: ReturnType<typeof apps>[number], body: unknown, key: string, clientAddress: string) =>
    app.fetch(
      new Request('http://api.test/api/orders', {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'Content-Type': 'application/json', Cookie: `XSRF-TOKEN=${token}`, 'X-XSRF-TOKEN': token, 'Idempotency-Key': key },
      }),
      { clientAddress },
    )

  const postTo = (app: ReturnType<typeof apps>[number], path: string, body: unknown, clientAddress: string) =>
    app.fetch(
      new Request(`http://api.test/api/orders${path}`, {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'Content-Type': 'application/json', Cookie: `XSRF-TOKEN=${token}`, 'X-XSRF-TOKEN': token },
      }),
      { clientAddress },
    )

  const order = (mobile: string) => ({
    type: 'individual',
    purchaseType: 'cash',
    name: 'Reem',
    mobile,
    email: 'reem@example.com',
    carId,
    city: 'jeddah',
  })

  it('sends at most five codes to one mobile in an hour, whichever process takes the orders', async () => {
    const [a, b] = apps()
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        post(index % 2 === 0 ? a! : b!, order('0557770000'), crypto.randomUUID(), `192.0.2.${index + 1}`),
      ),
    )
    const statuses = answers.map((answer) => answer.status).sort()
    expect(statuses.filter((status) => status === 202)).toHaveLength(orderPolicy.codesPerMobilePerHour)
    expect(statuses.filter((status) => status === 429)).toHaveLength(10 - orderPolicy.codesPerMobilePerHour)
    expect(sent.filter((message) => message.to === '+966557770000')).toHaveLength(orderPolicy.codesPerMobilePerHour)
  })

  it('five wrong codes sent at once to both processes lock the order; the right one then finds it locked', async () => {
    const [a, b] = apps()
    const placed = await post(a!, order('0556650000'), crypto.randomUUID(), '192.0.2.70')
    const { reference } = (await placed.json()) as { reference: string }
    const code = /\b(\d{6})\b/.exec(sent.filter((message) => message.to === '+966556650000').at(-1)!.text)![1]!
    const wrong = (index: number) => String((Number(code) + 1 + index) % 1_000_000).padStart(6, '0')
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        postTo(
          index % 2 === 0 ? a! : b!,
          `/${reference}/verification`,
          { code: wrong(index), mobile: '0556650000' },
          `192.0.2.${100 + index}`,
        ),
      ),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 422)).toHaveLength(orderPolicy.maxFailedAttempts - 1)
    expect(statuses.filter((status) => status === 423)).toHaveLength(20 - (orderPolicy.maxFailedAttempts - 1))
    expect((await postTo(a!, `/${reference}/verification`, { code, mobile: '0556650000' }, '192.0.2.99')).status).toBe(423)
  })

  it('twenty copies of one submission across both processes answer alike and use up one of the mobile’s codes', async () => {
    const [a, b] = apps()
    const key = crypto.randomUUID()
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => post(index % 2 === 0 ? a! : b!, order('0556660000'), key, '192.0.2.60')),
    )
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 20 }, () => 202))
    const references = new Set(await Promise.all(answers.map(async (answer) => ((await answer.json()) as { reference: string }).reference)))
    expect(references.size).toBe(1)
    expect(sent.filter((message) => message.to === '+966556660000')).toHaveLength(1)
    // Another order for the same mobile still gets its code.
    expect((await post(a!, order('0556660000'), crypto.randomUUID(), '192.0.2.61')).status).toBe(202)
  })

  it('resends racing the verification that succeeds answer 409 or their code, never 500', async () => {
    const [a, b] = apps()
    const placed = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        post(a!, order(`05566400${String(index).padStart(2, '0')}`), crypto.randomUUID(), '192.0.2.80'),
      ),
    )
    const references = await Promise.all(placed.map(async (answer) => ((await answer.json()) as { reference: string }).reference))
    const codes = references.map((_, index) => {
      const mobile = `+96655664000${index}`
      return /\b(\d{6})\b/.exec(sent.filter((message) => message.to === mobile).at(-1)!.text)![1]!
    })
    // The resend cooldown is over for all of them.
    const ids = await handles[0]!.db.select({ id: orders.id }).from(orders).where(inArray(orders.reference, references))
    await handles[0]!.db
      .update(orderVerificationCodes)
      .set({ resendAvailableAt: sql`now() - interval '1 minute'` })
      .where(
        inArray(
          orderVerificationCodes.orderId,
          ids.map((row) => row.id),
        ),
      )
    const answers = await Promise.all(
      references.flatMap((reference, index) => [
        postTo(a!, `/${reference}/verification`, { code: codes[index], mobile: `+96655664000${index}` }, '192.0.2.81'),
        ...Array.from({ length: 5 }, (_, copy) =>
          postTo(copy % 2 === 0 ? b! : a!, `/${reference}/verification/resend`, { mobile: `+96655664000${index}` }, '192.0.2.82'),
        ),
      ]),
    )
    expect(answers.filter((answer) => answer.status >= 500).map((answer) => answer.status)).toEqual([])
  })

  it('places one order when the same submission reaches both processes at once', async () => {
    const [a, b] = apps()
    const key = crypto.randomUUID()
    const [one, two] = await Promise.all([
      post(a!, order('0558880000'), key, '192.0.2.50'),
      post(b!, order('0558880000'), key, '192.0.2.50'),
    ])
    expect([one.status, two.status]).toEqual([202, 202])
    const [first, second] = (await Promise.all([one.json(), two.json()])) as { reference: string }[]
    expect(first!.reference).toBe(second!.reference)
    expect(await handles[0]!.db.select({ id: orders.id }).from(orders).where(eq(orders.mobile, '+966558880000'))).toHaveLength(1)
    expect(sent.filter((message) => message.to === '+966558880000')).toHaveLength(1)
  })
})
