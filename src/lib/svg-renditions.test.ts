import { describe, expect, it } from 'vitest'
import { carDrawingPath } from './car-drawing'
import { parseSvgRenditionName, svgRenditionPath, svgRenditionSources, svgRenditionWidths } from './svg-renditions'

const drawing = carDrawingPath({ silhouette: 'suv-large', hex: '#f4f4f2', brandSlug: 'toyota' })

describe('the site’s own SVG pictures as WebP', () => {
  it('names a WebP beside a car’s drawing and a body-type illustration, at each width', () => {
    expect(svgRenditionPath(drawing, 640)).toBe('/media/drawings/suv-large.f4f4f2.toyota.640.webp')
    expect(svgRenditionPath('/images/cars/suv.svg', 320)).toBe('/images/cars/suv.320.webp')
    expect(svgRenditionSources('/images/cars/van.svg')).toEqual({
      src: '/images/cars/van.640.webp',
      srcSet: '/images/cars/van.320.webp 320w, /images/cars/van.640.webp 640w, /images/cars/van.960.webp 960w',
    })
  })

  it('leaves every other picture as it is: uploads, logos, other folders, anything odd', () => {
    for (const path of [
      '/media/pictures/abc.webp',
      '/media/news/cover.jpg',
      '/images/logo.svg',
      '/images/cars/brands/toyota.svg',
      '/images/cars/suv.png',
      '/images/cars/../logo.svg',
      'https://elsewhere.example/images/cars/suv.svg',
      '/media/drawings/a/b.svg',
    ]) {
      expect(svgRenditionPath(path, 640), path).toBeNull()
      expect(svgRenditionSources(path), path).toBeNull()
    }
  })

  it('reads a rendition’s name back to its SVG and width, and only the widths it makes', () => {
    for (const width of svgRenditionWidths) {
      const name = svgRenditionPath(drawing, width)!.split('/').at(-1)!
      expect(parseSvgRenditionName(name)).toEqual({ svgName: drawing.split('/').at(-1), width })
    }
    for (const name of ['suv.641.webp', 'suv.0640.webp', 'suv.640.png', 'suv.640.webp.svg', '.640.webp', 'suv.svg', 'suv.webp'])
      expect(parseSvgRenditionName(name), name).toBeNull()
  })
})
