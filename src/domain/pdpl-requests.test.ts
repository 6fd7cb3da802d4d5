/**
 * The PDPL desk's rules on both engines (decision 0089): an export for a mobile holds every record
 * of that person and nobody else's, even someone with the same name and a number one digit away;
 * a correction is audited; an erasure leaves nothing findable by the mobile or address but what a
 * legal hold keeps.
 */
import { eq, sql } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { toPdplSubject } from '../contract/pdpl.ts'
import { describeOnEngines } from '../server/db/describe-on-engines.ts'
import {
  alertRecipients,
  alerts,
  branches,
  cars,
  contactMessages,
  jobApplicationCvs,
  jobApplications,
  jobs,
  orderNotes,
  orders,
  orderStatusHistory,
  orderVerificationCodes,
  outboxMessages,
  pdplRequests,
  reservations,
  staffAuditLog,
  testDrives,
  subscriptions,
} from '../server/db/schema.ts'
import type { Db } from '../server/db/types.ts'
import { buildPersonExport } from './pdpl-export.ts'
import { findPersonData } from './pdpl-person.ts'
import {
  correctPdplRequest,
  erasePdplRequest,
  exportPdplRequest,
  listPdplRequests,
  logPdplRequest,
  pdplRequestDetail,
} from './pdpl-requests.ts'

const admin = { id: null, email: 'amal@dealer.test', name: 'Amal' }
const now = new Date('2026-11-29T09:00:00Z')
const sharedName = 'Mohammed Al-Qahtani'
let serial = 0

type Person = { mobile: string; email: string; references: string[]; ids: string[] }

/** A reference as the shop draws them, unique per call. */
const reference = () => `T${String((serial += 1)).padStart(4, '0')}-PDPL${String.fromCharCode(65 + (serial % 20))}`

/**
 * Everything a person can leave with the dealer: a completed finance order (a sale), an open one
 * with a staff note, one never confirmed with its code, a job application with a CV, a contact
 * message, a newsletter sign-up, the SMS and mail about them and audit rows on their records.
 */
async function seedPerson(db: Db, mobile: string, email: string, jobId: number): Promise<Person> {
  const person: Person = { mobile, email, references: [], ids: [] }
  const order = async (status: 'completed' | 'received' | 'awaiting_verification', finance: boolean) => {
    const ref = reference()
    const [row] = await db
      .insert(orders)
      .values({
        reference: ref,
        type: 'individual',
        status,
        locale: 'ar',
        carTitle: { ar: 'تويوتا كامري 2026', en: 'Toyota Camry 2026' },
        purchaseType: finance ? 'finance' : 'cash',
        contactName: sharedName,
        mobile,
        email,
        city: 'riyadh',
        bank: finance ? 'alrajhi' : null,
        finance: finance
          ? {
              workSector: 'private',
              salary: 15000,
              monthlyCommitments: 2000,
              downPayment: 20000,
              installmentMonths: 60,
              hasMortgage: false,
              hasPaymentDelays: false,
              licenceStatus: 'valid',
            }
          : null,
        creditConsentAt: finance ? now : null,
        verifiedAt: status === 'awaiting_verification' ? null : now,
      })
      .returning({ id: orders.id })
    person.references.push(ref)
    person.ids.push(row!.id)
    await db.insert(orderStatusHistory).values({ orderId: row!.id, status, note: `called ${mobile}` })
    return row!.id
  }
  const sale = await order('completed', true)
  await db.insert(orderNotes).values({ orderId: sale, staffName: 'Amal', text: 'Delivered with floor mats' })
  const open = await order('received', false)
  await db.insert(orderNotes).values({ orderId: open, staffName: 'Amal', text: 'Prefers WhatsApp' })
  const unconfirmed = await order('awaiting_verification', false)
  await db.insert(orderVerificationCodes).values({ orderId: unconfirmed, codeHash: 'h', expiresAt: now, resendAvailableAt: now })
  const applicationRef = reference()
  const [application] = await db
    .insert(jobApplications)
    .values({ reference: applicationRef, jobId, name: sharedName, mobile, email, locale: 'en' })
    .returning({ id: jobApplications.id })
  const cv = new TextEncoder().encode(`%PDF-1.4 CV of ${email}`)
  await db.insert(jobApplicationCvs).values({
    applicationId: application!.id,
    content: cv,
    mediaType: 'application/pdf',
    originalName: 'my-cv.pdf',
    sizeBytes: cv.length,
    sha256: 'x',
  })
  person.references.push(applicationRef)
  person.ids.push(application!.id)
  const [message] = await db
    .insert(contactMessages)
    .values({ name: sharedName, email, mobile, message: `Please call me on ${mobile}`, locale: 'ar' })
    .returning({ id: contactMessages.id })
  person.ids.push(message!.id)
  const [signUp] = await db
    .insert(subscriptions)
    .values({ email, locale: 'ar', confirmedAt: now, confirmationExpiresAt: now })
    .returning({ id: subscriptions.id })
  person.ids.push(signUp!.id)
  const local = `0${mobile.slice(4)}`
  const [sms, mail] = await db
    .insert(outboxMessages)
    .values([
      { kind: 'sms.message', channel: 'sms', payload: { to: mobile, text: 'Your order is received' } },
      {
        kind: 'contact.received',
        channel: 'mail',
        payload: {
          to: ['sales@dealer.test'],
          subject: 'Message',
          text: `From ${email}, mobile ${local.slice(0, 3)} ${local.slice(3, 6)} ${local.slice(6)}`,
        },
      },
    ])
    .returning({ id: outboxMessages.id })
  person.ids.push(sms!.id, mail!.id)
  await db.insert(staffAuditLog).values([
    {
      staffEmail: 'sales@dealer.test',
      action: 'order.note_added',
      subjectType: 'order',
      subjectId: open,
      after: { text: 'Prefers WhatsApp' },
    },
    {
      staffEmail: 'sales@dealer.test',
      action: 'job_application.cv_downloaded',
      subjectType: 'job_application',
      subjectId: application!.id,
    },
  ])
  return person
}

/** Every record id and reference the export or search could show, as one text to look in. */
const textOf = (value: unknown) => JSON.stringify(value)

describeOnEngines('PDPL desk', ({ db }) => {
  let jobId = 0
  beforeAll(async () => {
    const [job] = await db().select({ id: jobs.id }).from(jobs).limit(1)
    jobId = job!.id
  })

  /** Two people with the same name, numbers one digit apart and addresses one containing the other. */
  async function twoPeople(n: number) {
    const digits = String(10_000_00 + n * 10).slice(-7)
    const a = await seedPerson(db(), `+96650${digits}`, `ali${n}@example.sa`, jobId)
    const b = await seedPerson(db(), `+96650${digits.slice(0, 6)}${Number(digits.slice(6)) + 1}`, `mali${n}@example.sa`, jobId)
    return { a, b }
  }

  async function request(subject: string, kind: 'access' | 'correction' | 'erasure', language: 'ar' | 'en' = 'ar') {
    const logged = await logPdplRequest(db(), admin, { subject, kind, receivedOn: '2026-11-20', language }, now)
    if ('refused' in logged) throw new Error(logged.refused)
    return logged
  }

  it('exports every record of the person found by their mobile, and nothing of a namesake one digit away', async () => {
    const { a, b } = await twoPeople(1)
    const access = await request(a.mobile, 'access')
    const file = await exportPdplRequest(
      db(),
      admin,
      access.id,
      'json',
      (data, req, format) => buildPersonExport(data, req, format, now),
      now,
    )
    if ('refused' in file) throw new Error(file.refused)
    const exported = JSON.parse(file.content) as {
      orders: { reference: string; legalHold: boolean; finance: unknown }[]
      jobApplications: { reference: string; cv: { contentBase64: string } }[]
      contactMessages: unknown[]
      mailingList: unknown[]
      messagesToBeSent: unknown[]
      staffActions: unknown[]
    }
    expect(exported.orders.map((order) => order.reference).sort()).toEqual(a.references.slice(0, 3).sort())
    expect(exported.orders.find((order) => order.legalHold)?.finance).toMatchObject({ salary: 15000 })
    expect(exported.jobApplications.map((application) => application.reference)).toEqual([a.references[3]])
    expect(Buffer.from(exported.jobApplications[0]!.cv.contentBase64, 'base64').toString()).toContain(a.email)
    expect(exported.contactMessages).toHaveLength(1)
    // The sign-up carries an address only: a mobile does not find it.
    expect(exported.mailingList).toHaveLength(0)
    expect(exported.messagesToBeSent).toHaveLength(2)
    expect(exported.staffActions).toHaveLength(2)
    for (const other of [b.mobile, b.email, ...b.references, `0${b.mobile.slice(4)}`]) expect(file.content).not.toContain(other)

    // By address: the same person, with the sign-up, and still nobody else.
    const byEmail = await findPersonData(db(), a.email)
    expect(byEmail.subscriptions).toHaveLength(1)
    expect(byEmail.orders).toHaveLength(3)
    expect(textOf(byEmail)).not.toContain(b.email)
    // The desk's HTML: the person's language, the held sale stated.
    const html = await exportPdplRequest(
      db(),
      admin,
      access.id,
      'html',
      (data, req, format) => buildPersonExport(data, req, format, now),
      now,
    )
    if ('refused' in html) throw new Error(html.refused)
    expect(html.content).toMatch(/<html lang="ar" dir="rtl">/)
    expect(html.content).toContain(a.references[0])
    expect(html.content).toContain('id="pdpl-data"')
    const [logged] = await db().select().from(pdplRequests).where(eq(pdplRequests.id, access.id))
    expect(logged).toMatchObject({ status: 'answered' })
    expect(logged!.events.map((event) => event.action)).toEqual(['exported', 'exported'])
  })

  it('finds the mobile however it is typed, and refuses a request from the future', async () => {
    const { a } = await twoPeople(2)
    const national = a.mobile.slice(4)
    for (const typed of [`0${national}`, `00966${national}`, national, `+966 ${national.slice(0, 2)} ${national.slice(2)}`]) {
      expect(toPdplSubject(typed)).toBe(a.mobile)
    }
    expect(await logPdplRequest(db(), admin, { subject: a.mobile, kind: 'access', receivedOn: '2026-11-30', language: 'ar' }, now)).toEqual(
      {
        refused: 'received_in_future',
      },
    )
    // Open requests first, the soonest due on top; answered ones after them.
    const idOf = (logged: Awaited<ReturnType<typeof logPdplRequest>>) => ('id' in logged ? logged.id : '')
    const later = idOf(
      await logPdplRequest(db(), admin, { subject: a.email, kind: 'access', receivedOn: '2026-11-25', language: 'ar' }, now),
    )
    const sooner = idOf(
      await logPdplRequest(db(), admin, { subject: a.email, kind: 'erasure', receivedOn: '2026-10-20', language: 'en' }, now),
    )
    const listed = await listPdplRequests(db(), now)
    const position = (id: string) => listed.findIndex((item) => item.id === id)
    expect(position(sooner)).toBeGreaterThanOrEqual(0)
    expect(position(sooner)).toBeLessThan(position(later))
    expect(listed[position(sooner)]).toMatchObject({ daysLeft: -10, dueOn: '2026-11-19' })
    const firstAnswered = listed.findIndex((item) => item.status === 'answered')
    if (firstAnswered >= 0) expect(listed.slice(firstAnswered).every((item) => item.status === 'answered')).toBe(true)
  })

  it('corrects the contact fields on every record of the person, and audits the change', async () => {
    const { a, b } = await twoPeople(3)
    const correction = await request(a.mobile, 'correction', 'en')
    const newEmail = `ali3-new@example.sa`
    const answer = await correctPdplRequest(
      db(),
      admin,
      correction.id,
      { name: 'Mohammed A. Al-Qahtani', email: newEmail, mobile: null },
      now,
    )
    if ('refused' in answer) throw new Error(answer.refused)
    expect(answer.request.status).toBe('answered')
    const records = answer.records.filter((record) => record.email !== null && record.source !== 'subscription')
    expect(records.length).toBe(5)
    for (const record of records) expect(record).toMatchObject({ email: newEmail, name: 'Mohammed A. Al-Qahtani' })
    const [audit] = await db()
      .select()
      .from(staffAuditLog)
      .where(sql`${staffAuditLog.action} = 'pdpl.corrected' and ${staffAuditLog.subjectId} = ${correction.id}`)
    expect(audit).toMatchObject({
      staffEmail: admin.email,
      before: { emails: [a.email], names: [sharedName] },
      after: { name: 'Mohammed A. Al-Qahtani', email: newEmail },
    })
    // The namesake keeps their own.
    const other = await findPersonData(db(), b.mobile)
    expect(other.orders.every((order) => order.contactName === sharedName && order.email === b.email)).toBe(true)
  })

  it('erases everything findable by the mobile and the address but the completed sale, and leaves the namesake alone', async () => {
    const { a, b } = await twoPeople(4)
    const otherBefore = textOf(await findPersonData(db(), b.mobile))
    const byMobile = await request(a.mobile, 'erasure')
    const answer = await erasePdplRequest(db(), admin, byMobile.id, now)
    if ('refused' in answer) throw new Error(answer.refused)
    expect(answer.request).toMatchObject({ status: 'answered', held: [a.references[0]], subject: expect.stringMatching(/^05•+\d\d$/) })
    const byEmail = await request(a.email, 'erasure')
    await erasePdplRequest(db(), admin, byEmail.id, now)

    for (const subject of [a.mobile, a.email]) {
      const left = await findPersonData(db(), subject)
      expect(left.orders.map((order) => order.reference)).toEqual([a.references[0]])
      expect(left.orders[0]).toMatchObject({ finance: null, notes: [], pendingCode: null, creditErasedAt: now })
      expect(left.orders[0]!.history.every((step) => step.note === null)).toBe(true)
      expect([left.applications, left.messages, left.subscriptions, left.outbox]).toEqual([[], [], [], []])
      expect(left.audit.every((row) => row.subjectType === 'order' && row.subjectId === a.ids[0])).toBe(true)
    }
    // Nothing else in the database names them: not the audit log, the request log or a record left over.
    for (const [table, column] of [
      [staffAuditLog, sql`coalesce(${staffAuditLog.before}::text, '') || coalesce(${staffAuditLog.after}::text, '')`],
      [pdplRequests, sql`${pdplRequests.subject}`],
      [outboxMessages, sql`${outboxMessages.payload}::text`],
    ] as const) {
      const rows = await db()
        .select({ text: column })
        .from(table)
        .where(sql`${column} like ${`%${a.mobile.slice(-4)}%`} or ${column} like ${`%${a.email}%`}`)
      // `mali4@…` is the namesake's address, not theirs.
      expect(
        rows.filter((row) => String(row.text).includes(a.mobile) || new RegExp(`(?<![a-z])${a.email}`).test(String(row.text))),
      ).toEqual([])
    }
    expect(await db().select().from(jobApplicationCvs).where(eq(jobApplicationCvs.applicationId, a.ids[3]!))).toEqual([])
    expect(textOf(await findPersonData(db(), b.mobile))).toBe(otherBefore)
    // Erased is erased: no export or correction afterwards, and the desk lists it as answered.
    expect(await exportPdplRequest(db(), admin, byMobile.id, 'json', async () => ({ content: '', fileName: '' }), now)).toEqual({
      refused: 'erased',
    })
    expect(await pdplRequestDetail(db(), byMobile.id, now)).toMatchObject({ records: [] })
    const listed = (await listPdplRequests(db(), now)).find((item) => item.id === byMobile.id)
    expect(listed).toMatchObject({ receivedOn: '2026-11-20', dueOn: '2026-12-20', daysLeft: 21, status: 'answered' })
  })

  it('shows the person’s alerts in the readable export, with the car watched in their language', async () => {
    const mobile = '+966507770301'
    const [car] = await db().select({ id: cars.id }).from(cars).limit(1)
    const [recipient] = await db()
      .insert(alertRecipients)
      .values({ channel: 'sms', address: mobile, locale: 'en', linkOrigin: 'https://cars.example.sa' })
      .returning({ id: alertRecipients.id })
    const confirmation = { confirmationId: crypto.randomUUID(), confirmationExpiresAt: now }
    await db()
      .insert(alerts)
      .values([
        { recipientId: recipient!.id, kind: 'price_drop', subject: `car:${car!.id}`, carId: car!.id, confirmedAt: now, ...confirmation },
        { recipientId: recipient!.id, kind: 'new_matches', subject: 'market:brand=kia', marketQuery: 'brand=kia', ...confirmation },
      ])
    const person = await findPersonData(db(), mobile)
    const watched = person.alerts[0]!.alerts.find((alert) => alert.carId === car!.id)
    expect(watched?.carTitle?.en).toMatch(/\d{4}$/)
    expect(watched?.carTitle?.ar).not.toBe(watched?.carTitle?.en)
    const access = await request(mobile, 'access', 'en')
    const html = await exportPdplRequest(
      db(),
      admin,
      access.id,
      'html',
      (data, req, format) => buildPersonExport(data, req, format, now),
      now,
    )
    if ('refused' in html) throw new Error(html.refused)
    const section = /<h2>Price, stock and new-car alerts<\/h2>(.*?)<\/section>/s.exec(html.content)?.[1] ?? ''
    expect(section).toContain('When the price drops')
    expect(section).toContain(watched!.carTitle!.en)
    expect(section).toContain('New cars matching a market search')
    expect(section).toContain('brand=kia')
    expect(section).toContain('Not yet')
    expect(section).toContain(mobile)
  })

  it('finds, exports, corrects and erases test drives and reservations; a paid reservation is held', async () => {
    const mobile = '+966507770402'
    const email = 'driver402@example.sa'
    const [branch] = await db().select({ id: branches.id }).from(branches).limit(1)
    const carTitle = { ar: 'تويوتا كامري 2026', en: 'Toyota Camry 2026' }
    const startsAt = new Date('2026-12-05T07:00:00Z')
    await db()
      .insert(testDrives)
      .values({
        reference: 'TD402-DRIVE',
        status: 'booked',
        locale: 'en',
        carTitle,
        branchId: branch!.id,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 45 * 60_000),
        name: 'Fahad Driver',
        mobile,
        email,
        linkOrigin: 'https://cars.example.sa',
      })
    const reservation = (reference: string, status: 'held' | 'abandoned' | 'awaiting_payment', paymentId: string | null) => ({
      reference,
      status,
      locale: 'en',
      carTitle,
      priceSar: 120_000,
      contactName: 'Fahad Driver',
      mobile,
      email,
      depositHalalas: 100_000,
      paymentDueAt: now,
      paymentId,
    })
    await db()
      .insert(reservations)
      .values([
        reservation('RS402-PAIDX', 'held', 'pay_402_paid'),
        reservation('RS402-ENDED', 'abandoned', null),
        reservation('RS402-WAITS', 'awaiting_payment', null),
      ])

    const found = await findPersonData(db(), mobile)
    expect(found.testDrives.map((drive) => drive.reference)).toEqual(['TD402-DRIVE'])
    expect(found.reservations.map((row) => [row.reference, row.held]).sort()).toEqual([
      ['RS402-ENDED', false],
      ['RS402-PAIDX', true],
      ['RS402-WAITS', false],
    ])
    expect((await findPersonData(db(), email)).testDrives).toHaveLength(1)

    const access = await request(mobile, 'access', 'en')
    const html = await exportPdplRequest(
      db(),
      admin,
      access.id,
      'html',
      (data, req, format) => buildPersonExport(data, req, format, now),
      now,
    )
    if ('refused' in html) throw new Error(html.refused)
    expect(/<h2>Test drives you booked<\/h2>(.*?)<\/section>/s.exec(html.content)?.[1]).toContain('TD402-DRIVE')
    expect(/<h2>Cars you reserved<\/h2>(.*?)<\/section>/s.exec(html.content)?.[1]).toContain('RS402-PAIDX')

    const correction = await request(mobile, 'correction', 'en')
    const corrected = await correctPdplRequest(db(), admin, correction.id, { name: 'Fahad Al-Driver', email: null, mobile: null }, now)
    if ('refused' in corrected) throw new Error(corrected.refused)
    expect((await findPersonData(db(), mobile)).testDrives[0]?.name).toBe('Fahad Al-Driver')

    const erasure = await request(mobile, 'erasure', 'en')
    const erased = await erasePdplRequest(db(), admin, erasure.id, now)
    if ('refused' in erased) throw new Error(erased.refused)
    expect(await db().select().from(testDrives).where(eq(testDrives.reference, 'TD402-DRIVE'))).toEqual([])
    const left = await db()
      .select()
      .from(reservations)
      .where(sql`${reservations.reference} like 'RS402-%'`)
    expect(left.map((row) => [row.reference, row.mobile]).sort()).toEqual([
      ['RS402-PAIDX', mobile],
      ['RS402-WAITS', '[erased]'],
    ])
  })
})
