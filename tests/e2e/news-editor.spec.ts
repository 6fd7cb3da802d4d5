import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import sharp from 'sharp'
import type { OrderServer } from './order-server'
import { appPort } from './servers'
import { staffAccounts, startSignedIn, startStaffServer } from './staff-server'

/** The news editor at /news/new, the job positions and offers pages (decision 0052) as a visitor, an editor and a salesperson meet them. */
test.describe.configure({ mode: 'serial' })

let server: OrderServer
test.beforeAll(async () => {
  test.setTimeout(120_000)
  server = await startStaffServer(appPort + 70)
})
test.afterAll(() => server?.stop())

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
  '- [Directions](https://maps.example.com/showroom)',
].join('\n')

/** Nothing in `page` ran script from the article, and nothing that could is in its DOM. */
async function expectNeutralised(page: Page, scope: string) {
  expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined()
  const region = page.locator(scope)
  await expect(region.locator('script, img[src="x"], svg, iframe')).toHaveCount(0)
  await expect(region.locator('[onerror], [onload], [onclick]')).toHaveCount(0)
  await expect(region.locator('a[href^="javascript:" i], a[href^="data:" i]')).toHaveCount(0)
  await expect(region.getByRole('link', { name: 'Directions' })).toHaveAttribute('href', 'https://maps.example.com/showroom')
  await expect(region.getByRole('heading', { name: 'Opening hours' })).toBeVisible()
}

test('a visitor opening /news/new is sent to sign-in, and back to the editor after it', async ({ page }) => {
  await page.goto(`${server.base}/en/news/new`)
  await expect(page).toHaveURL(/\/en\/staff\/sign-in\?redirect=/)
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/en/news/new')
  await page.waitForLoadState('networkidle')
  await page.locator('input[autocomplete="username"]').fill(staffAccounts.editor.email)
  await page.locator('input[type="password"]').fill(staffAccounts.editor.password)
  await page.getByTestId('staff-sign-in').locator('button[type="submit"]').click()
  await expect(page).toHaveURL(`${server.base}/en/news/new`)
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
  await page.goto(`${server.base}/en/news`)
  await page.goto(`${server.base}/news`)

  await startSignedIn(page, server.base, staffAccounts.editor, { locale: 'en' })
  await page.goto(`${server.base}/en/news/new`)
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

  await page.goto(`${server.base}/en/news`)
  await expect(page.getByRole('link', { name: titleEn })).toBeVisible()
  await page.goto(`${server.base}/news`)
  await expect(page.getByRole('link', { name: titleAr })).toBeVisible()
  await page.goto(`${server.base}/en`)
  await expect(page.getByRole('link', { name: titleEn })).toBeVisible()

  await page.goto(`${server.base}/en/news`)
  await page.getByRole('link', { name: titleEn }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleEn)
  await expectNeutralised(page, '[data-testid="news-article"] [data-testid="article-body"]')
  const picture = page.getByTestId('news-article').locator('img[src^="/media/news/"]')
  await expect(picture).toHaveAttribute('alt', titleEn)
  expect(await picture.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth))).toBe(1600)
  expect(dialogs).toEqual([])
})

test('an editor closes a job position: the jobs page drops it at once, and shows it again when reopened', async ({ page }) => {
  // Read first, so the render thread keeps the list: closing must drop that copy.
  await page.goto(`${server.base}/en/jobs`)
  const title = (await page.getByRole('heading', { level: 2 }).first().textContent())?.trim() ?? ''
  expect(title).not.toBe('')
  await startSignedIn(page, server.base, staffAccounts.editor, { locale: 'en' })
  await page.goto(`${server.base}/en/staff/jobs`)
  const row = page.getByTestId('staff-job').filter({ hasText: title })
  await row.getByRole('button', { name: 'Close position' }).click()
  await expect(row).toContainText('Closed')
  await page.goto(`${server.base}/en/jobs`)
  await expect(page.getByRole('heading', { level: 2, name: title })).toHaveCount(0)
  await page.goto(`${server.base}/en/staff/jobs`)
  await page.getByTestId('staff-job').filter({ hasText: title }).getByRole('button', { name: 'Reopen position' }).click()
  await expect(page.getByTestId('staff-job').filter({ hasText: title })).toContainText('Open')
  await page.goto(`${server.base}/en/jobs`)
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible()
})

test('an editor ends an offer: the offers page drops it at once', async ({ page }) => {
  await startSignedIn(page, server.base, staffAccounts.editor, { locale: 'en' })
  await page.goto(`${server.base}/en/staff/offers`)
  const form = page.getByTestId('staff-offer').first()
  const title = (await form.getByRole('heading', { level: 2 }).textContent())?.trim() ?? ''
  // Shown now, and kept by the render thread: saving must drop that copy.
  await page.goto(`${server.base}/en/offers`)
  await expect(page.getByRole('link', { name: title }).first()).toBeVisible()
  await page.goto(`${server.base}/en/staff/offers`)
  await page.waitForLoadState('networkidle')
  const saudiDay = (daysAgo: number) => new Date(Date.now() + 3 * 3600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10)
  await form.getByLabel(/^First day/).fill(saudiDay(7))
  await form.getByLabel(/^Last day/).fill(saudiDay(1))
  await form.getByRole('button', { name: 'Save offer' }).click()
  await expect(page.getByText(`“${title}” is saved.`)).toBeVisible()
  await page.goto(`${server.base}/en/offers`)
  await expect(page.getByRole('link', { name: title })).toHaveCount(0)
})

test('an editor gives an offer 0% profit: the offer says so, and a wrong rate is refused next to its box', async ({ page }) => {
  await startSignedIn(page, server.base, staffAccounts.editor, { locale: 'en' })
  await page.goto(`${server.base}/en/staff/offers`)
  await page.waitForLoadState('networkidle')
  const form = page.getByTestId('staff-offer').last()
  const title = (await form.getByRole('heading', { level: 2 }).textContent())?.trim() ?? ''
  const saudiDay = (daysAhead: number) => new Date(Date.now() + 3 * 3600_000 + daysAhead * 86_400_000).toISOString().slice(0, 10)
  await form.getByLabel(/^First day/).fill(saudiDay(0))
  await form.getByLabel(/^Last day/).fill(saudiDay(30))
  const rate = form.getByLabel('Profit rate (%)')
  await rate.fill('1.999')
  await form.getByRole('button', { name: 'Save offer' }).click()
  await expect(rate).toHaveAttribute('aria-invalid', 'true')
  await expect(rate).toHaveAccessibleDescription(
    /Please enter a profit rate from 0 to 99\.99 with at most two decimals, or leave it empty\./,
  )
  await rate.fill('٠')
  await form.getByRole('button', { name: 'Save offer' }).click()
  await expect(page.getByText(`“${title}” is saved.`)).toBeVisible()
  await page.goto(`${server.base}/en/offers`)
  await page.getByRole('link', { name: title }).first().click()
  await expect(page.getByTestId('offer-rate').first()).toHaveText('Profit rate 0%')
})

test('a sales user opening /news/new gets 403 in their language', async ({ page }) => {
  await startSignedIn(page, server.base, staffAccounts.sales)
  const answer = await page.goto(`${server.base}/news/new`)
  expect(answer?.status()).toBe(403)
  await expect(page.getByTestId('staff-forbidden')).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[\u0600-\u06ff]/)
})
