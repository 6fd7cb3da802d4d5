/**
 * The dealer's calendar: offers' validity and the sitemap's dates are Saudi calendar days,
 * whatever the server's or the visitor's time zone. Shared by the server and the browser, so the
 * server's HTML and the hydrating page agree on "today".
 */
let saudiDayFormat: Intl.DateTimeFormat | undefined

/** The calendar day in Saudi Arabia at `now`, `YYYY-MM-DD`. */
export function saudiDate(now: Date = new Date()): string {
  // Made on first use, not when the module loads: the first formatter with a time zone loads the
  // zone's data, 20–25 ms of a page's start-up in a phone's browser, and no shop page asks for it.
  saudiDayFormat ??= new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Riyadh', year: 'numeric', month: '2-digit', day: '2-digit' })
  return saudiDayFormat.format(now)
}

/** The next midnight in Saudi Arabia after `now` (UTC+3 all year: no daylight saving), when "today" changes. */
export function nextSaudiMidnight(now: Date = new Date()): Date {
  const saudiMs = now.getTime() + 3 * 3_600_000
  const nextDay = Math.floor(saudiMs / 86_400_000 + 1) * 86_400_000
  return new Date(nextDay - 3 * 3_600_000)
}
