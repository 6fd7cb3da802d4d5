import { createServerOnlyFn } from '@tanstack/react-start'
import type { SitemapEntries } from '../../contract/sitemap'
import { getDealerApi } from '../../dealer-api/client'

/** The catalogue and content the sitemap lists, through the one dealer-API client. */
export const loadSitemapEntries = createServerOnlyFn(() => getDealerApi().get<SitemapEntries>('/sitemap-entries', { locale: 'ar' }))
