import { createServerFn } from '@tanstack/react-start'
import { notFound } from '@tanstack/react-router'
import { DealerApiError } from '../../lib/dealer-api-error'
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
    const article = await orNotFound(articleOrGone(api().call(getArticleOperation, { locale, params })))
    // Whatever API answered (an outside one too), only allow-listed HTML reaches the page.
    return { ...article, bodyHtml: sanitizeArticleHtml(article.bodyHtml) }
  })

/** A taken-down article (410) is a miss like an unknown one; the page then asks which it was. */
async function articleOrGone<T>(call: Promise<T>): Promise<T> {
  try {
    return await call
  } catch (error) {
    if (error instanceof DealerApiError && error.status === 410) throw notFound()
    throw error
  }
}

/**
 * Whether an article the page could not show was taken down by staff (410: the public saw it) or
 * never was (404: unknown, a draft or scheduled), decision 0078.
 */
export const fetchMissingArticle = createServerFn({ method: 'GET' })
  .validator(getArticleInputSchema.extend(withLocale))
  .handler(async ({ data: { locale, ...params } }): Promise<{ gone: boolean }> => {
    try {
      await api().call(getArticleOperation, { locale, params })
      // Published in the meantime: the page's own load will show it next time.
      return { gone: false }
    } catch (error) {
      if (error instanceof DealerApiError && (error.status === 410 || error.status === 404)) return { gone: error.status === 410 }
      throw error
    }
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
