import { expect, test } from './fixtures'

test('pages carry the security headers and a nonce-based script policy', async ({ request }) => {
  const first = await request.get('/en')
  const second = await request.get('/en')
  const headers = first.headers()
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['permissions-policy']).toContain('camera=()')
  expect(headers['x-frame-options']).toBe('DENY')
  const csp = headers['content-security-policy'] ?? ''
  expect(csp).toContain("frame-ancestors 'none'")
  expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/)
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/)
  expect(csp).not.toMatch(/https?:\/\//)
  // A fresh nonce per response.
  expect(second.headers()['content-security-policy']).not.toBe(csp)
  // Plain HTTP here: no HSTS (it would be sent over HTTPS).
  expect(headers['strict-transport-security']).toBeUndefined()
})

test('hashed assets are cached for a year and documents are compressed', async ({ page, request }) => {
  await page.goto('/en')
  const stylesheet = await page.locator('link[rel="stylesheet"]').first().getAttribute('href')
  expect(stylesheet).toMatch(/^\/assets\//)
  const asset = await request.get(stylesheet!)
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  expect(asset.headers()['x-content-type-options']).toBe('nosniff')

  const document = await request.get('/en', { headers: { 'Accept-Encoding': 'gzip' } })
  expect(document.headers()['content-encoding']).toBe('gzip')
  const api = await request.get('/api/openapi.json', { headers: { 'Accept-Encoding': 'gzip' } })
  expect(api.headers()['content-encoding']).toBe('gzip')
})

test('the app runs with the policy enforced: no violation, interactive after hydration', async ({ page, consoleProblems }) => {
  await page.setViewportSize({ width: 390, height: 800 })
  await page.goto('/en/about')
  const menuButton = page.getByRole('button', { name: 'Open menu' })
  await menuButton.click()
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true')
  // Client-side navigation loads route chunks under the policy too.
  await page.getByRole('navigation', { name: 'Main' }).last().getByRole('link', { name: 'News' }).click()
  await expect(page).toHaveURL(/\/en\/news$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('News')
  expect(consoleProblems).toEqual([])
})

test('an oversized request body is refused with 413 and the server keeps serving', async ({ request }) => {
  const oversized = await request.post('/en/contact', {
    headers: { 'Content-Type': 'application/octet-stream' },
    data: Buffer.alloc(7 * 1024 * 1024, 1),
  })
  expect(oversized.status()).toBe(413)
  const message = await oversized.text()
  expect(message).toContain('الطلب أكبر من الحجم المسموح به')
  expect(message).toContain('too large')
  expect((await request.get('/en')).status()).toBe(200)
})

test('pages are only read: other methods get 405 with Allow, and unknown methods never reach the app', async ({ request }) => {
  for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
    const response = await request.fetch('/en/market', { method })
    expect(response.status(), method).toBe(405)
    expect(response.headers()['allow'], method).toBe('GET, HEAD')
    expect(response.headers()['x-content-type-options'], method).toBe('nosniff')
    expect(await response.text(), method).toContain('not allowed')
  }
  const trace = await request.fetch('/en', { method: 'TRACE' })
  expect(trace.status()).toBe(405)
  expect(trace.headers()['x-content-type-options']).toBe('nosniff')
  expect((await request.head('/en')).status()).toBe(200)
  expect((await request.get('/en')).status()).toBe(200)
})
