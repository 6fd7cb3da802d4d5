import { formatNumber, formatSar } from './format'
import type { Locale } from '../../app.config'

/**
 * Texts for `<option>`s, which hold text only: the `<bdi>` the rest of the site isolates prices and
 * figures with cannot go there, so the isolates are Unicode characters.
 */

/** First-strong isolate and its end (U+2068, U+2069): each part keeps its own direction. */
const isolate = (text: string) => `\u2068${text}\u2069`

/**
 * The text of a car's `<option>` in the order form: its title, then its price. An option holds
 * text only, not the `<bdi>` the rest of the site isolates prices with, so the isolates are
 * characters: without them an Arabic line reads `ر.س LX 2026 · 164,900 كيا كرنفال`, the price's
 * digits joined to the model's Latin letters and torn from their currency.
 */
export function carOptionText(title: string, priceSar: number, locale: Locale): string {
  return `${isolate(title)} · ${isolate(formatSar(priceSar, locale))}`
}

/**
 * A rate in an option: a left-to-right isolate (U+2066 … U+2069) keeps "4.49%" in the order the
 * hints under the list show "40%", after an Arabic bank name too.
 */
export function optionPercent(rate: number, locale: Locale): string {
  return `\u2066${formatNumber(rate, locale)}%\u2069`
}
