import { expect, test } from './fixtures'
import { firstLoadJsBytes } from '../../scripts/first-load-js.ts'

/**
 * The browsing issue's budget: the home page, in either language, asks a phone for less than
 * 170 KB of gzip-compressed JavaScript before it is interactive (inline router state, catalogue and
 * data included). `npm run bench` prints the same figure for other pages.
 * Held at 170 KB for now, the market (its filters' code) at 173 KB: the Arabic home page measures
 * 168.7 KB and the Arabic market 171.8 KB since everything the entry imports statically ships as
 * one file (decision 0021, "fourth round"; 180.7 KB as ~35 files before, 194.5 KB with the back
 * office's routes, the link previews' heads and the dealer's identity). Issue 13's 150 KB is open
 * work: docs/decisions/0021.
 */
const pages = [
  { name: 'home', path: '/', budgetKb: 170 },
  { name: 'home', path: '/en', budgetKb: 170 },
  { name: 'market', path: '/market', budgetKb: 173 },
  { name: 'market', path: '/en/market', budgetKb: 173 },
]

for (const { name, path, budgetKb } of pages) {
  test(`${name} page ${path} stays within its first-load JavaScript budget`, async ({ request }) => {
    const html = await (await request.get(path)).text()
    const bytes = await firstLoadJsBytes(html, async (src) => {
      const response = await request.get(src)
      expect(response.ok(), `${src} loads`).toBe(true)
      return response.body()
    })
    expect(bytes / 1024, 'first-load JavaScript in KB (gzip)').toBeLessThan(budgetKb)
  })
}
