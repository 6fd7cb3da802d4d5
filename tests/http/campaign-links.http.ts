import { expect, test } from './fixtures'

/**
 * A link from an ad or a social post carries campaign tags (utm_*, gclid, fbclid…). The page is the
 * same page: its links and state never pass one visitor's tags on, and the page cache answers
 * every such click from the one copy (issue 37, decision 0064).
 */
test('a page opened from an ad is the page without its tags, answered from the one cached copy', async ({ request }) => {
  const page = `/en/market?brand=toyota&fuel=hybrid&sort=price-asc`
  const tags = 'utm_source=snapchat-campaign-x&utm_campaign=eid-sale-x&gclid=Cj0KCQ-click-x&fbclid=IwAR-click-x'
  // Authorization makes the server render for this request alone (never from the cache).
  const rendered = await request.get(`${page}&${tags}`, { headers: { Authorization: 'Bearer campaign-check' } })
  expect(rendered.status()).toBe(200)
  const html = await rendered.text()
  expect(html).toContain('href="/en/market?brand=toyota')
  for (const tag of ['snapchat-campaign-x', 'eid-sale-x', 'Cj0KCQ-click-x', 'IwAR-click-x', 'utm_', 'gclid', 'fbclid'])
    expect(html).not.toContain(tag)

  // The same page reached in another parameter order, with other tags and an analytics cookie: one copy.
  await request.get(page)
  const fromAd = await request.get(`/en/market?utm_source=another-${Date.now()}&sort=price-asc&fuel=hybrid&brand=toyota`, {
    headers: { Cookie: `_ga=GA1.1.${Date.now()}.1; _fbp=fb.1.2.3` },
  })
  expect(fromAd.status()).toBe(200)
  expect(fromAd.headers()['x-page-cache']).toMatch(/^(hit|stale)$/)
})
