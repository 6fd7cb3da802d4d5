import { expect, test } from './fixtures'

/**
 * What keeps a phone's main thread free while a page loads (issue 37, decision 0065): a `:has()`
 * on the root or the body made the browser restyle all ~1,100 elements of the car page at every
 * change while it loaded (six to nine times instead of two). The page says what the root needs
 * to know on <html> instead.
 */

/** The stylesheet's text without its `@media print` blocks (never applied on a screen). */
function screenRules(css: string): string {
  let kept = ''
  let index = 0
  for (;;) {
    const start = css.indexOf('@media print', index)
    if (start === -1) return kept + css.slice(index)
    kept += css.slice(index, start)
    let depth = 0
    let cursor = css.indexOf('{', start)
    for (; cursor < css.length; cursor++) {
      if (css[cursor] === '{') depth++
      else if (css[cursor] === '}' && --depth === 0) break
    }
    index = cursor + 1
  }
}

test('no screen rule of the shipped stylesheet asks :has() of the root or the body', async ({ request }) => {
  const html = await (await request.get('/car?id=9')).text()
  const href = /<link rel="stylesheet" href="([^"]+\.css)"/.exec(html)?.[1]
  expect(href).toBeTruthy()
  const css = screenRules(await (await request.get(href!)).text())
  expect(css).toContain('[data-phone-bar]')
  expect(css.match(/(?:^|[\s,{}>~+(])(?::root|html|body)(?:\[[^\]]*\]|\.[\w-]+)*:has\(/g) ?? []).toEqual([])
})

test('a car page says on <html> that it keeps room for the phone bar; other pages and a missing car do not', async ({ request }) => {
  const rootTag = async (path: string) => /<html[^>]*>/.exec(await (await request.get(path)).text())?.[0] ?? ''
  expect(await rootTag('/car?id=9')).toContain('data-phone-bar')
  expect(await rootTag('/en/car?id=9')).toContain('data-phone-bar')
  for (const path of ['/', '/en/market', '/car?id=99999999']) expect(await rootTag(path), path).not.toContain('data-phone-bar')
})

test('the scroll-in animations’ rules come with the page’s stylesheet, inert until the script starts them', async ({ request }) => {
  const html = await (await request.get('/')).text()
  const stylesheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+\.css)"/g)].map((match) => match[1]!)
  expect(stylesheets).toHaveLength(1)
  const css = await (await request.get(stylesheets[0]!)).text()
  expect(css).toMatch(/html\.aos-enabled \[data-aos\^=fade\]\[data-aos\^=fade\]/)
  expect(css).not.toMatch(/(?:^|[},])\[data-aos\^=fade\]/)
})

test('a page makes its first formatters in the head, before any stylesheet is pending', async ({ request }) => {
  for (const path of ['/', '/en/car?id=9']) {
    const head = /<head>([\s\S]*?)<\/head>/.exec(await (await request.get(path)).text())?.[1] ?? ''
    const warmUp = head.indexOf('new Intl.NumberFormat(')
    expect(warmUp, path).toBeGreaterThan(0)
    expect(warmUp, path).toBeLessThan(head.indexOf('<link rel="stylesheet"'))
  }
})
