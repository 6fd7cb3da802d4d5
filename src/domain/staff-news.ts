/**
 * News as staff keep it after it is written (decision 0078): a list of every article whatever its
 * state, edits of the texts and cover, and changes of state (publish, schedule, cancel, unpublish,
 * delete, restore). Each change is one transaction with its audit entry and the announcement to
 * every cache of news; each is made from the version the editor saw, and refused when another
 * change came first. Deleted articles are purged for good by the housekeeping round 30 days on.
 */
import { and, count, desc, eq, gt, isNotNull, isNull, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import {
  liveNewsState,
  newsActionsFrom,
  newsMaySchedule,
  newsSaveIntentsFrom,
  newsStateOf,
  newsStates,
  visitorStatusOf,
  type NewsAction,
  type NewsState,
  type NewsStatus,
} from '../contract/news-states.ts'
import type { ListStaffNewsQuery } from '../contract/staff-news-api.ts'
import { staffNewsLimits, type NewsArticleEdit, type StaffNewsArticle, type StaffNewsList } from '../contract/staff-news.ts'
import { restoreWindowDays } from '../contract/values.ts'
import { renderArticleMarkdown } from '../lib/article-html.ts'
import { announceContentChange } from '../server/content-changes.server.ts'
import { newsArticles, newsCovers } from '../server/db/schema.ts'
import type { Db } from '../server/db/types.ts'
import type { PreparedCover } from '../server/news-cover.server.ts'
import { chosenMoment, newsCoverPath } from './news-editor.ts'
import { recordStaffAction, type StaffActor } from './staff-audit.ts'

const dayMs = 24 * 60 * 60 * 1000
const restoreWindowMs = restoreWindowDays * dayMs

type Row = typeof newsArticles.$inferSelect

/** Each state as a condition on the stored columns at `now` (the list's filter and tab counts). */
function stateCondition(state: NewsState, now: Date): SQL {
  const live = isNull(newsArticles.deletedAt)
  switch (state) {
    case 'draft':
      return and(live, eq(newsArticles.status, 'draft'))!
    case 'scheduled':
      return and(live, eq(newsArticles.status, 'published'), gt(newsArticles.publishedAt, now))!
    case 'published':
      return and(live, eq(newsArticles.status, 'published'), lte(newsArticles.publishedAt, now))!
    case 'unpublished':
      return and(live, eq(newsArticles.status, 'unpublished'))!
    case 'deleted':
      return isNotNull(newsArticles.deletedAt)
  }
}

/**
 * Arabic letters written several ways in titles and searches (hamza forms of alif, taa marbuta,
 * alif maqsura) folded to one, with case, so "اعلان" finds "إعلان". The same fold runs in SQL.
 */
const foldFrom = 'أإآٱةى'
const foldTo = 'ااااهي'
export function foldSearchText(text: string): string {
  let folded = text.toLowerCase().replace(/[\u064B-\u0652\u0640]/g, '')
  for (let index = 0; index < foldFrom.length; index++) folded = folded.split(foldFrom[index]!).join(foldTo[index]!)
  return folded
}
const folded = (column: SQLWrapper) => sql`translate(lower(${column}), ${foldFrom}, ${foldTo})`

/** Words of the search, each found in a title or summary in either language. */
function searchCondition(q: string | undefined): SQL | undefined {
  const words = foldSearchText(q ?? '')
    .split(/\s+/)
    .filter((word) => word !== '')
    .slice(0, 8)
  if (words.length === 0) return undefined
  const haystack = sql`${folded(newsArticles.titleAr)} || ' ' || ${folded(newsArticles.titleEn)} || ' ' || ${folded(
    newsArticles.summaryAr,
  )} || ' ' || ${folded(newsArticles.summaryEn)} || ' ' || ${newsArticles.slug}`
  // The word is matched as text: LIKE's own characters in it are escaped.
  const pattern = (word: string) => `%${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
  return and(...words.map((word) => sql`${haystack} like ${pattern(word)}`))
}

const iso = (value: Date | null) => value?.toISOString() ?? null

function toSummary(row: Row, now: Date) {
  return {
    id: row.id,
    slug: row.slug,
    titleAr: row.titleAr,
    titleEn: row.titleEn,
    state: newsStateOf(row, now),
    publishedAt: iso(row.publishedAt),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    deletedAt: iso(row.deletedAt),
    purgeAt: row.deletedAt ? new Date(row.deletedAt.getTime() + restoreWindowMs).toISOString() : null,
    version: row.version,
  }
}

function toStaffArticle(row: Row, now: Date): StaffNewsArticle {
  return {
    ...toSummary(row, now),
    summaryAr: row.summaryAr,
    summaryEn: row.summaryEn,
    bodyAr: row.bodyAr,
    bodyEn: row.bodyEn,
    bodyHtmlAr: renderArticleMarkdown(row.bodyAr),
    bodyHtmlEn: renderArticleMarkdown(row.bodyEn),
    cover: row.imagePath,
    status: row.status,
    visitorStatus: visitorStatusOf(row, now),
  }
}

/** A page of articles for staff: searched, in one state or every state but deleted, last changed first. */
export async function listStaffNews(db: Db, query: ListStaffNewsQuery, now: Date = new Date()): Promise<StaffNewsList> {
  const pageSize = staffNewsLimits.pageSize
  const search = searchCondition(query.q)
  const where = and(search, query.state ? stateCondition(query.state, now) : isNull(newsArticles.deletedAt))
  const tally = Object.fromEntries(
    newsStates.map((state) => [state, sql<number>`count(*) filter (where ${stateCondition(state, now)})`.mapWith(Number)]),
  ) as Record<NewsState, SQL.Aliased<number> | SQL<number>>
  const [rows, [totals], [counts]] = await Promise.all([
    db
      .select()
      .from(newsArticles)
      .where(where)
      .orderBy(desc(newsArticles.updatedAt), desc(newsArticles.id))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db.select({ total: count() }).from(newsArticles).where(where),
    db.select(tally).from(newsArticles).where(search),
  ])
  return {
    items: rows.map((row) => toSummary(row, now)),
    total: totals?.total ?? 0,
    page: query.page,
    pageSize,
    counts: Object.fromEntries(newsStates.map((state) => [state, Number(counts?.[state] ?? 0)])) as Record<NewsState, number>,
  }
}

/** One article for the editor and the staff preview, whatever its state; null when there is none. */
export async function getStaffNewsArticle(db: Db, id: number, now: Date = new Date()): Promise<StaffNewsArticle | null> {
  const [row] = await db.select().from(newsArticles).where(eq(newsArticles.id, id))
  return row ? toStaffArticle(row, now) : null
}

export type NewsChangeRefusal =
  | { refused: 'not_found' }
  /** Another change came first: the version sent is not the article's. */
  | { refused: 'stale' }
  /** Not possible from the state the article is in (the page never offers it). */
  | { refused: 'state'; state: NewsState }
  | { refused: 'publish_at' }

const textFields = ['titleAr', 'titleEn', 'summaryAr', 'summaryEn', 'bodyAr', 'bodyEn'] as const

/** Only what differs, for the audit log's before and after. */
function changes(before: Record<string, unknown>, after: Record<string, unknown>) {
  const keys = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  }
}

type Publication = { status: NewsStatus; publishedAt: Date | null }

/** The audit action of a change of state, or null when the state and date stayed. */
function transitionAction(from: NewsState, to: NewsState, moved: boolean): string | null {
  if (from === to) return to === 'scheduled' && moved ? 'news.rescheduled' : null
  if (to === 'draft') return from === 'scheduled' ? 'news.schedule_cancelled' : 'news.drafted'
  if (to === 'scheduled') return 'news.scheduled'
  if (to === 'published') return from === 'unpublished' ? 'news.republished' : 'news.published'
  return 'news.unpublished'
}

/** Locks the article's row, or says why the change cannot start. */
async function lockForChange(tx: Db, id: number, version: number): Promise<Row | NewsChangeRefusal> {
  const [row] = await tx.select().from(newsArticles).where(eq(newsArticles.id, id)).for('update')
  if (!row) return { refused: 'not_found' }
  if (row.version !== version) return { refused: 'stale' }
  return row
}

/**
 * Saves the editor's texts (and a new cover, when one was chosen) and applies the save's intent:
 * `keep` the state, make it a `draft`, or `publish` it (now, at `publishAt` for an article never
 * shown, or again under its first date for an unpublished one). The slug never changes.
 */
export async function updateNewsArticle(
  db: Db,
  actor: StaffActor,
  id: number,
  edit: NewsArticleEdit,
  cover: PreparedCover | null,
  now: Date = new Date(),
): Promise<StaffNewsArticle | NewsChangeRefusal> {
  return db.transaction(async (tx) => {
    const row = await lockForChange(tx, id, edit.version)
    if ('refused' in row) return row
    const state = newsStateOf(row, now)
    if (!newsSaveIntentsFrom[state].includes(edit.intent)) return { refused: 'state', state }
    let next: Publication = { status: row.status, publishedAt: row.publishedAt }
    if (edit.intent === 'draft') next = { status: 'draft', publishedAt: null }
    if (edit.intent === 'publish') {
      if (newsMaySchedule(state)) {
        const moment = edit.publishAt ? chosenMoment(edit.publishAt, now) : now
        if (!moment) return { refused: 'publish_at' }
        next = { status: 'published', publishedAt: moment }
      } else {
        // Shown before: published again under the date it first had; it cannot be scheduled.
        if (edit.publishAt) return { refused: 'state', state }
        next = { status: 'published', publishedAt: row.publishedAt }
      }
    }
    if (cover) {
      await tx
        .insert(newsCovers)
        .values({ name: cover.name, content: cover.content, mediaType: cover.mediaType, width: cover.width, height: cover.height })
        .onConflictDoNothing()
    }
    const texts = Object.fromEntries(textFields.map((field) => [field, edit[field]])) as Pick<Row, (typeof textFields)[number]>
    const imagePath = cover ? newsCoverPath(cover.name) : row.imagePath
    const [updated] = await tx
      .update(newsArticles)
      .set({
        ...texts,
        imagePath,
        // The cover illustrates the article its title names.
        imageAltAr: imagePath ? edit.titleAr : null,
        imageAltEn: imagePath ? edit.titleEn : null,
        ...next,
        updatedAt: now,
        version: row.version + 1,
      })
      .where(eq(newsArticles.id, id))
      .returning()
    const nextState = liveNewsState(next, now)
    const moved = iso(row.publishedAt) !== iso(next.publishedAt)
    const stated = (source: Row | (Publication & typeof texts & { imagePath: string | null })) => ({
      ...Object.fromEntries(textFields.map((field) => [field, source[field]])),
      cover: source.imagePath,
      status: source.status,
      publishedAt: iso(source.publishedAt),
    })
    await recordStaffAction(tx, actor, {
      action: transitionAction(state, nextState, moved) ?? 'news.updated',
      subjectType: 'news_article',
      subjectId: id,
      ...changes(stated(row), stated({ ...texts, ...next, imagePath })),
    })
    await announceContentChange(tx, 'news')
    return toStaffArticle(updated!, now)
  })
}

/** A change of state alone, from the version the staff member saw (decision 0078's table). */
export async function changeNewsArticleState(
  db: Db,
  actor: StaffActor,
  id: number,
  change: { action: NewsAction; version: number },
  now: Date = new Date(),
): Promise<StaffNewsArticle | NewsChangeRefusal> {
  return db.transaction(async (tx) => {
    const row = await lockForChange(tx, id, change.version)
    if ('refused' in row) return row
    const state = newsStateOf(row, now)
    if (!newsActionsFrom[state].includes(change.action)) return { refused: 'state', state }
    let set: Partial<Row> = {}
    let action: string
    switch (change.action) {
      case 'publish':
        // Never shown: from now. Shown before: again under its first date.
        set = { status: 'published', publishedAt: state === 'unpublished' ? row.publishedAt : now }
        action = state === 'unpublished' ? 'news.republished' : 'news.published'
        break
      case 'cancelSchedule':
        set = { status: 'draft', publishedAt: null }
        action = 'news.schedule_cancelled'
        break
      case 'unpublish':
        set = { status: 'unpublished' }
        action = 'news.unpublished'
        break
      case 'delete':
        set = { deletedAt: now }
        action = 'news.deleted'
        break
      case 'restore':
        set = { deletedAt: null }
        action = 'news.restored'
        break
    }
    const [updated] = await tx
      .update(newsArticles)
      .set({ ...set, updatedAt: now, version: row.version + 1 })
      .where(eq(newsArticles.id, id))
      .returning()
    const after = updated!
    await recordStaffAction(tx, actor, {
      action,
      subjectType: 'news_article',
      subjectId: id,
      before: { state, status: row.status, publishedAt: iso(row.publishedAt), deletedAt: iso(row.deletedAt) },
      after: {
        state: newsStateOf(after, now),
        status: after.status,
        publishedAt: iso(after.publishedAt),
        deletedAt: iso(after.deletedAt),
        ...(change.action === 'delete' ? { purgeAt: new Date(now.getTime() + restoreWindowMs).toISOString() } : {}),
      },
    })
    await announceContentChange(tx, 'news')
    return toStaffArticle(after, now)
  })
}

/** Who the housekeeping round's deletions are audited as: no staff account. */
const housekeeper: StaffActor = { id: null, email: 'housekeeping' }

/**
 * Deletes for good the articles deleted more than 30 days before `now` (the housekeeping round),
 * each audited `news.purged`; their addresses then answer 404. Covers stay (decision 0052).
 */
export async function purgeDeletedNews(db: Db, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - restoreWindowMs)
  return db.transaction(async (tx) => {
    const purged = await tx
      .delete(newsArticles)
      .where(and(isNotNull(newsArticles.deletedAt), lte(newsArticles.deletedAt, cutoff)))
      .returning({
        id: newsArticles.id,
        slug: newsArticles.slug,
        titleAr: newsArticles.titleAr,
        titleEn: newsArticles.titleEn,
        deletedAt: newsArticles.deletedAt,
      })
    for (const article of purged) {
      await recordStaffAction(tx, housekeeper, {
        action: 'news.purged',
        subjectType: 'news_article',
        subjectId: article.id,
        before: { slug: article.slug, titleAr: article.titleAr, titleEn: article.titleEn, deletedAt: iso(article.deletedAt) },
      })
    }
    if (purged.length > 0) await announceContentChange(tx, 'news')
    return purged.length
  })
}
