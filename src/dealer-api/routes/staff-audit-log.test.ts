/**
 * The audit log admins read (decision 0088): failed sign-ins and every view of an order's credit
 * data are rows, found by person, action, record and day; the CSV holds the same rows, formula
 * guarded; nobody but an admin reads either, and no row holds a password or the credit data.
 */
import { beforeAll, expect, it } from 'vitest'
import type { AuditLogPage } from '../../contract/staff-audit-log'
import { recordStaffAction } from '../../domain/staff-audit'
import { parseCsv } from '../../lib/csv'
import { describeOnEngines } from '../../server/db/describe-on-engines'
import { cars, orders } from '../../server/db/schema'
import { staffTestApi } from '../staff-test-kit'
import { staffAuditLogRoutes } from './staff-audit-log'
import { staffOrderRoutes } from './staff-orders'
import { staffSessionRoutes } from './staff-session'

/** Today and tomorrow in Saudi time (UTC+3 all year), as the filters take them. */
const saudiDay = (offsetDays = 0) => new Date(Date.now() + 3 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10)

describeOnEngines('staff audit log', ({ handle }) => {
  const { staffMember, call } = staffTestApi(
    [...staffSessionRoutes, ...staffOrderRoutes({ afterChange: () => {} }), ...staffAuditLogRoutes],
    handle,
  )
  const salary = 48_731
  let reference = ''
  beforeAll(async () => {
    const [car] = await handle().db.select({ id: cars.id }).from(cars).limit(1)
    reference = `A${crypto.randomUUID().replace(/-/g, '').slice(0, 4).toUpperCase()}-AXD17`
    await handle()
      .db.insert(orders)
      .values({
        reference,
        type: 'individual',
        status: 'received',
        locale: 'ar',
        carId: car!.id,
        carTitle: { ar: 'تويوتا كامري', en: 'Toyota Camry' },
        purchaseType: 'finance',
        contactName: 'Noura Alqahtani',
        mobile: '+966551234567',
        email: 'noura@example.com',
        city: 'riyadh',
        bank: 'al-rajhi-bank',
        finance: {
          workSector: 'government',
          salary,
          monthlyCommitments: 2000,
          downPayment: 10000,
          installmentMonths: 60,
          hasMortgage: false,
          hasPaymentDelays: true,
          licenceStatus: 'valid',
        },
        creditConsentAt: new Date(),
        verifiedAt: new Date(),
      })
  })

  const find = async (token: string, query: Record<string, string>) => {
    const answer = await call('GET', `/staff/audit-log?${new URLSearchParams(query)}`, { token })
    expect(answer.status, await answer.clone().text()).toBe(200)
    return (await answer.json()) as AuditLogPage
  }

  it('finds a failed sign-in and a view of an order’s credit data by person and day, and neither row holds the secret', async () => {
    const admin = await staffMember('admin')
    const sales = await staffMember('sales')
    const wrongPassword = 'not-the-password-83211'
    expect(
      (await call('POST', '/staff/session', { body: { email: sales.email, password: wrongPassword }, clientAddress: '198.18.9.1' })).status,
    ).toBe(401)
    const viewed = await call('GET', `/staff/orders/${reference}`, { token: sales.token })
    expect(((await viewed.json()) as { finance: { salary: number } }).finance.salary).toBe(salary)

    const today = await find(admin.token, { person: sales.email.toUpperCase(), from: saudiDay(), to: saudiDay() })
    expect(today.items.map((item) => [item.action, item.subjectType, item.subjectId])).toEqual([
      ['order.credit_data_viewed', 'order', reference],
      ['staff.sign_in_failed', 'staff', sales.id],
      ['staff.signed_in', 'staff', sales.id],
    ])
    expect(today.items.every((item) => item.staffEmail === sales.email)).toBe(true)
    const text = JSON.stringify(today)
    expect(text).not.toContain(wrongPassword)
    expect(text).not.toContain(String(salary))

    const failures = await find(admin.token, { person: sales.email, action: 'staff.sign_in_f' })
    expect(failures.items.map((item) => item.action)).toEqual(['staff.sign_in_failed'])
    const views = await find(admin.token, { object: 'order', objectId: reference, action: 'order.credit_data_viewed' })
    expect(views.items.map((item) => item.staffEmail)).toEqual([sales.email])
    expect(views.total).toBe(1)
    // Days are Saudi days: nothing of this person tomorrow, nor up to yesterday.
    expect((await find(admin.token, { person: sales.email, from: saudiDay(1) })).total).toBe(0)
    expect((await find(admin.token, { person: sales.email, to: saudiDay(-1) })).total).toBe(0)
    // `%` and `_` typed in a filter are letters, not wildcards.
    expect((await find(admin.token, { person: '%' })).total).toBe(0)
    expect((await find(admin.token, { action: 'staff_sign' })).total).toBe(0)
  })

  it('is for admins only, and a bad filter is a translated field error', async () => {
    const sales = await staffMember('sales')
    const editor = await staffMember('editor')
    const admin = await staffMember('admin')
    for (const path of ['/staff/audit-log', '/staff/audit-log/export']) {
      expect((await call('GET', path)).status).toBe(401)
      for (const token of [sales.token, editor.token]) expect((await call('GET', path, { token })).status).toBe(403)
    }
    const bad = await call('GET', '/staff/audit-log?from=2026-02-30', { token: admin.token })
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { error: { fields: Record<string, unknown> } }).error.fields).toHaveProperty('from')
  })

  it('exports the rows the filters find as CSV, a formula-like cell shown as text, and audits the export', async () => {
    const admin = await staffMember('admin')
    const tag = crypto.randomUUID().slice(0, 8)
    await recordStaffAction(handle().db, { id: null, email: `=HYPERLINK("x")-${tag}@staff.test` }, { action: 'staff.sign_in_failed' })
    const file = await call('GET', `/staff/audit-log/export?${new URLSearchParams({ person: tag })}`, { token: admin.token, locale: 'ar' })
    expect(file.status).toBe(200)
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/)
    const bytes = new Uint8Array(await file.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const parsed = parseCsv(new TextDecoder().decode(bytes))
    if (!parsed.ok) throw new Error('the export is not CSV')
    expect(parsed.records.map((record) => record.cells.slice(1, 3))).toEqual([
      ['الشخص', 'الإجراء'],
      [`'=HYPERLINK("x")-${tag}@staff.test`, 'staff.sign_in_failed'],
    ])
    const exported = await find(admin.token, { person: admin.email, action: 'audit_log.exported' })
    expect(exported.items[0]?.after).toEqual({ filter: { person: tag }, rows: 1 })
  })
})
