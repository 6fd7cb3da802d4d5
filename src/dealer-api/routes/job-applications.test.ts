/** Job applications in the dealer API as an outside client sees them, and what is kept. */
import { readFileSync } from 'node:fs'
import { and, eq } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import { cvDownloadHeaders, purgeOldJobApplications, readJobApplicationCv, receiveJobApplication } from '../../domain/job-applications'
import { describeOnEngines } from '../../server/db/describe-on-engines'
import { jobApplicationCvs, jobApplications, jobs, outboxMessages } from '../../server/db/schema'
import { createDealerApiApp } from '../app'
import { issueCsrfToken } from '../csrf'
import { dealerApiRoutes } from '../server-app'
import { jobApplicationRoutes } from './job-applications'

const secret = 'the-secret-of-the-job-applications-test-01'
const token = issueCsrfToken(secret)
const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`../../../tests/fixtures/cv/${name}`, import.meta.url)))
const mediaTypes = {
  'cv.pdf': 'application/pdf',
  'cv.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'cv.doc': 'application/msword',
  'cv.png': 'image/png',
}

describeOnEngines('job applications API', ({ handle }) => {
  const api = createDealerApiApp(jobApplicationRoutes, { database: async () => handle(), csrfSecret: async () => secret })
  let openJob = 0
  let closedJob = 0
  beforeAll(async () => {
    const all = await handle().db.select({ id: jobs.id, open: jobs.open }).from(jobs)
    openJob = all.find((job) => job.open)!.id
    closedJob = all.find((job) => !job.open)!.id
  })

  let visitors = 0
  let mobiles = 0
  /** A Saudi mobile no other test uses, as a visitor would type it. */
  const freshMobile = () => `05${String(40_000_000 + (mobiles += 1) + Math.floor(Math.random() * 1_000_000) * 10).padStart(8, '0')}`

  const form = (overrides: { name?: string; phone?: string; email?: string; cv?: [Uint8Array, string] | null } = {}) => {
    const body = new FormData()
    body.set('name', overrides.name ?? 'Salman Al-Harbi')
    body.set('phone', overrides.phone ?? freshMobile())
    // Each its own e-mail unless told, so the per-e-mail ceiling of one test never touches another.
    body.set('email', overrides.email ?? `salman.${crypto.randomUUID().slice(0, 8)}@example.com`)
    const [bytes, fileName] = overrides.cv === undefined ? [fixture('cv.pdf'), 'cv.pdf'] : (overrides.cv ?? [])
    if (bytes && fileName) body.set('cv', new File([bytes as Uint8Array<ArrayBuffer>], fileName, { type: 'application/octet-stream' }))
    return body
  }
  const post = (
    body: BodyInit,
    {
      job = openJob,
      language = 'en',
      address,
      headers = {},
    }: { job?: number; language?: string; address?: string; headers?: Record<string, string> } = {},
  ) =>
    api.fetch(
      new Request(`http://api.test/api/jobs/${job}/applications`, {
        method: 'POST',
        body,
        headers: { 'Content-Language': language, Cookie: `XSRF-TOKEN=${token}`, 'X-XSRF-TOKEN': token, ...headers },
      }),
      { clientAddress: address ?? `198.18.${Math.floor((visitors += 1) / 250)}.${visitors % 250}` },
    )
  const rowsFor = (mobile: string) => handle().db.select().from(jobApplications).where(eq(jobApplications.mobile, mobile))

  it('keeps a PDF, DOCX, DOC and PNG CV with the type found in its bytes, and answers 201 with a reference', async () => {
    for (const [name, mediaType] of Object.entries(mediaTypes)) {
      const phone = freshMobile()
      const answer = await post(form({ phone, cv: [fixture(name), name] }), { language: 'ar' })
      expect(answer.status, name).toBe(201)
      const body = (await answer.json()) as { received: true; reference: string }
      expect(body).toEqual({ received: true, alreadyReceived: false, reference: expect.stringMatching(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/) })
      const [row] = await rowsFor(`+966${phone.slice(1)}`)
      expect(row).toMatchObject({
        jobId: openJob,
        name: 'Salman Al-Harbi',
        email: expect.stringMatching(/^salman\.[0-9a-f]{8}@example\.com$/),
        locale: 'ar',
        reference: body.reference,
      })
      const cv = await readJobApplicationCv(handle().db, row!.id)
      expect(cv).toEqual({
        content: fixture(name),
        mediaType,
        fileName: `cv-${body.reference}.${name.split('.')[1]}`,
        sizeBytes: fixture(name).length,
      })
    }
  })

  it('takes a CV whose file name holds control characters (a NUL made the insert fail with 500), keeping the name without them', async () => {
    for (const [sentAs, kept] of [
      ['cv\u0000.pdf', 'cv.pdf'],
      ['my\u0001 cv\u007f\u0085.pdf', 'my cv.pdf'],
    ]) {
      const phone = freshMobile()
      const answer = await post(form({ phone, cv: [fixture('cv.pdf'), sentAs!] }))
      expect(answer.status, JSON.stringify(sentAs)).toBe(201)
      const [row] = await rowsFor(`+966${phone.slice(1)}`)
      const [cv] = await handle()
        .db.select({ originalName: jobApplicationCvs.originalName })
        .from(jobApplicationCvs)
        .where(eq(jobApplicationCvs.applicationId, row!.id))
      expect(cv?.originalName).toBe(kept)
    }
  })

  it('refuses a program named .pdf, a web page named .png and an SVG with 415 and the reason on the cv field, keeping nothing', async () => {
    for (const [name, sentAs] of [
      ['program-renamed.pdf', 'cv.pdf'],
      ['windows-program-renamed.pdf', 'cv.pdf'],
      ['page-renamed.png', 'photo.png'],
      ['drawing.svg', 'drawing.svg'],
      ['sheet-renamed.doc', 'cv.doc'],
    ]) {
      const phone = freshMobile()
      const answer = await post(form({ phone, cv: [fixture(name!), sentAs!] }))
      expect(answer.status, name).toBe(415)
      const body = (await answer.json()) as { error: { code: string; fields: Record<string, string[]> } }
      expect(body.error.code).toBe('unsupported_media_type')
      expect(body.error.fields.cv?.[0]).toMatch(/PDF, DOC, DOCX, PNG/)
      expect(await rowsFor(`+966${phone.slice(1)}`)).toEqual([])
    }
  })

  it('says why in Arabic too', async () => {
    const answer = await post(form({ cv: [fixture('page-renamed.png'), 'cv.png'] }), { language: 'ar' })
    expect(answer.status).toBe(415)
    expect(answer.headers.get('content-language')).toBe('ar')
    const body = (await answer.json()) as { error: { fields: Record<string, string[]> } }
    expect(body.error.fields.cv?.[0]).toMatch(/[\u0600-\u06FF]/)
  })

  it('refuses a CV past 5 MB with 413 on the cv field and closes the connection', async () => {
    const big = new Uint8Array(6 * 1024 * 1024)
    big.set(fixture('cv.pdf'))
    const phone = freshMobile()
    const answer = await post(form({ phone, cv: [big, 'cv.pdf'] }))
    expect(answer.status).toBe(413)
    expect(answer.headers.get('connection')).toBe('close')
    const body = (await answer.json()) as { error: { code: string; fields: Record<string, string[]> } }
    expect(body.error.code).toBe('payload_too_large')
    expect(body.error.fields.cv?.[0]).toMatch(/5 MB/)
    expect(await rowsFor(`+966${phone.slice(1)}`)).toEqual([])
  })

  it('takes a CV of exactly 5 MB', async () => {
    const largest = new Uint8Array(5 * 1024 * 1024)
    largest.set(fixture('cv.pdf'))
    expect((await post(form({ cv: [largest, 'cv.pdf'] }))).status).toBe(201)
  })

  it('refuses a body announced past the limit before reading it', async () => {
    const answer = await post(form(), { headers: { 'Content-Length': String(50 * 1024 * 1024) } })
    expect(answer.status).toBe(413)
  })

  it('names each field a value is missing or wrong in, with 400', async () => {
    const answer = await post(form({ name: '', phone: '12345', email: 'not-an-address', cv: null }))
    expect(answer.status).toBe(400)
    const body = (await answer.json()) as { error: { code: string; fields: Record<string, string[]> } }
    expect(body.error.code).toBe('validation_failed')
    expect(Object.keys(body.error.fields).sort()).toEqual(['cv', 'email', 'name', 'phone'])
    expect(body.error.fields.phone?.[0]).toMatch(/Saudi mobile/)
    expect(body.error.fields.cv?.[0]).toBe('This field is required.')
  })

  it('answers a JSON body 415 and an unreadable multipart body 400', async () => {
    const json = await post(JSON.stringify({ name: 'x' }), { headers: { 'Content-Type': 'application/json' } })
    expect(json.status).toBe(415)
    expect(((await json.json()) as { error: { code: string } }).error.code).toBe('unsupported_media_type')
    const broken = await post('--nope\r\n\r\n', { headers: { 'Content-Type': 'multipart/form-data; boundary=xyz' } })
    expect(broken.status).toBe(400)
  })

  it('refuses an unknown job with 404 and a closed one with 409, keeping nothing', async () => {
    const phone = freshMobile()
    const unknown = await post(form({ phone }), { job: 999_999 })
    expect(unknown.status).toBe(404)
    const closed = await post(form({ phone }), { job: closedJob })
    expect(closed.status).toBe(409)
    expect(((await closed.json()) as { error: { code: string } }).error.code).toBe('job_closed')
    expect(await rowsFor(`+966${phone.slice(1)}`)).toEqual([])
  })

  it('answers the same applicant applying again within a day that it has their application, without its reference', async () => {
    const phone = freshMobile()
    const first = (await (await post(form({ phone, name: 'Salman  Al-Harbi', email: 'Salman@Example.com' }))).json()) as {
      reference: string
    }
    // Typed another way, from another address, with another CV: still the same applicant.
    const again = await post(
      form({ phone: `+966 ${phone.slice(1)}`, name: 'salman al-harbi ', email: 'salman@example.com', cv: [fixture('cv.png'), 'cv.png'] }),
    )
    expect(again.status).toBe(201)
    const body = await again.json()
    expect(body).toEqual({ received: true, alreadyReceived: true })
    expect(JSON.stringify(body)).not.toContain(first.reference)
    expect(await rowsFor(`+966${phone.slice(1)}`)).toHaveLength(1)
  })

  it('keeps another applicant’s application with the same mobile, and never gives them the first one’s reference', async () => {
    // Issue 32: a second person applying with a mobile someone used for this job within a day was
    // answered 201 with the first applicant's reference, and their application was dropped.
    const phone = freshMobile()
    const first = (await (await post(form({ phone, name: 'Salman Al-Harbi', email: 'salman@example.com' }))).json()) as {
      reference: string
    }
    const other = await post(form({ phone, name: 'Huda Al-Qahtani', email: 'huda@example.com' }))
    expect(other.status).toBe(201)
    const body = (await other.json()) as { reference: string; alreadyReceived: boolean }
    expect(body).toMatchObject({ received: true, alreadyReceived: false })
    expect(body.reference).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/)
    expect(body.reference).not.toBe(first.reference)
    const rows = await rowsFor(`+966${phone.slice(1)}`)
    expect(rows.map((row) => row.name).sort()).toEqual(['Huda Al-Qahtani', 'Salman Al-Harbi'])
  })

  it('keeps one row when the same applicant applies for the same job twice at the same moment', async () => {
    const phone = freshMobile()
    const same = () => form({ phone, email: 'salman@example.com' })
    const answers = await Promise.all([post(same()), post(same()), post(same())])
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201])
    const bodies = (await Promise.all(answers.map((answer) => answer.json()))) as { reference?: string; alreadyReceived: boolean }[]
    expect(bodies.filter((body) => body.reference !== undefined)).toHaveLength(1)
    expect(bodies.filter((body) => body.alreadyReceived)).toHaveLength(2)
    expect(await rowsFor(`+966${phone.slice(1)}`)).toHaveLength(1)
  })

  it('takes a second application after a day, and one for another job at once', async () => {
    const phone = freshMobile()
    const e164 = `+966${phone.slice(1)}`
    const input = { name: 'Noura', phone: e164, email: 'noura@example.com', cv: { bytes: fixture('cv.pdf'), fileName: 'cv.pdf' } }
    const client = { address: '198.19.0.1', locale: 'en' as const }
    const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000)
    const other = (await handle().db.select({ id: jobs.id }).from(jobs).where(eq(jobs.open, true))).find((job) => job.id !== openJob)!.id
    await handle().db.transaction((tx) => receiveJobApplication(tx, openJob, input, client, dayAgo))
    await handle().db.transaction((tx) => receiveJobApplication(tx, openJob, input, client))
    await handle().db.transaction((tx) => receiveJobApplication(tx, other, input, client))
    expect(await rowsFor(e164)).toHaveLength(3)
  })

  it('answers a repeat with the same Idempotency-Key from its stored answer', async () => {
    const body = form()
    const headers = { 'Idempotency-Key': `apply-${crypto.randomUUID()}` }
    const first = await post(body, { headers })
    const second = await post(body, { headers })
    expect(second.status).toBe(201)
    expect(second.headers.get('idempotent-replayed')).toBe('true')
    expect(await second.json()).toEqual(await first.json())
    const other = await post(form(), { headers })
    expect(other.status).toBe(422)
  })

  it('takes five applications a day from one mobile or one e-mail, whatever addresses they come from, then says why', async () => {
    // Issue 32: only the per-address limit bounded applications (and the dealer's mails).
    // Reproduced: six applications with one e-mail, for six jobs, from six addresses: all 201.
    const open = (await handle().db.select({ id: jobs.id }).from(jobs).where(eq(jobs.open, true))).map((job) => job.id)
    const email = `applicant.${crypto.randomUUID().slice(0, 8)}@example.com`
    for (let sent = 0; sent < 5; sent++) {
      expect((await post(form({ email, name: `Applicant ${sent}` }), { job: open[sent % open.length] })).status).toBe(201)
    }
    const refused = await post(form({ email: email.toUpperCase(), name: 'Applicant 5' }), { job: open[5 % open.length] })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(60 * 60)
    expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(/mobile number or e-mail address today/)
  })

  it('past the site-wide ceiling, keeps the application without announcing it', async () => {
    const { appConfig } = await import('../../../app.config')
    const settings = { webhook: true, dealerEmails: ['hr@dealer.example'] }
    const ceilings = { ...appConfig.dealerMessages, noticesPerHour: 1 }
    const hour = new Date(Date.UTC(2032, 0, 1, Math.floor(Math.random() * 8_000)))
    const references: string[] = []
    for (let index = 0; index < 3; index++) {
      const input = {
        name: `Applicant ${index}`,
        phone: `+966${freshMobile().slice(1)}`,
        email: `ceiling.${index}.${crypto.randomUUID().slice(0, 8)}@example.com`,
        cv: { bytes: fixture('cv.pdf'), fileName: 'cv.pdf' },
      }
      const at = new Date(hour.getTime() + index * 60_000)
      const client = { address: `198.19.7.${index + 1}`, locale: 'en' as const }
      const answer = await handle().db.transaction((tx) => receiveJobApplication(tx, openJob, input, client, at, settings, ceilings))
      if (!('reference' in answer) || answer.reference === undefined) throw new Error('not kept')
      references.push(answer.reference)
    }
    const outbox = await handle().db.select().from(outboxMessages)
    const announced = references.filter((reference) => outbox.some((row) => JSON.stringify(row.payload).includes(reference)))
    expect(announced).toEqual([references[0]])
    expect(
      outbox
        .filter((row) => row.kind === 'dealer_notices.paused')
        .map((row) => row.channel)
        .sort(),
    ).toEqual(['mail', 'webhook'])
  })

  it('takes ten applications an hour from one address, then says how long to wait', async () => {
    const address = '198.20.0.1'
    for (let sent = 0; sent < 10; sent++) expect((await post(form(), { address })).status).toBe(201)
    const refused = await post(form(), { address })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000)
  })

  it('tells the dealer’s webhook and mail the job and the reference, never the CV', async () => {
    const phone = `+966${freshMobile().slice(1)}`
    const cv = fixture('cv.docx')
    const settings = { webhook: true, dealerEmails: ['hr@dealer.example'] }
    const answer = await handle().db.transaction((tx) =>
      receiveJobApplication(
        tx,
        openJob,
        { name: 'Fahad', phone, email: 'fahad@example.com', cv: { bytes: cv, fileName: 'Fahad CV.docx' } },
        { address: '198.21.0.1', locale: 'en' },
        new Date(),
        settings,
      ),
    )
    const reference = (answer as { reference: string }).reference
    const rows = (await handle().db.select().from(outboxMessages).where(eq(outboxMessages.kind, 'job_application.received'))).filter(
      (row) => JSON.stringify(row.payload).includes(reference),
    )
    expect(rows.map((row) => row.channel).sort()).toEqual(['mail', 'webhook'])
    const [job] = await handle().db.select().from(jobs).where(eq(jobs.id, openJob))
    expect(rows.find((row) => row.channel === 'webhook')!.payload).toMatchObject({
      reference,
      job: { id: openJob, title: { ar: job!.titleAr, en: job!.titleEn } },
      applicant: { name: 'Fahad', mobile: phone, email: 'fahad@example.com' },
      cv: { mediaType: mediaTypes['cv.docx'], sizeBytes: cv.length },
    })
    const mail = rows.find((row) => row.channel === 'mail')!.payload as { to: string[]; subject: string; text: string }
    expect(mail.to).toEqual(['hr@dealer.example'])
    expect(mail.subject).toContain(job!.titleEn)
    expect(mail.subject).toContain(reference)
    expect(mail.text).toContain(job!.titleAr)
    for (const row of rows) {
      const text = JSON.stringify(row.payload)
      expect(text).not.toContain('Fahad CV.docx')
      expect(text).not.toContain('word/document.xml')
      expect(text).not.toMatch(/"attachments"/)
    }
  })

  it('serves a stored CV at no public address of the API, however it is asked for (staff download it signed in)', async () => {
    const whole = createDealerApiApp(dealerApiRoutes, { database: async () => handle(), csrfSecret: async () => secret })
    const phone = freshMobile()
    const { reference } = (await (await post(form({ phone, cv: [fixture('cv.png'), 'my-cv.png'] }))).json()) as { reference: string }
    const [row] = await rowsFor(`+966${phone.slice(1)}`)
    const [stored] = await handle().db.select().from(jobApplicationCvs).where(eq(jobApplicationCvs.applicationId, row!.id))
    const candidates = [
      `/api/jobs/${openJob}/applications`,
      `/api/jobs/${openJob}/applications/${row!.id}`,
      `/api/jobs/${openJob}/applications/${reference}`,
      `/api/jobs/${openJob}/applications/${row!.id}/cv`,
      `/api/job-applications`,
      `/api/job-applications/${row!.id}`,
      `/api/job-applications/${row!.id}/cv`,
      `/api/job-applications/${reference}/cv`,
      `/api/applications/${row!.id}/cv`,
      `/api/cv/${row!.id}`,
      `/api/cvs/${stored!.sha256}`,
      `/api/files/${row!.id}`,
      `/api/uploads/my-cv.png`,
      `/api/uploads/${row!.id}`,
    ]
    for (const path of candidates) {
      const answer = await whole.fetch(new Request(`http://api.test${path}`), { clientAddress: '198.22.0.1' })
      expect([404, 405], path).toContain(answer.status)
      const bytes = new Uint8Array(await answer.arrayBuffer())
      expect(Buffer.from(bytes).includes(Buffer.from(fixture('cv.png'))), path).toBe(false)
    }
    // The staff download exists, and without a staff session it is refused like any staff operation.
    const staffDownload = await whole.fetch(new Request(`http://api.test/api/staff/job-applications/${row!.id}/cv`), {
      clientAddress: '198.22.0.1',
    })
    expect(staffDownload.status).toBe(401)
    expect(Buffer.from(new Uint8Array(await staffDownload.arrayBuffer())).includes(Buffer.from(fixture('cv.png')))).toBe(false)
    const openApi = (await (await whole.fetch(new Request('http://api.test/api/openapi.json'))).json()) as {
      paths: Record<string, Record<string, { security?: unknown[] }>>
    }
    const fileLike = Object.entries(openApi.paths).filter(([path]) => /\/cv\b|\/cvs\b|\/uploads|\/files/.test(path))
    expect(fileLike.map(([path]) => path)).toEqual(['/staff/job-applications/{id}/cv'])
    for (const [, methods] of fileLike)
      for (const operation of Object.values(methods)) expect(operation.security).toEqual([{ staffSession: [] }])
  })

  it('deletes applications and their CVs after 180 days', async () => {
    const phone = `+966${freshMobile().slice(1)}`
    const old = new Date(Date.now() - 181 * 24 * 60 * 60 * 1000)
    await handle().db.transaction((tx) =>
      receiveJobApplication(
        tx,
        openJob,
        { name: 'Old', phone, email: 'old@example.com', cv: { bytes: fixture('cv.pdf'), fileName: 'cv.pdf' } },
        { address: '198.23.0.1', locale: 'ar' },
        old,
      ),
    )
    const [row] = await rowsFor(phone)
    expect(await purgeOldJobApplications(handle().db)).toBeGreaterThanOrEqual(1)
    expect(await rowsFor(phone)).toEqual([])
    expect(
      await handle()
        .db.select()
        .from(jobApplicationCvs)
        .where(and(eq(jobApplicationCvs.applicationId, row!.id))),
    ).toEqual([])
  })
})

it('downloads a CV only as an attachment named by the app, with its stored type and no sniffing or caching', () => {
  expect(cvDownloadHeaders({ mediaType: 'application/pdf', fileName: 'cv-K7M2Q-9XD4R.pdf', sizeBytes: 335 })).toEqual({
    'Content-Type': 'application/pdf',
    'Content-Length': '335',
    'Content-Disposition': 'attachment; filename="cv-K7M2Q-9XD4R.pdf"',
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'private, no-store',
    'Content-Security-Policy': "default-src 'none'; sandbox",
  })
  // A name that could break out of the header is made harmless.
  expect(cvDownloadHeaders({ mediaType: 'image/png', fileName: 'a"\r\nSet-Cookie: x=1.png', sizeBytes: 1 })['Content-Disposition']).toBe(
    'attachment; filename="a___Set-Cookie__x_1.png"',
  )
})
