/**
 * Publishing news (decision 0052): a bilingual article with an optional cover, shown at once or
 * from a later Saudi moment, its slug made from the English title, audited and announced to every
 * cache of news in the same transaction.
 */
import { eq } from 'drizzle-orm'
import type { NewsArticleCreated, NewsArticleDraft } from '../contract/staff-news.ts'
import { maxSlugLength } from '../contract/values.ts'
import { newsArticles, newsCovers } from '../server/db/schema.ts'
import type { Db } from '../server/db/types.ts'
import { announceContentChange } from '../server/content-changes.server.ts'
import type { PreparedCover } from '../server/news-cover.server.ts'
import { recordStaffAction, type StaffActor } from './staff-audit.ts'

/** Saudi Arabia keeps UTC+3 all year (no daylight saving). */
const saudiOffset = '+03:00'

/** A moment this recent counts as "now": the editor's clock and the form's trip take a little time. */
const pastGrace = 5 * 60 * 1000

/** Where a stored cover is served (the storefront's route src/routes/media/news/$name.ts). */
export const newsCoverPath = (name: string) => `/media/news/${name}`

/**
 * `YYYY-MM-DDTHH:MM` in Saudi time as an instant; null for a day that does not exist (31 April)
 * or any other text.
 */
export function parseSaudiLocalDateTime(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value)
  if (!match) return null
  const moment = new Date(`${value}:00${saudiOffset}`)
  if (Number.isNaN(moment.getTime())) return null
  // The same wall-clock time read back in Saudi time, or the date rolled over (30 February).
  const back = new Date(moment.getTime() + 3 * 3600 * 1000).toISOString().slice(0, 16)
  return back === value ? moment : null
}

/**
 * An article's address part from its English title: lowercase letters, digits and single hyphens,
 * with at least one letter (a digits-only key means an id, decision 0020), short enough to take a
 * `-N` suffix.
 */
export function slugFromTitle(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
  const cut = words.slice(0, maxSlugLength - 4).replace(/-+$/, '')
  if (cut === '') return 'news'
  return /[a-z]/.test(cut) ? cut : `news-${cut}`.slice(0, maxSlugLength - 4).replace(/-+$/, '')
}

export type PublishRefusal = { refused: 'publish_at' }

/** The moment a `publishAt` names: now for one just past (within the grace), null when not valid or long past. */
export function chosenMoment(publishAt: string, now: Date): Date | null {
  const chosen = parseSaudiLocalDateTime(publishAt)
  if (!chosen || chosen.getTime() < now.getTime() - pastGrace) return null
  return chosen > now ? chosen : now
}

/**
 * Stores the article (and its cover) in `db`, which should be a transaction: the row, the audit
 * entry and the announcement to news caches are kept together or not at all.
 */
export async function createNewsArticle(
  db: Db,
  actor: StaffActor,
  draft: NewsArticleDraft,
  cover: PreparedCover | null,
  now: Date = new Date(),
): Promise<NewsArticleCreated | PublishRefusal> {
  const isDraft = draft.intent === 'draft'
  let publishedAt: Date | null = isDraft ? null : now
  if (draft.publishAt && !isDraft) {
    const chosen = chosenMoment(draft.publishAt, now)
    if (!chosen) return { refused: 'publish_at' }
    publishedAt = chosen
  }
  const scheduled = publishedAt !== null && publishedAt > now

  return db.transaction(async (tx) => {
    if (cover) {
      // Named by content: the same picture uploaded twice is stored once.
      await tx
        .insert(newsCovers)
        .values({ name: cover.name, content: cover.content, mediaType: cover.mediaType, width: cover.width, height: cover.height })
        .onConflictDoNothing()
    }
    const values = {
      titleAr: draft.titleAr,
      titleEn: draft.titleEn,
      summaryAr: draft.summaryAr,
      summaryEn: draft.summaryEn,
      bodyAr: draft.bodyAr,
      bodyEn: draft.bodyEn,
      imagePath: cover ? newsCoverPath(cover.name) : null,
      // The cover illustrates the article its title names.
      imageAltAr: cover ? draft.titleAr : null,
      imageAltEn: cover ? draft.titleEn : null,
      status: isDraft ? ('draft' as const) : ('published' as const),
      publishedAt,
      updatedAt: now,
    }
    const base = slugFromTitle(draft.titleEn)
    let created: { id: number; slug: string } | undefined
    // The first free of base, base-2, base-3…: an insert that meets a taken slug (even one another
    // editor is saving at this moment) inserts nothing and the next is tried.
    for (let attempt = 1; !created; attempt++) {
      const slug = attempt === 1 ? base : `${base}-${attempt}`
      const [row] = await tx
        .insert(newsArticles)
        .values({ ...values, slug })
        .onConflictDoNothing({ target: newsArticles.slug })
        .returning({ id: newsArticles.id, slug: newsArticles.slug })
      created = row
    }
    await recordStaffAction(tx, actor, {
      action: isDraft ? 'news.drafted' : scheduled ? 'news.scheduled' : 'news.published',
      subjectType: 'news_article',
      subjectId: created.id,
      after: {
        slug: created.slug,
        titleAr: draft.titleAr,
        titleEn: draft.titleEn,
        status: values.status,
        publishedAt: publishedAt?.toISOString() ?? null,
        cover: values.imagePath,
      },
    })
    await announceContentChange(tx, 'news')
    return { id: created.id, slug: created.slug, publishedAt: publishedAt?.toISOString() ?? null, scheduled, draft: isDraft }
  })
}

/** A stored cover by name, or null. */
export async function getNewsCover(db: Db, name: string): Promise<{ mediaType: string; content: Uint8Array } | null> {
  const [row] = await db
    .select({ mediaType: newsCovers.mediaType, content: newsCovers.content })
    .from(newsCovers)
    .where(eq(newsCovers.name, name))
  return row ?? null
}
