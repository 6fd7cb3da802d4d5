/**
 * Branches added and removed, and their special hours (decisions 0076, 0079), through the API: who
 * may, what visitors then see (in force only within their Saudi calendar days), what search engines
 * are told, what is audited and announced, and what the housekeeping round deletes for good.
 */
import { and, asc, eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import type { Branch } from '../../contract/content'
import { listBranches, purgeDeletedBranches } from '../../domain/dealer'
import { dealerJsonLd } from '../../features/content/dealer-seo'
import { nextSaudiMidnight, saudiDate } from '../../lib/saudi-calendar'
import { onContentChange, startContentChangeRelay, type ContentChange } from '../../server/content-changes.server'
import { describeOnEngines } from '../../server/db/describe-on-engines'
import { branchSpecialHours, branches, staffAuditLog } from '../../server/db/schema'
import { deletedDaysAgo, staffTestApi } from '../staff-test-kit'
import { contentRoutes } from './content'
import { staffDealerRoutes } from './staff-dealer'

type StaffBranch = {
  id: number
  city: string
  edit: Record<string, unknown>
  specialHours: { id: number; inForce: boolean; ended: boolean; edit: { labelEn: string; validFrom: string; validThrough: string } }[]
  deletedAt: string | null
  purgesOn: string | null
}

const day = 86_400_000
const dayFromToday = (days: number) => saudiDate(new Date(Date.now() + days * day))
let keys = 0
const idempotencyKey = () => `branch-test-${Date.now().toString(36)}-${(keys += 1)}-abcdefgh`
const week = (hours: string, friday = hours) => ({
  saturday: hours,
  sunday: hours,
  monday: hours,
  tuesday: hours,
  wednesday: hours,
  thursday: hours,
  friday,
})

describeOnEngines('staff branches: add, remove, restore, special hours', ({ handle, db }) => {
  const { staffMember, call } = staffTestApi([...staffDealerRoutes, ...contentRoutes], handle)

  const newBranch = (overrides: Record<string, unknown> = {}) => ({
    nameAr: 'معرض أبها الجديد',
    nameEn: 'New Abha Showroom',
    streetAr: 'طريق الملك فهد',
    streetEn: 'King Fahd Road',
    districtAr: 'حي المنسك',
    districtEn: 'Al Mansak',
    postcode: '٦٢٥٢١',
    phone: '017 224 0000',
    workingHoursAr: 'السبت إلى الخميس ٩ص – ١٠م',
    workingHoursEn: 'Saturday to Thursday 9am – 10pm',
    openingHours: week('09:00–22:00', ''),
    mapUrl: 'https://maps.example.sa/abha-new',
    city: 'abha',
    lat: '١٨٫٢١٦٤',
    lng: 42.5053,
    ...overrides,
  })
  const add = async (token: string, overrides: Record<string, unknown> = {}) => {
    const answer = await call('POST', '/staff/dealer/branches', {
      token,
      body: newBranch(overrides),
      headers: { 'Idempotency-Key': idempotencyKey() },
    })
    expect(answer.status).toBe(201)
    return (await answer.json()) as StaffBranch
  }
  const publicBranches = async (locale: 'ar' | 'en' = 'en') =>
    ((await (await call('GET', '/branches', { locale })).json()) as { items: Branch[] }).items
  const ramadan = (overrides: Record<string, unknown> = {}) => ({
    labelAr: 'ساعات رمضان',
    labelEn: 'Ramadan hours',
    validFrom: dayFromToday(-2),
    validThrough: dayFromToday(5),
    hours: week('20:00–24:00', ''),
    ...overrides,
  })
  const auditOf = (id: number) =>
    db()
      .select({ action: staffAuditLog.action, email: staffAuditLog.staffEmail })
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.subjectType, 'branch'), eq(staffAuditLog.subjectId, String(id))))
      .orderBy(asc(staffAuditLog.id))

  it('refuses anonymous callers, editors (settings are the admin’s) and cross-site requests', async () => {
    const editor = await staffMember('editor')
    const admin = await staffMember('admin')
    const attempts: [string, string, unknown][] = [
      ['POST', '/staff/dealer/branches', newBranch({ nameEn: 'Never added' })],
      ['DELETE', '/staff/dealer/branches/1', undefined],
      ['POST', '/staff/dealer/branches/1/restore', undefined],
      ['POST', '/staff/dealer/branches/1/special-hours', ramadan()],
      ['PUT', '/staff/dealer/branches/1/special-hours/1', ramadan()],
      ['DELETE', '/staff/dealer/branches/1/special-hours/1', undefined],
    ]
    for (const [method, path, body] of attempts) {
      const headers = { 'Idempotency-Key': idempotencyKey() }
      expect((await call(method, path, { body, headers })).status, `${method} ${path}`).toBe(401)
      expect((await call(method, path, { token: editor.token, body, headers })).status, `${method} ${path}`).toBe(403)
      const crossSite = await call(method, path, { token: admin.token, body, headers, crossSite: true })
      expect(crossSite.status, `${method} ${path}`).toBe(403)
      expect(await crossSite.json()).toMatchObject({ error: { code: 'csrf_failed' } })
    }
    expect(await db().select().from(branches).where(eq(branches.nameEn, 'Never added'))).toEqual([])
    expect(await db().select().from(branchSpecialHours).where(eq(branchSpecialHours.branchId, 1))).toEqual([])
    expect((await publicBranches()).map((branch) => branch.id)).toContain(1)
  })

  it('adds a branch: on the branches answer in both languages at once, audited and announced', async () => {
    const admin = await staffMember('admin')
    const stopRelay = await startContentChangeRelay(handle())
    const heard: ContentChange[] = []
    const stopListening = onContentChange((change) => heard.push(change))
    try {
      const branch = await add(admin.token)
      expect(branch).toMatchObject({ city: 'Abha', deletedAt: null, specialHours: [], edit: { postcode: '62521' } })
      const english = (await publicBranches('en')).find((each) => each.id === branch.id)
      expect(english).toMatchObject({ name: 'New Abha Showroom', lat: 18.2164, lng: 42.5053, phoneE164: '+966172240000' })
      expect(english?.openingHours).toEqual([
        { dayOfWeek: ['saturday', 'sunday', 'monday', 'tuesday', 'wednesday', 'thursday'], opens: '09:00', closes: '22:00' },
      ])
      expect((await publicBranches('ar')).find((each) => each.id === branch.id)?.name).toBe('معرض أبها الجديد')
      await expect.poll(() => heard, { timeout: 2000 }).toContainEqual({ topic: 'dealer' })
      expect((await auditOf(branch.id)).map((row) => row.action)).toEqual(['branch.created'])
    } finally {
      stopListening()
      await stopRelay()
    }
  })

  it('refuses a new branch’s wrong fields next to each, in the caller’s language, and needs an Idempotency-Key', async () => {
    const admin = await staffMember('admin')
    const noKey = await call('POST', '/staff/dealer/branches', { token: admin.token, body: newBranch() })
    expect(noKey.status).toBe(400)
    const refused = async (overrides: Record<string, unknown>, fields: string[]) => {
      const answer = await call('POST', '/staff/dealer/branches', {
        token: admin.token,
        body: newBranch(overrides),
        locale: 'ar',
        headers: { 'Idempotency-Key': idempotencyKey() },
      })
      expect(answer.status, JSON.stringify(overrides)).toBe(400)
      const { error } = (await answer.json()) as { error: { fields: Record<string, string[]> } }
      expect(Object.keys(error.fields).sort()).toEqual([...fields].sort())
      for (const field of fields) expect(error.fields[field]?.[0]).toMatch(/[\u0600-\u06ff]/)
    }
    // Latitude and longitude swapped, a city the dealer has no page for, no Arabic name.
    await refused({ lat: 42.5, lng: 18.2 }, ['lat', 'lng'])
    await refused({ city: 'dubai', nameAr: ' ' }, ['city', 'nameAr'])
    await refused({ mapUrl: 'http://maps.example.sa', postcode: '1234' }, ['mapUrl', 'postcode'])
  })

  it('removes a branch: gone from the branches answer, not editable; restored as it was; deleted for good after 30 days', async () => {
    const admin = await staffMember('admin')
    const branch = await add(admin.token, { nameEn: 'Branch to remove' })
    const kept = await add(admin.token, { nameEn: 'Removed yesterday' })
    await call('POST', `/staff/dealer/branches/${branch.id}/special-hours`, { token: admin.token, body: ramadan() })
    const removed = await call('DELETE', `/staff/dealer/branches/${branch.id}`, { token: admin.token })
    expect(removed.status).toBe(200)
    expect(await removed.json()).toMatchObject({ id: branch.id, purgesOn: dayFromToday(30) })
    expect((await publicBranches()).map((each) => each.id)).not.toContain(branch.id)
    const edit = await call('PUT', `/staff/dealer/branches/${branch.id}`, { token: admin.token, body: newBranch() })
    expect(edit.status).toBe(404)
    const staff = (await (await call('GET', '/staff/dealer', { token: admin.token })).json()) as { branches: StaffBranch[] }
    expect(staff.branches.at(-1)).toMatchObject({ id: branch.id, deletedAt: expect.any(String) })

    const restored = await call('POST', `/staff/dealer/branches/${branch.id}/restore`, { token: admin.token })
    expect(await restored.json()).toMatchObject({ id: branch.id, deletedAt: null, specialHours: [{ edit: { labelEn: 'Ramadan hours' } }] })
    expect((await publicBranches()).find((each) => each.id === branch.id)?.specialHours).toHaveLength(1)

    await call('DELETE', `/staff/dealer/branches/${branch.id}`, { token: admin.token })
    await call('DELETE', `/staff/dealer/branches/${kept.id}`, { token: admin.token })
    await deletedDaysAgo(db(), branches, branch.id, 31)
    await deletedDaysAgo(db(), branches, kept.id, 29)
    expect(await purgeDeletedBranches(db())).toBeGreaterThanOrEqual(1)
    expect(await db().select({ id: branches.id }).from(branches).where(eq(branches.id, branch.id))).toEqual([])
    expect(await db().select({ id: branches.id }).from(branches).where(eq(branches.id, kept.id))).toHaveLength(1)
    expect(await db().select().from(branchSpecialHours).where(eq(branchSpecialHours.branchId, branch.id))).toEqual([])
    expect((await auditOf(branch.id)).map((row) => row.action)).toEqual([
      'branch.created',
      'branch.special_hours_set',
      'branch.deleted',
      'branch.restored',
      'branch.deleted',
      'branch.purged',
    ])
    expect((await auditOf(branch.id)).at(-1)?.email).toBe('housekeeping')
  })

  it('special hours show while in force only, within their Saudi calendar days, both inclusive; upcoming ones are announced, ended ones gone', async () => {
    const admin = await staffMember('admin')
    const branch = await add(admin.token, { nameEn: 'Branch with Ramadan hours' })
    const set = await call('POST', `/staff/dealer/branches/${branch.id}/special-hours`, {
      token: admin.token,
      body: ramadan({ validFrom: '2027-02-08', validThrough: '2027-03-09' }),
    })
    expect(set.status).toBe(200)
    const eid = await call('POST', `/staff/dealer/branches/${branch.id}/special-hours`, {
      token: admin.token,
      body: ramadan({
        labelAr: 'إجازة عيد الفطر',
        labelEn: 'Eid al-Fitr holiday',
        validFrom: '2027-03-10',
        validThrough: '2027-03-13',
        hours: week(''),
      }),
    })
    expect(((await eid.json()) as StaffBranch).specialHours.map((hours) => hours.edit.labelEn)).toEqual([
      'Ramadan hours',
      'Eid al-Fitr holiday',
    ])

    const on = async (today: string, locale: 'ar' | 'en' = 'en') =>
      (await listBranches(db(), {}, locale, today)).find((each) => each.id === branch.id)!.specialHours
    expect((await on('2027-02-07')).map((hours) => [hours.label, hours.inForce])).toEqual([
      ['Ramadan hours', false],
      ['Eid al-Fitr holiday', false],
    ])
    expect((await on('2027-02-08')).map((hours) => hours.inForce)).toEqual([true, false])
    expect((await on('2027-03-09', 'ar')).map((hours) => [hours.label, hours.inForce])).toEqual([
      ['ساعات رمضان', true],
      ['إجازة عيد الفطر', false],
    ])
    expect((await on('2027-03-10')).map((hours) => [hours.label, hours.inForce])).toEqual([['Eid al-Fitr holiday', true]])
    expect(await on('2027-03-14')).toEqual([])
    // Closed every day of the Eid holiday.
    expect((await on('2027-03-10'))[0]!.days.every((each) => each.periods.length === 0)).toBe(true)

    // In force today through the API: the answer is kept no later than the next Saudi midnight.
    await call('POST', `/staff/dealer/branches/${branch.id}/special-hours`, {
      token: admin.token,
      body: ramadan({ validFrom: dayFromToday(-1), validThrough: dayFromToday(1), labelEn: 'Today’s hours' }),
    })
    const answer = await call('GET', '/branches')
    const today = ((await answer.json()) as { items: Branch[] }).items.find((each) => each.id === branch.id)!.specialHours
    expect(today.find((hours) => hours.inForce)?.label).toBe('Today’s hours')
    const notified = Number(answer.headers.get('x-notified-max-age'))
    expect(notified).toBeGreaterThan(0)
    expect(notified).toBeLessThanOrEqual(Math.ceil((nextSaudiMidnight().getTime() - Date.now()) / 1000))
  })

  it('refuses special hours whose days overlap another period, run backwards or whose hours cannot be read, next to the field', async () => {
    const admin = await staffMember('admin')
    const branch = await add(admin.token, { nameEn: 'Branch for overlaps' })
    const post = (body: unknown) =>
      call('POST', `/staff/dealer/branches/${branch.id}/special-hours`, { token: admin.token, body, locale: 'ar' })
    expect((await post(ramadan({ validFrom: '2027-02-08', validThrough: '2027-03-09' }))).status).toBe(200)
    const fieldsOf = async (answer: Response) => {
      expect(answer.status).toBe(400)
      const { error } = (await answer.json()) as { error: { fields: Record<string, string[]> } }
      for (const messages of Object.values(error.fields)) expect(messages[0]).toMatch(/[\u0600-\u06ff]/)
      return Object.keys(error.fields)
    }
    expect(await fieldsOf(await post(ramadan({ validFrom: '2027-03-09', validThrough: '2027-03-12' })))).toEqual(['validFrom'])
    expect(await fieldsOf(await post(ramadan({ validFrom: '2027-03-20', validThrough: '2027-03-12' })))).toEqual(['validThrough'])
    expect(await fieldsOf(await post(ramadan({ validFrom: '2027-02-30', validThrough: '2027-03-12' })))).toEqual(['validFrom'])
    expect(
      await fieldsOf(await post(ramadan({ validFrom: '2027-04-01', validThrough: '2027-04-02', hours: week('09:00–22:00', 'all day') }))),
    ).toEqual(['hours.friday'])
    expect(await fieldsOf(await post(ramadan({ labelEn: '' })))).toEqual(['labelEn'])
    // Changing a period to the days it already has is no overlap with itself.
    const [period] = await db().select().from(branchSpecialHours).where(eq(branchSpecialHours.branchId, branch.id))
    const moved = await call('PUT', `/staff/dealer/branches/${branch.id}/special-hours/${period!.id}`, {
      token: admin.token,
      body: ramadan({ validFrom: '2027-02-09', validThrough: '2027-03-09' }),
    })
    expect(moved.status).toBe(200)
    const removed = await call('DELETE', `/staff/dealer/branches/${branch.id}/special-hours/${period!.id}`, { token: admin.token })
    expect(((await removed.json()) as StaffBranch).specialHours).toEqual([])
    expect((await call('DELETE', `/staff/dealer/branches/${branch.id}/special-hours/${period!.id}`, { token: admin.token })).status).toBe(
      404,
    )
  })

  it('tells search engines a branch’s special hours with their days, a closed day as 00:00 to 00:00', async () => {
    const admin = await staffMember('admin')
    const branch = await add(admin.token, { nameEn: 'Branch in structured data' })
    await call('POST', `/staff/dealer/branches/${branch.id}/special-hours`, {
      token: admin.token,
      body: ramadan({ validFrom: dayFromToday(3), validThrough: dayFromToday(30), hours: week('20:00–24:00', '') }),
    })
    const items = await publicBranches('en')
    const markup = dealerJsonLd(undefined, items, 'https://cars.example.sa', 'https://cars.example.sa/en') as unknown as {
      department: { name: string; specialOpeningHoursSpecification?: unknown[] }[]
    }
    const department = markup.department.find((each) => each.name === 'Branch in structured data')!
    expect(department.specialOpeningHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        name: 'Ramadan hours',
        dayOfWeek: ['saturday', 'sunday', 'monday', 'tuesday', 'wednesday', 'thursday'].map(
          (d) => `https://schema.org/${d[0]!.toUpperCase()}${d.slice(1)}`,
        ),
        opens: '20:00',
        closes: '23:59',
        validFrom: dayFromToday(3),
        validThrough: dayFromToday(30),
      },
      {
        '@type': 'OpeningHoursSpecification',
        name: 'Ramadan hours',
        dayOfWeek: ['https://schema.org/Friday'],
        opens: '00:00',
        closes: '00:00',
        validFrom: dayFromToday(3),
        validThrough: dayFromToday(30),
      },
    ])
    // A branch without special hours says nothing about them.
    expect(
      markup.department.find((each) => each.name !== 'Branch in structured data' && !each.specialOpeningHoursSpecification),
    ).toBeDefined()
  })
})
