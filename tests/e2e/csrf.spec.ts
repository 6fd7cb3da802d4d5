import { expect, test } from './fixtures'
import { appPort } from './servers'

const ownOrigin = `http://localhost:${appPort}`

/** A server-function call exactly as the browser made it (client-side navigation to the market). */
async function capturedServerFunctionCall(page: import('@playwright/test').Page) {
  await page.goto('/en')
  const call = page.waitForRequest((request) => new URL(request.url()).pathname.startsWith('/_serverFn/'))
  await page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Market', exact: true }).click()
  const request = await call
  const url = new URL(request.url())
  const headers = Object.fromEntries(
    Object.entries(await request.allHeaders()).filter(([name]) => !/^(:|host$|origin$|referer$|sec-fetch-)/.test(name)),
  )
  return { target: `${url.pathname}${url.search}`, headers }
}

test('a server function runs only for a same-origin call from the browser', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  const { target, headers } = await capturedServerFunctionCall(page)
  const call = (extra: Record<string, string>) => request.get(target, { headers: { ...headers, ...extra }, maxRedirects: 0 })

  const sameOrigins: Record<string, string>[] = [
    { 'Sec-Fetch-Site': 'same-origin' },
    { Origin: ownOrigin },
    { Referer: `${ownOrigin}/en/market` },
  ]
  for (const sameOrigin of sameOrigins) {
    expect((await call(sameOrigin)).status(), JSON.stringify(sameOrigin)).toBe(200)
  }

  const forged: Record<string, string>[] = [
    { 'Sec-Fetch-Site': 'cross-site' },
    { 'Sec-Fetch-Site': 'same-site' },
    { 'Sec-Fetch-Site': 'cross-site', Origin: ownOrigin },
    { Origin: 'http://evil.example' },
    { Origin: `${ownOrigin}.evil.example` },
    { Origin: 'null' },
    { Referer: 'http://evil.example/' },
    { Referer: `${ownOrigin}.evil.example/` },
    {},
  ]
  for (const headersOfAttack of forged) {
    const answer = await call(headersOfAttack)
    const label = JSON.stringify(headersOfAttack)
    expect(answer.status(), label).toBe(403)
    const text = await answer.text()
    expect(text, label).toContain('تعذّر التحقق من مصدر الطلب')
    expect(text, label).toContain('could not be verified')
  }
})
