/**
 * Fails when extraction would change a catalogue (a message was added, changed or removed in
 * code without `npm run i18n:extract`) or when a message lacks a translation in either language.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, cpSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const locales = ['ar', 'en']
const root = new URL('..', import.meta.url).pathname

type Entry = { id: string; str: string }

/** Minimal PO reader: msgid/msgstr pairs with multi-line strings; enough for Lingui's output. */
function readPo(text: string): Entry[] {
  const entries: Entry[] = []
  let current: Entry | null = null
  let field: 'id' | 'str' | null = null
  const unquote = (line: string) => JSON.parse(line.trim()) as string
  for (const line of text.split('\n')) {
    if (line.startsWith('msgid ')) {
      if (current) entries.push(current)
      current = { id: unquote(line.slice(6)), str: '' }
      field = 'id'
    } else if (line.startsWith('msgstr ') && current) {
      current.str = unquote(line.slice(7))
      field = 'str'
    } else if (line.startsWith('"') && current && field) {
      current[field] += unquote(line)
    } else if (!line.startsWith('#')) {
      field = null
    }
  }
  if (current) entries.push(current)
  return entries.filter((entry) => entry.id !== '')
}

const problems: string[] = []

const backup = mkdtempSync(join(tmpdir(), 'po-check-'))
try {
  for (const locale of locales) cpSync(join(root, 'locales', locale), join(backup, locale), { recursive: true })
  execFileSync('npx', ['lingui', 'extract', '--clean'], { cwd: root, stdio: 'pipe' })
  for (const locale of locales) {
    const file = join(root, 'locales', locale, 'messages.po')
    // The creation date changes on every extraction; only the messages matter.
    const withoutDate = (text: string) => text.replace(/^"POT-Creation-Date: .*\n/m, '')
    const before = withoutDate(readFileSync(join(backup, locale, 'messages.po'), 'utf8'))
    const after = readFileSync(file, 'utf8')
    if (before !== withoutDate(after)) {
      problems.push(`locales/${locale}/messages.po is out of date: run \`npm run i18n:extract\`, translate, and commit.`)
    }
    for (const entry of readPo(after)) {
      if (!entry.str.trim()) problems.push(`locales/${locale}/messages.po: no translation for "${entry.id}"`)
    }
  }
} finally {
  // The check must not change the working tree.
  for (const locale of locales) cpSync(join(backup, locale), join(root, 'locales', locale), { recursive: true })
  rmSync(backup, { recursive: true, force: true })
}

if (problems.length > 0) {
  process.stderr.write(`Translation check failed:\n${problems.map((p) => `  - ${p}`).join('\n')}\n`)
  process.exit(1)
}
process.stdout.write('Translations complete and up to date.\n')
