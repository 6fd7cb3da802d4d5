/**
 * Lists two groups of messages a page's dehydrated catalogue can leave out
 * (src/server/http/server-only-messages.ts, decision 0021):
 * - `serverOnly`: written only in server-side code (src/dealer-api, src/domain, src/server): API
 *   errors, text messages, dealer mails. No page ever needs them.
 * - `orderPages`: written only in the order forms, the tracking page, the contact form, the job
 *   application, the mailing list's pages and the staff back office. Only those pages carry them; elsewhere the browser
 *   loads them with the page when a visitor goes there (src/lib/i18n/i18n.ts
 *   `ensureCompleteCatalogue`), so the forms' many labels never weigh on the home page.
 * A message is in a group only when every place it comes from is, so a text any other page
 * writes stays in every page's catalogue.
 *
 * `node scripts/server-only-messages.ts` writes src/server/http/server-only-message-ids.json from
 * locales/en/messages.po (run by `npm run i18n:extract`); with `--check` it only says whether
 * that file is up to date (run by `npm run i18n:check`).
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'

const root = new URL('..', import.meta.url).pathname
const catalogue = `${root}locales/en/messages.po`
const output = `${root}src/server/http/server-only-message-ids.json`
const serverFolders = ['src/dealer-api/', 'src/domain/', 'src/server/']
/** The home page's tracking section is not an order page: its file stays out. */
const orderPageFiles = [
  /^src\/features\/orders\/(?!components\/track-order-entry\.tsx$)/,
  /^src\/lib\/forms\//,
  /^src\/components\/ui\/(one-time-code-input|form-failure-notice)\.tsx$/,
  /^src\/routes\/\{-\$locale\}\/(order-individuals|order-company|track-order|contact)\.tsx$/,
  // The contact form shares the form helpers above, so its texts travel with them.
  /^src\/features\/contact\//,
  // So does the job application, opened from the jobs page, with the parts only it uses.
  /^src\/features\/job-applications\//,
  /^src\/components\/ui\/(dialog|file-input|progress-bar)\.tsx$/,
  // The mailing list's pages, and the work of the footer's sign-up, which loads them when used; the
  // form itself is on every page.
  /^src\/features\/subscriptions\/(?!components\/subscribe-form\.tsx$)/,
  /^src\/routes\/\{-\$locale\}\/subscription\//,
  // The staff back office: no visitor's page ever shows its texts. Every staff-* feature folder
  // counts, so a new back-office page never adds its labels to the visitors' pages.
  /^src\/features\/staff(-[a-z0-9-]+)?\//,
  /^src\/routes\/\{-\$locale\}\/staff\//,
  /^src\/routes\/\{-\$locale\}\/news\/new\.tsx$/,
  /^src\/features\/news-editor\//,
  /^src\/features\/newsletters\//,
]

type Entry = { origins: string[]; context?: string; message: string }

function entriesOf(po: string): Entry[] {
  const entries: Entry[] = []
  for (const block of po.split(/\n\n+/)) {
    const lines = block.split('\n')
    const origins = lines.filter((line) => line.startsWith('#: ')).flatMap((line) => line.slice(3).trim().split(/\s+/))
    const field = (name: string): string | undefined => {
      const start = lines.findIndex((line) => line.startsWith(`${name} `))
      if (start === -1) return undefined
      let value = JSON.parse(lines[start]!.slice(name.length + 1)) as string
      for (let index = start + 1; index < lines.length && lines[index]!.startsWith('"'); index++)
        value += JSON.parse(lines[index]!) as string
      return value
    }
    const message = field('msgid')
    if (message) entries.push({ origins, context: field('msgctxt'), message })
  }
  return entries
}

function idsWhereEveryOrigin(po: string, inGroup: (origin: string) => boolean): string[] {
  return entriesOf(po)
    .filter((entry) => entry.origins.length > 0 && entry.origins.every(inGroup))
    .map((entry) => generateMessageId(entry.message, entry.context) as string)
    .sort()
}

export function messageGroups(po: string): { serverOnly: string[]; orderPages: string[] } {
  return {
    serverOnly: idsWhereEveryOrigin(po, (origin) => serverFolders.some((folder) => origin.startsWith(folder))),
    orderPages: idsWhereEveryOrigin(po, (origin) => orderPageFiles.some((file) => file.test(origin))),
  }
}

const ids = `${JSON.stringify(messageGroups(readFileSync(catalogue, 'utf8')), null, 2)}\n`
if (process.argv.includes('--check')) {
  if (readFileSync(output, 'utf8') !== ids) {
    process.stderr.write('src/server/http/server-only-message-ids.json is out of date: run `npm run i18n:extract`.\n')
    process.exit(1)
  }
} else {
  writeFileSync(output, ids)
}
