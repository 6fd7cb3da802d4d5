import { expect, readingTest as test } from './fixtures'
import { inBothLanguages, pageKinds, serverHtml } from './page-kinds'

/** The paths of the links marked `aria-current="page"` in `html`. */
function currentLinks(html: string): { text: string; to: string }[] {
  return [...html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)]
    .filter(([, attributes]) => /\saria-current="page"/.test(attributes!))
    .map(([, attributes, inner]) => ({
      text: inner!.replace(/<[^>]+>/g, '').trim() || (/\saria-label="([^"]*)"/.exec(attributes!)?.[1] ?? ''),
      to: pathOf(/\shref="([^"]*)"/.exec(attributes!)?.[1]?.replace(/&amp;/g, '&') ?? ''),
    }))
}

const pathOf = (url: string) => new URL(url, 'http://site.test').pathname.replace(/\/+$/, '') || '/'

test.describe('the current page (issue 18)', () => {
  test('in every page kind and both languages, only links to the page shown carry aria-current="page"', async ({ request }) => {
    const problems: string[] = []
    const pages = await serverHtml(request, inBothLanguages(await pageKinds(request)))
    for (const [path, { html }] of pages) {
      for (const link of currentLinks(html)) if (link.to !== pathOf(path)) problems.push(`${path}: “${link.text}” → ${link.to}`)
    }
    expect(problems).toEqual([])
    // The menu marks the page it leads to.
    expect(currentLinks(pages.get('/en/offers')!.html).map((link) => link.to)).toContain('/en/offers')
  })

  for (const language of ['ar', 'en'] as const) {
    test(`after navigating in the browser (${language}), the logo, Home and the section are not the current page`, async ({ page }) => {
      const prefix = language === 'en' ? '/en' : ''
      await page.goto(`${prefix}/news`)
      // Hydrated before the clicks, so they navigate in the page and the links' state is React's.
      await page.waitForLoadState('networkidle')
      const documents: string[] = []
      page.on('request', (request) => {
        if (request.resourceType() === 'document') documents.push(request.url())
      })
      await page.locator('a[href*="/news/article?slug="]').first().click()
      await expect(page).toHaveURL(/\/news\/article\?slug=/)
      await expect(page.locator('h1')).toBeVisible()
      // The breadcrumb's own item is a text, the only current element on an article.
      const current = page.locator('[aria-current="page"]')
      await expect(current).toHaveCount(1)
      await expect(current).not.toHaveAttribute('href')
      await page
        .getByRole('link', { name: language === 'en' ? /home/i : /الرئيسية/ })
        .first()
        .click()
      await expect(page).toHaveURL(language === 'en' ? /\/en$/ : /\/$/)
      const currentOnHome = await page
        .locator('a[aria-current="page"]')
        .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname))
      expect(currentOnHome.length).toBeGreaterThan(0)
      expect(currentOnHome.every((path) => path === (language === 'en' ? '/en' : '/'))).toBe(true)
      expect(documents, 'both clicks navigated in the page').toEqual([])
    })
  }
})
