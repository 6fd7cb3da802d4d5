import { describe, expect, it } from 'vitest'
import { QueryClient } from '@tanstack/react-query'
import { setupI18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { CarSummary } from '../../contract/catalogue'
import type { Article, Branch, DealerSettings, Faq, Offer } from '../../contract/content'
import { siteSettingsQuery } from '../site/site-settings.queries'
import { articleQuery, branchesQuery, faqsQuery, offerQuery } from './content.queries'
import { articleHead } from './article-seo'
import { dealerHead } from './dealer-seo'
import { faqHead } from './faq-seo'
import { offerHead } from './offer-seo'

const origin = 'https://shop.sa'

const settings: DealerSettings = {
  name: 'Murooj Motors',
  tagline: 'New cars, clear prices',
  logoPath: null,
  phone: '920000000',
  whatsapp: '+966512345678',
  email: 'sales@murooj.example',
  address: 'King Fahd Road, Riyadh',
  workingHours: 'Sat–Thu 9:00–22:00',
  mapUrl: 'https://maps.example/riyadh',
  socials: [],
}

const car = {
  id: 42,
  title: 'Kia K5 GT 2026',
  brand: { slug: 'kia', name: 'Kia' },
  model: { slug: 'k5', name: 'K5' },
  priceSar: 139_000,
} as CarSummary

const offer: Offer = {
  id: 3,
  title: 'Ramadan offer',
  summary: 'Free service for three years',
  startsOn: '2026-03-01',
  endsOn: '2026-03-31',
  image: { path: '/images/offers/ramadan.svg', alt: 'Lanterns over a sedan' },
  carCount: 1,
  body: [],
  cars: [car],
}

const article: Article = {
  id: 9,
  slug: 'riyadh-opening',
  title: 'A new showroom in Riyadh',
  summary: 'Our largest branch opens its doors.',
  image: null,
  publishedAt: '2026-10-20T08:00:00.000Z',
  bodyHtml: '',
}

function headContext(locale: 'ar' | 'en', fill: (queryClient: QueryClient) => void) {
  const queryClient = new QueryClient()
  queryClient.setQueryData(siteSettingsQuery(locale).queryKey, settings)
  fill(queryClient)
  return { i18n: setupI18n({ locale, messages: { [locale]: {} } }), queryClient, locale }
}

const scripts = (head: object) =>
  ((head as { scripts?: { children: string }[] }).scripts ?? []).map((script) => JSON.parse(script.children))
const trail = (breadcrumb: { itemListElement: { name: string; item: string }[] }) =>
  breadcrumb.itemListElement.map((item) => [item.name, item.item])

describe('offer SEO', () => {
  it('lists each car of the campaign as an Offer valid to the last day, linked to the car, with a picture for previews', () => {
    const head = offerHead(
      headContext('en', (client) => client.setQueryData(offerQuery('en', 3).queryKey, offer)),
      3,
      origin,
    )
    expect(head.meta).toContainEqual({ property: 'og:image', content: 'https://shop.sa/images/offers/ramadan.svg' })
    const [catalog, breadcrumb] = scripts(head)
    expect(catalog).toMatchObject({ '@type': 'OfferCatalog', url: 'https://shop.sa/en/offers/offer?id=3', numberOfItems: 1 })
    expect(catalog.itemListElement[0]).toMatchObject({
      '@type': 'Offer',
      url: 'https://shop.sa/en/car?id=42',
      price: 139_000,
      validThrough: '2026-03-31T23:59:59+03:00',
      itemOffered: { '@type': 'Car', name: 'Kia K5 GT 2026', url: 'https://shop.sa/en/car?id=42' },
    })
    expect(trail(breadcrumb)).toEqual([
      ['Home', 'https://shop.sa/en'],
      ['Offers', 'https://shop.sa/en/offers'],
      ['Ramadan offer', 'https://shop.sa/en/offers/offer?id=3'],
    ])
  })
})

describe('article SEO', () => {
  it('is an Open Graph article and a NewsArticle by the dealer, at the article’s one address', () => {
    const head = articleHead(
      headContext('ar', (client) => client.setQueryData(articleQuery('ar', 'riyadh-opening').queryKey, article)),
      'riyadh-opening',
      origin,
    )
    expect(head.meta).toContainEqual({ property: 'og:type', content: 'article' })
    expect(head.meta).toContainEqual({ property: 'article:published_time', content: '2026-10-20T08:00:00.000Z' })
    expect(head.meta.some((tag) => tag.property === 'og:image')).toBe(false)
    const [news, breadcrumb] = scripts(head)
    expect(news).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'A new showroom in Riyadh',
      inLanguage: 'ar',
      url: 'https://shop.sa/news/article?slug=riyadh-opening',
      mainEntityOfPage: 'https://shop.sa/news/article?slug=riyadh-opening',
      publisher: { '@type': 'AutoDealer', name: 'Murooj Motors', logo: { '@type': 'ImageObject', url: 'https://shop.sa/images/logo.svg' } },
    })
    expect(trail(breadcrumb)).toEqual([
      ['Home', 'https://shop.sa/'],
      ['News', 'https://shop.sa/news'],
      ['A new showroom in Riyadh', 'https://shop.sa/news/article?slug=riyadh-opening'],
    ])
  })

  it('keeps a headline within what search engines show', () => {
    const long = { ...article, title: 'x'.repeat(200) }
    const head = articleHead(
      headContext('en', (client) => client.setQueryData(articleQuery('en', 9).queryKey, long)),
      9,
      origin,
    )
    expect(scripts(head)[0].headline).toHaveLength(110)
  })
})

describe('dealer and FAQ SEO', () => {
  it('describes the dealer with each branch as a department', () => {
    const branch = {
      id: 1,
      name: 'Riyadh showroom',
      phone: '0112345678',
      address: 'Olaya St',
      city: { slug: 'riyadh', name: 'Riyadh' },
      lat: 24.7,
      lng: 46.7,
      mapUrl: 'https://maps.example/1',
    } as Branch
    const context = headContext('en', (client) => client.setQueryData(branchesQuery('en').queryKey, { items: [branch] }))
    const [dealer] = scripts(dealerHead(context, origin, msg`Branches`, msg`Visit our showrooms.`))
    expect(dealer).toMatchObject({
      '@type': 'AutoDealer',
      name: 'Murooj Motors',
      url: 'https://shop.sa/en',
      department: [{ name: 'Riyadh showroom', geo: { latitude: 24.7 } }],
    })
  })

  it('lists the questions as an FAQPage, and nothing when there are none', () => {
    const faq: Faq = { id: 1, question: 'Do prices include VAT?', answer: 'Yes, 15% VAT is included.' } as Faq
    expect(scripts(faqHead(headContext('en', (client) => client.setQueryData(faqsQuery('en').queryKey, { items: [faq] }))))[0]).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        { '@type': 'Question', name: 'Do prices include VAT?', acceptedAnswer: { '@type': 'Answer', text: 'Yes, 15% VAT is included.' } },
      ],
    })
    expect(scripts(faqHead(headContext('en', (client) => client.setQueryData(faqsQuery('en').queryKey, { items: [] }))))).toEqual([])
  })
})
