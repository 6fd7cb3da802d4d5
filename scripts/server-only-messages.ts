/**
 * Lists the messages that only server-side code uses (every place the catalogue says a message
 * comes from is under src/dealer-api, src/domain or src/server): API errors, text messages,
 * dealer mails. A page's dehydrated catalogue leaves them out (src/server/http/server-only-messages.ts,
 * decision 0021), so adding server texts never makes the browser's JavaScript heavier.
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

export function serverOnlyMessageIds(po: string): string[] {
  return entriesOf(po)
    .filter(
      (entry) => entry.origins.length > 0 && entry.origins.every((origin) => serverFolders.some((folder) => origin.startsWith(folder))),
    )
    .map((entry) => generateMessageId(entry.message, entry.context) as string)
    .sort()
}

const ids = `${JSON.stringify(serverOnlyMessageIds(readFileSync(catalogue, 'utf8')), null, 2)}\n`
if (process.argv.includes('--check')) {
  if (readFileSync(output, 'utf8') !== ids) {
    process.stderr.write('src/server/http/server-only-message-ids.json is out of date: run `npm run i18n:extract`.\n')
    process.exit(1)
  }
} else {
  writeFileSync(output, ids)
}
