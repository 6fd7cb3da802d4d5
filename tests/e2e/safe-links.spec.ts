import { expect, test } from './fixtures'

const allowedHosts =
  /^https:\/\/((www\.|m\.)?(x|twitter|facebook|linkedin|snapchat|instagram|tiktok|youtube)\.com|wa\.me|api\.whatsapp\.com|t\.me|telegram\.me|maps\.google\.com|(www\.)?google\.com\/maps|goo\.gl\/maps|maps\.app\.goo\.gl)[/?]/

for (const path of ['/', '/en']) {
  test(`links from the dealer's settings open safely on ${path}`, async ({ page, consoleProblems }) => {
    await page.goto(path)
    const footer = page.locator('footer')
    const external = footer.locator('a[target="_blank"]')
    expect(await external.count()).toBeGreaterThan(1)
    for (const link of await external.all()) {
      await expect(link).toHaveAttribute('rel', /(^| )noopener( |$)/)
      await expect(link).toHaveAttribute('rel', /(^| )noreferrer( |$)/)
      await expect(link).toHaveAttribute('href', allowedHosts)
    }
    await expect(footer.locator('a[href^="https://wa.me/"]')).toHaveCount(1)
    for (const href of await page.locator('a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
      expect(href, 'every link is a path, an allowed site, tel: or mailto:').toMatch(/^(\/|https:\/\/|tel:|mailto:|#)/)
    }
    expect(consoleProblems).toEqual([])
  })
}
