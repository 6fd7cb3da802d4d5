import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { enabledScope, scopedStylesheet, scrollAnimationCss } from './scroll-animation-css.ts'

describe('the scroll-in animations stylesheet', () => {
  it('is committed as scripts/scroll-animation-css.ts makes it from the installed library', () => {
    expect(readFileSync(scopedStylesheet, 'utf8')).toBe(scrollAnimationCss())
  })

  it('nests every rule of the library under the scope, so nothing is hidden before the script runs', () => {
    const made = scrollAnimationCss('[data-aos^=fade][data-aos^=fade]{opacity:0}\n')
    expect(made.endsWith(`${enabledScope} {\n[data-aos^=fade][data-aos^=fade]{opacity:0}\n}\n`)).toBe(true)
  })

  it('arrives with the page: app.css imports it and the script does not load a stylesheet of its own', () => {
    expect(readFileSync(new URL('../src/styles/app.css', import.meta.url), 'utf8')).toMatch(/^@import '\.\/scroll-animation\.css';$/m)
    expect(readFileSync(new URL('../src/lib/scroll-animation.ts', import.meta.url), 'utf8')).not.toMatch(/import\(['"][^'"]+\.css['"]\)/)
  })
})
