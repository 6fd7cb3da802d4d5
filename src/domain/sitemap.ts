import { and, asc, gte, isNull, sql } from 'drizzle-orm'
import type { SitemapEntries } from '../contract/sitemap.ts'
import { cars, newsArticles, offers } from '../server/db/schema.ts'
import type { Db } from '../server/db/types.ts'
import { saudiDate } from '../lib/saudi-calendar.ts'
import { marketCars } from './car-summary.ts'
import { newsShownAt } from './content.ts'

/** Ids and slugs of every public car, offer not yet ended nor deleted, and published article, in one pass each. */
export async function sitemapEntries(db: Db, now: Date = new Date()): Promise<SitemapEntries> {
  const [carRows, offerRows, newsRows] = await Promise.all([
    db
      .select({ id: cars.id, updatedAt: sql<Date | string>`coalesce(${cars.updatedAt}, ${cars.createdAt})` })
      .from(cars)
      .where(marketCars())
      .orderBy(asc(cars.id)),
    db
      .select({ id: offers.id })
      .from(offers)
      .where(and(gte(offers.endsOn, saudiDate(now)), isNull(offers.deletedAt)))
      .orderBy(asc(offers.id)),
    db
      .select({ slug: newsArticles.slug, publishedAt: newsArticles.publishedAt, updatedAt: newsArticles.updatedAt })
      .from(newsArticles)
      .where(newsShownAt(now))
      .orderBy(asc(newsArticles.id)),
  ])
  return {
    cars: carRows.map((row) => ({ id: row.id, updatedAt: new Date(row.updatedAt).toISOString() })),
    offers: offerRows,
    news: newsRows.map((row) => ({ slug: row.slug, publishedAt: (row.publishedAt ?? row.updatedAt).toISOString() })),
  }
}
