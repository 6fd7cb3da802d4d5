import { expect, test } from './fixtures'
import { firstLoadJsBytes } from '../../scripts/first-load-js.ts'

/**
 * The browsing issue's budget: the home page, in either language, asks a phone for less than
 * 170 KB of gzip-compressed JavaScript before it is interactive (inline router state, catalogue and
 * data included). `npm run bench` prints the same figure for other pages.
 * Held at 182 KB for now: the Arabic home page measures 180.7 KB since a page carries only its own
 * routes' messages (decision 0021, "third round"; 184.8 KB before, 194.5 KB with the back office's
 * routes, the link previews' heads and the dealer's identity). Back under 170, then to issue 13's
 * 150, is open work: docs/decisions/0021.
 */
const homeBudgetKb = 182

for (const path of ['/', '/en']) {
  test(`home page ${path} stays within its first-load JavaScript budget`, async ({ request }) => {
    const html = await (await request.get(path)).text()
    const bytes = await firstLoadJsBytes(html, async (src) => {
      const response = await request.get(src)
      expect(response.ok(), `${src} loads`).toBe(true)
      return response.body()
    })
    expect(bytes / 1024, 'first-load JavaScript in KB (gzip)').toBeLessThan(homeBudgetKb)
  })
}
