/**
 * Where a line may not break in dates and hours, so "هـ", "AH" or "– 10:30 مساءً" never start a
 * line of their own.
 */
const noBreakSpace = '\u00a0'

/** The whole text on one line: a short date such as "13 جمادى الآخرة 1448 هـ". */
export function unbreakable(text: string): string {
  return text.replace(/[ \t]+/g, noBreakSpace)
}

const time = String.raw`\d{1,2}(?::\d{2})?[ \u00a0]*(?:am|pm|a\.m\.|p\.m\.|ص|م|صباحًا|صباحاً|مساءً|مساءا|مساء|ظهرًا|ظهراً|عصرًا|عصراً|فجرًا)?`
const timeRange = new RegExp(String.raw`${time}[ \u00a0]*[–—-][ \u00a0]*${time}`, 'giu')

/**
 * Opening hours with each "from – to" range kept on one line ("9:00 am – 10:30 pm"); the text
 * between ranges ("Saturday to Thursday") still wraps.
 */
export function keepTimeRangesTogether(text: string): string {
  return text.replace(timeRange, (range) => unbreakable(range.trim()))
}
