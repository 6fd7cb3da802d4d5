/**
 * Whether a catalogue says what a fresh extraction would, compared message by message: the same
 * messages (msgctxt + msgid), each with the same translation, notes for translators and source
 * files. Line wrapping, message order, blank lines and the header's dates do not count, so a
 * correct file saved by Poedit or run through `msgcat` is up to date.
 */
import { readPo } from './po-file.ts'
import type { PoEntry } from './po-file.ts'

const keyOf = (entry: PoEntry) => `${entry.context ?? ''}\u0004${entry.id}`
const label = (entry: PoEntry) => {
  const id = entry.id.length > 60 ? `${entry.id.slice(0, 59)}…` : entry.id
  return entry.context ? `${JSON.stringify(id)} (${entry.context})` : JSON.stringify(id)
}
const notes = (entry: PoEntry) => entry.comments.join(' ').replace(/\s+/g, ' ').trim()
const origins = (entry: PoEntry) => [...new Set(entry.origins)].sort().join(' ')

/** One sentence per message that differs; [] when `current` holds the messages `extracted` holds. */
export function catalogueDifferences(current: string, extracted: string): string[] {
  const have = new Map(readPo(current).entries.map((entry) => [keyOf(entry), entry]))
  const want = new Map(readPo(extracted).entries.map((entry) => [keyOf(entry), entry]))
  const differences: string[] = []
  for (const [key, entry] of want) {
    const found = have.get(key)
    if (!found) differences.push(`${label(entry)} is new in the code`)
    else if (notes(found) !== notes(entry)) differences.push(`the note for translators of ${label(entry)} changed`)
    else if (origins(found) !== origins(entry)) differences.push(`${label(entry)} now shows in ${origins(entry)}`)
    else if (found.translation !== entry.translation) differences.push(`${label(entry)} has a different translation after extraction`)
  }
  for (const [key, entry] of have) if (!want.has(key)) differences.push(`${label(entry)} is no longer in the code`)
  return differences
}

/** The check's sentence for one stale catalogue: what a developer must do, and the first few reasons. */
export function staleSentence(file: string, differences: string[], shown = 3): string {
  const more = differences.length > shown ? `; and ${differences.length - shown} more` : ''
  return `${file} is out of date (${differences.slice(0, shown).join('; ')}${more}): a developer runs \`npm run i18n:extract\`, then translate and commit.`
}
