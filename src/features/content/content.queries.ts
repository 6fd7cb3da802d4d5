import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '../../../app.config'
import type { SitePageSlug } from '../../contract/content'
import {
  fetchArticle,
  fetchMissingArticle,
  fetchBanks,
  fetchBranches,
  fetchCities,
  fetchFaqs,
  fetchJobs,
  fetchNews,
  fetchOffer,
  fetchOffers,
  fetchSitePage,
} from './content.functions'

const CONTENT_STALE_MS = 5 * 60_000

export const offersQuery = (locale: Locale) =>
  queryOptions({ queryKey: ['offers', locale], queryFn: () => fetchOffers({ data: { locale } }), staleTime: CONTENT_STALE_MS })

export const offerQuery = (locale: Locale, id: number) =>
  queryOptions({ queryKey: ['offers', locale, id], queryFn: () => fetchOffer({ data: { locale, id } }), staleTime: CONTENT_STALE_MS })

export const newsQuery = (locale: Locale, page: number, pageSize = 9) =>
  queryOptions({
    queryKey: ['news', locale, page, pageSize],
    queryFn: () => fetchNews({ data: { locale, page, pageSize } }),
    staleTime: CONTENT_STALE_MS,
  })

export const articleQuery = (locale: Locale, key: string | number) =>
  queryOptions({
    queryKey: ['news', 'article', locale, key],
    queryFn: () => fetchArticle({ data: { locale, key } }),
    staleTime: CONTENT_STALE_MS,
  })

/** Whether an article that is not shown was taken down (410) or never shown (404). Not kept: asked on each miss. */
export const missingArticleQuery = (locale: Locale, key: string | number) =>
  queryOptions({
    queryKey: ['news', 'missing-article', locale, key],
    queryFn: () => fetchMissingArticle({ data: { locale, key } }),
    staleTime: 0,
  })

export const jobsQuery = (locale: Locale) =>
  queryOptions({ queryKey: ['jobs', locale], queryFn: () => fetchJobs({ data: { locale } }), staleTime: CONTENT_STALE_MS })

export const branchesQuery = (locale: Locale) =>
  queryOptions({ queryKey: ['branches', locale], queryFn: () => fetchBranches({ data: { locale } }), staleTime: CONTENT_STALE_MS })

export const citiesQuery = (locale: Locale) =>
  queryOptions({ queryKey: ['cities', locale], queryFn: () => fetchCities({ data: { locale } }), staleTime: CONTENT_STALE_MS })

export const banksQuery = (locale: Locale) =>
  queryOptions({ queryKey: ['banks', locale], queryFn: () => fetchBanks({ data: { locale } }), staleTime: CONTENT_STALE_MS })

export const faqsQuery = (locale: Locale) =>
  queryOptions({ queryKey: ['faqs', locale], queryFn: () => fetchFaqs({ data: { locale } }), staleTime: CONTENT_STALE_MS })

export const sitePageQuery = (locale: Locale, slug: SitePageSlug) =>
  queryOptions({ queryKey: ['pages', locale, slug], queryFn: () => fetchSitePage({ data: { locale, slug } }), staleTime: CONTENT_STALE_MS })
