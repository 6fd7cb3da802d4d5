import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { getNewsCoverOperation } from '../../contract/staff-news-api'
import { newsCoverNamePattern } from '../../contract/staff-news'
import { getPictureFileOperation } from '../../contract/car-photos-api'
import { pictureFileNamePattern } from '../../contract/car-photos'
import { getDealerLogoOperation } from '../../contract/staff-dealer-api'
import { dealerLogoNamePattern } from '../../contract/staff-dealer'
import { getDealerApi } from '../../dealer-api/client'
import { DealerApiError } from '../../lib/dealer-api-error'
import { carDrawingSvg, parseCarDrawingName } from '../../lib/car-drawing'

/** The site's own pictures (drawings, logos): only these names, never a path out of the folder. */
const publicPicture = /^\/images\/[a-z0-9][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9_-]*)*\.(?:svg|png|jpe?g|webp)$/
const drawingPrefix = '/media/drawings/'

/** Where the site's public folder is: the sources in development, the build's client folder in production. */
const publicDirs = [join(process.cwd(), 'public'), join(process.cwd(), 'dist', 'client')]

/** Stored pictures, by the address the site serves them at: each name checked, then asked of the dealer API. */
const stored: Array<{ prefix: string; name: RegExp; load: (name: string) => Promise<{ base64: string }> }> = [
  {
    prefix: '/media/pictures/',
    name: pictureFileNamePattern,
    load: (name) => getDealerApi().call(getPictureFileOperation, { locale: 'ar', params: { name } }),
  },
  {
    prefix: '/media/news/',
    name: newsCoverNamePattern,
    load: (name) => getDealerApi().call(getNewsCoverOperation, { locale: 'ar', params: { name } }),
  },
  {
    prefix: '/media/logo/',
    name: dealerLogoNamePattern,
    load: (name) => getDealerApi().call(getDealerLogoOperation, { locale: 'ar', params: { name } }),
  },
]

/**
 * The bytes of a picture a card shows, by its site path: the public folder's pictures and logos, a
 * car's drawing (made from its address alone), or a stored photo, news cover or dealer logo
 * through the dealer API. Anything else has no picture (null).
 */
export async function loadCardAsset(path: string): Promise<Buffer | null> {
  if (publicPicture.test(path)) {
    for (const dir of publicDirs) {
      const bytes = await readFile(join(dir, path)).catch(() => null)
      if (bytes) return bytes
    }
    return null
  }
  if (path.startsWith(drawingPrefix)) {
    const drawing = parseCarDrawingName(path.slice(drawingPrefix.length))
    return drawing ? Buffer.from(carDrawingSvg(drawing)) : null
  }
  const kind = stored.find((entry) => path.startsWith(entry.prefix))
  const name = kind ? path.slice(kind.prefix.length) : ''
  if (!kind || !kind.name.test(name)) return null
  try {
    return Buffer.from((await kind.load(name)).base64, 'base64')
  } catch (error) {
    if (error instanceof DealerApiError && error.status === 404) return null
    throw error
  }
}
