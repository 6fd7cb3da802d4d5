import { expect, test } from './fixtures'

/**
 * The comparison link (issue 40, decision 0096) is the comparison: the server renders the table
 * from the URL alone, in either language, for anyone who opens it (no cookie, no stored list),
 * leaves out a car that is no longer listed with a note, and keeps only the differing rows with
 * `diff=true`. Not for search engines: noindex, and not in the sitemap.
 */
type ApiCar = { id: number; title: string; priceSar: number; installmentFromSar: number }

async function twoCars(request: import('@playwright/test').APIRequestContext, language: 'ar' | 'en') {
  const answer = await request.get('/api/cars?pageSize=2&sort=price-desc', { headers: { 'Content-Language': language } })
  return ((await answer.json()) as { items: ApiCar[] }).items
}

const unknownId = 2_000_000_000
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const rowKeys = (html: string) => [...html.matchAll(/data-compare-row="([^"]+)"/g)].map((match) => match[1])

for (const { language, prefix, texts } of [
  {
    language: 'en' as const,
    prefix: '/en',
    texts: {
      heading: 'Compare cars',
      note: 'A car in this comparison is no longer available, so we left it out.',
      rows: ['Price', 'Monthly instalment from', 'Availability', 'Maximum power', 'Colours'],
    },
  },
  {
    language: 'ar' as const,
    prefix: '',
    texts: {
      heading: 'مقارنة السيارات',
      note: 'لم تعد إحدى السيارات في هذه المقارنة متاحة، فاستبعدناها.',
      rows: ['السعر', 'القسط الشهري من', 'التوفر', 'القوة القصوى', 'الألوان'],
    },
  },
]) {
  test(`/compare renders the cars of its link on the server (${language}), dropping an unknown one with a note`, async ({ request }) => {
    const [first, second] = await twoCars(request, language)
    const path = `${prefix}/compare?ids=${first!.id},${unknownId},${second!.id},${first!.id}`
    const answer = await request.get(path)
    expect(answer.status()).toBe(200)
    // The link is rewritten to its normal form: each id once, in its first place.
    expect(decodeURIComponent(new URL(answer.url()).search)).toBe(`?ids=${first!.id},${unknownId},${second!.id}`)
    const html = await answer.text()

    expect(html).toContain(`<html lang="${language}" dir="${language === 'ar' ? 'rtl' : 'ltr'}"`)
    expect(html).toContain(texts.heading)
    expect(html).toContain(texts.note)
    // One column per car found, in the link's order, the duplicate read once.
    expect([...html.matchAll(/data-compare-car="(\d+)"/g)].map((match) => Number(match[1]))).toEqual([first!.id, second!.id])
    expect(html).toContain(escape(first!.title))
    expect(html).toContain(escape(second!.title))
    for (const label of texts.rows) expect(html, label).toContain(`>${label}`)
    expect(rowKeys(html)).toEqual(expect.arrayContaining(['price', 'installment', 'stock', 'year', 'colors']))

    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).toMatch(/<meta name="robots" content="noindex"/)
    // The link preview names the cars.
    const ogTitle = /<meta property="og:title" content="([^"]*)"/.exec(head)?.[1] ?? ''
    expect(ogTitle).toContain(escape(first!.title))
    expect(ogTitle).toContain(escape(second!.title))
    expect(head).toMatch(/<meta property="og:image" content="[^"]*\/og\//)
  })
}

test('"only differences" keeps the rows where the cars differ, from the link alone', async ({ request }) => {
  const [first, second] = await twoCars(request, 'en')
  const all = await (await request.get(`/en/compare?ids=${first!.id},${second!.id}`)).text()
  const diff = await (await request.get(`/en/compare?ids=${first!.id},${second!.id}&diff=true`)).text()
  const differing = [...all.matchAll(/data-compare-row="([^"]+)" data-differs="true"/g)].map((match) => match[1])
  expect(differing.length).toBeGreaterThan(0)
  expect(differing.length).toBeLessThan(rowKeys(all).length)
  expect(rowKeys(diff)).toEqual(differing)
  // Two different cars never have the same price in this catalogue's two dearest.
  expect(rowKeys(diff)).toContain('price')
})

test('comparisons are kept out of the sitemap', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).not.toContain('/compare')
})
