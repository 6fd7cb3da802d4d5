import type { Locator, Page } from '@playwright/test'
import { expect, test, watchConsole } from './fixtures'
import { languageTurns } from './language-turns'

const texts = {
  en: {
    added: 'Added to your favourites',
    removed: 'Removed from your favourites',
    save: /^Save .+ in favourites$/,
    empty: 'Your favourites list is empty',
    browse: 'Browse cars',
    undo: 'Undo',
    corner: 'right',
  },
  ar: {
    added: 'تمت الإضافة إلى قائمة المفضلة',
    removed: 'تمت الإزالة من قائمة المفضلة',
    save: /^حفظ .+ في المفضلة$/,
    empty: 'قائمة المفضلة فارغة',
    browse: 'تصفّح السيارات',
    undo: 'تراجع',
    corner: 'left',
  },
} as const

type Language = keyof typeof texts
const prefix = (language: Language) => (language === 'en' ? '/en' : '')

/** The first car card's favourite toggle on the market page, once the page is interactive. */
async function firstToggle(page: Page, language: Language): Promise<Locator> {
  const toggle = page.getByRole('button', { name: texts[language].save }).first()
  await expect(toggle).toBeEnabled()
  return toggle
}

/** The header's count of saved cars; absent while there are none. */
const badge = (page: Page) => page.locator('header [data-favorites-count]')

/** A notification with `text`, and the corner of the viewport it sits in. */
async function expectToast(page: Page, text: string, corner: 'left' | 'right') {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: text }).first()
  await expect(toast).toBeVisible()
  const list = page.locator('[data-sonner-toaster]').filter({ has: toast })
  await expect(list).toHaveAttribute('data-y-position', 'top')
  await expect(list).toHaveAttribute('data-x-position', corner)
  const header = await page.locator('header').first().boundingBox()
  expect(header).not.toBeNull()
  const headerBottom = header ? header.y + header.height : 0
  // Just below the sticky header, never over it (issue 36), once the toast has slid into place.
  await expect.poll(async () => (await toast.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(headerBottom)
  const box = await toast.boundingBox()
  const width = page.viewportSize()?.width ?? 0
  expect(box).not.toBeNull()
  if (box && header) {
    expect(box.y).toBeLessThan(header.y + header.height + 40)
    if (corner === 'right') expect(box.x + box.width).toBeGreaterThan(width - 80)
    else expect(box.x).toBeLessThan(80)
  }
  return toast
}

const turn = languageTurns()
for (const language of ['en', 'ar'] as const) {
  test(`adding and removing show the spec's notifications at the top ${texts[language].corner} (${language})`, async ({
    page,
    consoleProblems,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(`${prefix(language)}/market`)
    const toggle = await firstToggle(page, language)
    await expect(toggle).toHaveAttribute('aria-pressed', 'false')

    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-pressed', 'true')
    await expectToast(page, texts[language].added, texts[language].corner)
    await expect(badge(page)).toHaveAttribute('data-favorites-count', '1')

    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-pressed', 'false')
    await expectToast(page, texts[language].removed, texts[language].corner)
    await expect(badge(page)).toHaveCount(0)
    // The notifications region is announced, with a translated name.
    await expect(page.locator('section[aria-live="polite"]').first()).toHaveAttribute(
      'aria-label',
      language === 'en' ? /^Notifications/ : /^الإشعارات/,
    )
    expect(consoleProblems).toEqual([])
  })

  if (turn(language))
    test(`the empty favourites page leads to the market (${language})`, async ({ page, consoleProblems }) => {
      await page.goto(`${prefix(language)}/wishlist`)
      await expect(page.getByRole('heading', { level: 2, name: texts[language].empty })).toBeVisible()
      await page.getByTestId('wishlist-empty').getByRole('link', { name: texts[language].browse }).click()
      await expect(page).toHaveURL(language === 'en' ? /\/en\/market$/ : /\/market$/)
      expect(consoleProblems).toEqual([])
    })
}

test('favourites survive a reload and follow along in another tab', async ({ page: market, context, consoleProblems }) => {
  // Two tabs, a reload and several round trips to the catalogue.
  test.slow()
  const wishlist = await context.newPage()
  watchConsole(wishlist, consoleProblems)
  await market.setViewportSize({ width: 1280, height: 900 })
  await wishlist.setViewportSize({ width: 1280, height: 900 })
  await market.goto('/en/market')
  await wishlist.goto('/en/wishlist')
  await expect(wishlist.getByTestId('wishlist-empty')).toBeVisible()

  const toggle = await firstToggle(market, 'en')
  const carName = ((await toggle.textContent()) ?? '').replace(/^Save (.+) in favourites$/, '$1')
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-pressed', 'true')

  // The other tab learns of it without a reload: its badge and its list.
  await expect(badge(wishlist)).toHaveAttribute('data-favorites-count', '1')
  const cards = wishlist.getByTestId('wishlist').getByRole('listitem')
  await expect(cards).toHaveCount(1)
  await expect(cards.first().getByRole('heading', { level: 2 })).toHaveText(carName)

  await market.reload()
  await expect(await firstToggle(market, 'en')).toHaveAttribute('aria-pressed', 'true')
  await expect(badge(market)).toHaveAttribute('data-favorites-count', '1')

  // Removing in the favourites tab reaches the market tab, and Undo puts the car back.
  await cards
    .first()
    .getByRole('button', { name: /^Remove .+ from favourites$/ })
    .click()
  const removed = await expectToast(wishlist, texts.en.removed, 'right')
  await expect(wishlist.getByTestId('wishlist-empty')).toBeVisible()
  // The button went with its card: the focus is on the empty list's heading, not the page's body.
  await expect(wishlist.getByRole('heading', { name: 'Your favourites list is empty' })).toBeFocused()
  await expect(await firstToggle(market, 'en')).toHaveAttribute('aria-pressed', 'false')
  await removed.getByRole('button', { name: texts.en.undo }).click()
  await expectToast(wishlist, texts.en.added, 'right')
  await expect(cards).toHaveCount(1)
  await expect(await firstToggle(market, 'en')).toHaveAttribute('aria-pressed', 'true')
  expect(consoleProblems).toEqual([])
})

test('a saved car the dealer no longer lists is dropped, with a note', async ({ page, consoleProblems }) => {
  await page.goto('/en/market')
  await (await firstToggle(page, 'en')).click()
  await page.evaluate(() => {
    const saved = JSON.parse(localStorage.getItem('favorite-cars') ?? '[]') as number[]
    localStorage.setItem('favorite-cars', JSON.stringify([2_000_000_000, ...saved]))
  })
  await page.goto('/en/wishlist')
  await expect(
    page.getByRole('status').filter({ hasText: 'A car you saved is no longer available, so we removed it from your list.' }),
  ).toBeVisible()
  await expect(page.getByTestId('wishlist').getByRole('listitem')).toHaveCount(1)
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('favorite-cars') ?? '[]') as number[])).toHaveLength(1)
  await expect(badge(page)).toHaveAttribute('data-favorites-count', '1')
  expect(consoleProblems).toEqual([])
})
