import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import sharp from 'sharp'
import { appPort } from './servers'
import { staffAccounts, startSignedIn } from './staff-server'
import { newClientAddress } from './visitors'

/**
 * The news editor at /news/new as a visitor, an editor and a salesperson meet it (decision 0052), on
 * the suite's shared server: each article has a title of its own. An article published here is on
 * every news list, the home page and the sitemap for the rest of the run: no other spec counts the
 * articles or expects a given one first, and content-pages' paging test compares the second page
 * with the first as it is after it. Ending an offer and closing a job position change
 * seeded content other specs read, and the product makes no new ones to change instead: those tests
 * are in page-cache.spec.ts, on a server of its own.
 */
const base = `http://localhost:${appPort}`

/** Every way a body could try to run script: each must arrive as harmless text or nothing. */
const hostileBody = [
  'The new showroom opens its doors on Thursday.',
  '',
  '<script>window.__pwned = "script"</script>',
  '',
  '<img src=x onerror="window.__pwned = \'onerror\'">',
  '',
  '[Book a visit](javascript:window.__pwned="link") or [see the data](data:text/html,<script>alert(1)</script>).',
  '',
  '<svg onload="window.__pwned = \'svg\'"><script>window.__pwned = "svg script"</script></svg>',
  '',
  '## Opening hours',
  '',
  '- Saturday to Thursday',
  '- [Directions](https://maps.google.com/?q=showroom)',
].join('\n')

/** Nothing in `page` ran script from the article, and nothing that could is in its DOM. */
async function expectNeutralised(page: Page, scope: string) {
  expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined()
  const region = page.locator(scope)
  await expect(region.locator('script, img[src="x"], svg, iframe')).toHaveCount(0)
  await expect(region.locator('[onerror], [onload], [onclick]')).toHaveCount(0)
  await expect(region.locator('a[href^="javascript:" i], a[href^="data:" i]')).toHaveCount(0)
  await expect(region.getByRole('link', { name: 'Directions' })).toHaveAttribute('href', 'https://maps.google.com/?q=showroom')
  await expect(region.getByRole('heading', { name: 'Opening hours' })).toBeVisible()
}

test('a visitor opening /news/new is sent to sign-in, and back to the editor after it', async ({ page }) => {
  // An address of its own: the shared server counts sign-ins per address (staff-auth.spec.ts).
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': newClientAddress() })
  await page.goto(`${base}/en/news/new`)
  await expect(page).toHaveURL(/\/en\/staff\/sign-in\?redirect=/)
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/en/news/new')
  await page.waitForLoadState('networkidle')
  await page.locator('input[autocomplete="username"]').fill(staffAccounts.editor.email)
  await page.locator('input[type="password"]').fill(staffAccounts.editor.password)
  await page.getByTestId('staff-sign-in').locator('button[type="submit"]').click()
  await expect(page).toHaveURL(`${base}/en/news/new`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create news')
  await expect(page.getByTestId('staff-desk')).toBeVisible()
})

test('an editor publishes a bilingual article: on /news in both languages, the home page and its page at once, script neutralised', async ({
  page,
}) => {
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  // The news list is read first, so the render thread keeps it: publishing must drop that copy.
  await page.goto(`${base}/en/news`)
  await page.goto(`${base}/news`)

  await startSignedIn(page, base, staffAccounts.editor, { locale: 'en' })
  await page.goto(`${base}/en/news/new`)
  await page.waitForLoadState('networkidle')
  const unique = Date.now().toString(36)
  const titleEn = `Showroom opening ${unique}`
  const titleAr = `افتتاح المعرض ${unique}`
  await page.getByLabel(/^Arabic title/).fill(titleAr)
  await page.getByLabel(/^Arabic summary/).fill('معرض جديد في الرياض يفتح أبوابه يوم الخميس.')
  await page.getByLabel(/^Arabic text/).fill('يفتح المعرض الجديد أبوابه يوم الخميس.\n\n## مواعيد العمل\n\n- من السبت إلى الخميس')
  await page.getByLabel(/^English title/).fill(titleEn)
  await page.getByLabel(/^English summary/).fill('A new showroom in Riyadh opens on Thursday.')
  await page.getByLabel(/^English text/).fill(hostileBody)
  const cover = await sharp({ create: { width: 2000, height: 1125, channels: 3, background: { r: 20, g: 80, b: 160 } } })
    .png()
    .toBuffer()
  await page.getByLabel('Cover picture').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: cover })

  await page.getByRole('button', { name: 'Show preview' }).click()
  await expect(page.getByTestId('news-preview-ar').getByRole('heading', { name: 'مواعيد العمل' })).toBeVisible()
  await expect(page.getByTestId('news-preview-ar')).toHaveAttribute('dir', 'rtl')
  await expectNeutralised(page, '[data-testid="news-preview-en"] [data-testid="article-body"]')

  await page.getByRole('button', { name: 'Publish now' }).click()
  await expect(page.getByTestId('news-published')).toContainText('published')

  await page.goto(`${base}/en/news`)
  await expect(page.getByRole('link', { name: titleEn })).toBeVisible()
  await page.goto(`${base}/news`)
  await expect(page.getByRole('link', { name: titleAr })).toBeVisible()
  await page.goto(`${base}/en`)
  await expect(page.getByRole('link', { name: titleEn })).toBeVisible()

  await page.goto(`${base}/en/news`)
  await page.getByRole('link', { name: titleEn }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleEn)
  await expectNeutralised(page, '[data-testid="news-article"] [data-testid="article-body"]')
  const picture = page.getByTestId('news-article').locator('img[src^="/media/news/"]')
  await expect(picture).toHaveAttribute('alt', titleEn)
  expect(await picture.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth))).toBe(1600)
  expect(dialogs).toEqual([])
})

test('a sales user opening /news/new gets 403 in their language', async ({ page }) => {
  await startSignedIn(page, base, staffAccounts.sales)
  const answer = await page.goto(`${base}/news/new`)
  expect(answer?.status()).toBe(403)
  await expect(page.getByTestId('staff-forbidden')).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[\u0600-\u06ff]/)
})
