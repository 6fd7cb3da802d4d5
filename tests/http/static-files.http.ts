import { expect, test } from './fixtures'

/**
 * Static files for every kind of client, not only browsers that accept compression: scripts,
 * crawlers and old proxies ask for plain answers, and one such request once took the server down.
 */
test('static files are served plainly, compressed, partially and conditionally, and the server stays up', async ({ request }) => {
  const html = await (await request.get('/en')).text()
  // The page's scripts are listed for its loader (decision 0068).
  const script = html.match(/id="deferred-chunks"[^>]*>\["(\/assets\/[^"]+\.js)"/)?.[1]
  expect(script).toBeTruthy()

  // The logo as pages show it (WebP) and its SVG source, which databases seeded earlier still name.
  for (const path of [script!, '/favicon.svg', '/images/logo.webp', '/images/logo.svg']) {
    const plain = await request.get(path, { headers: { 'Accept-Encoding': 'identity' } })
    expect(plain.status(), path).toBe(200)
    expect(plain.headers()['content-encoding'], path).toBeUndefined()
    expect(plain.headers()['x-content-type-options'], path).toBe('nosniff')
    const body = await plain.body()
    expect(body.length, path).toBeGreaterThan(100)

    const compressed = await request.get(path, { headers: { 'Accept-Encoding': 'gzip' } })
    expect(compressed.status(), path).toBe(200)
    expect(await compressed.body(), path).toEqual(body)

    const head = await request.head(path, { headers: { 'Accept-Encoding': 'identity' } })
    expect(head.status(), path).toBe(200)

    const etag = plain.headers()['etag']
    if (etag) {
      const revalidated = await request.get(path, { headers: { 'If-None-Match': etag, 'Accept-Encoding': 'identity' } })
      expect(revalidated.status(), path).toBe(304)
    }
  }

  // The same large file again and again, each on its own connection, as scripts and crawlers do.
  for (let round = 0; round < 10; round++) {
    for (const encoding of ['identity', 'gzip']) {
      const response = await request.get(script!, { headers: { 'Accept-Encoding': encoding, Connection: 'close' } })
      expect(response.status(), `${encoding} request ${round + 1}`).toBe(200)
    }
  }

  const partial = await request.get(script!, { headers: { Range: 'bytes=0-99', 'Accept-Encoding': 'identity' } })
  expect(partial.status()).toBe(206)
  expect((await partial.body()).length).toBe(100)

  expect((await request.get('/en')).status()).toBe(200)
  expect((await request.get('/no-such-file.js', { headers: { 'Accept-Encoding': 'identity' } })).status()).toBe(404)
  expect((await request.get('/en/about')).status()).toBe(200)
})
