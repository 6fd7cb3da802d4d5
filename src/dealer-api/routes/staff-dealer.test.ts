/** The dealer's settings and branches through the API: who may edit them, what every page then reads, what is audited and announced. */
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { expect, it } from 'vitest'
import { dealerSettingsSchema, type Branch, type DealerSettings } from '../../contract/content'
import type { StaffDealer } from '../../contract/staff-dealer'
import { onContentChange, startContentChangeRelay, type ContentChange } from '../../server/content-changes.server'
import { describeOnEngines } from '../../server/db/describe-on-engines'
import { dealerLogos, dealerSettings, staffAuditLog } from '../../server/db/schema'
import { staffTestApi } from '../staff-test-kit'
import { contentRoutes } from './content'
import { staffDealerRoutes } from './staff-dealer'

describeOnEngines('staff dealer settings API', ({ handle, db }) => {
  const { staffMember, call } = staffTestApi([...staffDealerRoutes, ...contentRoutes], handle)
  const staffDealer = async (token: string) => (await (await call('GET', '/staff/dealer', { token })).json()) as StaffDealer
  const publicSettings = async (locale: 'ar' | 'en') => (await (await call('GET', '/settings', { locale })).json()) as DealerSettings
  const publicBranches = async (locale: 'ar' | 'en') =>
    ((await (await call('GET', '/branches', { locale })).json()) as { items: Branch[] }).items

  it('refuses anonymous callers, editors, sales and cross-site requests', async () => {
    const editor = await staffMember('editor')
    const sales = await staffMember('sales')
    const admin = await staffMember('admin')
    const { settings } = await staffDealer(admin.token)
    const { logoPath: _logo, ...body } = settings
    expect((await call('GET', '/staff/dealer')).status).toBe(401)
    expect((await call('GET', '/staff/dealer', { token: editor.token })).status).toBe(403)
    expect((await call('PUT', '/staff/dealer/settings', { body })).status).toBe(401)
    expect((await call('PUT', '/staff/dealer/settings', { token: sales.token, body })).status).toBe(403)
    expect((await call('PUT', '/staff/dealer/branches/1', { token: editor.token, body: {} })).status).toBe(403)
    const crossSite = await call('PUT', '/staff/dealer/settings', { token: admin.token, body, crossSite: true })
    expect(crossSite.status).toBe(403)
    expect(await crossSite.json()).toMatchObject({ error: { code: 'csrf_failed' } })
  })

  it('serves the seeded identity: CR and VAT numbers, phones in E.164, the address in parts', async () => {
    const english = await publicSettings('en')
    expect(english).toMatchObject({
      crNumber: '7000000000',
      vatNumber: '300000000000003',
      phone: '9200 00000',
      phoneE164: '+966920000000',
      whatsappE164: '+966500000000',
      address: 'Al Madinah Al Munawwarah Road, Al Rawdah District, Jeddah 23435',
      postalAddress: { street: 'Al Madinah Al Munawwarah Road', city: 'Jeddah', region: 'Makkah Region', postcode: '23435', country: 'SA' },
    })
    expect((await publicSettings('ar')).address).toBe('طريق المدينة المنورة، حي الروضة، جدة 23435')
    const [first] = await publicBranches('en')
    expect(first).toMatchObject({
      phoneE164: '+966126601200',
      postalAddress: { street: 'Al Madinah Al Munawwarah Road', postcode: '23435' },
    })
    expect(first!.openingHours[0]).toEqual({
      dayOfWeek: ['saturday', 'sunday', 'monday', 'tuesday', 'wednesday', 'thursday'],
      opens: '09:00',
      closes: '12:30',
    })
  })

  it('sets the identity: every page reads it at once, the change audited with before and after, and announced', async () => {
    const admin = await staffMember('admin')
    const { settings } = await staffDealer(admin.token)
    const { logoPath: _logo, ...current } = settings
    const stopRelay = await startContentChangeRelay(handle())
    const heard: ContentChange[] = []
    const stopListening = onContentChange((change) => heard.push(change))
    try {
      const saved = await call('PUT', '/staff/dealer/settings', {
        token: admin.token,
        // Arabic-Indic digits and spaces, as an admin may type them.
        body: {
          ...current,
          crNumber: '٤٠٣٠ ١٢٣ ٤٥٦',
          vatNumber: '310 123 456 700 003',
          phone: '012 660 1200',
          socials: { ...current.socials, x: '' },
        },
      })
      expect(saved.status).toBe(200)
      expect(await saved.json()).toMatchObject({ crNumber: '4030123456', vatNumber: '310123456700003', phone: '012 660 1200' })
      expect(await publicSettings('en')).toMatchObject({ crNumber: '4030123456', vatNumber: '310123456700003', phoneE164: '+966126601200' })
      expect((await publicSettings('en')).socials.map((social) => social.network)).not.toContain('x')
      await expect.poll(() => heard, { timeout: 2000 }).toContainEqual({ topic: 'dealer' })
      const [audit] = await db()
        .select({ action: staffAuditLog.action, before: staffAuditLog.before, after: staffAuditLog.after })
        .from(staffAuditLog)
        .where(eq(staffAuditLog.action, 'dealer.settings_updated'))
      expect(audit).toMatchObject({
        before: { crNumber: '7000000000', vatNumber: '300000000000003' },
        after: { crNumber: '4030123456', vatNumber: '310123456700003' },
      })
      // Only what changed is recorded.
      expect(Object.keys(audit!.after as object)).not.toContain('nameAr')
    } finally {
      stopListening()
      await stopRelay()
    }
  })

  it('refuses a wrong VAT or CR number, phone, postcode or link, each next to its field in the request’s language', async () => {
    const admin = await staffMember('admin')
    const { settings } = await staffDealer(admin.token)
    const { logoPath: _logo, ...current } = settings
    const refused = async (change: Record<string, unknown>, field: string) => {
      const answer = await call('PUT', '/staff/dealer/settings', { token: admin.token, body: { ...current, ...change }, locale: 'ar' })
      expect(answer.status).toBe(400)
      const { error } = (await answer.json()) as { error: { fields: Record<string, string[]> } }
      expect(error.fields[field]?.[0]).toMatch(/[\u0600-\u06ff]/)
    }
    await refused({ vatNumber: '300000000000002' }, 'vatNumber')
    await refused({ vatNumber: '30000000000003' }, 'vatNumber')
    await refused({ crNumber: '12345' }, 'crNumber')
    await refused({ crNumber: '' }, 'crNumber')
    await refused({ phone: '123' }, 'phone')
    await refused({ whatsapp: '012 660 1200' }, 'whatsapp')
    await refused({ postcode: '2343' }, 'postcode')
    await refused({ mapUrl: 'javascript:alert(1)' }, 'mapUrl')
    await refused({ socials: { ...current.socials, instagram: 'http://instagram.com/x' } }, 'socials.instagram')
    expect((await publicSettings('en')).vatNumber).toMatch(/^3\d{13}3$/)
  })

  it('shows every e-mail address it takes, refuses the ones a mail or a page cannot carry, and survives a stored one it would refuse (issue 32)', async () => {
    // Reproduction: `info/sales@dealer.example` was saved, the public answer then failed the
    // storefront's check of it (z.email()) and every page, the settings page included, was a 500.
    const admin = await staffMember('admin')
    const { settings } = await staffDealer(admin.token)
    const { logoPath: _logo, ...current } = settings
    const save = (email: string) => call('PUT', '/staff/dealer/settings', { token: admin.token, body: { ...current, email }, locale: 'ar' })
    try {
      expect((await save('info/sales@dealer.example')).status).toBe(200)
      const shown = await call('GET', '/settings', { locale: 'en' })
      expect(dealerSettingsSchema.safeParse(await shown.json()).success, 'the answer every page checks').toBe(true)
      expect((await publicSettings('en')).email).toBe('info/sales@dealer.example')

      // nodemailer reads these as a comment, a quoted part, two addresses, a display name.
      for (const email of ['a(b)@x.co', 'a"b@x.co', 'a,b@x.co', 'a<b>@x.co', 'a;b@x.co', 'a:b@x.co']) {
        const refused = await save(email)
        expect(refused.status, email).toBe(400)
        const { error } = (await refused.json()) as { error: { fields: Record<string, string[]> } }
        expect(error.fields.email?.[0], email).toMatch(/[\u0600-\u06ff]/)
      }

      // One stored before this rule (or by hand): the pages leave it out, the admin's form shows it to fix.
      await db().update(dealerSettings).set({ email: 'a(b)@x.co' })
      for (const locale of ['ar', 'en'] as const) {
        const answer = await call('GET', '/settings', { locale })
        expect(answer.status).toBe(200)
        const parsed = dealerSettingsSchema.safeParse(await answer.json())
        expect(parsed.success, 'the answer every page checks').toBe(true)
        expect(parsed.data?.email).toBeNull()
      }
      expect((await staffDealer(admin.token)).settings.email).toBe('a(b)@x.co')
    } finally {
      await save(current.email)
    }
  })

  it('sets a branch’s opening hours in a structured form and refuses hours that end before they start', async () => {
    const admin = await staffMember('admin')
    const { branches } = await staffDealer(admin.token)
    const branch = branches[0]!
    expect(branch.edit.openingHours.friday).toBe('16:30–22:30')
    const hours = { ...branch.edit.openingHours, friday: '', saturday: '08:00–13:00, 16:00–23:00' }
    const saved = await call('PUT', `/staff/dealer/branches/${branch.id}`, {
      token: admin.token,
      body: { ...branch.edit, phone: '012 660 9999', openingHours: hours },
    })
    expect(saved.status).toBe(200)
    const shown = (await publicBranches('en')).find((item) => item.id === branch.id)!
    expect(shown.phoneE164).toBe('+966126609999')
    expect(shown.openingHours.flatMap((spec) => spec.dayOfWeek)).not.toContain('friday')
    expect(shown.openingHours).toContainEqual({ dayOfWeek: ['saturday'], opens: '08:00', closes: '13:00' })

    const wrong = await call('PUT', `/staff/dealer/branches/${branch.id}`, {
      token: admin.token,
      body: { ...branch.edit, openingHours: { ...hours, sunday: '17:00–09:00' } },
      locale: 'en',
    })
    expect(wrong.status).toBe(400)
    expect(((await wrong.json()) as { error: { fields: Record<string, string[]> } }).error.fields['openingHours.sunday']).toHaveLength(1)
    expect((await call('PUT', '/staff/dealer/branches/999999', { token: admin.token, body: branch.edit })).status).toBe(404)
  })

  it('takes a logo by its bytes, re-encodes it and serves it under its hash; refuses anything else', async () => {
    const admin = await staffMember('admin')
    const png = await sharp({ create: { width: 1200, height: 600, channels: 4, background: { r: 10, g: 80, b: 60, alpha: 1 } } })
      .png()
      .toBuffer()
    const form = new FormData()
    form.set('logo', new File([new Uint8Array(png)], 'logo.png', { type: 'image/png' }))
    const answer = await call('PUT', '/staff/dealer/logo', { token: admin.token, body: form })
    expect(answer.status).toBe(200)
    const { logoPath } = (await answer.json()) as { logoPath: string }
    expect(logoPath).toMatch(/^\/media\/logo\/[a-f0-9]{24}\.webp$/)
    expect((await publicSettings('en')).logoPath).toBe(logoPath)
    const name = logoPath.split('/').pop()!
    const [stored] = await db().select().from(dealerLogos).where(eq(dealerLogos.name, name))
    expect(stored).toMatchObject({ mediaType: 'image/webp', width: 512, height: 256 })
    expect((await call('GET', `/dealer-logos/${name}`)).status).toBe(200)

    const fake = new FormData()
    fake.set('logo', new File([new TextEncoder().encode('<svg onload=alert(1)>')], 'logo.png', { type: 'image/png' }))
    const refused = await call('PUT', '/staff/dealer/logo', { token: admin.token, body: fake })
    expect(refused.status).toBe(415)
    expect(((await refused.json()) as { error: { fields: Record<string, string[]> } }).error.fields.logo).toHaveLength(1)
  })
})
