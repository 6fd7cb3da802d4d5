import { locales, type Locale } from '../../../app.config'
import { serializeLocaleCookie } from './locale'

/** On a link that changes the page's language: the language it switches to, to be remembered. */
export const localeChoiceAttribute = 'data-locale-choice'

/**
 * The head's inline script that remembers a language chosen with such a link. It listens on the
 * document from the moment the head is parsed, so a tap on the switcher before the page's scripts
 * have run (a phone on a slow link fetches them for seconds) is remembered too: the link itself is
 * a plain one and would change the language without saying so for the next visit to the bare root.
 * Only the two cookies written here can be set, whatever a link's attribute says. They are made of
 * the app's constants and a language code, so their JSON cannot close the script element early.
 */
export function localeChoiceScript(): string {
  const cookies = Object.fromEntries(locales.map((locale: Locale) => [locale, serializeLocaleCookie(locale)]))
  return (
    `(function(d,c){d.addEventListener("click",function(e){` +
    `var a=e.target&&e.target.closest&&e.target.closest("[${localeChoiceAttribute}]"),k=a&&a.getAttribute("${localeChoiceAttribute}");` +
    `if(k&&Object.prototype.hasOwnProperty.call(c,k))document.cookie=c[k]},true)})(document,${JSON.stringify(cookies)})`
  )
}
