/**
 * `npm run i18n:check`: fails when extraction would change a catalogue (a message was added,
 * changed or removed in code without `npm run i18n:extract`) or when a translation has a mistake
 * (scripts/translations/catalogue-lint.ts: missing, unparsable, wrong placeholders, tags or plural
 * categories, English left in Arabic). Short messages without a comment for translators are
 * warnings. Extraction runs on copies in a temporary folder, so the check never writes to the
 * working tree that translators and developers are editing.
 */
import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { lintCatalogue } from './translations/catalogue-lint.ts'

const locales = ['ar', 'en']
const root = new URL('..', import.meta.url).pathname.replace(/\/$/, '')
const catalogue = (base: string, locale: string) => join(base, 'locales', locale, 'messages.po')

function staleCatalogues(): string[] {
  const scratch = mkdtempSync(join(tmpdir(), 'po-check-'))
  try {
    for (const locale of locales) cpSync(join(root, 'locales', locale), join(scratch, 'locales', locale), { recursive: true })
    const config = join(scratch, 'lingui.config.ts')
    writeFileSync(
      config,
      [
        `import base from ${JSON.stringify(join(root, 'lingui.config.ts'))}`,
        'export default {',
        '  ...base,',
        `  rootDir: ${JSON.stringify(root)},`,
        `  catalogs: base.catalogs.map((c) => ({ ...c, path: c.path.replace('<rootDir>/locales', ${JSON.stringify(join(scratch, 'locales'))}) })),`,
        '}',
      ].join('\n'),
    )
    execFileSync('npx', ['lingui', 'extract', '--clean', '--config', config], { cwd: root, stdio: 'pipe' })
    // The creation date changes on every extraction; only the messages matter.
    const withoutDate = (text: string) => text.replace(/^"POT-Creation-Date: .*\n/m, '')
    return locales
      .filter(
        (locale) =>
          withoutDate(readFileSync(catalogue(root, locale), 'utf8')) !== withoutDate(readFileSync(catalogue(scratch, locale), 'utf8')),
      )
      .map((locale) => `locales/${locale}/messages.po is out of date: run \`npm run i18n:extract\`, translate, and commit.`)
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
}

const errors = staleCatalogues()
const warnings: string[] = []
for (const locale of locales) {
  const report = lintCatalogue(`locales/${locale}/messages.po`, locale, readFileSync(catalogue(root, locale), 'utf8'))
  errors.push(...report.errors)
  warnings.push(...report.warnings)
}

if (warnings.length > 0) process.stderr.write(`Translation warnings:\n${warnings.map((w) => `  - ${w}`).join('\n')}\n`)
if (errors.length > 0) {
  process.stderr.write(
    `Translation check failed (docs/translating.md explains each message):\n${errors.map((e) => `  - ${e}`).join('\n')}\n`,
  )
  process.exit(1)
}
process.stdout.write('Translations complete and up to date.\n')
