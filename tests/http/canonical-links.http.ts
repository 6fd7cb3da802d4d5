import { expect, test } from './fixtures'
import { notFoundPath } from '../e2e/page-kinds'
import { withPrefix } from '../e2e/page-paths'

/** The `href`/`content` of the head's tags, read from the server's HTML (what a crawler reads). */
function headValues(html: string) {
  const head = html.slice(0, html.indexOf('</head>'))
  const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]?.replace(/&amp;/g, '&')
  const tags = head.match(/<(link|meta)\b[^>]*>/g) ?? []
  return {
    canonicals: tags.filter((tag) => /\srel="canonical"/.test(tag)).map((tag) => attribute(tag, 'href')),
    /** Each hreflang alternate as `<language> <address>`. */
    alternates: tags
      .filter((tag) => /\srel="alternate"/.test(tag) && /\shreflang=/i.test(tag))
      .map((tag) => `${/\shreflang="([^"]*)"/i.exec(tag)?.[1]} ${attribute(tag, 'href')}`),
    ogUrls: tags.filter((tag) => /\sproperty="og:url"/.test(tag)).map((tag) => attribute(tag, 'content')),
    robots: tags.filter((tag) => /\sname="robots"/.test(tag)).map((tag) => attribute(tag, 'content')),
  }
}

test.describe('one canonical form per page (issue 18)', () => {
  // ~110 server renders, four at a time.
  test.setTimeout(180_000)

  test('every sitemap URL (a sample of the cars) is its own canonical and its og:url, answers 200 without a redirect, and names the sitemap’s alternates', async ({
    request,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text()
    // Each <url>: its address and its own hreflang alternates, as the sitemap lists them.
    const entries = new Map(
      [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, entry]) => [
        /<loc>([^<]+)<\/loc>/.exec(entry!)![1]!.replace(/&amp;/g, '&'),
        [...entry!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)]
          .map(([, language, href]) => `${language} ${href!.replace(/&amp;/g, '&')}`)
          .sort(),
      ]),
    )
    const urls = [...entries.keys()]
    expect(urls.length).toBeGreaterThan(100)
    // Every sitemap URL names its Arabic, English and default alternates, each a sitemap URL (so checked below too).
    for (const [url, alternates] of entries) {
      expect(alternates.map((alternate) => alternate.split(' ')[0]).sort(), url).toEqual(['ar', 'en', 'x-default'])
      expect(
        alternates.filter((alternate) => !entries.has(alternate.split(' ')[1]!)),
        url,
      ).toEqual([])
    }

    // Every page, but of the ~170 cars' pages (one head builder, the car's id the only
    // difference) every tenth and the last, in both languages: the rest cost a minute of renders.
    const carId = (url: string) => Number(/\/car\?id=(\d+)$/.exec(url)?.[1] ?? Number.NaN)
    const carIds = new Set(urls.map(carId).filter((id) => !Number.isNaN(id)))
    expect(carIds.size).toBeGreaterThan(50)
    const lastCar = Math.max(...carIds)
    const checked = urls.filter((url) => {
      const id = carId(url)
      return Number.isNaN(id) || id % 10 === 1 || id === lastCar
    })
    expect(checked.filter((url) => url.includes('/car?id=')).length).toBeGreaterThan(20)

    const problems: string[] = []
    const queue = [...checked]
    const worker = async () => {
      for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
        const response = await request.get(url, { maxRedirects: 0 })
        if (response.status() !== 200) {
          problems.push(`${url}: answered ${response.status()}`)
          continue
        }
        const head = headValues(await response.text())
        if (head.canonicals.length !== 1 || head.canonicals[0] !== url)
          problems.push(`${url}: canonical ${JSON.stringify(head.canonicals)}`)
        if (head.ogUrls.length !== 1 || head.ogUrls[0] !== url) problems.push(`${url}: og:url ${JSON.stringify(head.ogUrls)}`)
        const alternates = JSON.stringify([...head.alternates].sort())
        if (alternates !== JSON.stringify(entries.get(url)))
          problems.push(`${url}: hreflang ${alternates}, sitemap ${JSON.stringify(entries.get(url))}`)
        if (head.robots.some((value) => /noindex/.test(value ?? ''))) problems.push(`${url}: says noindex`)
      }
    }
    await Promise.all([worker(), worker(), worker(), worker()])
    expect(problems).toEqual([])
  })

  test('the list pages the router names with a trailing slash declare the slashless URL', async ({ request, baseURL }) => {
    for (const path of ['/offers', '/news', '/en/offers', '/en/news', '/', '/en']) {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status(), path).toBe(200)
      const head = headValues(await response.text())
      const url = path === '/' ? `${baseURL}/` : `${baseURL}${path}`
      expect(head.canonicals, path).toEqual([url])
      expect(
        head.alternates.every((alternate) => !/\/(offers|news)\/$/.test(alternate!)),
        path,
      ).toBe(true)
    }
  })

  test('a not-found page has no canonical and no hreflang, and says noindex', async ({ request }) => {
    const carIds = (await (await request.get('/api/cars?pageSize=1')).json()) as { items: { id: number }[] }
    expect(carIds.items.length).toBe(1)
    for (const prefix of ['', '/en'] as const) {
      for (const path of [notFoundPath, '/car?id=999999', '/news/article?slug=no-such-article', '/cars?brand=no-such-brand']) {
        const url = withPrefix(prefix, path)
        const response = await request.get(url, { maxRedirects: 0 })
        expect(response.status(), url).toBe(404)
        const head = headValues(await response.text())
        expect(head, url).toEqual({ canonicals: [], alternates: [], ogUrls: [], robots: ['noindex'] })
      }
    }
  })
})
