import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { appPort } from './servers'
import { staffAccounts, startSignedIn } from './staff-server'

/**
 * Keeping news after it is written (decision 0078), as an editor does it in a browser, on the
 * suite's shared server: each test writes its own article with a title no other test uses and
 * changes only that one (seeded articles are never touched). The rules themselves (every state
 * change allowed and refused, 404 and 410, versions, purge) are data tests
 * (src/dealer-api/routes/staff-news-lifecycle.test.ts); here, what the editor meets: the list, the
 * editor, the state panel, the confirmation, the preview, and the public page's answer.
 */
const base = `http://localhost:${appPort}`

/** Writes an article at /news/new (published now, or scheduled at `publishAt`) and returns its slug. */
async function writeArticle(page: Page, prefix: '' | '/en', title: { ar: string; en: string }, publishAt?: string): Promise<string> {
  await page.goto(`${base}${prefix}/news/new`)
  const field = (name: string) => page.locator(`#staff-news-article-${name}`)
  await field('titleAr').fill(title.ar)
  await field('summaryAr').fill('ملخص قصير للخبر.')
  await field('bodyAr').fill('نص الخبر.')
  await field('titleEn').fill(title.en)
  await field('summaryEn').fill('A short summary.')
  await field('bodyEn').fill('The text of the article.')
  if (publishAt) await field('publishAt').fill(publishAt)
  await page.getByTestId('news-save-publish').click()
  const link = page.getByTestId('news-published').locator('a[href*="slug="]')
  const href = publishAt ? null : await link.getAttribute('href')
  await expect(page.getByTestId('news-published')).toBeVisible()
  if (href) return new URL(href, base).searchParams.get('slug')!
  return ''
}

/** A Saudi wall-clock moment (`datetime-local`) some days from now. */
const saudiInDays = (days: number) => new Date(Date.now() + days * 86_400_000 + 3 * 3_600_000).toISOString().slice(0, 16)

test('an editor finds an article in the list, corrects its title, unpublishes it (its page says 410) and publishes it again', async ({
  page,
}) => {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
  await startSignedIn(page, base, staffAccounts.editor, { locale: 'en' })
  const slug = await writeArticle(page, '/en', { ar: `خبر القائمة ${unique}`, en: `List check ${unique}` })

  await page.goto(`${base}/en/staff/news`)
  await page.getByRole('searchbox').fill(unique)
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(new RegExp(`q=${unique}`))
  const row = page.getByTestId('staff-news-row').filter({ hasText: `List check ${unique}` })
  await expect(row).toHaveCount(1)
  await expect(row.getByTestId('news-state')).toHaveText('Published')
  await row.getByRole('link', { name: 'Edit' }).click()

  await page.locator(`[id^="staff-news-edit-"][id$="-titleEn"]`).fill(`List check corrected ${unique}`)
  await page.getByTestId('news-save-keep').click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`List check corrected ${unique}`)

  const editor = page.url()
  await page.getByTestId('news-action-unpublish').click()
  await expect(page.getByTestId('news-state-panel').getByTestId('news-state')).toHaveText('Unpublished')
  await expect(page.getByTestId('news-visitor-status')).toContainText('410')

  const gone = await page.goto(`${base}/en/news/article?slug=${slug}`)
  expect(gone?.status()).toBe(410)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This article is no longer available')

  await page.goto(editor)
  await page.getByTestId('news-action-publish').click()
  await expect(page.getByTestId('news-state-panel').getByTestId('news-state')).toHaveText('Published')
  const back = await page.goto(`${base}/en/news/article?slug=${slug}`)
  expect(back?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`List check corrected ${unique}`)
})

test('محرر يعاين خبرًا مجدولًا ثم يلغي جدولته، ويحذفه بعد التأكيد ثم يستعيده (بالعربية)', async ({ page }) => {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
  const titleAr = `خبر مجدول ${unique}`
  await startSignedIn(page, base, staffAccounts.editor)
  await writeArticle(page, '', { ar: titleAr, en: `Scheduled check ${unique}` }, saudiInDays(3))
  await expect(page.getByTestId('news-published')).toContainText('جُدوِل')

  await page.goto(`${base}/staff/news?state=scheduled&q=${unique}`)
  const card = page.getByTestId('staff-news-row').filter({ hasText: titleAr })
  await expect(card.getByTestId('news-state')).toHaveText('مجدول')
  await card.getByRole('link', { name: 'معاينة' }).click()

  // The article page's own rendering, under a banner: not public yet.
  await expect(page.getByTestId('news-preview-banner')).toHaveAttribute('data-public', 'false')
  await expect(page.getByTestId('news-preview-banner')).toContainText('غير منشور')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleAr)
  await expect(page.getByTestId('news-article').getByTestId('article-body')).toContainText('نص الخبر.')
  await page.getByRole('link', { name: 'العودة إلى المحرر' }).click()

  const address = await page.getByTestId('news-state-panel').locator('bdi').textContent()
  const articleSlug = new URLSearchParams(address!.split('?')[1]).get('slug')!
  const hidden = await page.request.get(`${base}/news/article?slug=${articleSlug}`)
  expect(hidden.status()).toBe(404)

  await page.getByTestId('news-action-cancelSchedule').click()
  await expect(page.getByTestId('news-state-panel').getByTestId('news-state')).toHaveText('مسودة')

  await page.getByRole('button', { name: 'حذف', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'حذف هذا الخبر؟' })
  await expect(dialog.getByRole('button', { name: 'إلغاء' })).toBeFocused()
  await dialog.getByRole('button', { name: 'حذف الخبر' }).click()
  await expect(page.getByTestId('news-state-panel').getByTestId('news-state')).toHaveText('محذوف')
  await page.getByTestId('news-action-restore').click()
  await expect(page.getByTestId('news-state-panel').getByTestId('news-state')).toHaveText('مسودة')
})
