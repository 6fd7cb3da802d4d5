/** The editorial content's dealer-API operations (see ./operation.ts). */
import { defineOperation } from './operation'
import { listSchema } from './common'
import {
  articleSchema,
  branchSchema,
  citySchema,
  dealerSettingsSchema,
  faqSchema,
  financePartnerSchema,
  getArticleInputSchema,
  getOfferInputSchema,
  getPageInputSchema,
  jobSchema,
  listBanksInputSchema,
  listBranchesInputSchema,
  listJobsInputSchema,
  listNewsInputSchema,
  listOffersInputSchema,
  newsPageSchema,
  offerSchema,
  offerSummarySchema,
  sitePageSchema,
} from './content'
import { sitemapEntriesSchema } from './sitemap'

/** Editorial content changes a few times a day. */
const CONTENT_CACHE_SECONDS = 300

export const listOffersOperation = defineOperation({
  method: 'get',
  path: '/offers',
  operationId: 'listOffers',
  summary: 'Offers valid on a day (today in Saudi Arabia by default)',
  tag: 'content',
  query: listOffersInputSchema,
  response: listSchema(offerSummarySchema),
  cacheSeconds: CONTENT_CACHE_SECONDS,
  contentTopic: 'offers',
})

export const getOfferOperation = defineOperation({
  method: 'get',
  path: '/offers/:id',
  operationId: 'getOffer',
  summary: 'One offer with its cars',
  tag: 'content',
  params: getOfferInputSchema,
  response: offerSchema,
  cacheSeconds: CONTENT_CACHE_SECONDS,
  contentTopic: 'offers',
  canBeNotFound: true,
})

export const listNewsOperation = defineOperation({
  method: 'get',
  path: '/news',
  operationId: 'listNews',
  summary: 'Published news, newest first',
  tag: 'content',
  query: listNewsInputSchema,
  response: newsPageSchema,
  cacheSeconds: CONTENT_CACHE_SECONDS,
  contentTopic: 'news',
})

export const getArticleOperation = defineOperation({
  method: 'get',
  path: '/news/:key',
  operationId: 'getArticle',
  summary: 'One news article by slug or id',
  description:
    'A published article. One that was shown and then unpublished or deleted by staff answers 410 `gone`; a draft, a scheduled article and an unknown key 404 (decision 0078).',
  tag: 'content',
  params: getArticleInputSchema,
  response: articleSchema,
  cacheSeconds: CONTENT_CACHE_SECONDS,
  contentTopic: 'news',
  canBeNotFound: true,
  refusals: { 410: 'The article was shown and has been taken down or deleted (`gone`): its page says it is no longer available' },
})

export const listJobsOperation = defineOperation({
  method: 'get',
  path: '/jobs',
  operationId: 'listJobs',
  summary: 'Open positions, optionally in one city',
  tag: 'content',
  query: listJobsInputSchema,
  response: listSchema(jobSchema),
  cacheSeconds: CONTENT_CACHE_SECONDS,
  contentTopic: 'jobs',
})

export const listBranchesOperation = defineOperation({
  method: 'get',
  path: '/branches',
  operationId: 'listBranches',
  summary: 'Branches with address, phone, working hours and map link',
  tag: 'content',
  query: listBranchesInputSchema,
  response: listSchema(branchSchema),
  cacheSeconds: CONTENT_CACHE_SECONDS,
  contentTopic: 'dealer',
})

export const listCitiesOperation = defineOperation({
  method: 'get',
  path: '/cities',
  operationId: 'listCities',
  summary: 'Cities the dealer serves',
  tag: 'content',
  response: listSchema(citySchema),
  cacheSeconds: CONTENT_CACHE_SECONDS,
})

export const listBanksOperation = defineOperation({
  method: 'get',
  path: '/banks',
  operationId: 'listBanks',
  summary: 'Partner banks and finance companies with their profit rates',
  tag: 'content',
  query: listBanksInputSchema,
  response: listSchema(financePartnerSchema),
  cacheSeconds: CONTENT_CACHE_SECONDS,
})

export const listFaqsOperation = defineOperation({
  method: 'get',
  path: '/faqs',
  operationId: 'listFaqs',
  summary: 'Frequently asked questions',
  tag: 'content',
  response: listSchema(faqSchema),
  cacheSeconds: CONTENT_CACHE_SECONDS,
})

export const getPageOperation = defineOperation({
  method: 'get',
  path: '/pages/:slug',
  operationId: 'getPage',
  summary: 'A site page: about, services, finance, policy or terms',
  tag: 'content',
  params: getPageInputSchema,
  response: sitePageSchema,
  cacheSeconds: CONTENT_CACHE_SECONDS,
  canBeNotFound: true,
})

export const getSettingsOperation = defineOperation({
  method: 'get',
  path: '/settings',
  operationId: 'getSettings',
  summary: "The dealer's name, legal identity (CR and VAT numbers), logo, phones, WhatsApp, address and social links",
  tag: 'content',
  response: dealerSettingsSchema,
  cacheSeconds: CONTENT_CACHE_SECONDS,
  contentTopic: 'dealer',
})

export const getSitemapEntriesOperation = defineOperation({
  method: 'get',
  path: '/sitemap-entries',
  operationId: 'getSitemapEntries',
  summary: 'Ids and slugs of every public car, current offer and published article',
  tag: 'content',
  response: sitemapEntriesSchema,
  cacheSeconds: CONTENT_CACHE_SECONDS,
  contentTopic: 'news',
})
