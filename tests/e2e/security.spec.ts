import { expect, test } from './fixtures'

/*
 * What a browser does under the server's security rules. The headers, the script policy as sent,
 * the caching of assets and the refusals are checked over HTTP, without a browser:
 * tests/http/security.http.ts (and tests/http/csrf.http.ts for calls that are not same-origin).
 */

test('the app runs with the policy enforced: no violation, interactive after hydration, its server-function calls accepted as same-origin', async ({
  page,
  consoleProblems,
}) => {
  await page.setViewportSize({ width: 390, height: 800 })
  await page.goto('/en/about')
  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible()
  // Client-side navigation loads route chunks under the policy too, and asks a server function
  // for the page's data exactly as a visitor's browser does: the same-origin check lets it through.
  const serverFunctionCall = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith('/_serverFn/'))
  await page.getByRole('navigation', { name: 'Main' }).last().getByRole('link', { name: 'News' }).click()
  expect((await serverFunctionCall).status()).toBe(200)
  await expect(page).toHaveURL(/\/en\/news$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('News')
  expect(consoleProblems).toEqual([])
})
