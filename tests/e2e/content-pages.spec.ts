import type { APIRequestContext, Page } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'
import type { Branch, DealerSettings, FinancePartner, Job, Offer, SitePage } from '../../src/contract/content'
import { formatDate, formatHijriDate } from '../../src/lib/format'
import { expect, readingTest as test, transitionsEnded } from './fixtures'
import { languageTurns } from './language-turns'

/**
 * The dealer's content screens (offers, news, jobs, FAQs, branches, contact, finance and the site
 * pages) in both languages, checked against what the dealer API says they should show.
 */

type Language = 'ar' | 'en'
const languages: Language[] = ['en', 'ar']
const prefix = (language: Language) => (language === 'en' ? '/en' : '')

const texts = {
  en: {
    validFrom: 'Valid from',
    share: 'Share via',
    backToNews: 'Back to news',
    showOnMap: /^Show on map/,
    next: 'Next',
    previous: 'Previous',
    pages: 'News pages',
    networks: ['WhatsApp', 'X', 'Facebook', 'LinkedIn', 'Telegram'],
  },
  ar: {
    validFrom: 'سارٍ من',
    share: 'شارك عبر',
    backToNews: 'العودة إلى الأخبار',
    showOnMap: /^عرض على الخريطة/,
    next: 'التالي',
    previous: 'السابق',
    pages: 'صفحات الأخبار',
    networks: ['واتساب', 'إكس', 'فيسبوك', 'لينكدإن', 'تيليجرام'],
  },
} as const

/** The dealer API's answer in `language`, straight from the server under test. */
async function api<T>(request: APIRequestContext, path: string, language: Language): Promise<T> {
  const response = await request.get(`/api${path}`, { headers: { 'Content-Language': language } })
  expect(response.status(), path).toBe(200)
  return (await response.json()) as T
}

/**
 * No serious or critical accessibility violations on the page as it stands. Every rule runs; only
 * the violations are collected in full (passes and the rest are not read here, and gathering their
 * nodes took a third of each run). axe runs in the page itself (legacy mode): the default opens a
 * second, blank page for each check to merge the results of frames, and these pages have none.
 */
async function expectAccessible(page: Page) {
  expect(page.frames(), 'a page with frames needs axe across frames (not legacy mode)').toHaveLength(1)
  await transitionsEnded(page)
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze()
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
  expect(serious, `axe violations on ${page.url()}`).toEqual([])
}

/** The page's structured data (head `application/ld+json` scripts), parsed. */
function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  return page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>))
}
const ofType = (type: string) => (items: Record<string, unknown>[]) => items.filter((item) => item['@type'] === type)

const idFromHref = (href: string | null) => Number(new URL(href ?? '', 'http://x').searchParams.get('id'))

const turn = languageTurns()
for (const language of languages) {
  test.describe(`content pages (${language})`, () => {
    // Most tests also run axe over the page, which takes seconds on a busy machine.
    test.describe.configure({ timeout: 90_000 })

    if (turn(language))
      test('an offer opened from the offers list shows its validity and its cars', async ({ page, request, consoleProblems }) => {
        await page.goto(`${prefix(language)}/offers`)
        const cards = page.getByTestId('offer-list').getByRole('listitem')
        expect(await cards.count()).toBeGreaterThan(0)
        // The first card's picture is what a phone paints largest: it is asked for first.
        await expect(cards.first().locator('img')).toHaveAttribute('fetchpriority', 'high')
        await expectAccessible(page)

        const link = cards.first().getByRole('heading', { level: 2 }).getByRole('link')
        const title = (await link.textContent())?.trim()
        const id = idFromHref(await link.getAttribute('href'))
        const offer = await api<Offer>(request, `/offers/${id}`, language)
        await link.click()

        await expect(page).toHaveURL(new RegExp(`${prefix(language)}/offers/offer\\?id=${id}$`))
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title ?? '')
        const validity = page.getByTestId('offer-validity')
        await expect(validity).toContainText(texts[language].validFrom)
        await expect(validity).toContainText(formatDate(offer.endsOn, language))
        await expect(validity).toContainText(formatHijriDate(offer.startsOn, language))
        const cars = page.getByTestId('offer-cars').getByRole('listitem')
        await expect(cars).toHaveCount(offer.cars.length)
        expect(offer.cars.length).toBeGreaterThan(0)
        await expect(cars.first().getByRole('heading', { level: 3 })).toHaveText(offer.cars[0]!.title)
        await expect(page.getByRole('link', { name: new RegExp(`^${texts[language].networks[0]}`) })).toHaveAttribute(
          'href',
          new RegExp(`offer%3Fid%3D${id}`),
        )
        await expect
          .poll(async () => ofType('OfferCatalog')(await jsonLd(page)).map((item) => (item.itemListElement as unknown[]).length))
          .toEqual([offer.cars.length])
        await expect.poll(async () => ofType('BreadcrumbList')(await jsonLd(page)).length).toBe(1)
        await expectAccessible(page)
        expect(consoleProblems).toEqual([])
      })

    if (turn(language))
      test('an offer that does not exist is a 404 that says so; no offer at all is the 404 page', async ({ page }) => {
        const response = await page.goto(`${prefix(language)}/offers/offer?id=2000000000`)
        expect(response?.status()).toBe(404)
        await expect(page.getByTestId('missing-listing')).toBeVisible()
        for (const path of ['/offers/offer', '/offers/offer?id=abc']) {
          const response = await page.goto(`${prefix(language)}${path}`)
          expect(response?.status(), path).toBe(404)
          await expect(page.getByTestId('not-found-message'), path).toBeVisible()
        }
      })

    if (turn(language))
      test('an article opened from the news list can be shared and leads back', async ({ page, consoleProblems }) => {
        await page.goto(`${prefix(language)}/news`)
        const cards = page.getByTestId('news-list').getByRole('listitem')
        expect(await cards.count()).toBeGreaterThan(0)
        await expectAccessible(page)

        const link = cards.nth(1).getByRole('heading', { level: 2 }).getByRole('link')
        const title = (await link.textContent())?.trim() ?? ''
        await link.click()

        await expect(page).toHaveURL(new RegExp(`${prefix(language)}/news/article\\?slug=[a-z0-9-]+$`))
        const slug = new URL(page.url()).searchParams.get('slug') ?? ''
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
        await expect(page.getByText(texts[language].share, { exact: true })).toBeVisible()
        const article = page.getByTestId('news-article')
        for (const network of texts[language].networks) {
          await expect(article.getByRole('link', { name: new RegExp(`^${network}`) })).toHaveAttribute(
            'href',
            new RegExp(encodeURIComponent(`slug=${slug}`)),
          )
        }
        await expect.poll(async () => ofType('NewsArticle')(await jsonLd(page)).map((item) => item.headline)).toEqual([title.slice(0, 110)])
        await expect.poll(async () => ofType('BreadcrumbList')(await jsonLd(page)).length).toBe(1)
        await expectAccessible(page)

        await page.getByRole('link', { name: texts[language].backToNews }).click()
        await expect(page).toHaveURL(new RegExp(`${prefix(language) || ''}/news$`))
        expect(consoleProblems).toEqual([])
      })

    if (turn(language))
      test('an unknown or malformed article is the 404 page', async ({ page }) => {
        for (const path of ['/news/article?slug=no-such-article', '/news/article', '/news/article?slug=Not%20A%20Slug']) {
          const response = await page.goto(`${prefix(language)}${path}`)
          expect(response?.status(), path).toBe(404)
          await expect(page.getByTestId('not-found-message')).toBeVisible()
        }
      })

    test('an article linked by its id answers with a permanent redirect to its slug', async ({ request }) => {
      const news = await api<{ items: { id: number; slug: string }[] }>(request, '/news?pageSize=1', language)
      const [latest] = news.items
      const response = await request.get(`${prefix(language)}/news/article?slug=${latest!.id}`, { maxRedirects: 0 })
      expect(response.status()).toBe(301)
      expect(response.headers()['location']).toMatch(new RegExp(`${prefix(language)}/news/article\\?slug=${latest!.slug}$`))
    })

    if (turn(language))
      test('the news list pages through ?page= and drops it on the first page', async ({ page, consoleProblems }) => {
        await page.goto(`${prefix(language)}/news`)
        const firstTitles = await page.getByTestId('news-list').getByRole('heading', { level: 2 }).allTextContents()
        await page.getByRole('navigation', { name: texts[language].pages }).getByRole('link', { name: texts[language].next }).click()
        await expect(page).toHaveURL(/\/news\?page=2$/)
        const headings = page.getByTestId('news-list').getByRole('heading', { level: 2 })
        await expect(headings.first()).not.toHaveText(firstTitles[0] ?? '')
        const secondTitles = await headings.allTextContents()
        expect(secondTitles.length).toBeGreaterThan(0)
        await page.getByRole('navigation', { name: texts[language].pages }).getByRole('link', { name: texts[language].previous }).click()
        await expect(page).toHaveURL(/\/news$/)
        // The first page as it is now: an article published meanwhile on the shared server (news-editor)
        // moves the first page's last article to the second page, but never onto both.
        await expect(headings.first()).not.toHaveText(secondTitles[0]!)
        const firstTitlesNow = await headings.allTextContents()
        expect(secondTitles.filter((title) => firstTitlesNow.includes(title))).toEqual([])
        expect((await page.goto(`${prefix(language)}/news?page=999`))?.status()).toBe(404)
        expect(consoleProblems).toEqual([])
      })

    if (turn(language))
      test('FAQ answers are in the page and open and close from the keyboard', async ({ page, request, consoleProblems }) => {
        const faqs = await api<{ items: { question: string; answer: string }[] }>(request, '/faqs', language)
        const html = await (await request.get(`${prefix(language)}/faqs`)).text()
        const first = faqs.items[0]!
        // The server's HTML already carries every answer (escaped as React writes text).
        const escaped = first.answer
          .replace(/&/g, '&amp;')
          .replace(/</g, '&lt;')
          .replace(/>/g, '&gt;')
          .replace(/"/g, '&quot;')
          .replace(/'/g, '&#x27;')
        expect(html).toContain(escaped)

        await page.goto(`${prefix(language)}/faqs`)
        const items = page.getByTestId('faq-list').getByRole('listitem')
        await expect(items).toHaveCount(faqs.items.length)
        const answer = items.first().getByText(first.answer)
        await expect(answer).toBeHidden()
        const question = items.first().locator('summary')
        await question.focus()
        await expect(question).toBeFocused()
        await page.keyboard.press('Enter')
        await expect(answer).toBeVisible()
        await page.keyboard.press('Space')
        await expect(answer).toBeHidden()
        // Tab reaches the next question.
        await page.keyboard.press('Tab')
        await expect(items.nth(1).locator('summary')).toBeFocused()
        await expect
          .poll(async () => ofType('FAQPage')(await jsonLd(page)).map((item) => (item.mainEntity as unknown[]).length))
          .toEqual([faqs.items.length])
        await expectAccessible(page)
        expect(consoleProblems).toEqual([])
      })

    if (turn(language))
      test('branches are grouped by city with dialable phones and map links', async ({ page, request, consoleProblems }) => {
        const branches = await api<{ items: Branch[] }>(request, '/branches', language)
        await page.goto(`${prefix(language)}/branches`)
        const cards = page.getByTestId('branch')
        await expect(cards).toHaveCount(branches.items.length)
        for (const city of new Set(branches.items.map((branch) => branch.city.name))) {
          await expect(page.getByRole('heading', { level: 2, name: city })).toBeVisible()
        }
        for (const [index, branch] of branches.items.entries()) {
          const card = cards.nth(index)
          await expect(card.getByRole('heading', { level: 3 })).toHaveText(branch.name)
          const phone = card.getByRole('link', { name: branch.phone })
          // Shown as the branch prints it, dialled in international form (decision 0058).
          await expect(phone).toHaveAttribute('href', `tel:${branch.phoneE164}`)
          await expect(phone.locator('bdi')).toHaveAttribute('dir', 'ltr')
          const map = card.getByRole('link', { name: texts[language].showOnMap })
          await expect(map).toHaveAttribute('href', branch.mapUrl)
          await expect(map).toHaveAttribute('target', '_blank')
        }
        await expect
          .poll(async () => ofType('AutoDealer')(await jsonLd(page)).map((item) => (item.department as unknown[]).length))
          .toEqual([branches.items.length])
        await expectAccessible(page)
        expect(consoleProblems).toEqual([])
      })

    for (const slug of ['about', 'services', 'policy', 'terms'] as const) {
      if (turn(language))
        test(`/${slug} shows the dealer's page`, async ({ page, request, consoleProblems }) => {
          const sitePage = await api<SitePage>(request, `/pages/${slug}`, language)
          await page.goto(`${prefix(language)}/${slug}`)
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(sitePage.title)
          // A title that already names the dealer ("About Murooj Motors") is not suffixed with the name again.
          const dealer = (await api<DealerSettings>(request, '/settings', language)).name
          await expect(page).toHaveTitle(sitePage.title.includes(dealer) ? sitePage.title : `${sitePage.title} | ${dealer}`)
          const firstHeading = sitePage.body.find((block) => block.kind === 'heading')
          if (firstHeading?.kind === 'heading') await expect(page.getByRole('heading', { level: 2, name: firstHeading.text })).toBeVisible()
          await expectAccessible(page)
          expect(consoleProblems).toEqual([])
        })
    }

    if (turn(language))
      test('/finance shows the dealer text, the partners and a calculator for a typed price', async ({
        page,
        request,
        consoleProblems,
      }) => {
        const sitePage = await api<SitePage>(request, '/pages/finance', language)
        const partners = await api<{ items: FinancePartner[] }>(request, '/banks', language)
        await page.goto(`${prefix(language)}/finance`)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(sitePage.title)
        for (const partner of partners.items) await expect(page.getByText(partner.name, { exact: true }).first()).toBeVisible()

        const monthly = page.getByTestId('finance-monthly')
        const before = await monthly.textContent()
        // Arabic-Indic digits and separators are understood: 200,000.
        await page.getByTestId('finance-price').fill('٢٠٠٬٠٠٠')
        await expect(monthly).not.toHaveText(before ?? '')
        await page.getByTestId('finance-price').fill('5')
        await expect(page.getByTestId('finance-price')).toHaveAttribute('aria-invalid', 'true')
        await expectAccessible(page)
        expect(consoleProblems).toEqual([])
      })

    if (turn(language))
      test('/jobs lists the open positions with their requirements', async ({ page, request, consoleProblems }) => {
        const jobs = await api<{ items: Job[] }>(request, '/jobs', language)
        await page.goto(`${prefix(language)}/jobs`)
        const cards = page.getByTestId('job-list').getByRole('article')
        await expect(cards).toHaveCount(jobs.items.length)
        const [first] = jobs.items
        await expect(cards.first().getByRole('heading', { level: 2 })).toHaveText(first!.title)
        await expect(cards.first().getByRole('listitem')).toHaveText(first!.requirements)
        await expect(cards.first()).toContainText(first!.city.name)
        // The Apply buttons are enabled once the page has hydrated; axe reads their final colours.
        await expect(cards.first().getByRole('button')).toBeEnabled()
        await expectAccessible(page)
        expect(consoleProblems).toEqual([])
      })

    if (turn(language))
      test('/contact shows the dealer details and every branch', async ({ page, request, consoleProblems }) => {
        const settings = await api<DealerSettings>(request, '/settings', language)
        const branches = await api<{ items: Branch[] }>(request, '/branches', language)
        await page.goto(`${prefix(language)}/contact`)
        const details = page.getByTestId('contact-details')
        await expect(details.getByRole('link', { name: settings.email! })).toHaveAttribute('href', `mailto:${settings.email}`)
        // Shown as the dealer prints them, dialled in international form (decision 0058).
        await expect(details.getByRole('link', { name: settings.phone })).toHaveAttribute('href', `tel:${settings.phoneE164}`)
        await expect(details.getByRole('link', { name: settings.whatsapp })).toHaveAttribute(
          'href',
          `https://wa.me/${settings.whatsappE164!.replace(/\D/g, '')}`,
        )
        await expect(details).toContainText(settings.address)
        await expect(details).toContainText(settings.workingHours)
        await expect(details.getByRole('link', { name: texts[language].showOnMap })).toHaveAttribute('href', settings.mapUrl)
        await expect(page.getByTestId('branch')).toHaveCount(branches.items.length)
        await expectAccessible(page)
        expect(consoleProblems).toEqual([])
      })
  })
}
