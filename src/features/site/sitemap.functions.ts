import { createServerOnlyFn } from '@tanstack/react-start'
import { getSitemapEntriesOperation } from '../../contract/content-api'
import { getDealerApi } from '../../dealer-api/client'

/** The catalogue and content the sitemap lists, through the one dealer-API client. */
export const loadSitemapEntries = createServerOnlyFn(() => getDealerApi().call(getSitemapEntriesOperation, { locale: 'ar' }))
