import {
  getArticleOperation,
  getOfferOperation,
  getPageOperation,
  getSettingsOperation,
  getSitemapEntriesOperation,
  listBanksOperation,
  listBranchesOperation,
  listCitiesOperation,
  listFaqsOperation,
  listJobsOperation,
  listNewsOperation,
  listOffersOperation,
} from '../../contract/content-api'
import {
  getArticle,
  getOffer,
  getPage,
  getSettings,
  listBanks,
  listBranches,
  listCities,
  listFaqs,
  listJobs,
  listNews,
  listOffers,
  missingArticleStatus,
  nextScheduledNewsAt,
} from '../../domain/content'
import { sitemapEntries } from '../../domain/sitemap'
import { hasComingSpecialHours } from '../../domain/dealer'
import { nextSaudiMidnight } from '../../lib/saudi-calendar'
import { gone, implement, notFound } from '../route-kit'
import type { Db } from '../../server/db/types'

/**
 * News answers are kept no longer than until the next scheduled article appears: nothing
 * announces that moment (no one edits anything then), so no cache may hold the list past it.
 * Asked before the list is read, so an article that appears in between shortens nothing wrongly.
 */
async function keepUntilNextArticle(db: Db, cacheUntil: (moment: Date) => void): Promise<void> {
  const next = await nextScheduledNewsAt(db)
  if (next) cacheUntil(next)
}

export const contentRoutes = [
  implement(listOffersOperation, async ({ query, locale, db }) => ({ items: await listOffers(await db(), query, locale) })),
  implement(getOfferOperation, async ({ params, locale, db }) => (await getOffer(await db(), params.id, locale)) ?? notFound()),
  implement(listNewsOperation, async ({ query, locale, db, cacheUntil }) => {
    await keepUntilNextArticle(await db(), cacheUntil)
    return listNews(await db(), query, locale)
  }),
  implement(getArticleOperation, async ({ params, locale, db, cacheUntil }) => {
    await keepUntilNextArticle(await db(), cacheUntil)
    const article = await getArticle(await db(), params.key, locale)
    if (article) return article
    // Shown once and taken down: "no longer available" (410), not "never existed" (404).
    return (await missingArticleStatus(await db(), params.key)) === 410 ? gone() : notFound()
  }),
  implement(listJobsOperation, async ({ query, locale, db }) => ({ items: await listJobs(await db(), query, locale) })),
  implement(listBranchesOperation, async ({ query, locale, db, cacheUntil }) => {
    // Special hours come into force and end at a Saudi midnight, which nothing announces.
    if (await hasComingSpecialHours(await db())) cacheUntil(nextSaudiMidnight())
    return { items: await listBranches(await db(), query, locale) }
  }),
  implement(listCitiesOperation, async ({ locale, db }) => ({ items: await listCities(await db(), locale) })),
  implement(listBanksOperation, async ({ query, locale, db }) => ({ items: await listBanks(await db(), query, locale) })),
  implement(listFaqsOperation, async ({ locale, db }) => ({ items: await listFaqs(await db(), locale) })),
  implement(getPageOperation, async ({ params, locale, db }) => (await getPage(await db(), params.slug, locale)) ?? notFound()),
  implement(getSettingsOperation, async ({ locale, db }) => (await getSettings(await db(), locale)) ?? notFound()),
]

export const sitemapRoute = implement(getSitemapEntriesOperation, async ({ db, cacheUntil }) => {
  await keepUntilNextArticle(await db(), cacheUntil)
  return sitemapEntries(await db())
})
