import { describe, expect, it } from 'vitest'
import type { DealerSettings } from '../../contract/content'
import { linkPreviewDefaults } from './preview-meta'

const settings = { name: 'مروج للسيارات', tagline: 'سيارات جديدة بأسعار واضحة', logoPath: null } as DealerSettings
const content = (meta: Record<string, string>[], key: string) => meta.find((tag) => tag.property === key || tag.name === key)?.content

describe('link preview defaults', () => {
  it('names the page by its canonical URL and gives every page a large raster card', () => {
    const meta = linkPreviewDefaults('https://shop.sa', 'ar', 'https://shop.sa/offers', settings)
    expect(content(meta, 'og:url')).toBe('https://shop.sa/offers')
    expect(content(meta, 'twitter:card')).toBe('summary_large_image')
    expect(content(meta, 'og:locale')).toBe('ar_SA')
    expect(content(meta, 'og:locale:alternate')).toBe('en_US')
    expect(content(meta, 'og:site_name')).toBe('مروج للسيارات')
    expect(content(meta, 'og:image')).toMatch(/^https:\/\/shop\.sa\/og\/site-ar-[0-9a-f]{16}\.jpg$/)
    expect(content(meta, 'og:image:alt')).toBe('مروج للسيارات – سيارات جديدة بأسعار واضحة')
  })

  it('has no og:url where the page has no canonical (a not-found page)', () => {
    const meta = linkPreviewDefaults('https://shop.sa', 'en', null, settings)
    expect(content(meta, 'og:url')).toBeUndefined()
    expect(content(meta, 'og:locale')).toBe('en_US')
    expect(content(meta, 'og:locale:alternate')).toBe('ar_SA')
  })
})
