import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test'

/** Collects a page's console errors, CSP violations and uncaught exceptions into `problems`. */
export function watchConsole(page: Page, problems: string[]): void {
  const onConsole = (message: ConsoleMessage) => {
    const text = message.text()
    // A 404/410/503 document is expected in those tests; the browser logs its status as an error.
    if (/Failed to load resource: the server responded with a status of (404|410|503)/.test(text)) return
    if (message.type() === 'error' || /Content Security Policy|hydrat/i.test(text)) problems.push(text)
  }
  page.on('console', onConsole)
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
}

/**
 * Every page test also fails on what a visitor would not see but a developer must: console
 * errors (hydration mismatches, CSP violations, failed scripts) and uncaught exceptions. Tests
 * that open more pages watch them with `watchConsole(otherPage, consoleProblems)`.
 */
export const test = base.extend<{ consoleProblems: string[] }>({
  consoleProblems: async ({ page }, use) => {
    const problems: string[] = []
    watchConsole(page, problems)
    await use(problems)
    expect(problems, 'console errors or CSP violations on the page').toEqual([])
  },
})

export { expect }

/**
 * Every screen of the spec's route table, plus the screens the text catalogue implies. Pages
 * that show one item (`/car`, `/offers/offer`, `/news/article`) need its id: see itemPaths.
 */
export const pagePaths = [
  '/',
  '/about',
  '/cars',
  '/contact',
  '/jobs',
  '/market',
  '/news',
  '/news/new',
  '/offers',
  '/order-company',
  '/order-individuals',
  '/policy',
  '/services',
  '/terms',
  '/wishlist',
  '/finance',
  '/faqs',
  '/branches',
] as const

export function withPrefix(prefix: '' | '/ar' | '/en', path: string): string {
  if (!prefix) return path
  return path === '/' ? prefix : `${prefix}${path}`
}

/** The one-item pages, with a real id or slug read from the dealer API. */
export async function itemPaths(request: import('@playwright/test').APIRequestContext): Promise<string[]> {
  const cars = (await (await request.get('/api/cars?pageSize=1')).json()) as { items: { id: number }[] }
  const offers = (await (await request.get('/api/offers')).json()) as { items: { id: number }[] }
  const news = (await (await request.get('/api/news?pageSize=1')).json()) as { items: { slug: string }[] }
  return [`/car?id=${cars.items[0]!.id}`, `/offers/offer?id=${offers.items[0]!.id}`, `/news/article?slug=${news.items[0]!.slug}`]
}
