/** The back office's inbox and dashboard in the API: who may read and change what, and the audit log. */
import { readFileSync } from 'node:fs'
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { receiveJobApplication } from '../../domain/job-applications'
import { describeOnEngines } from '../../server/db/describe-on-engines'
import { contactMessages, jobs, orders, staffAuditLog, subscriptions } from '../../server/db/schema'
import type { Db } from '../../server/db/types'
import { staffTestApi } from '../staff-test-kit'
import { staffInboxRoutes } from './staff-inbox'

const pdf = new Uint8Array(readFileSync(new URL('../../../tests/fixtures/cv/cv.pdf', import.meta.url)))
const png = new Uint8Array(readFileSync(new URL('../../../tests/fixtures/cv/cv.png', import.meta.url)))

let mobiles = 0
const freshMobile = () => `+9665${String(60_000_000 + (mobiles += 1) + Math.floor(Math.random() * 1_000_000) * 10).padStart(8, '0')}`

async function auditOf(db: Db, staffId: string, action: string) {
  return db
    .select()
    .from(staffAuditLog)
    .where(and(eq(staffAuditLog.staffUserId, staffId), eq(staffAuditLog.action, action)))
}

describeOnEngines('staff inbox API', ({ handle }) => {
  const { staffMember, call } = staffTestApi(staffInboxRoutes, handle)
  let jobId = 0
  let otherJobId = 0

  beforeAll(async () => {
    const open = await handle().db.select({ id: jobs.id }).from(jobs).where(eq(jobs.open, true))
    jobId = open[0]!.id
    otherJobId = open[1]!.id
  })

  async function apply(job: number, cv: [Uint8Array, string], name = 'Salman Al-Harbi') {
    const received = await handle().db.transaction((tx) =>
      receiveJobApplication(
        tx,
        job,
        { name, phone: freshMobile(), email: 'salman@example.com', cv: { bytes: cv[0], fileName: cv[1] } },
        { address: `192.0.2.${mobiles % 250}`, locale: 'ar' },
      ),
    )
    if (!('reference' in received)) throw new Error('application not stored')
    return received.reference
  }

  describe('refusals', () => {
    const reads = ['/staff/job-applications', '/staff/contact-messages', '/staff/subscribers', '/staff/subscribers/export']
    it.each(reads)('GET %s: 401 without a session, 403 for an editor', async (path) => {
      expect((await call('GET', path)).status).toBe(401)
      const editor = await staffMember('editor')
      const refused = await call('GET', path, { token: editor.token, locale: 'ar' })
      expect(refused.status).toBe(403)
      expect(await refused.json()).toMatchObject({ error: { code: 'forbidden', message: expect.stringMatching(/[\u0600-\u06ff]/) } })
    })

    it('the CV download and marking a message: 401, 403, and a cross-site change refused', async () => {
      const id = crypto.randomUUID()
      const editor = await staffMember('editor')
      const sales = await staffMember('sales')
      expect((await call('GET', `/staff/job-applications/${id}/cv`)).status).toBe(401)
      expect((await call('GET', `/staff/job-applications/${id}/cv`, { token: editor.token })).status).toBe(403)
      const path = `/staff/contact-messages/${id}/handled`
      expect((await call('PUT', path, { body: { handled: true } })).status).toBe(401)
      expect((await call('PUT', path, { body: { handled: true }, token: editor.token })).status).toBe(403)
      const crossSite = await call('PUT', path, { body: { handled: true }, token: sales.token, crossSite: true })
      expect(crossSite.status).toBe(403)
      expect(await crossSite.json()).toMatchObject({ error: { code: 'csrf_failed' } })
      expect(await auditOf(handle().db, sales.id, 'contact_message.handled')).toEqual([])
    })

    it('the dashboard needs a session', async () => {
      expect((await call('GET', '/staff/dashboard')).status).toBe(401)
    })
  })

  describe('job applications', () => {
    it('lists newest first with the CV facts, filters by job and pages in twenties', async () => {
      const sales = await staffMember('sales')
      const older = await apply(otherJobId, [png, 'cv.png'], 'Older Applicant')
      const newer = await apply(jobId, [pdf, 'cv.pdf'], 'Newer Applicant')
      const answer = await call('GET', '/staff/job-applications', { token: sales.token })
      expect(answer.status).toBe(200)
      expect(answer.headers.get('cache-control')).toBe('no-store')
      const page = (await answer.json()) as {
        items: { reference: string; job: { id: number }; cv: { mediaType: string; sizeBytes: number } | null }[]
        total: number
        pageSize: number
        jobs: { id: number }[]
      }
      expect(page.pageSize).toBe(20)
      const references = page.items.map((item) => item.reference)
      expect(references.indexOf(newer)).toBeLessThan(references.indexOf(older))
      expect(page.items.find((item) => item.reference === newer)?.cv).toEqual({ mediaType: 'application/pdf', sizeBytes: pdf.byteLength })
      expect(page.jobs.map((job) => job.id)).toEqual(expect.arrayContaining([jobId, otherJobId]))
      const filtered = (await (
        await call('GET', `/staff/job-applications?job=${otherJobId}`, { token: sales.token })
      ).json()) as typeof page
      expect(filtered.items.every((item) => item.job.id === otherJobId)).toBe(true)
      expect(filtered.items.map((item) => item.reference)).toContain(older)
      expect((await call('GET', '/staff/job-applications?page=0', { token: sales.token })).status).toBe(400)
    })

    it('sends a CV as an attachment with its type from the bytes, never inline, and audits the download', async () => {
      const sales = await staffMember('sales')
      const reference = await apply(jobId, [pdf, 'My CV "final".pdf'])
      const list = (await (await call('GET', '/staff/job-applications', { token: sales.token })).json()) as {
        items: { id: string; reference: string }[]
      }
      const id = list.items.find((item) => item.reference === reference)!.id
      const answer = await call('GET', `/staff/job-applications/${id}/cv`, { token: sales.token })
      expect(answer.status).toBe(200)
      expect(answer.headers.get('content-type')).toBe('application/pdf')
      expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="cv-${reference}.pdf"`)
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
      expect(answer.headers.get('cache-control')).toBe('private, no-store')
      expect(answer.headers.get('content-security-policy')).toContain('sandbox')
      expect(new Uint8Array(await answer.arrayBuffer())).toEqual(pdf)
      const audit = await auditOf(handle().db, sales.id, 'job_application.cv_downloaded')
      expect(audit).toEqual([expect.objectContaining({ subjectType: 'job_application', subjectId: id, staffEmail: sales.email })])
      const missing = await call('GET', `/staff/job-applications/${crypto.randomUUID()}/cv`, { token: sales.token })
      expect(missing.status).toBe(404)
      expect((await call('GET', '/staff/job-applications/not-a-uuid/cv', { token: sales.token })).status).toBe(400)
    })
  })

  describe('contact messages', () => {
    async function message(text: string) {
      const [row] = await handle()
        .db.insert(contactMessages)
        .values({ name: 'Noura', email: 'noura@example.com', mobile: null, message: text, locale: 'ar' })
        .returning({ id: contactMessages.id })
      return row!.id
    }

    it('marks a message handled and back, audits each change with before and after, and changes nothing twice', async () => {
      const sales = await staffMember('sales')
      const id = await message('Is the white Camry still available?')
      const path = `/staff/contact-messages/${id}/handled`
      const handled = await call('PUT', path, { token: sales.token, body: { handled: true } })
      expect(handled.status).toBe(200)
      expect(await handled.json()).toMatchObject({ id, handledAt: expect.any(String), handledBy: expect.stringContaining('sales') })
      // The same state again: nothing changes, nothing more in the log.
      expect((await call('PUT', path, { token: sales.token, body: { handled: true } })).status).toBe(200)
      const marked = await auditOf(handle().db, sales.id, 'contact_message.handled')
      expect(marked).toEqual([expect.objectContaining({ subjectId: id, before: { handled: false }, after: { handled: true } })])

      const waiting = (await (await call('GET', '/staff/contact-messages?show=waiting', { token: sales.token })).json()) as {
        items: { id: string }[]
      }
      expect(waiting.items.map((item) => item.id)).not.toContain(id)
      const done = (await (await call('GET', '/staff/contact-messages?show=handled', { token: sales.token })).json()) as {
        items: { id: string }[]
        counts: { handled: number }
      }
      expect(done.items.map((item) => item.id)).toContain(id)
      expect(done.counts.handled).toBeGreaterThan(0)

      const undone = await call('PUT', path, { token: sales.token, body: { handled: false } })
      expect(await undone.json()).toMatchObject({ id, handledAt: null, handledBy: null })
      expect(await auditOf(handle().db, sales.id, 'contact_message.reopened')).toEqual([
        expect.objectContaining({ subjectId: id, before: { handled: true }, after: { handled: false } }),
      ])
    })

    it('lists newest first; an unknown message is 404 and a bad body 400', async () => {
      const sales = await staffMember('sales')
      const first = await message('The first message of this test.')
      // The embedded database's clock counts milliseconds: two messages in the same one have no order.
      const firstAt = Date.now()
      while (Date.now() === firstAt) await new Promise((resolve) => setTimeout(resolve, 1))
      const second = await message('The second message of this test.')
      const page = (await (await call('GET', '/staff/contact-messages', { token: sales.token })).json()) as { items: { id: string }[] }
      const ids = page.items.map((item) => item.id)
      expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first))
      expect(
        (await call('PUT', `/staff/contact-messages/${crypto.randomUUID()}/handled`, { token: sales.token, body: { handled: true } }))
          .status,
      ).toBe(404)
      expect((await call('PUT', `/staff/contact-messages/${first}/handled`, { token: sales.token, body: { handled: 'yes' } })).status).toBe(
        400,
      )
    })
  })

  describe('subscribers', () => {
    const later = new Date(Date.now() + 7 * 86_400_000)
    beforeAll(async () => {
      const suffix = crypto.randomUUID().slice(0, 8)
      await handle()
        .db.insert(subscriptions)
        .values([
          { email: `=1+2-${suffix}@evil.test`, locale: 'ar', confirmedAt: new Date(), confirmationExpiresAt: later },
          { email: `-sum-${suffix}@evil.test`, locale: 'en', confirmedAt: new Date(), confirmationExpiresAt: later },
          { email: `pending-${suffix}@example.test`, locale: 'ar', confirmedAt: null, confirmationExpiresAt: later },
        ])
    })

    it('counts confirmed and pending sign-ups and lists each apart', async () => {
      const sales = await staffMember('sales')
      const confirmed = (await (await call('GET', '/staff/subscribers', { token: sales.token })).json()) as {
        items: { confirmedAt: string | null }[]
        counts: { confirmed: number; pending: number }
        total: number
      }
      expect(confirmed.counts.confirmed).toBeGreaterThanOrEqual(2)
      expect(confirmed.counts.pending).toBeGreaterThanOrEqual(1)
      expect(confirmed.total).toBe(confirmed.counts.confirmed)
      expect(confirmed.items.every((item) => item.confirmedAt !== null)).toBe(true)
      const pending = (await (await call('GET', '/staff/subscribers?status=pending', { token: sales.token })).json()) as typeof confirmed
      expect(pending.items.every((item) => item.confirmedAt === null)).toBe(true)
      expect(pending.total).toBe(pending.counts.pending)
    })

    it('exports the confirmed ones as a UTF-8 CSV with a BOM, Arabic titles, formulas neutralised, and audits it', async () => {
      const admin = await staffMember('admin')
      const answer = await call('GET', '/staff/subscribers/export', { token: admin.token, locale: 'ar' })
      expect(answer.status).toBe(200)
      expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8')
      expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"$/)
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
      expect(answer.headers.get('cache-control')).toBe('private, no-store')
      const bytes = new Uint8Array(await answer.arrayBuffer())
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
      const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)
      const lines = text.slice(1).split('\r\n')
      expect(lines[0]).toBe('"البريد الإلكتروني","اللغة","تاريخ الاشتراك (بتوقيت الرياض)"')
      expect(text).toMatch(/"'=1\+2-[0-9a-f]{8}@evil\.test","العربية","\d{4}-\d{2}-\d{2} \d{2}:\d{2}"/)
      expect(text).toMatch(/"'-sum-[0-9a-f]{8}@evil\.test","الإنجليزية"/)
      expect(text).not.toContain('pending-')
      const audit = await auditOf(handle().db, admin.id, 'subscribers.exported')
      expect(audit).toEqual([expect.objectContaining({ after: { rows: lines.length - 2 } })])
    })
  })

  describe('dashboard', () => {
    beforeAll(async () => {
      await handle()
        .db.insert(orders)
        .values({
          reference: `D${crypto.randomUUID().slice(0, 4).toUpperCase()}-TEST1`,
          type: 'individual',
          status: 'contacted',
          locale: 'ar',
          carTitle: { ar: 'تويوتا كامري', en: 'Toyota Camry' },
          purchaseType: 'cash',
          contactName: 'Fahad',
          mobile: freshMobile(),
          email: 'fahad@example.com',
          city: 'riyadh',
          verifiedAt: new Date(),
        })
    })

    it('shows sales the inbox figures of 30 days and no content figures', async () => {
      const sales = await staffMember('sales')
      const answer = (await (await call('GET', '/staff/dashboard', { token: sales.token })).json()) as {
        days: number
        inbox?: { orders: { total: number; byStatus: { status: string; count: number }[]; byType: { type: string; count: number }[] } }
        content?: unknown
      }
      expect(answer.days).toBe(30)
      expect(answer.content).toBeUndefined()
      const orderFigures = answer.inbox!.orders
      expect(orderFigures.byStatus.map((row) => row.status)).toEqual([
        'received',
        'under_review',
        'contacted',
        'approved',
        'ready',
        'completed',
        'rejected',
        'finance_declined',
        'cancelled',
        'duplicate',
        'lost',
      ])
      expect(orderFigures.byStatus.find((row) => row.status === 'contacted')!.count).toBeGreaterThanOrEqual(1)
      expect(orderFigures.byType.find((row) => row.type === 'individual')!.count).toBeGreaterThanOrEqual(1)
      expect(orderFigures.total).toBe(orderFigures.byType.reduce((sum, row) => sum + row.count, 0))
    })

    it('shows an editor content figures only, and an admin both', async () => {
      const editor = await staffMember('editor')
      const forEditor = (await (await call('GET', '/staff/dashboard', { token: editor.token })).json()) as Record<string, unknown>
      expect(forEditor.inbox).toBeUndefined()
      expect(forEditor.content).toEqual({ newsPublished: expect.any(Number), openJobs: expect.any(Number) })
      expect(JSON.stringify(forEditor)).not.toMatch(/orders|contactMessages/)
      const admin = await staffMember('admin')
      const forAdmin = (await (await call('GET', '/staff/dashboard', { token: admin.token })).json()) as Record<string, unknown>
      expect(forAdmin.inbox).toBeDefined()
      expect(forAdmin.content).toBeDefined()
    })

    it('counts personal-data requests for admins only (decision 0091)', async () => {
      for (const role of ['sales', 'editor'] as const) {
        const member = await staffMember(role)
        const answer = (await (await call('GET', '/staff/dashboard', { token: member.token })).json()) as Record<string, unknown>
        expect(answer.privacy).toBeUndefined()
      }
      const admin = await staffMember('admin')
      const forAdmin = (await (await call('GET', '/staff/dashboard', { token: admin.token })).json()) as Record<string, unknown>
      expect(forAdmin.privacy).toEqual({ open: expect.any(Number), dueSoon: expect.any(Number), overdue: expect.any(Number) })
    })
  })
})
