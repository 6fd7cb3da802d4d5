// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { localeChoiceAttribute, localeChoiceScript } from './locale-choice'
import { localeFromCookieHeader, serializeLocaleCookie } from './locale'

/** A link as the language switcher writes it, with a child where a finger lands. */
function switcherTo(choice: string) {
  const link = document.createElement('a')
  link.setAttribute(localeChoiceAttribute, choice)
  const label = document.createElement('span')
  link.append(label)
  document.body.append(link)
  return { link, label }
}

/** The remembered language; jsdom keeps `document.cookie` as a browser does. */
const remembered = () => localeFromCookieHeader(document.cookie)

function forget() {
  document.cookie = 'locale=; Max-Age=0; Path=/'
}

describe('remembering a language chosen before the page’s scripts ran', () => {
  beforeAll(() => {
    // As the head runs it: once, before any link is there.
    new Function(localeChoiceScript())()
  })
  afterEach(() => {
    document.body.innerHTML = ''
    forget()
  })

  it('remembers the language of a switcher link tapped anywhere on it', () => {
    expect(remembered()).toBeNull()
    switcherTo('en').label.click()
    expect(remembered()).toBe('en')
    switcherTo('ar').link.click()
    expect(remembered()).toBe('ar')
  })

  it('writes the cookie the rest of the app writes: for a year, on every path', () => {
    for (const locale of ['ar', 'en'] as const) expect(localeChoiceScript()).toContain(JSON.stringify(serializeLocaleCookie(locale)))
    switcherTo('en').link.click()
    expect(document.cookie).toBe('locale=en')
  })

  it('writes nothing for other links, nor for a value that is not one of the languages', () => {
    const plain = document.createElement('a')
    document.body.append(plain)
    plain.click()
    for (const choice of ['fr', '__proto__', 'constructor', '', 'en; Path=/x']) switcherTo(choice).link.click()
    expect(document.cookie).toBe('')
  })
})
