import { describe, expect, it } from 'vitest'
import { carDrawingPath } from '../../lib/car-drawing'
import { loadCardAsset } from './card-assets.server'

describe('pictures a card may show', () => {
  it('reads the public folder’s pictures and makes drawings from their address', async () => {
    expect((await loadCardAsset('/images/logo.svg'))?.toString()).toContain('<svg')
    const drawing = carDrawingPath({ silhouette: 'sedan', hex: '#8b1e2b', brandSlug: 'toyota' })
    expect((await loadCardAsset(drawing))?.toString()).toContain('<svg')
  })

  it('has no picture for any other path, without asking anyone', async () => {
    for (const path of [
      '/images/../package.json',
      '/images/%2e%2e/package.json',
      '/images/cars/sedan.svg/../../../app.config.ts',
      '/etc/passwd',
      '/media/pictures/../../package.json',
      '/media/news/not-a-cover.webp',
      '/media/logo/x.webp',
      '/media/drawings/nothing.svg',
      'https://example.com/a.png',
      '',
    ]) {
      expect(await loadCardAsset(path), path).toBeNull()
    }
  })
})
