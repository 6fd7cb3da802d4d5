import type { SitemapEntries } from '../../contract/sitemap'
import type { Locale } from '../../../app.config'
import { itemUrl, pageUrl, type ItemPage } from '../../lib/seo'

/** The fixed pages, in the order a crawler should meet them. */
export const sitemapPages = [
  '/',
  '/market',
  '/cars',
  '/offers',
  '/news',
  '/jobs',
  '/order-individuals',
  '/order-company',
  '/trade-in',
  '/finance',
  '/branches',
  '/contact',
  '/about',
  '/services',
  '/faqs',
  '/policy',
  '/terms',
] as const

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')

/** One <url> per page and language, each naming its Arabic, English and default alternates. */
function urlEntries(urlIn: (locale: Locale) => string, lastModified?: string): string[] {
  const ar = urlIn('ar')
  const en = urlIn('en')
  const alternates = [
    `<xhtml:link rel="alternate" hreflang="ar" href="${escapeXml(ar)}"/>`,
    `<xhtml:link rel="alternate" hreflang="en" href="${escapeXml(en)}"/>`,
    `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(ar)}"/>`,
  ].join('')
  const lastmod = lastModified ? `<lastmod>${lastModified.slice(0, 10)}</lastmod>` : ''
  return [ar, en].map((loc) => `<url><loc>${escapeXml(loc)}</loc>${lastmod}${alternates}</url>`)
}

const itemUrlIn = (origin: string, item: ItemPage) => (locale: Locale) => itemUrl(origin, item, locale)

export function buildSitemapXml(origin: string, entries: SitemapEntries): string {
  const urls = [
    ...sitemapPages.flatMap((path) => urlEntries((locale) => pageUrl(origin, path, locale))),
    ...entries.cars.flatMap((car) => urlEntries(itemUrlIn(origin, { kind: 'car', id: car.id }), car.updatedAt)),
    ...entries.offers.flatMap((offer) => urlEntries(itemUrlIn(origin, { kind: 'offer', id: offer.id }))),
    ...entries.news.flatMap((article) => urlEntries(itemUrlIn(origin, { kind: 'article', slug: article.slug }), article.publishedAt)),
  ]
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}
