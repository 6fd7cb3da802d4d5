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
} from '../../contract/content'
import {
  getArticleOperation,
  getOfferOperation,
  getPageOperation,
  listBanksOperation,
  listBranchesOperation,
  listCitiesOperation,
  listFaqsOperation,
  listJobsOperation,
  listNewsOperation,
  listOffersOperation,
} from '../../contract/content-api'
import { getDealerApi } from '../../dealer-api/client'
import { orNotFound } from '../api-call'
import { sanitizeArticleHtml } from '../../lib/article-html'

const api = () => getDealerApi()

/** Offers valid today. */
export const fetchOffers = createServerFn({ method: 'GET' })
  .validator(z.object(withLocale))
  .handler(({ data }) => api().call(listOffersOperation, { locale: data.locale }))

/** One offer with its cars; an unknown id is the 404 page. */
export const fetchOffer = createServerFn({ method: 'GET' })
  .validator(getOfferInputSchema.extend(withLocale))
  .handler(({ data: { locale, ...params } }) => orNotFound(api().call(getOfferOperation, { locale, params })))

/** A page of published news. */
export const fetchNews = createServerFn({ method: 'GET' })
  .validator(listNewsInputSchema.extend(withLocale))
  .handler(({ data: { locale, ...query } }) => api().call(listNewsOperation, { locale, query }))

/** One article by slug or id; an unknown one is the 404 page. */
export const fetchArticle = createServerFn({ method: 'GET' })
  .validator(getArticleInputSchema.extend(withLocale))
  .handler(async ({ data: { locale, ...params } }) => {
    const article = await orNotFound(api().call(getArticleOperation, { locale, params }))
    // Whatever API answered (an outside one too), only allow-listed HTML reaches the page.
    return { ...article, bodyHtml: sanitizeArticleHtml(article.bodyHtml) }
  })

/** Open positions, optionally in one city. */
export const fetchJobs = createServerFn({ method: 'GET' })
  .validator(listJobsInputSchema.extend(withLocale))
  .handler(({ data: { locale, ...query } }) => api().call(listJobsOperation, { locale, query }))

/** Branches, optionally in one city. */
export const fetchBranches = createServerFn({ method: 'GET' })
  .validator(listBranchesInputSchema.extend(withLocale))
  .handler(({ data: { locale, ...query } }) => api().call(listBranchesOperation, { locale, query }))

/** The cities the dealer serves. */
export const fetchCities = createServerFn({ method: 'GET' })
  .validator(z.object(withLocale))
  .handler(({ data }) => api().call(listCitiesOperation, { locale: data.locale }))

/** Partner banks and finance companies, optionally of one kind. */
export const fetchBanks = createServerFn({ method: 'GET' })
  .validator(listBanksInputSchema.extend(withLocale))
  .handler(({ data: { locale, ...query } }) => api().call(listBanksOperation, { locale, query }))

/** Frequently asked questions. */
export const fetchFaqs = createServerFn({ method: 'GET' })
  .validator(z.object(withLocale))
  .handler(({ data }) => api().call(listFaqsOperation, { locale: data.locale }))

/** A site page (about, services, finance, policy, terms); an unknown one is the 404 page. */
export const fetchSitePage = createServerFn({ method: 'GET' })
  .validator(getPageInputSchema.extend(withLocale))
  .handler(({ data: { locale, ...params } }) => orNotFound(api().call(getPageOperation, { locale, params })))
