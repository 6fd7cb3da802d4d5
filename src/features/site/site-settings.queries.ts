import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '../../../app.config'
import { siteSettingsKey } from '../../lib/site-settings'
import { fetchSiteSettings } from './site-settings.functions'

export const siteSettingsQuery = (locale: Locale) =>
  queryOptions({
    queryKey: siteSettingsKey(locale),
    queryFn: () => fetchSiteSettings({ data: { locale } }),
    staleTime: 10 * 60_000,
  })
