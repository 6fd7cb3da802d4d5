import { test as base, expect, type ConsoleMessage, type Page, type Response } from '@playwright/test'
import { appPort } from './servers'

/** Collects a page's console errors, CSP violations and uncaught exceptions into `problems`; returns how to stop. */
export function watchConsole(page: Page, problems: string[]): () => void {
  const onConsole = (message: ConsoleMessage) => {
    const text = message.text()
    // A 404/410/503 document is expected in those tests; the browser logs its status as an error.
    if (/Failed to load resource: the server responded with a status of (404|410|503)/.test(text)) return
    if (message.type() === 'error' || /Content Security Policy|hydrat/i.test(text)) problems.push(text)
  }
  const onError = (error: Error) => problems.push(`pageerror: ${error.message}`)
  page.on('console', onConsole)
  page.on('pageerror', onError)
  return () => {
    page.off('console', onConsole)
    page.off('pageerror', onError)
  }
}

/**
 * Waits until the page answers taps and forms. Its scripts are asked for after the first paint
 * (decision 0068), so the load event no longer means the app has started; the root marks
 * `<html data-hydrated>` when it has. A document without the app's loader (a file, a plain-text
 * refusal) or where scripts do not run (JavaScript disabled) has nothing to wait for.
 */
export async function appReady(page: Page, response?: Response | null): Promise<void> {
  if (response && !(response.headers()['content-type'] ?? '').includes('text/html')) return
  await page.waitForFunction(
    () =>
      document.documentElement.hasAttribute('data-hydrated') ||
      !document.getElementById('deferred-chunks') ||
      (document.readyState === 'complete' && !(window as { __appLoader?: number }).__appLoader),
  )
}

/** Every navigation of the page (goto, reload, back, forward) returns once the app has started. */
export function waitForAppOnNavigation(page: Page): void {
  for (const method of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const navigate = page[method].bind(page) as (...args: unknown[]) => Promise<Response | null>
    Object.assign(page, {
      [method]: async (...args: unknown[]) => {
        const response = await navigate(...args)
        const waitUntil = (args.find((arg) => typeof arg === 'object' && arg !== null) as { waitUntil?: string } | undefined)?.waitUntil
        if (waitUntil !== 'commit') await appReady(page, response)
        return response
      },
    })
  }
}

/** What src/lib/i18n/i18n.ts says on the console when a page lacked one of its messages. */
const isMissingMessage = (message: ConsoleMessage) => /is missing from this page's \w+ catalogue/.test(message.text())

/**
 * Every page test also fails on what a visitor would not see but a developer must: console
 * errors (hydration mismatches, CSP violations, failed scripts) and uncaught exceptions. Tests
 * that open more pages watch them with `watchConsole(otherPage, consoleProblems)`. Every page of
 * the test's context, the default one and those it opens, waits for the app after a navigation.
 */
export const test = base.extend<{ consoleProblems: string[] }, { appReadyBrowser: void }>({
  // Every test, watched or not, fails when a page lacked one of its messages (src/lib/i18n/i18n.ts
  // says so on the console, then loads the whole catalogue): the visitor saw an id for a moment.
  context: async ({ context }, use) => {
    const missing: string[] = []
    const watch = (page: Page) => {
      waitForAppOnNavigation(page)
      page.on('console', (message) => {
        if (isMissingMessage(message)) missing.push(message.text())
      })
    }
    for (const page of context.pages()) watch(page)
    context.on('page', watch)
    await use(context)
    expect(missing, "messages missing from a page's catalogue").toEqual([])
  },
  // Contexts a test opens from the browser itself (a second visitor, a staff member); `newPage`
  // makes its page through `newContext`, so it is covered too.
  appReadyBrowser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser)
      browser.newContext = async (options) => {
        const context = await newContext(options)
        context.on('page', waitForAppOnNavigation)
        return context
      }
      await use()
    },
    { scope: 'worker', auto: true },
  ],
  consoleProblems: async ({ page }, use) => {
    const problems: string[] = []
    const stopWatching = watchConsole(page, problems)
    await use(problems)
    stopWatching()
    expect(problems, 'console errors or CSP violations on the page').toEqual([])
  },
})

/**
 * The same checks for specs that only read pages on the shared server: one browser page per worker,
 * which each test navigates, instead of a new context and renderer for every test. A new context
 * cost each such test a fifth of its browser CPU (decision 0090). For a spec whose tests sign in,
 * store a choice, send a form, change the page's emulation other than reduced motion, set their own
 * base URL or ask for `context`: those keep `test`. Cookies are cleared and reduced motion is reset
 * before each test (to the project's own), so a remembered language or an emulated preference never reaches the next one.
 */
export const readingTest = test.extend<object, { readingPage: Page }>({
  readingPage: [
    async ({ browser, appReadyBrowser }, use) => {
      void appReadyBrowser // patched first, so this page waits for the app after each navigation
      const context = await browser.newContext({ baseURL: `http://localhost:${appPort}` })
      await use(await context.newPage())
      await context.close()
    },
    { scope: 'worker' },
  ],
  page: async ({ readingPage, reducedMotion }, use) => {
    await readingPage.context().clearCookies()
    // The project's own preference (the suite asks for less motion: playwright.config.ts).
    await readingPage.emulateMedia({ reducedMotion: reducedMotion ?? null })
    const missing: string[] = []
    const onConsole = (message: ConsoleMessage) => {
      if (isMissingMessage(message)) missing.push(message.text())
    }
    readingPage.on('console', onConsole)
    await use(readingPage)
    readingPage.off('console', onConsole)
    // Leaves the page, so nothing it still runs reaches the next test's watchers.
    await readingPage.goto('about:blank')
    expect(missing, "messages missing from a page's catalogue").toEqual([])
  },
})

export { expect }

export { itemPaths, pagePaths, withPrefix } from './page-paths'

/**
 * Waits for the page's transitions and finite animations to end (a button fading from its
 * disabled colours as the page hydrates, say), so a check of colours reads the settled page.
 * Endless ones (a spinner, a pulse) are not waited for.
 */
export async function transitionsEnded(page: Page): Promise<void> {
  // Two frames first: a render that enables a control after hydration starts its transition then.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  )
}
