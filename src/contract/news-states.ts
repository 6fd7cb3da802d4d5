/**
 * A news article's life (decision 0078), shared by the dealer API, which enforces it, and the staff
 * pages, which offer only what it allows. zod-free: the public pages import it too.
 *
 * Stored: `status` (draft | published | unpublished), `published_at` and `deleted_at`. Seen: the
 * state below, where "scheduled" is a published article whose moment has not come, and "deleted"
 * covers any of them while `deleted_at` is set (restore brings back the state it had).
 */

/** What `news_articles.status` holds. */
export const newsStatuses = ['draft', 'published', 'unpublished'] as const
export type NewsStatus = (typeof newsStatuses)[number]

/** What staff see, and filter the list by. */
export const newsStates = ['draft', 'scheduled', 'published', 'unpublished', 'deleted'] as const
export type NewsState = (typeof newsStates)[number]

/** Changes of state alone (the texts unchanged), each from the states listed in `newsActionsFrom`. */
export const newsActions = ['publish', 'cancelSchedule', 'unpublish', 'delete', 'restore'] as const
export type NewsAction = (typeof newsActions)[number]

/**
 * What saving the editor's texts does to the state: `keep` it, make (or keep) it a `draft`, or
 * `publish` it (now, at `publishAt`, or again after an unpublish).
 */
export const newsSaveIntents = ['keep', 'draft', 'publish'] as const
export type NewsSaveIntent = (typeof newsSaveIntents)[number]

type Stored = { status: NewsStatus; publishedAt: Date | string | null; deletedAt: Date | string | null }

const time = (value: Date | string) => (typeof value === 'string' ? Date.parse(value) : value.getTime())

/** The state staff see at `now`, ignoring deletion (what a restore brings back). */
export function liveNewsState(article: Omit<Stored, 'deletedAt'>, now: Date = new Date()): Exclude<NewsState, 'deleted'> {
  if (article.status !== 'published') return article.status
  return article.publishedAt !== null && time(article.publishedAt) > now.getTime() ? 'scheduled' : 'published'
}

export function newsStateOf(article: Stored, now: Date = new Date()): NewsState {
  return article.deletedAt !== null ? 'deleted' : liveNewsState(article, now)
}

/** Each state's possible actions, in the order the page offers them. */
export const newsActionsFrom: Record<NewsState, readonly NewsAction[]> = {
  draft: ['publish', 'delete'],
  scheduled: ['publish', 'cancelSchedule', 'delete'],
  published: ['unpublish', 'delete'],
  unpublished: ['publish', 'delete'],
  deleted: ['restore'],
}

/** Which save intents each state takes (a deleted article is restored before it is edited). */
export const newsSaveIntentsFrom: Record<NewsState, readonly NewsSaveIntent[]> = {
  draft: ['draft', 'publish'],
  scheduled: ['keep', 'draft', 'publish'],
  published: ['keep'],
  unpublished: ['keep', 'publish'],
  deleted: [],
}

/** Whether a later moment may be chosen: only for an article that was never shown. */
export const newsMaySchedule = (state: NewsState) => state === 'draft' || state === 'scheduled'

/**
 * What a visitor gets at the article's address: the page (200), "no longer available" (410) for
 * what the public saw and was taken down or deleted, and 404 for what was never shown (a draft, a
 * scheduled article, or one of those deleted).
 */
export function visitorStatusOf(article: Stored, now: Date = new Date()): 200 | 404 | 410 {
  const live = liveNewsState(article, now)
  const wasShown = live === 'published' || live === 'unpublished'
  if (article.deletedAt !== null) return wasShown ? 410 : 404
  if (live === 'published') return 200
  return live === 'unpublished' ? 410 : 404
}
