/**
 * A position's life through the API (decisions 0076, 0079): published with its texts in both
 * languages, found by words and status, closed, deleted (gone from the jobs page, no applications),
 * restored, and deleted for good by the housekeeping round once 30 days have passed and no
 * application to it is kept. Who may, what is audited and announced.
 */
import { readFileSync } from 'node:fs'
import { and, asc, eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { purgeDeletedJobs } from '../../domain/staff-jobs'
import { onContentChange, startContentChangeRelay, type ContentChange } from '../../server/content-changes.server'
import { describeOnEngines } from '../../server/db/describe-on-engines'
import { jobApplications, jobs, staffAuditLog } from '../../server/db/schema'
import { staffTestApi } from '../staff-test-kit'
import { contentRoutes } from './content'
import { jobApplicationRoutes } from './job-applications'
import { staffJobRoutes } from './staff-jobs'

type StaffJob = {
  id: number
  title: string
  requirements: string[]
  city: { slug: string; name: string }
  open: boolean
  status: string
  deletedAt: string | null
  purgesOn: string | null
}

const day = 86_400_000
let keys = 0
const idempotencyKey = () => `job-test-${Date.now().toString(36)}-${(keys += 1)}-abcdefgh`
const cv = () => new Uint8Array(readFileSync(new URL('../../../tests/fixtures/cv/cv.pdf', import.meta.url)))

describeOnEngines('staff jobs: publish, find, close, delete, restore, purge', ({ handle, db }) => {
  const { staffMember, call } = staffTestApi([...staffJobRoutes, ...contentRoutes, ...jobApplicationRoutes], handle)

  const draft = (overrides: Record<string, unknown> = {}) => ({
    titleAr: 'مستشار مبيعات معارض',
    titleEn: 'Showroom sales adviser',
    descriptionAr: 'استقبال العملاء وشرح السيارات.',
    descriptionEn: 'Welcome buyers and explain the cars.',
    requirementsAr: 'خبرة سنتين\n\nرخصة قيادة سارية',
    requirementsEn: 'Two years of experience\nA valid driving licence\n',
    city: 'abha',
    employmentType: 'full_time',
    ...overrides,
  })
  const create = (token: string, body: unknown, key: string | null = idempotencyKey(), locale: 'ar' | 'en' = 'en') =>
    call('POST', '/staff/jobs', { token, body, locale, headers: key === null ? {} : { 'Idempotency-Key': key } })
  const created = async (token: string, overrides: Record<string, unknown> = {}) => {
    const answer = await create(token, draft(overrides))
    expect(answer.status).toBe(201)
    return (await answer.json()) as StaffJob
  }
  type JobsPage = { items: StaffJob[]; total: number; page: number; pageSize: number }
  const listPage = async (token: string, query = '') => (await (await call('GET', `/staff/jobs${query}`, { token })).json()) as JobsPage
  const list = async (token: string, query = '') => (await listPage(token, query)).items
  const publicIds = async () => ((await (await call('GET', '/jobs')).json()) as { items: { id: number }[] }).items.map((job) => job.id)
  const apply = (jobId: number) => {
    const body = new FormData()
    body.set('name', 'Salman Al-Harbi')
    body.set('phone', `05${String(50_000_000 + Math.floor(Math.random() * 9_000_000)).padStart(8, '0')}`)
    body.set('email', `salman.${crypto.randomUUID().slice(0, 8)}@example.com`)
    body.set('cv', new File([cv() as Uint8Array<ArrayBuffer>], 'cv.pdf', { type: 'application/pdf' }))
    return call('POST', `/jobs/${jobId}/applications`, { body, clientAddress: `198.18.7.${Math.floor(Math.random() * 250)}` })
  }
  const auditOf = (id: number) =>
    db()
      .select({ action: staffAuditLog.action, email: staffAuditLog.staffEmail })
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.subjectType, 'job'), eq(staffAuditLog.subjectId, String(id))))
      .orderBy(asc(staffAuditLog.id))

  it('refuses anonymous callers, the sales role and cross-site requests on every new operation', async () => {
    const sales = await staffMember('sales')
    const editor = await staffMember('editor')
    const attempts: [string, string, unknown][] = [
      ['POST', '/staff/jobs', draft({ titleEn: 'Never published' })],
      ['DELETE', '/staff/jobs/1', undefined],
      ['POST', '/staff/jobs/1/restore', undefined],
      ['PUT', '/staff/jobs/1', draft({ titleEn: 'Never published' })],
    ]
    for (const [method, path, body] of attempts) {
      const headers = { 'Idempotency-Key': idempotencyKey() }
      expect((await call(method, path, { body, headers })).status, `${method} ${path}`).toBe(401)
      expect((await call(method, path, { token: sales.token, body, headers })).status, `${method} ${path}`).toBe(403)
      const crossSite = await call(method, path, { token: editor.token, body, headers, crossSite: true })
      expect(crossSite.status, `${method} ${path}`).toBe(403)
      expect(await crossSite.json()).toMatchObject({ error: { code: 'csrf_failed' } })
    }
    expect(await db().select({ id: jobs.id }).from(jobs).where(eq(jobs.titleEn, 'Never published'))).toEqual([])
    expect(await db().select({ id: jobs.id, deletedAt: jobs.deletedAt }).from(jobs).where(eq(jobs.id, 1))).toEqual([
      { id: 1, deletedAt: null },
    ])
  })

  it('publishes a position in both languages: on the jobs page at once, requirements paired line by line, audited and announced', async () => {
    const editor = await staffMember('editor')
    const stopRelay = await startContentChangeRelay(handle())
    const heard: ContentChange[] = []
    const stopListening = onContentChange((change) => heard.push(change))
    try {
      const key = idempotencyKey()
      const first = await create(editor.token, draft(), key)
      expect(first.status).toBe(201)
      const job = (await first.json()) as StaffJob
      expect(job).toMatchObject({
        status: 'open',
        open: true,
        city: { slug: 'abha' },
        requirements: ['Two years of experience', 'A valid driving licence'],
      })
      expect(((await (await create(editor.token, draft(), key)).json()) as StaffJob).id).toBe(job.id)
      expect(await publicIds()).toContain(job.id)
      const arabic = ((await (await call('GET', '/jobs', { locale: 'ar' })).json()) as { items: StaffJob[] }).items.find(
        (j) => j.id === job.id,
      )
      expect(arabic).toMatchObject({ title: 'مستشار مبيعات معارض', requirements: ['خبرة سنتين', 'رخصة قيادة سارية'] })
      await expect.poll(() => heard, { timeout: 2000 }).toContainEqual({ topic: 'jobs' })
      expect((await auditOf(job.id)).map((row) => row.action)).toEqual(['job.created'])
    } finally {
      stopListening()
      await stopRelay()
    }
  })

  it('refuses a position without an Idempotency-Key, and wrong fields each next to its field in the caller’s language', async () => {
    const editor = await staffMember('editor')
    expect((await create(editor.token, draft(), null)).status).toBe(400)
    const refused = async (overrides: Record<string, unknown>, fields: string[]) => {
      const answer = await create(editor.token, draft(overrides), idempotencyKey(), 'ar')
      expect(answer.status, JSON.stringify(overrides)).toBe(400)
      const { error } = (await answer.json()) as { error: { fields: Record<string, string[]> } }
      expect(Object.keys(error.fields).sort()).toEqual([...fields].sort())
      for (const field of fields) expect(error.fields[field]?.[0]).toMatch(/[\u0600-\u06ff]/)
    }
    await refused({ titleAr: '', descriptionEn: '  ' }, ['titleAr', 'descriptionEn'])
    await refused({ requirementsEn: 'Only one line' }, ['requirementsEn'])
    await refused({ requirementsAr: Array.from({ length: 21 }, (_, i) => `بند ${i}`).join('\n') }, ['requirementsAr', 'requirementsEn'])
    await refused({ city: 'dubai', employmentType: 'forever' }, ['city', 'employmentType'])
  })

  it('finds positions by words in either language and by status', async () => {
    const editor = await staffMember('editor')
    const mine = await created(editor.token, { titleAr: 'فني صيانة أول', titleEn: 'Senior maintenance technician' })
    const ids = (found: StaffJob[]) => found.map((job) => job.id)
    expect(ids(await list(editor.token, `?q=${encodeURIComponent('صيانه')}`))).toContain(mine.id)
    expect(ids(await list(editor.token, '?q=MAINTENANCE%20senior'))).toEqual([mine.id])
    expect(ids(await list(editor.token, `?q=${encodeURIComponent('ابها فني')}`))).toContain(mine.id)
    expect(ids(await list(editor.token, '?q=plumber'))).toEqual([])
    await call('PATCH', `/staff/jobs/${mine.id}`, { token: editor.token, body: { open: false } })
    expect(ids(await list(editor.token, '?status=closed'))).toContain(mine.id)
    expect(ids(await list(editor.token, '?status=open'))).not.toContain(mine.id)
    expect((await list(editor.token, '?status=closed')).every((job) => job.status === 'closed')).toBe(true)
  })

  it('finds and pages in the database: twenty a page, the total of all found, Arabic-Indic digits as Latin ones', async () => {
    const editor = await staffMember('editor')
    const token = `q${Date.now().toString(36)}`
    const made: StaffJob[] = []
    for (let index = 0; index < 21; index += 1) made.push(await created(editor.token, { titleEn: `Fitter ${token} 7${index}` }))
    const first = await listPage(editor.token, `?q=${token}`)
    expect(first).toMatchObject({ total: 21, page: 1, pageSize: 20 })
    // Newest first: the last made leads page one, the first made is alone on page two.
    expect(first.items.map((job) => job.id)).toEqual(
      made
        .slice(1)
        .reverse()
        .map((job) => job.id),
    )
    expect((await listPage(editor.token, `?q=${token}&page=2`)).items.map((job) => job.id)).toEqual([made[0]!.id])
    expect((await list(editor.token, `?q=${encodeURIComponent(`${token} ٧١٥`)}`)).map((job) => job.id)).toEqual([made[15]!.id])
    await call('PATCH', `/staff/jobs/${made[3]!.id}`, { token: editor.token, body: { open: false } })
    await call('DELETE', `/staff/jobs/${made[4]!.id}`, { token: editor.token })
    expect((await list(editor.token, `?q=${token}&status=closed`)).map((job) => job.id)).toEqual([made[3]!.id])
    expect((await list(editor.token, `?q=${token}&status=deleted`)).map((job) => job.id)).toEqual([made[4]!.id])
    expect((await listPage(editor.token, `?q=${token}&status=open`)).total).toBe(19)
    expect((await listPage(editor.token, `?q=${token}`)).total).toBe(20)
  })

  it('edits a position’s texts, open or closed: the jobs page shows them at once, its status kept, only changes audited', async () => {
    const editor = await staffMember('editor')
    const job = await created(editor.token)
    await call('PATCH', `/staff/jobs/${job.id}`, { token: editor.token, body: { open: false } })
    const put = (id: number, body: unknown, token = editor.token) => call('PUT', `/staff/jobs/${id}`, { token, body, locale: 'ar' })
    const changed = draft({
      titleEn: 'Senior showroom adviser',
      requirementsAr: 'خبرة خمس سنوات',
      requirementsEn: 'Five years of experience',
      city: 'jeddah',
    })
    const answer = await put(job.id, changed)
    expect(answer.status).toBe(200)
    expect(await answer.json()).toMatchObject({
      id: job.id,
      status: 'closed',
      title: 'مستشار مبيعات معارض',
      requirements: ['خبرة خمس سنوات'],
      city: { slug: 'jeddah' },
      edit: { titleEn: 'Senior showroom adviser', requirementsAr: 'خبرة خمس سنوات', requirementsEn: 'Five years of experience' },
    })
    await call('PATCH', `/staff/jobs/${job.id}`, { token: editor.token, body: { open: true } })
    const shown = ((await (await call('GET', '/jobs')).json()) as { items: StaffJob[] }).items.find((item) => item.id === job.id)
    expect(shown).toMatchObject({ title: 'Senior showroom adviser', requirements: ['Five years of experience'] })
    // The same texts again change nothing and audit nothing.
    expect((await put(job.id, changed)).status).toBe(200)
    const audit = await db()
      .select({ action: staffAuditLog.action, before: staffAuditLog.before, after: staffAuditLog.after })
      .from(staffAuditLog)
      .where(
        and(eq(staffAuditLog.subjectType, 'job'), eq(staffAuditLog.subjectId, String(job.id)), eq(staffAuditLog.action, 'job.updated')),
      )
    expect(audit).toEqual([
      {
        action: 'job.updated',
        before: {
          titleEn: 'Showroom sales adviser',
          requirementsAr: 'خبرة سنتين\nرخصة قيادة سارية',
          requirementsEn: 'Two years of experience\nA valid driving licence',
          city: 'abha',
        },
        after: {
          titleEn: 'Senior showroom adviser',
          requirementsAr: 'خبرة خمس سنوات',
          requirementsEn: 'Five years of experience',
          city: 'jeddah',
        },
      },
    ])
    for (const [wrong, field] of [
      [{ titleAr: '' }, 'titleAr'],
      [{ requirementsEn: 'Only one line' }, 'requirementsEn'],
    ] as const) {
      const refused = await put(job.id, draft(wrong))
      expect(refused.status).toBe(400)
      const { error } = (await refused.json()) as { error: { fields: Record<string, string[]> } }
      expect(Object.keys(error.fields)).toEqual([field])
      expect(error.fields[field]?.[0]).toMatch(/[\u0600-\u06ff]/)
    }
    expect((await put(job.id, changed, (await staffMember('sales')).token)).status).toBe(403)
    await call('DELETE', `/staff/jobs/${job.id}`, { token: editor.token })
    expect((await put(job.id, changed)).status).toBe(404)
    expect((await put(2_000_000_000, changed)).status).toBe(404)
  })

  it('deletes a position: gone from the jobs page, no applications (404), not closable; restored as it was', async () => {
    const editor = await staffMember('editor')
    const job = await created(editor.token)
    expect((await apply(job.id)).status).toBe(201)
    const deleted = await call('DELETE', `/staff/jobs/${job.id}`, { token: editor.token })
    expect(deleted.status).toBe(200)
    const answer = (await deleted.json()) as StaffJob
    expect(answer.status).toBe('deleted')
    // Its application is kept 180 days (decision 0049), and the position with it.
    expect(answer.purgesOn! > new Date(Date.now() + 170 * day).toISOString().slice(0, 10)).toBe(true)
    expect(await publicIds()).not.toContain(job.id)
    expect((await apply(job.id)).status).toBe(404)
    expect((await call('PATCH', `/staff/jobs/${job.id}`, { token: editor.token, body: { open: true } })).status).toBe(404)
    expect((await list(editor.token)).map((j) => j.id)).not.toContain(job.id)
    expect((await list(editor.token, '?status=deleted')).map((j) => j.id)).toContain(job.id)

    const restored = await call('POST', `/staff/jobs/${job.id}/restore`, { token: editor.token })
    expect(await restored.json()).toMatchObject({ id: job.id, status: 'open', deletedAt: null, purgesOn: null })
    expect(await publicIds()).toContain(job.id)
    expect((await auditOf(job.id)).map((row) => row.action)).toEqual(['job.created', 'job.deleted', 'job.restored'])
  })

  it('the housekeeping round deletes for good positions deleted over 30 days ago, but not while an application to one is kept', async () => {
    const editor = await staffMember('editor')
    const plain = await created(editor.token)
    const applied = await created(editor.token)
    const recent = await created(editor.token)
    expect((await apply(applied.id)).status).toBe(201)
    for (const job of [plain, applied, recent]) await call('DELETE', `/staff/jobs/${job.id}`, { token: editor.token })
    const setDeleted = (id: number, daysAgo: number) =>
      db()
        .update(jobs)
        .set({ deletedAt: new Date(Date.now() - daysAgo * day) })
        .where(eq(jobs.id, id))
    await setDeleted(plain.id, 31)
    await setDeleted(applied.id, 31)
    await setDeleted(recent.id, 29)

    expect(await purgeDeletedJobs(db())).toBeGreaterThanOrEqual(1)
    const left = async () => (await db().select({ id: jobs.id }).from(jobs)).map((row) => row.id)
    expect(await left()).not.toContain(plain.id)
    expect(await left()).toEqual(expect.arrayContaining([applied.id, recent.id]))
    expect((await auditOf(plain.id)).at(-1)).toEqual({ action: 'job.purged', email: 'housekeeping' })

    // Once its application is gone (its own retention), the position goes too.
    await db().delete(jobApplications).where(eq(jobApplications.jobId, applied.id))
    await purgeDeletedJobs(db())
    expect(await left()).not.toContain(applied.id)
  })
})
