/** Publishing news through the API: who may, what is stored, what visitors then see, and what every cache is told. */
import { and, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { expect, it } from 'vitest'
import { listNews } from '../../domain/content'
import { onContentChange, startContentChangeRelay, type ContentChange } from '../../server/content-changes.server'
import { describeOnEngines } from '../../server/db/describe-on-engines'
import { newsArticles, newsCovers, staffAuditLog } from '../../server/db/schema'
import { staffTestApi } from '../staff-test-kit'
import { contentRoutes } from './content'
import { staffNewsRoutes } from './staff-news'

const hostileBody = [
  'Intro <script>alert(1)</script> text.',
  '',
  '<img src=x onerror=alert(1)>',
  '',
  '[click](javascript:alert(1)) [data](data:text/html,<b>x</b>) [site](https://wa.me/966500000000) [elsewhere](https://example.com/)',
  '',
  '<svg onload=alert(1)><script>alert(2)</script></svg>',
].join('\n')

/** No element, handler or link in `html` that could run script (escaped text is text). */
function expectHarmless(html: string) {
  expect(html).not.toMatch(/<(?:script|img|svg|iframe|object)/i)
  expect(html).not.toMatch(/<[^>]+\son\w+\s*=/i)
  expect(html).not.toMatch(/href="\s*(?:javascript|data):/i)
}

type Fields = Record<string, string | Blob>

function articleForm(overrides: Fields = {}): FormData {
  const unique = crypto.randomUUID().slice(0, 8)
  const fields: Fields = {
    titleAr: `افتتاح معرض جديد ${unique}`,
    titleEn: `New Showroom Opens ${unique}`,
    summaryAr: 'ملخص الخبر باللغة العربية.',
    summaryEn: 'The summary in English.',
    bodyAr: '## العنوان\n\nنص الخبر.',
    bodyEn: hostileBody,
    ...overrides,
  }
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.set(name, value)
  return form
}

const key = () => `news-${crypto.randomUUID()}`

/** A wide photo with camera metadata and a payload appended after its end. */
async function photo(format: 'png' | 'jpeg' | 'webp', width = 2400): Promise<Uint8Array> {
  const image = sharp({ create: { width, height: Math.round(width / 2), channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-camera-owner', ImageDescription: 'GPS 24.7136 46.6753' } } })
    [format]()
  const bytes = await image.toBuffer()
  return new Uint8Array(Buffer.concat([bytes, Buffer.from('<script>alert("polyglot")</script>')]))
}

const file = (bytes: Uint8Array, name: string, type: string) => new File([bytes as Uint8Array<ArrayBuffer>], name, { type })

describeOnEngines('staff news API', ({ handle, db }) => {
  const { staffMember, call } = staffTestApi([...staffNewsRoutes, ...contentRoutes], handle)
  const create = (token: string | undefined, form: FormData, options: { idempotencyKey?: string | null; crossSite?: boolean } = {}) =>
    call('POST', '/staff/news', {
      token,
      body: form,
      crossSite: options.crossSite,
      headers: options.idempotencyKey === null ? {} : { 'Idempotency-Key': options.idempotencyKey ?? key() },
    })
  const articleCount = async () => (await db().select({ id: newsArticles.id }).from(newsArticles)).length

  it('refuses anonymous callers, other roles and cross-site requests before reading anything', async () => {
    const sales = await staffMember('sales')
    const editor = await staffMember('editor')
    const before = await articleCount()
    expect((await create(undefined, articleForm())).status).toBe(401)
    expect((await create(sales.token, articleForm())).status).toBe(403)
    const crossSite = await create(editor.token, articleForm(), { crossSite: true })
    expect(crossSite.status).toBe(403)
    expect(await crossSite.json()).toMatchObject({ error: { code: 'csrf_failed' } })
    const preview = { bodyAr: 'a', bodyEn: 'b' }
    expect((await call('POST', '/staff/news/preview', { body: preview })).status).toBe(401)
    expect((await call('POST', '/staff/news/preview', { token: sales.token, body: preview })).status).toBe(403)
    expect((await call('POST', '/staff/news/preview', { token: editor.token, body: preview, crossSite: true })).status).toBe(403)
    expect(await articleCount()).toBe(before)
  })

  it('publishes at once: listed in both languages, body sanitised, cover scaled and stripped, audited, announced', async () => {
    const editor = await staffMember('editor')
    const stopRelay = await startContentChangeRelay(handle())
    const heard: ContentChange[] = []
    const stopListening = onContentChange((change) => heard.push(change))
    try {
      const form = articleForm({ cover: file(await photo('png'), 'cover.png', 'image/png') })
      const answer = await create(editor.token, form)
      expect(answer.status).toBe(201)
      const created = (await answer.json()) as { id: number; slug: string; publishedAt: string; scheduled: boolean }
      expect(created.slug).toMatch(/^new-showroom-opens-[a-z0-9]+$/)
      expect(created.scheduled).toBe(false)

      for (const locale of ['ar', 'en'] as const) {
        const list = await call('GET', '/news?pageSize=24', { locale })
        const { items } = (await list.json()) as { items: { slug: string; title: string; image: { path: string } | null }[] }
        const item = items.find((entry) => entry.slug === created.slug)
        expect(item?.title).toBe(form.get(locale === 'ar' ? 'titleAr' : 'titleEn'))
        expect(item?.image?.path).toMatch(/^\/media\/news\/[a-f0-9]{24}\.webp$/)
      }
      const page = (await (await call('GET', `/news/${created.slug}`, { locale: 'en' })).json()) as { bodyHtml: string }
      expect(page.bodyHtml).toContain('<a href="https://wa.me/966500000000" rel="nofollow noopener noreferrer">site</a>')
      // A host the dealer did not allow keeps its text, not its link (decision 0014).
      expect(page.bodyHtml).toContain('<span>elsewhere</span>')
      expectHarmless(page.bodyHtml)

      const [row] = await db().select().from(newsArticles).where(eq(newsArticles.id, created.id))
      const coverName = row?.imagePath?.split('/').pop() ?? ''
      const [cover] = await db().select().from(newsCovers).where(eq(newsCovers.name, coverName))
      expect(cover).toMatchObject({ mediaType: 'image/webp', width: 1600, height: 800 })
      const stored = Buffer.from(cover?.content ?? new Uint8Array())
      const metadata = await sharp(stored).metadata()
      expect(metadata.format).toBe('webp')
      expect(metadata.exif).toBeUndefined()
      expect(stored.includes('secret-camera-owner')).toBe(false)
      expect(stored.includes('<script>')).toBe(false)
      const served = (await (await call('GET', `/news-covers/${coverName}`)).json()) as { mediaType: string; base64: string }
      expect(Buffer.from(served.base64, 'base64').equals(stored)).toBe(true)

      const audit = await db()
        .select()
        .from(staffAuditLog)
        .where(and(eq(staffAuditLog.subjectType, 'news_article'), eq(staffAuditLog.subjectId, String(created.id))))
      expect(audit).toEqual([expect.objectContaining({ action: 'news.published', staffUserId: editor.id })])
      await expect.poll(() => heard, { timeout: 2000 }).toContainEqual({ topic: 'news' })
    } finally {
      stopListening()
      await stopRelay()
    }
  })

  it('schedules an article for a Saudi moment: hidden until then, and no cache keeps the list past it', async () => {
    const editor = await staffMember('editor')
    // Two hours from now, written as Saudi wall-clock time (UTC+3).
    const moment = new Date(Math.ceil((Date.now() + 2 * 3600_000) / 60_000) * 60_000)
    const saudiWallClock = new Date(moment.getTime() + 3 * 3600_000).toISOString().slice(0, 16)
    const answer = await create(editor.token, articleForm({ publishAt: saudiWallClock }))
    expect(answer.status).toBe(201)
    const created = (await answer.json()) as { slug: string; publishedAt: string; scheduled: boolean }
    expect(created).toMatchObject({ scheduled: true, publishedAt: moment.toISOString() })

    const list = await call('GET', '/news?pageSize=24')
    const { items } = (await list.json()) as { items: { slug: string }[] }
    expect(items.map((item) => item.slug)).not.toContain(created.slug)
    expect((await call('GET', `/news/${created.slug}`)).status).toBe(404)
    // Browsers revalidate; a proxy or CDN, which hears of no edit, keeps it a second (nginx in
    // front must show an edit within 2 s); the storefront's client, which hears of every edit,
    // longer, but no longer than until the article appears.
    expect(list.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate, s-maxage=1')
    const notified = Number(list.headers.get('x-notified-max-age'))
    expect(notified).toBeGreaterThan(1)
    expect(notified).toBeLessThanOrEqual(Math.ceil((moment.getTime() - Date.now()) / 1000))

    const later = await listNews(db(), { pageSize: 24 }, 'en', new Date(moment.getTime() + 1000))
    expect(later.items.map((item) => item.slug)).toContain(created.slug)
    const [audit] = await db().select().from(staffAuditLog).where(eq(staffAuditLog.action, 'news.scheduled'))
    expect(audit?.staffUserId).toBe(editor.id)
  })

  it('refuses a moment already past, a day that does not exist, and a cover that is not a picture, next to the field', async () => {
    const editor = await staffMember('editor')
    const before = await articleCount()
    for (const publishAt of ['2020-01-01T10:00', '2031-02-30T10:00', 'tomorrow']) {
      const answer = await create(editor.token, articleForm({ publishAt }))
      expect(answer.status).toBe(400)
      expect(await answer.json()).toMatchObject({ error: { code: 'validation_failed', fields: { publishAt: [expect.any(String)] } } })
    }
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>')
    const notAPicture = await create(editor.token, articleForm({ cover: file(svg, 'cover.png', 'image/png') }), {})
    expect(notAPicture.status).toBe(415)
    const refusal = (await notAPicture.json()) as { error: { fields: Record<string, string[]> } }
    expect(refusal.error.fields.cover?.[0]).toMatch(/PNG, JPEG or WebP/)
    const arabic = await create(editor.token, articleForm({ cover: file(svg, 'cover.png', 'image/png') }), {})
    expect(arabic.status).toBe(415)
    expect(await articleCount()).toBe(before)
  })

  it('takes JPEG and WebP covers, gives a second article of the same title its own slug, and needs an Idempotency-Key', async () => {
    const editor = await staffMember('editor')
    const title = `Service Campaign ${crypto.randomUUID().slice(0, 6)}`
    const first = await create(editor.token, articleForm({ titleEn: title, cover: file(await photo('jpeg', 800), 'a.jpg', 'image/jpeg') }))
    const second = await create(
      editor.token,
      articleForm({ titleEn: title, cover: file(await photo('webp', 800), 'b.webp', 'image/webp') }),
    )
    const [a, b] = [(await first.json()) as { slug: string }, (await second.json()) as { slug: string }]
    expect(b.slug).toBe(`${a.slug}-2`)
    expect((await create(editor.token, articleForm(), { idempotencyKey: null })).status).toBe(400)
  })

  it('answers a repeat with the same Idempotency-Key with the first answer, storing one article', async () => {
    const editor = await staffMember('editor')
    const form = articleForm()
    const idempotencyKey = key()
    const first = await create(editor.token, form, { idempotencyKey })
    const repeat = await create(editor.token, form, { idempotencyKey })
    expect(repeat.status).toBe(201)
    expect(repeat.headers.get('idempotent-replayed')).toBe('true')
    expect(await repeat.json()).toEqual(await first.json())
    const rows = await db()
      .select()
      .from(newsArticles)
      .where(eq(newsArticles.titleEn, String(form.get('titleEn'))))
    expect(rows).toHaveLength(1)
  })

  it('previews both bodies as the article page shows them, in either language', async () => {
    const editor = await staffMember('editor')
    const answer = await call('POST', '/staff/news/preview', {
      token: editor.token,
      body: { bodyAr: '## عنوان\n\nنص', bodyEn: hostileBody },
    })
    expect(answer.status).toBe(200)
    const preview = (await answer.json()) as { bodyHtmlAr: string; bodyHtmlEn: string }
    expect(preview.bodyHtmlAr).toBe('<h2>عنوان</h2>\n<p>نص</p>\n')
    expectHarmless(preview.bodyHtmlEn)
    expect(preview.bodyHtmlEn).toContain('href="https://wa.me/966500000000"')
  })

  it('says what is wrong in the language asked', async () => {
    const editor = await staffMember('editor')
    const answer = await call('POST', '/staff/news', {
      token: editor.token,
      locale: 'ar',
      body: articleForm({ titleEn: '   ', publishAt: '2020-01-01T10:00' }),
      headers: { 'Idempotency-Key': key() },
    })
    expect(answer.status).toBe(400)
    const refusal = (await answer.json()) as { error: { fields: Record<string, string[]> } }
    expect(refusal.error.fields.titleEn?.[0]).toMatch(/[\u0600-\u06ff]/)
  })
})
