import { appReady, expect, itemPaths, pagePaths, test, withPrefix } from './fixtures'

const variants = [
  { prefix: '', lang: 'ar', dir: 'rtl' },
  { prefix: '/ar', lang: 'ar', dir: 'rtl' },
  { prefix: '/en', lang: 'en', dir: 'ltr' },
] as const

test.describe('every page in every language form', () => {
  for (const { prefix, lang, dir } of variants) {
    test(`answers 200 with lang=${lang} dir=${dir} under "${prefix || '/'}"`, async ({ request }) => {
      for (const path of [...pagePaths, ...(await itemPaths(request))]) {
        const url = withPrefix(prefix, path)
        const response = await request.get(url)
        expect(response.status(), url).toBe(200)
        expect(response.headers()['content-language'], url).toBe(lang)
        const html = await response.text()
        // The root element may say more of the page (the car page's phone bar: data-phone-bar).
        expect(html, url).toMatch(new RegExp(`<html lang="${lang}" dir="${dir}"[ >]`))
        expect(html, url).toMatch(/<h1[^>]*>[^<]+<\/h1>/)
        expect(html, url).toContain('rel="canonical"')
        expect(html, url).toMatch(/hrefLang="x-default"/)
      }
    })
  }

  test('a first segment that is neither a locale nor a page is a 404', async ({ request }) => {
    for (const url of ['/fr', '/fr/about', '/EN/about', '/english']) {
      const response = await request.get(url)
      expect(response.status(), url).toBe(404)
    }
  })

  test('Arabic pages point their canonical at the unprefixed URL with hreflang alternates', async ({ page }) => {
    await page.goto('/ar/cars')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/cars$/)
    await expect(page.locator('link[hreflang="en"]')).toHaveAttribute('href', /\/en\/cars$/)
    await expect(page.locator('link[hreflang="ar"]')).toHaveAttribute('href', /[^n]\/cars$/)
  })
})

test.describe('language switcher', () => {
  test('keeps the page and its search params and remembers the choice', async ({ page, context, consoleProblems }) => {
    await page.goto('/market?brand=toyota&sort=price-asc')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
    await page.getByTestId('language-switcher').first().click()
    await expect(page).toHaveURL(/\/en\/market\?brand=toyota&sort=price-asc$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Market')

    const cookie = (await context.cookies()).find((c) => c.name === 'locale')
    expect(cookie?.value).toBe('en')
    expect(cookie?.path).toBe('/')
    expect(cookie?.sameSite).toBe('Lax')
    const daysLeft = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000
    expect(daysLeft).toBeGreaterThan(364)
    expect(daysLeft).toBeLessThanOrEqual(365)

    // The switch was a full page load; the link remembers the choice back to Arabic too.
    await appReady(page)
    await page.getByTestId('language-switcher').first().click()
    await expect(page).toHaveURL(/\/market\?brand=toyota&sort=price-asc$/)
    await expect(page).not.toHaveURL(/\/en\//)
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    expect((await context.cookies()).find((c) => c.name === 'locale')?.value).toBe('ar')
    expect(consoleProblems).toEqual([])
  })

  test('remembers a choice made before the page’s scripts ran', async ({ page, context, consoleProblems }) => {
    // A phone on a slow link: the page is there, its scripts are still on their way.
    await page.route('**/assets/*.js', () => new Promise<void>(() => undefined))
    const hydrated = () => page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))
    const remembered = async () => (await context.cookies()).find((c) => c.name === 'locale')?.value
    await page.goto('/market?brand=toyota', { waitUntil: 'commit' })
    await page.getByTestId('language-switcher').first().click()
    await expect(page).toHaveURL(/\/en\/market\?brand=toyota$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    expect(await hydrated()).toBe(false)
    expect(await remembered()).toBe('en')
    await page.getByTestId('language-switcher').first().click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
    expect(await hydrated()).toBe(false)
    expect(await remembered()).toBe('ar')
    expect(consoleProblems).toEqual([])
  })

  test('the bare root follows a remembered English choice; deep links stay Arabic', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'locale', value: 'en', url: baseURL! }])
    await page.goto('/?utm=x')
    await expect(page).toHaveURL(/\/en\?utm=x$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')

    await page.goto('/about')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
    await expect(page).toHaveURL(/\/about$/)
  })

  test('without a remembered choice the root is Arabic', async ({ page }) => {
    await page.goto('/')
    await expect(page).toHaveURL(/\/$/)
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  })
})

test('route rules redirect old addresses permanently, keeping language and query', async ({ request }) => {
  const response = await request.get('/en/favorites/?from=mail', { maxRedirects: 0 })
  expect(response.status()).toBe(301)
  expect(response.headers()['location']).toBe('/en/wishlist?from=mail')
  const trailing = await request.get('/cars/', { maxRedirects: 0 })
  expect(trailing.status()).toBe(301)
  expect(trailing.headers()['location']).toBe('/cars')
})
