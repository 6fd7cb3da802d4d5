/**
 * Keeping news after it is written (decision 0078): the staff list, edits, every change of state
 * allowed and refused, what visitors get for each state (200, 404, 410), concurrent edits, the
 * audit log, the announcements to caches, and the purge 30 days after a delete.
 */
import { and, asc, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { expect, it } from 'vitest'
import type { NewsState } from '../../contract/news-states'
import type { StaffNewsArticle, StaffNewsList } from '../../contract/staff-news'
import { listNews } from '../../domain/content'
import { sitemapEntries } from '../../domain/sitemap'
import { foldSearchText, purgeDeletedNews } from '../../domain/staff-news'
import { onContentChange, startContentChangeRelay, type ContentChange } from '../../server/content-changes.server'
import { describeOnEngines } from '../../server/db/describe-on-engines'
import { newsArticles, staffAuditLog } from '../../server/db/schema'
import { housekeeping } from '../background-work'
import { deletedDaysAgo, staffTestApi, type StaffCaller } from '../staff-test-kit'
import { contentRoutes, sitemapRoute } from './content'
import { staffNewsRoutes } from './staff-news'

const day = 24 * 60 * 60 * 1000

/** A Saudi wall-clock `YYYY-MM-DDTHH:MM` some hours from now (UTC+3), on a whole minute. */
function saudiInHours(hours: number): { wallClock: string; moment: Date } {
  const moment = new Date(Math.ceil((Date.now() + hours * 3600_000) / 60_000) * 60_000)
  return { wallClock: new Date(moment.getTime() + 3 * 3600_000).toISOString().slice(0, 16), moment }
}

type Texts = Record<'titleAr' | 'titleEn' | 'summaryAr' | 'summaryEn' | 'bodyAr' | 'bodyEn', string>

function texts(token: string): Texts {
  return {
    titleAr: `إعلان المعرض ${token}`,
    titleEn: `Showroom Notice ${token}`,
    summaryAr: 'ملخص قصير.',
    summaryEn: 'A short summary.',
    bodyAr: 'نص الخبر.',
    bodyEn: 'The text.',
  }
}

function form(fields: Record<string, string | Blob | number>): FormData {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields)) body.set(name, typeof value === 'number' ? String(value) : value)
  return body
}

describeOnEngines('staff news lifecycle API', ({ handle, db }) => {
  const { staffMember, call } = staffTestApi([...staffNewsRoutes, ...contentRoutes, sitemapRoute], handle)
  const json = async <T>(response: Response | Promise<Response>) => (await (await response).json()) as T

  /** A new article through the API: a draft, published now, or scheduled at a Saudi moment. */
  async function write(editor: StaffCaller, how: 'draft' | 'now' | { at: string }, token = crypto.randomUUID().slice(0, 8)) {
    const fields: Record<string, string> = { ...texts(token) }
    if (how === 'draft') fields.intent = 'draft'
    if (typeof how === 'object') fields.publishAt = how.at
    const answer = await call('POST', '/staff/news', {
      token: editor.token,
      body: form(fields),
      headers: { 'Idempotency-Key': `news-${crypto.randomUUID()}` },
    })
    expect(answer.status).toBe(201)
    const created = (await answer.json()) as { id: number; slug: string }
    return { ...created, token, article: await read(editor, created.id) }
  }
  const read = (editor: StaffCaller, id: number) => json<StaffNewsArticle>(call('GET', `/staff/news/${id}`, { token: editor.token }))
  const act = (editor: StaffCaller, article: { id: number; version: number }, action: string) =>
    call('POST', `/staff/news/${article.id}/state`, { token: editor.token, body: { action, version: article.version } })
  const save = (editor: StaffCaller, article: StaffNewsArticle, fields: Record<string, string | Blob | number>) =>
    call('PUT', `/staff/news/${article.id}`, {
      token: editor.token,
      body: form({
        titleAr: article.titleAr,
        titleEn: article.titleEn,
        summaryAr: article.summaryAr,
        summaryEn: article.summaryEn,
        bodyAr: article.bodyAr,
        bodyEn: article.bodyEn,
        version: article.version,
        intent: 'keep',
        ...fields,
      }),
    })
  /** What a visitor gets at the article's address. */
  const visitorStatus = async (slug: string) => (await call('GET', `/news/${slug}`, { locale: 'ar' })).status
  const publicSlugs = async () => (await listNews(db(), { pageSize: 24 }, 'en')).items.map((item) => item.slug)
  const sitemapSlugs = async () => (await sitemapEntries(db())).news.map((entry) => entry.slug)
  const auditOf = (id: number) =>
    db()
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.subjectType, 'news_article'), eq(staffAuditLog.subjectId, String(id))))
      .orderBy(asc(staffAuditLog.id))

  it('refuses anonymous callers, other roles and cross-site requests on every operation, changing nothing', async () => {
    const editor = await staffMember('editor')
    const sales = await staffMember('sales')
    const { article } = await write(editor, 'now')
    const body = { action: 'unpublish', version: article.version }
    for (const token of [undefined, sales.token]) {
      const expected = token ? 403 : 401
      expect((await call('GET', '/staff/news', { token })).status).toBe(expected)
      expect((await call('GET', `/staff/news/${article.id}`, { token })).status).toBe(expected)
      expect((await call('POST', `/staff/news/${article.id}/state`, { token, body })).status).toBe(expected)
      expect(
        (await call('PUT', `/staff/news/${article.id}`, { token, body: form({ ...texts('x'), intent: 'keep', version: 1 }) })).status,
      ).toBe(expected)
    }
    const crossSite = await call('POST', `/staff/news/${article.id}/state`, { token: editor.token, body, crossSite: true })
    expect(crossSite.status).toBe(403)
    expect(await crossSite.json()).toMatchObject({ error: { code: 'csrf_failed' } })
    const crossSitePut = await call('PUT', `/staff/news/${article.id}`, {
      token: editor.token,
      body: form({ ...texts('x'), intent: 'keep', version: article.version }),
      crossSite: true,
    })
    expect(crossSitePut.status).toBe(403)
    expect(await read(editor, article.id)).toEqual(article)
    // An admin may use the content area too.
    const admin = await staffMember('admin')
    expect((await call('GET', '/staff/news', { token: admin.token })).status).toBe(200)
  })

  it('takes a published article down and back: 410 while unpublished or deleted, gone from lists and sitemap, audited and announced', async () => {
    const editor = await staffMember('editor')
    const stopRelay = await startContentChangeRelay(handle())
    const heard: ContentChange[] = []
    const stopListening = onContentChange((change) => heard.push(change))
    // Every change is heard once (the relay's own "anything may have changed" aside).
    const announced = async (count: number) =>
      expect.poll(() => heard.filter((change) => change.topic === 'news').length, { timeout: 2000 }).toBe(count)
    try {
      const { slug, article: published } = await write(editor, 'now')
      await announced(1)
      expect(published).toMatchObject({ state: 'published', visitorStatus: 200 })
      const firstDate = published.publishedAt
      expect(await visitorStatus(slug)).toBe(200)
      expect(await publicSlugs()).toContain(slug)

      const unpublished = await json<StaffNewsArticle>(act(editor, published, 'unpublish'))
      expect(unpublished).toMatchObject({ state: 'unpublished', visitorStatus: 410, version: published.version + 1 })
      await announced(2)
      const goneAnswer = await call('GET', `/news/${slug}`, { locale: 'en' })
      expect(goneAnswer.status).toBe(410)
      expect(await goneAnswer.json()).toMatchObject({ error: { code: 'gone' } })
      expect(await visitorStatus(String(published.id))).toBe(410)
      expect(await publicSlugs()).not.toContain(slug)
      expect(await sitemapSlugs()).not.toContain(slug)
      const sitemapAnswer = await json<{ news: { slug: string }[] }>(call('GET', '/sitemap-entries'))
      expect(sitemapAnswer.news.map((entry) => entry.slug)).not.toContain(slug)

      // Published again under the date it first had, so it returns to its place in the list.
      const again = await json<StaffNewsArticle>(act(editor, unpublished, 'publish'))
      expect(again).toMatchObject({ state: 'published', publishedAt: firstDate })
      expect(await visitorStatus(slug)).toBe(200)

      const deleted = await json<StaffNewsArticle>(act(editor, again, 'delete'))
      expect(deleted).toMatchObject({ state: 'deleted', status: 'published', visitorStatus: 410 })
      expect(Date.parse(deleted.purgeAt!) - Date.parse(deleted.deletedAt!)).toBe(30 * day)
      expect(await visitorStatus(slug)).toBe(410)
      expect(await publicSlugs()).not.toContain(slug)
      expect(await sitemapSlugs()).not.toContain(slug)

      const restored = await json<StaffNewsArticle>(act(editor, deleted, 'restore'))
      expect(restored).toMatchObject({ state: 'published', deletedAt: null, purgeAt: null, publishedAt: firstDate })
      expect(await visitorStatus(slug)).toBe(200)
      await announced(5)
      expect(heard.every((change) => change.topic === 'news' || change.topic === null)).toBe(true)

      const audit = await auditOf(published.id)
      expect(audit.map((entry) => entry.action)).toEqual([
        'news.published',
        'news.unpublished',
        'news.republished',
        'news.deleted',
        'news.restored',
      ])
      expect(audit.every((entry) => entry.staffUserId === editor.id)).toBe(true)
      expect(audit[1]).toMatchObject({ before: { state: 'published' }, after: { state: 'unpublished', status: 'unpublished' } })
      expect(audit[3]).toMatchObject({
        before: { state: 'published', deletedAt: null },
        after: { state: 'deleted', purgeAt: deleted.purgeAt },
      })
    } finally {
      stopListening()
      await stopRelay()
    }
  })

  it('keeps drafts and scheduled articles from visitors (404, even once deleted) and lets staff publish, move and cancel them', async () => {
    const editor = await staffMember('editor')
    const draft = await write(editor, 'draft')
    expect(draft.article).toMatchObject({ state: 'draft', publishedAt: null, visitorStatus: 404 })
    expect(await visitorStatus(draft.slug)).toBe(404)
    expect(await publicSlugs()).not.toContain(draft.slug)

    const inTwoHours = saudiInHours(2)
    const scheduled = await write(editor, { at: inTwoHours.wallClock })
    expect(scheduled.article).toMatchObject({ state: 'scheduled', publishedAt: inTwoHours.moment.toISOString(), visitorStatus: 404 })
    expect(await visitorStatus(scheduled.slug)).toBe(404)

    // Moved: saved with another moment; then cancelled, back to a draft with no date.
    const inFiveHours = saudiInHours(5)
    const moved = await json<StaffNewsArticle>(save(editor, scheduled.article, { intent: 'publish', publishAt: inFiveHours.wallClock }))
    expect(moved).toMatchObject({ state: 'scheduled', publishedAt: inFiveHours.moment.toISOString() })
    const cancelled = await json<StaffNewsArticle>(act(editor, moved, 'cancelSchedule'))
    expect(cancelled).toMatchObject({ state: 'draft', publishedAt: null, visitorStatus: 404 })
    expect((await auditOf(scheduled.id)).map((entry) => entry.action)).toEqual([
      'news.scheduled',
      'news.rescheduled',
      'news.schedule_cancelled',
    ])

    // A deleted draft was never public: 404, not 410.
    const deletedDraft = await json<StaffNewsArticle>(act(editor, draft.article, 'delete'))
    expect(deletedDraft).toMatchObject({ state: 'deleted', visitorStatus: 404 })
    expect(await visitorStatus(draft.slug)).toBe(404)
    expect(await visitorStatus('no-such-article-ever')).toBe(404)

    // A draft published now.
    const live = await json<StaffNewsArticle>(act(editor, cancelled, 'publish'))
    expect(live.state).toBe('published')
    expect(Date.now() - Date.parse(live.publishedAt!)).toBeLessThan(60_000)
    expect(await visitorStatus(scheduled.slug)).toBe(200)
  })

  it('refuses what a state does not allow, and a change from a stale version, with 409 and nothing changed', async () => {
    const editor = await staffMember('editor')
    const draft = (await write(editor, 'draft')).article
    const published = (await write(editor, 'now')).article
    const scheduled = (await write(editor, { at: saudiInHours(3).wallClock })).article
    const notAllowed: [StaffNewsArticle, string][] = [
      [draft, 'unpublish'],
      [draft, 'cancelSchedule'],
      [draft, 'restore'],
      [published, 'publish'],
      [published, 'cancelSchedule'],
      [published, 'restore'],
      [scheduled, 'unpublish'],
      [scheduled, 'restore'],
    ]
    for (const [article, action] of notAllowed) {
      const answer = await act(editor, article, action)
      expect(answer.status, `${action} from ${article.state}`).toBe(409)
      expect(await answer.json()).toMatchObject({ error: { code: 'conflict' } })
    }
    // Saving: a published article cannot become a draft nor be scheduled; it is unpublished instead.
    expect((await save(editor, published, { intent: 'draft' })).status).toBe(409)
    expect((await save(editor, published, { intent: 'publish', publishAt: saudiInHours(4).wallClock })).status).toBe(409)
    const unpublished = await json<StaffNewsArticle>(act(editor, published, 'unpublish'))
    expect((await save(editor, unpublished, { intent: 'publish', publishAt: saudiInHours(4).wallClock })).status).toBe(409)
    expect((await save(editor, unpublished, { intent: 'draft' })).status).toBe(409)
    // A deleted article is restored before anything else.
    const deleted = await json<StaffNewsArticle>(act(editor, draft, 'delete'))
    expect((await save(editor, deleted, { intent: 'keep' })).status).toBe(409)
    expect((await act(editor, deleted, 'publish')).status).toBe(409)
    expect((await act(editor, deleted, 'delete')).status).toBe(409)

    // Another editor changed it first: the version the first one saw is refused, whatever the change.
    const other = await staffMember('editor')
    const changedMeanwhile = await json<StaffNewsArticle>(save(other, unpublished, { titleEn: 'Changed by the other editor' }))
    const stale = await save(editor, unpublished, { titleEn: 'My change' })
    expect(stale.status).toBe(409)
    const refusal = (await stale.json()) as { error: { code: string; message: string } }
    expect(refusal.error).toMatchObject({ code: 'conflict', message: expect.stringMatching(/changed in the meantime/) })
    expect((await act(editor, unpublished, 'publish')).status).toBe(409)
    expect(await read(editor, unpublished.id)).toEqual(changedMeanwhile)
    // Said in the staff member's language.
    const arabic = await call('POST', `/staff/news/${unpublished.id}/state`, {
      token: editor.token,
      locale: 'ar',
      body: { action: 'publish', version: unpublished.version },
    })
    expect(((await arabic.json()) as { error: { message: string } }).error.message).toMatch(/[\u0600-\u06ff]/)
    expect((await act(editor, { id: 999_999, version: 1 }, 'publish')).status).toBe(404)
    expect((await call('GET', '/staff/news/999999', { token: editor.token })).status).toBe(404)
  })

  it('edits the texts and the cover under the same slug: visitors see the change, the audit keeps what changed', async () => {
    const editor = await staffMember('editor')
    const { slug, article } = await write(editor, 'now')
    const png = await sharp({ create: { width: 800, height: 400, channels: 3, background: { r: 10, g: 90, b: 200 } } })
      .png()
      .toBuffer()
    const cover = new File([new Uint8Array(png)], 'cover.png', { type: 'image/png' })
    const edited = await json<StaffNewsArticle>(
      save(editor, article, { titleEn: 'A Corrected Title', bodyEn: '## Fixed\n\nNow right.', cover }),
    )
    expect(edited).toMatchObject({ slug, titleEn: 'A Corrected Title', state: 'published', publishedAt: article.publishedAt })
    expect(edited.cover).toMatch(/^\/media\/news\/[a-f0-9]{24}\.webp$/)
    expect(edited.bodyHtmlEn).toBe('<h2>Fixed</h2>\n<p>Now right.</p>\n')
    const page = await json<{ title: string; bodyHtml: string; image: { path: string; alt: string }; updatedAt: string }>(
      call('GET', `/news/${slug}`, { locale: 'en' }),
    )
    expect(page).toMatchObject({
      title: 'A Corrected Title',
      image: { path: edited.cover, alt: 'A Corrected Title' },
      updatedAt: edited.updatedAt,
    })

    // No cover sent: the one it has stays.
    const again = await json<StaffNewsArticle>(save(editor, edited, { summaryAr: 'ملخص جديد.' }))
    expect(again.cover).toBe(edited.cover)
    const [first, second] = (await auditOf(article.id)).slice(1)
    expect(first).toMatchObject({
      action: 'news.updated',
      before: { titleEn: article.titleEn, bodyEn: article.bodyEn, cover: null },
      // A form's text travels with CRLF line ends.
      after: { titleEn: 'A Corrected Title', bodyEn: expect.stringMatching(/^## Fixed\r?\n\r?\nNow right\.$/), cover: edited.cover },
    })
    expect(Object.keys(first!.after as object).sort()).toEqual(['bodyEn', 'cover', 'titleEn'])
    expect(second).toMatchObject({ action: 'news.updated', before: { summaryAr: 'ملخص قصير.' }, after: { summaryAr: 'ملخص جديد.' } })
    // Field mistakes are named, next to their field.
    const empty = await save(editor, again, { titleAr: '  ' })
    expect(empty.status).toBe(400)
    expect(await empty.json()).toMatchObject({ error: { code: 'validation_failed', fields: { titleAr: [expect.any(String)] } } })
    const past = await save(editor, (await write(editor, 'draft')).article, { intent: 'publish', publishAt: '2020-01-01T10:00' })
    expect(past.status).toBe(400)
    expect(await past.json()).toMatchObject({ error: { fields: { publishAt: [expect.any(String)] } } })
  })

  it('lists every state with counts, finds words in either language (Arabic letter forms folded), and pages', async () => {
    const editor = await staffMember('editor')
    const token = crypto.randomUUID().slice(0, 6)
    const draft = await write(editor, 'draft', `${token}a`)
    const published = await write(editor, 'now', `${token}b`)
    const scheduled = await write(editor, { at: saudiInHours(6).wallClock }, `${token}c`)
    const unpublished = await write(editor, 'now', `${token}d`)
    await act(editor, unpublished.article, 'unpublish')
    const deleted = await write(editor, 'now', `${token}e`)
    await act(editor, deleted.article, 'delete')
    const list = (query: string) => json<StaffNewsList>(call('GET', `/staff/news?${query}`, { token: editor.token }))

    const all = await list(`q=${token}`)
    // Without a state, deleted articles are left out; each state's count is given for the tabs.
    expect(all.items.map((item) => item.id).sort()).toEqual([draft.id, published.id, scheduled.id, unpublished.id].sort())
    expect(all.counts).toEqual({ draft: 1, scheduled: 1, published: 1, unpublished: 1, deleted: 1 })
    const expected: [NewsState, number][] = [
      ['draft', draft.id],
      ['scheduled', scheduled.id],
      ['published', published.id],
      ['unpublished', unpublished.id],
      ['deleted', deleted.id],
    ]
    for (const [state, id] of expected) {
      const one = await list(`q=${token}&state=${state}`)
      expect(one.items.map((item) => [item.state, item.id])).toEqual([[state, id]])
    }
    const [deletedItem] = (await list(`q=${token}&state=deleted`)).items
    expect(Date.parse(deletedItem!.purgeAt!) - Date.parse(deletedItem!.deletedAt!)).toBe(30 * day)

    // Arabic typed without hamza finds the title written with it, and the English title is found by a word in any case.
    expect(foldSearchText('إعلان')).toBe(foldSearchText('اعلان'))
    const arabic = await list(`q=${encodeURIComponent(`اعلان ${token}b`)}`)
    expect(arabic.items.map((item) => item.id)).toEqual([published.id])
    const english = await list(`q=${encodeURIComponent(`SHOWROOM notice ${token}c`)}`)
    expect(english.items.map((item) => item.id)).toEqual([scheduled.id])
    // LIKE's own characters are text.
    expect((await list(`q=${encodeURIComponent(`%${token}`)}`)).total).toBe(0)

    // Most recently changed first, twenty a page.
    const firstPage = await list('page=1')
    expect(firstPage.pageSize).toBe(20)
    expect(firstPage.items[0]?.id).toBe(unpublished.id)
    if (firstPage.total > 20) {
      const secondPage = await list('page=2')
      expect(secondPage.items.map((item) => item.id)).not.toContain(firstPage.items[0]!.id)
    }
    expect((await call('GET', '/staff/news?state=archived', { token: editor.token })).status).toBe(400)
  })

  it('purges an article 30 days after its delete, in the housekeeping round: audited, then its address is 404', async () => {
    const editor = await staffMember('editor')
    const kept = await write(editor, 'now')
    const purged = await write(editor, 'now')
    for (const { article } of [kept, purged]) await act(editor, article, 'delete')
    const now = new Date()
    // Deleted 29 days ago: still restorable. 31 days ago: gone for good.
    await deletedDaysAgo(db(), newsArticles, kept.id, 29)
    await deletedDaysAgo(db(), newsArticles, purged.id, 31)
    expect(await visitorStatus(purged.slug)).toBe(410)
    await housekeeping(db())
    expect(await db().select().from(newsArticles).where(eq(newsArticles.id, purged.id))).toEqual([])
    expect((await read(editor, kept.id)).state).toBe('deleted')
    expect(await visitorStatus(purged.slug)).toBe(404)
    const audit = await auditOf(purged.id)
    expect(audit.at(-1)).toMatchObject({ action: 'news.purged', staffUserId: null, before: { slug: purged.slug } })
    // The kept one goes on the round after its 30th day.
    expect(await purgeDeletedNews(db(), new Date(now.getTime() + 2 * day))).toBeGreaterThanOrEqual(1)
    expect(await db().select().from(newsArticles).where(eq(newsArticles.id, kept.id))).toEqual([])
  })
})
