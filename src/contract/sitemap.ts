import { z } from 'zod'
import { idSchema, isoDateTimeSchema, slugSchema } from './common.ts'

/** Everything a sitemap lists besides the fixed pages: ids and slugs with their last change. */
export const sitemapEntriesSchema = z.object({
  cars: z.array(z.object({ id: idSchema, updatedAt: isoDateTimeSchema })),
  offers: z.array(z.object({ id: idSchema })),
  news: z.array(z.object({ slug: slugSchema, publishedAt: isoDateTimeSchema })),
})
export type SitemapEntries = z.infer<typeof sitemapEntriesSchema>
