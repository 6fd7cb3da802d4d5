/** Opening and closing positions through the API: who may, what visitors then see, what is audited and announced. */
import { and, eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { onContentChange, startContentChangeRelay, type ContentChange } from '../../server/content-changes.server'
import { describeOnEngines } from '../../server/db/describe-on-engines'
import { staffAuditLog } from '../../server/db/schema'
import { staffTestApi } from '../staff-test-kit'
import { contentRoutes } from './content'
import { staffJobRoutes } from './staff-jobs'

type Job = { id: number; title: string; open: boolean }

describeOnEngines('staff jobs API', ({ handle, db }) => {
  const { staffMember, call } = staffTestApi([...staffJobRoutes, ...contentRoutes], handle)
  const publicJobs = async (locale: 'ar' | 'en' = 'en') =>
    ((await (await call('GET', '/jobs', { locale })).json()) as { items: Job[] }).items
  const firstOpenJob = async () => {
    const [job] = await publicJobs()
    if (!job) throw new Error('the demo data has no open position')
    return job
  }

  it('refuses anonymous callers, other roles and cross-site requests, and changes nothing', async () => {
    const sales = await staffMember('sales')
    const editor = await staffMember('editor')
    const job = await firstOpenJob()
    expect((await call('GET', '/staff/jobs')).status).toBe(401)
    expect((await call('GET', '/staff/jobs', { token: sales.token })).status).toBe(403)
    expect((await call('PATCH', `/staff/jobs/${job.id}`, { body: { open: false } })).status).toBe(401)
    expect((await call('PATCH', `/staff/jobs/${job.id}`, { token: sales.token, body: { open: false } })).status).toBe(403)
    const crossSite = await call('PATCH', `/staff/jobs/${job.id}`, { token: editor.token, body: { open: false }, crossSite: true })
    expect(crossSite.status).toBe(403)
    expect(await crossSite.json()).toMatchObject({ error: { code: 'csrf_failed' } })
    expect((await publicJobs()).map((open) => open.id)).toContain(job.id)
  })

  it('closes a position and opens it again: the jobs page follows, each change audited and announced', async () => {
    const editor = await staffMember('editor')
    const job = await firstOpenJob()
    const stopRelay = await startContentChangeRelay(handle())
    const heard: ContentChange[] = []
    const stopListening = onContentChange((change) => heard.push(change))
    try {
      const closed = await call('PATCH', `/staff/jobs/${job.id}`, { token: editor.token, body: { open: false } })
      expect(closed.status).toBe(200)
      expect(await closed.json()).toMatchObject({ id: job.id, open: false })
      expect((await publicJobs()).map((open) => open.id)).not.toContain(job.id)
      const all = (await (await call('GET', '/staff/jobs', { token: editor.token })).json()) as { items: Job[] }
      expect(all.items.find((listed) => listed.id === job.id)).toMatchObject({ open: false })
      await expect.poll(() => heard, { timeout: 2000 }).toContainEqual({ topic: 'jobs' })

      // Closing a closed position changes nothing and records nothing.
      expect((await call('PATCH', `/staff/jobs/${job.id}`, { token: editor.token, body: { open: false } })).status).toBe(200)
      const reopened = await call('PATCH', `/staff/jobs/${job.id}`, { token: editor.token, body: { open: true } })
      expect(await reopened.json()).toMatchObject({ id: job.id, open: true })
      expect((await publicJobs('ar')).map((open) => open.id)).toContain(job.id)

      const audit = await db()
        .select({
          action: staffAuditLog.action,
          before: staffAuditLog.before,
          after: staffAuditLog.after,
          staffUserId: staffAuditLog.staffUserId,
        })
        .from(staffAuditLog)
        .where(and(eq(staffAuditLog.subjectType, 'job'), eq(staffAuditLog.subjectId, String(job.id))))
      expect(audit).toEqual([
        { action: 'job.closed', before: { open: true }, after: { open: false }, staffUserId: editor.id },
        { action: 'job.opened', before: { open: false }, after: { open: true }, staffUserId: editor.id },
      ])
    } finally {
      stopListening()
      await stopRelay()
    }
  })

  it('answers 404 for a position that does not exist, in the language asked', async () => {
    const admin = await staffMember('admin')
    const answer = await call('PATCH', '/staff/jobs/999999', { token: admin.token, body: { open: false }, locale: 'ar' })
    expect(answer.status).toBe(404)
    expect(await answer.json()).toMatchObject({ error: { code: 'not_found', message: expect.stringMatching(/[\u0600-\u06ff]/) } })
  })
})
