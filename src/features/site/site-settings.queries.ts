import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '../../../app.config'
import { fetchSiteSettings } from './site-settings.functions'

export const siteSettingsQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['site-settings', locale],
    queryFn: () => fetchSiteSettings({ data: { locale } }),
    staleTime: 10 * 60_000,
  })
