import { request as requests, type APIRequestContext, type Page } from '@playwright/test'
import { expect, itemPaths, test, withPrefix } from './fixtures'
import { notFoundPath, pageKinds, serverHtml } from './page-kinds'
import { languageTurns } from './language-turns'

/**
 * Link previews (issue 18): what WhatsApp, X and the others read from a shared page. Every page
 * kind in both languages names itself by its canonical URL, has a large card, and a raster
 * `og:image` of 1200×630 that answers 200; its breadcrumb markup is its visible breadcrumb.
 */

const languages = [
  { prefix: '' as const, locale: 'ar_SA', alternate: 'en_US' },
  { prefix: '/en' as const, locale: 'en_US', alternate: 'ar_SA' },
]

/** Width and height read from the picture's own bytes (PNG IHDR, or a JPEG's start-of-frame marker). */
function pictureSize(bytes: Buffer): { type: 'png' | 'jpeg'; width: number; height: number } | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return { type: 'png', width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
  }
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null
  let offset = 2
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return null
    const marker = bytes[offset + 1]!
    const length = bytes.readUInt16BE(offset + 2)
    // SOF0–SOF15, except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { type: 'jpeg', height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) }
    }
    offset += 2 + length
  }
  return null
}

async function expectCard(request: APIRequestContext, url: string, label: string) {
  const response = await request.get(url, { maxRedirects: 0 })
  expect(response.status(), `${label}: ${url}`).toBe(200)
  expect(response.headers()['content-type'], label).toMatch(/^image\/(jpeg|png)$/)
  expect(response.headers()['cache-control'], label).toBe('public, max-age=31536000, immutable')
  const bytes = await response.body()
  expect(pictureSize(bytes), `${label}: dimensions from the bytes`).toMatchObject({ width: 1200, height: 630 })
  expect(bytes.length, `${label}: small enough for WhatsApp`).toBeLessThan(300 * 1024)
}

type Head = { meta: Record<string, string[]>; canonical: string | null; jsonLd: Record<string, unknown>[] }

async function readHead(page: Page): Promise<Head> {
  return page.evaluate(() => {
    const meta: Record<string, string[]> = {}
    for (const tag of document.head.querySelectorAll('meta[property], meta[name]')) {
      const key = tag.getAttribute('property') ?? tag.getAttribute('name') ?? ''
      ;(meta[key] ??= []).push(tag.getAttribute('content') ?? '')
    }
    const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>,
    )
    return { meta, canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null, jsonLd }
  })
}

/** What a link-preview fetcher reads: the head's meta tags and canonical in the server's HTML, before any script runs. */
function serverHead(html: string): Omit<Head, 'jsonLd'> {
  const head = html.slice(0, html.indexOf('</head>'))
  const decode = (text: string) =>
    text
      .replace(/&quot;/g, '"')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&')
  const attribute = (tag: string, name: string) => {
    const value = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]
    return value === undefined ? undefined : decode(value)
  }
  const meta: Record<string, string[]> = {}
  let canonical: string | null = null
  for (const tag of head.match(/<(link|meta)\b[^>]*>/g) ?? []) {
    if (tag.startsWith('<link')) {
      if (/\srel="canonical"/.test(tag)) canonical = attribute(tag, 'href') ?? null
      continue
    }
    const key = attribute(tag, 'property') ?? attribute(tag, 'name')
    if (key) (meta[key] ??= []).push(attribute(tag, 'content') ?? '')
  }
  return { meta, canonical }
}

const one = (head: Pick<Head, 'meta'>, key: string) => {
  expect(head.meta[key], key).toHaveLength(1)
  return head.meta[key]![0]!
}

type Crumb = { name: string; item?: string }

/** The visible breadcrumb: each link's text and absolute address, then the current page's name. */
async function visibleBreadcrumb(page: Page): Promise<Crumb[] | null> {
  const nav = page.getByRole('navigation', { name: /^(Breadcrumb|مسار التنقل)$/ })
  if ((await nav.count()) === 0) return null
  return nav.locator('li').evaluateAll((items) =>
    items.map((item) => {
      const link = item.querySelector('a')
      return link ? { name: link.textContent!.trim(), item: link.href } : { name: item.textContent!.trim() }
    }),
  )
}

/** A fetcher that runs no script and keeps no cookies, as WhatsApp's link-preview fetcher does. */
const whatsappUserAgent = 'WhatsApp/2.24.20.89 A'

const turn = languageTurns()
for (const { prefix, locale, alternate } of languages) {
  test.describe(`link previews (${prefix || '/ar'})`, () => {
    test('every page kind, as its server sends it: og:url is the canonical, a large card, a raster og:image of 1200×630', async ({
      baseURL,
    }) => {
      test.setTimeout(120_000)
      const fetcher = await requests.newContext({ baseURL, userAgent: whatsappUserAgent })
      const kinds = (await pageKinds(fetcher)).filter((kind) => kind !== notFoundPath)
      const pages = await serverHtml(
        fetcher,
        kinds.map((kind) => withPrefix(prefix, kind)),
      )
      expect(pages.size).toBe(kinds.length)
      const cards = new Map<string, string>()
      for (const [path, { status, html }] of pages) {
        expect(status, path).toBe(200)
        const head = serverHead(html)
        expect(head.canonical, path).toBeTruthy()
        expect(one(head, 'og:url'), path).toBe(head.canonical)
        expect(one(head, 'twitter:card'), path).toBe('summary_large_image')
        expect(one(head, 'og:locale'), path).toBe(locale)
        expect(one(head, 'og:locale:alternate'), path).toBe(alternate)
        expect(one(head, 'og:title'), path).not.toBe('')
        expect(one(head, 'og:description'), path).not.toBe('')
        expect(one(head, 'og:site_name'), path).not.toBe('')
        expect(one(head, 'og:image:alt'), path).not.toBe('')
        expect(one(head, 'og:image:width'), path).toBe('1200')
        expect(one(head, 'og:image:height'), path).toBe('630')
        expect(one(head, 'og:image:type'), path).toBe('image/jpeg')
        cards.set(one(head, 'og:image'), path)
      }
      // Many pages share the site's card: each distinct card is fetched once.
      for (const [card, path] of cards) await expectCard(fetcher, card, path)
      await fetcher.dispose()
    })

    if (turn(prefix))
      test('every page kind: the breadcrumb markup is the breadcrumb shown', async ({ page, request, consoleProblems }) => {
        test.setTimeout(120_000)
        const kinds = (await pageKinds(request)).filter((kind) => kind !== notFoundPath)
        for (const kind of kinds) {
          const path = withPrefix(prefix, kind)
          const response = await page.goto(path)
          expect(response?.status(), path).toBe(200)
          const head = await readHead(page)
          const shown = await visibleBreadcrumb(page)
          const lists = head.jsonLd.filter((item) => item['@type'] === 'BreadcrumbList')
          if (shown === null) {
            expect(lists, `${path}: no breadcrumb shown, none marked up`).toEqual([])
            continue
          }
          expect(lists, `${path}: one BreadcrumbList`).toHaveLength(1)
          const marked = (lists[0]!.itemListElement as { position: number; name: string; item: string }[]).map((entry, index) => {
            expect(entry.position).toBe(index + 1)
            return { name: entry.name, item: entry.item }
          })
          // The last crumb is the page itself (no link): marked up at its canonical address.
          expect(marked, `${path}: breadcrumb markup`).toEqual(
            shown.map((crumb, index) => (index === shown.length - 1 ? { name: crumb.name, item: head.canonical! } : crumb)),
          )
        }
        expect(consoleProblems).toEqual([])
      })

    if (turn(prefix))
      test('a car’s Car markup carries its facts as the page shows them, with a raster picture and its offer', async ({
        page,
        request,
      }) => {
        const [car] = await itemPaths(request)
        const id = Number(new URL(car!, 'http://x').searchParams.get('id'))
        const facts = (await (await request.get(`/api/cars/${id}`, { headers: { 'Content-Language': prefix ? 'en' : 'ar' } })).json()) as {
          title: string
          brand: { name: string }
          model: { name: string }
          year: number
          seats: number
          engine: string
          priceSar: number
          colors: { name: string }[]
        }
        await page.goto(withPrefix(prefix, car!))
        const head = await readHead(page)
        const [markup] = head.jsonLd.filter((item) => item['@type'] === 'Car')
        expect(markup).toMatchObject({
          name: facts.title,
          url: head.canonical,
          itemCondition: 'https://schema.org/NewCondition',
          brand: { '@type': 'Brand', name: facts.brand.name },
          model: facts.model.name,
          vehicleModelDate: String(facts.year),
          seatingCapacity: facts.seats,
          vehicleEngine: { '@type': 'EngineSpecification', name: facts.engine },
          color: facts.colors.map((color) => color.name),
          offers: { '@type': 'Offer', price: facts.priceSar, priceCurrency: 'SAR', url: head.canonical, seller: { '@type': 'AutoDealer' } },
        })
        // Body type, fuel and transmission in the page's language, as its facts list shows them.
        const factsText = await page.locator('#car-overview').locator('..').innerText()
        for (const key of ['bodyType', 'fuelType', 'vehicleTransmission'] as const) {
          expect(typeof markup![key]).toBe('string')
          expect(factsText, key).toContain(markup![key] as string)
        }
        for (const image of markup!.image as string[]) await expectCard(request, image, 'Car image')
      })

    if (turn(prefix))
      test('sharing a car or an article by WhatsApp, X and copy-link uses the canonical URL', async ({ page, context, request }) => {
        await context.grantPermissions(['clipboard-read', 'clipboard-write'])
        const [car, , article] = await itemPaths(request)
        for (const path of [car!, article!]) {
          await page.goto(withPrefix(prefix, path))
          const canonical = (await readHead(page)).canonical!
          const whatsapp = await page.locator('a[href^="https://wa.me/?text="]').getAttribute('href')
          expect(new URL(whatsapp!).searchParams.get('text')).toContain(canonical)
          const x = await page.locator('a[href^="https://x.com/intent/post"]').getAttribute('href')
          expect(new URL(x!).searchParams.get('url')).toBe(canonical)
          await page.getByRole('button', { name: /^(Copy link|نسخ الرابط)$/ }).click()
          await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(canonical)
        }
      })
  })
}

test.describe('preview card addresses', () => {
  test('an unknown, malformed or hostile card name is a 404; an outdated one leads to the current card', async ({ page, request }) => {
    for (const name of [
      'car-2000000000-en-0123456789abcdef.jpg',
      'car-99999999999-en-0123456789abcdef.jpg',
      'offer-2000000000-ar-0123456789abcdef.jpg',
      'article-no-such-article-en-0123456789abcdef.jpg',
      'car-1-xx-0123456789abcdef.jpg',
      'car-1-en-zzzz.jpg',
      '..%2F..%2Fpackage.json',
      '%00',
      'site-en-0123456789abcdef.png',
      'a'.repeat(2000),
    ]) {
      const response = await request.get(`/og/${name}`, { maxRedirects: 0 })
      expect(response.status(), name).toBe(404)
    }
    const [car] = await itemPaths(request)
    await page.goto(withPrefix('/en', car!))
    const current = new URL((await readHead(page)).meta['og:image']![0]!)
    const outdated = current.pathname.replace(/-[0-9a-f]{16}\.jpg$/, '-0123456789abcdef.jpg')
    const response = await request.get(outdated, { maxRedirects: 0 })
    expect(response.status()).toBe(302)
    expect(response.headers()['location']).toBe(current.pathname)
  })
})
