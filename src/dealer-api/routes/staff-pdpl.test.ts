/** The PDPL desk over HTTP: bad input answered by its field in the caller's language, the export as a sandboxed attachment. */
import { expect, it } from 'vitest'
import { describeOnEngines } from '../../server/db/describe-on-engines'
import { staffTestApi } from '../staff-test-kit'
import { staffPdplRoutes } from './staff-pdpl'

describeOnEngines('PDPL desk API', ({ handle }) => {
  const { staffMember, call } = staffTestApi(staffPdplRoutes, handle)

  it('refuses what is neither a mobile nor an address, and a request from the future, by their fields', async () => {
    const admin = await staffMember('admin')
    const bad = await call('POST', '/staff/pdpl-requests', {
      token: admin.token,
      locale: 'ar',
      body: { subject: '12345', kind: 'access', receivedOn: '2026-02-30', language: 'ar' },
    })
    expect(bad.status).toBe(400)
    const { error } = (await bad.json()) as { error: { fields: Record<string, string[]> } }
    expect(error.fields.subject).toEqual(['يُرجى إدخال رقم جوال سعودي أو بريد إلكتروني.'])
    expect(error.fields.receivedOn).toEqual(['يُرجى إدخال يوم وصول الطلب، على ألا يتجاوز اليوم.'])
    const future = await call('POST', '/staff/pdpl-requests', {
      token: admin.token,
      body: { subject: '0501234567', kind: 'access', receivedOn: '2099-01-01', language: 'ar' },
    })
    expect(future.status).toBe(400)
    expect(((await future.json()) as { error: { fields: Record<string, string[]> } }).error.fields.receivedOn).toHaveLength(1)
  })

  it('logs a request for a mobile in any spelling and exports it as a sandboxed attachment', async () => {
    const admin = await staffMember('admin')
    const logged = await call('POST', '/staff/pdpl-requests', {
      token: admin.token,
      body: { subject: '+966 50 765 4321', kind: 'access', receivedOn: '2026-11-01', language: 'en' },
    })
    expect(logged.status).toBe(201)
    const request = (await logged.json()) as { id: string; subject: string; dueOn: string; status: string }
    expect(request).toMatchObject({ subject: '+966507654321', dueOn: '2026-12-01', status: 'open' })
    const file = await call('GET', `/staff/pdpl-requests/${request.id}/export?format=html`, { token: admin.token })
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="personal-data-[0-9a-f]{8}-\d{4}-\d{2}-\d{2}\.html"$/)
    expect(file.headers.get('content-security-policy')).toContain('sandbox')
    expect(await file.text()).toContain('<html lang="en" dir="ltr">')
    const answered = (await (await call('GET', `/staff/pdpl-requests/${request.id}`, { token: admin.token })).json()) as {
      request: { status: string }
    }
    expect(answered.request.status).toBe('answered')
    expect((await call('GET', `/staff/pdpl-requests/${crypto.randomUUID()}`, { token: admin.token })).status).toBe(404)
  })
})
