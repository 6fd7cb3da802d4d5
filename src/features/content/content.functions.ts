import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { withLocale } from '../../contract/common'
import {
  getArticleInputSchema,
  getOfferInputSchema,
  getPageInputSchema,
  listBanksInputSchema,
  listBranchesInputSchema,
  listJobsInputSchema,
  listNewsInputSchema,
  type Article,
  type Branch,
  type Faq,
  type FinancePartner,
  type Job,
  type NewsPage,
  type Offer,
  type OfferSummary,
  type SitePage,
} from '../../contract/content'
import { getDealerApi } from '../../dealer-api/client'
import { orNotFound } from '../api-call'

const api = () => getDealerApi()

/** Offers valid today. */
export const fetchOffers = createServerFn({ method: 'GET' })
  .validator(z.object(withLocale))
  .handler(({ data }) => api().get<{ items: OfferSummary[] }>('/offers', { locale: data.locale }))

export const fetchOffer = createServerFn({ method: 'GET' })
  .validator(getOfferInputSchema.extend(withLocale))
  .handler(({ data }) => orNotFound(api().get<Offer>(`/offers/${data.id}`, { locale: data.locale })))

export const fetchNews = createServerFn({ method: 'GET' })
  .validator(listNewsInputSchema.extend(withLocale))
  .handler(({ data }) => api().get<NewsPage>('/news', { locale: data.locale, query: { page: data.page, pageSize: data.pageSize } }))

export const fetchArticle = createServerFn({ method: 'GET' })
  .validator(getArticleInputSchema.extend(withLocale))
  .handler(({ data }) => orNotFound(api().get<Article>(`/news/${encodeURIComponent(String(data.key))}`, { locale: data.locale })))

export const fetchJobs = createServerFn({ method: 'GET' })
  .validator(listJobsInputSchema.extend(withLocale))
  .handler(({ data }) => api().get<{ items: Job[] }>('/jobs', { locale: data.locale, query: data.city ? { city: data.city } : {} }))

export const fetchBranches = createServerFn({ method: 'GET' })
  .validator(listBranchesInputSchema.extend(withLocale))
  .handler(({ data }) => api().get<{ items: Branch[] }>('/branches', { locale: data.locale, query: data.city ? { city: data.city } : {} }))

export const fetchBanks = createServerFn({ method: 'GET' })
  .validator(listBanksInputSchema.extend(withLocale))
  .handler(({ data }) => api().get<{ items: FinancePartner[] }>('/banks', { locale: data.locale, query: data.kind ? { kind: data.kind } : {} }))

export const fetchFaqs = createServerFn({ method: 'GET' })
  .validator(z.object(withLocale))
  .handler(({ data }) => api().get<{ items: Faq[] }>('/faqs', { locale: data.locale }))

export const fetchSitePage = createServerFn({ method: 'GET' })
  .validator(getPageInputSchema.extend(withLocale))
  .handler(({ data }) => orNotFound(api().get<SitePage>(`/pages/${data.slug}`, { locale: data.locale })))
