import { describe, expect, it } from 'vitest'
import { QueryClient } from '@tanstack/react-query'
import { setupI18n } from '@lingui/core'
import type { CarSummary } from '../../contract/catalogue'
import type { Article, DealerSettings, Offer } from '../../contract/content'
import { siteSettingsQuery } from '../site/site-settings.queries'
import { articleQuery, offerQuery } from './content.queries'
import { articleHead } from './article-seo'
import { offerHead } from './offer-seo'

const origin = 'https://shop.sa'
const settings = { name: 'Murooj Motors', tagline: 'New cars, clear prices', logoPath: null } as DealerSettings

const car = {
  id: 42,
  title: 'Kia K5 GT 2026',
  year: 2026,
  brand: { slug: 'kia', name: 'Kia' },
  model: { slug: 'k5', name: 'K5' },
  priceSar: 139_000,
  stockStatus: 'in_stock',
  image: { path: '/images/cars/sedan.svg', alt: 'K5' },
} as CarSummary

const offer: Offer = {
  id: 3,
  title: 'Ramadan offer',
  summary: 'Free service for three years',
  startsOn: '2026-03-01',
  endsOn: '2026-03-31',
  image: { path: '/images/cars/sedan.svg', alt: 'Ramadan offer' },
  carCount: 1,
  profitRatePercent: null,
  financeTermMonths: null,
  minDownPaymentPercent: null,
  body: [],
  cars: [car],
}

const article: Article = {
  id: 9,
  slug: 'riyadh-opening',
  title: 'A new showroom in Riyadh',
  summary: 'Our largest branch opens its doors.',
  image: { path: '/media/news/0123456789abcdef01234567.webp', alt: 'The showroom' },
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
const ogImage = (head: { meta: Record<string, string>[] }) => head.meta.find((tag) => tag.property === 'og:image')?.content

describe('offer markup', () => {
  const head = offerHead(
    headContext('en', (client) => client.setQueryData(offerQuery('en', 3).queryKey, offer)),
    3,
    origin,
  )

  it('previews the offer with its own raster card', () => {
    expect(ogImage(head)).toMatch(/^https:\/\/shop\.sa\/og\/offer-3-en-[0-9a-f]{16}\.jpg$/)
    expect(head.meta).toContainEqual({ property: 'og:image:type', content: 'image/jpeg' })
  })

  it('lists each car as an Offer valid to the last day, sold by the dealer, and each car with a picture and its offer', () => {
    const [catalog, ...rest] = scripts(head)
    expect(rest).toEqual([])
    expect(catalog).toMatchObject({ '@type': 'OfferCatalog', url: 'https://shop.sa/en/offers/offer?id=3', numberOfItems: 1 })
    expect(catalog.itemListElement[0]).toMatchObject({
      '@type': 'Offer',
      url: 'https://shop.sa/en/car?id=42',
      price: 139_000,
      priceCurrency: 'SAR',
      availability: 'https://schema.org/InStock',
      validThrough: '2026-03-31T23:59:59+03:00',
      priceValidUntil: '2026-03-31',
      seller: { '@type': 'AutoDealer', name: 'Murooj Motors' },
      itemOffered: {
        '@type': 'Car',
        name: 'Kia K5 GT 2026',
        url: 'https://shop.sa/en/car?id=42',
        image: ogImage(head),
        offers: { '@type': 'Offer', price: 139_000, priceCurrency: 'SAR', priceValidUntil: '2026-03-31' },
      },
    })
  })
})

describe('article markup', () => {
  const head = articleHead(
    headContext('ar', (client) => client.setQueryData(articleQuery('ar', 'riyadh-opening').queryKey, article)),
    'riyadh-opening',
    origin,
  )

  it('is an Open Graph article previewed with its card (its cover, its title)', () => {
    expect(head.meta).toContainEqual({ property: 'og:type', content: 'article' })
    expect(ogImage(head)).toMatch(/^https:\/\/shop\.sa\/og\/article-riyadh-opening-ar-[0-9a-f]{16}\.jpg$/)
  })

  it('is a NewsArticle with both dates, by the dealer with its address and logo', () => {
    const [news, ...rest] = scripts(head)
    expect(rest).toEqual([])
    const dealer = {
      '@type': 'AutoDealer',
      name: 'Murooj Motors',
      url: 'https://shop.sa/',
      logo: { '@type': 'ImageObject', url: 'https://shop.sa/images/logo.webp' },
    }
    expect(news).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'A new showroom in Riyadh',
      datePublished: '2026-10-20T08:00:00.000Z',
      dateModified: '2026-10-20T08:00:00.000Z',
      url: 'https://shop.sa/news/article?slug=riyadh-opening',
      image: [`https://shop.sa${article.image!.path}`, ogImage(head)],
      author: dealer,
      publisher: dealer,
    })
  })
})
