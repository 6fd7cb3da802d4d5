import { dateLocale, numberLocale, TIME_ZONE } from '../format'

/**
 * An inline script for the top of the head: it makes the page's first number and date formatters
 * before the page's stylesheet has arrived (docs/decisions/0065-phone-speed.md).
 *
 * The first `Intl` formatter a page makes costs far more than the next ones: the browser loads its
 * formatting data then (52–304 ms at 4× slower CPU on a blank page, the next ones 0.1–17 ms). Made
 * by the page's own code, it fell inside hydration: on the home page inside one unit of React's
 * work that cannot be split (Lingui formats a plural's number with `Intl.NumberFormat`), all of it
 * blocking time. Here it runs while the browser waits for the stylesheet anyway, before any
 * stylesheet is pending, so it neither waits for one nor holds the first paint back on a phone's
 * link. The formatters are the ones every page makes first: Lingui's for the page's language and
 * `src/lib/format.ts`'s number and date formats. Nothing depends on it: where `Intl` fails, the
 * page's code meets the same failure as before.
 */
export function intlWarmUpScript(): string {
  const tags = JSON.stringify({ ar: [numberLocale.ar, dateLocale.ar], en: [numberLocale.en, dateLocale.en] })
  return (
    `(function(t,l){try{l=l==="en"?"en":"ar";var d=new Date(0);new Intl.NumberFormat(l).format(1);` +
    `new Intl.NumberFormat(t[l][0]).format(1);` +
    `new Intl.DateTimeFormat(t[l][1],{day:"numeric",month:"long",year:"numeric",timeZone:${JSON.stringify(TIME_ZONE)}}).format(d)` +
    `}catch(e){}})(${tags},document.documentElement.lang)`
  )
}
