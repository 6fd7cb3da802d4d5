import { describe, expect, it } from 'vitest'
import { buildSitemapXml } from './sitemap-xml'

describe('sitemap', () => {
  const xml = buildSitemapXml('https://shop.sa', {
    cars: [{ id: 7, updatedAt: '2026-11-01T08:00:00.000Z' }],
    offers: [{ id: 3 }],
    news: [{ slug: 'riyadh-opening', publishedAt: '2026-10-20T08:00:00.000Z' }],
  })

  it('lists every page and every car in both languages with alternates', () => {
    expect(xml).toContain('<loc>https://shop.sa/</loc>')
    expect(xml).toContain('<loc>https://shop.sa/en</loc>')
    expect(xml).toContain('<loc>https://shop.sa/car?id=7</loc>')
    expect(xml).toContain('<loc>https://shop.sa/en/car?id=7</loc>')
    expect(xml).toContain('<lastmod>2026-11-01</lastmod>')
    expect(xml).toContain('hreflang="x-default" href="https://shop.sa/car?id=7"')
    expect(xml).toContain('<loc>https://shop.sa/en/offers/offer?id=3</loc>')
    expect(xml.match(/<url>/g)).toHaveLength(2 * (17 + 3))
  })

  it('is well-formed XML even with characters that need escaping', () => {
    const escaped = buildSitemapXml('https://shop.sa', {
      cars: [],
      offers: [],
      news: [{ slug: 'a-b', publishedAt: '2026-01-01T00:00:00.000Z' }],
    })
    expect(escaped).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/)
  })
})
