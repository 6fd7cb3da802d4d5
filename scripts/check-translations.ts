/**
 * `npm run i18n:check`: fails when extraction would change a catalogue (a message was added,
 * changed or removed in code without `npm run i18n:extract`) or when a translation has a mistake
 * (scripts/translations/catalogue-lint.ts: malformed lines, missing, unparsable, wrong placeholders,
 * tags, figures or plural categories, English left in Arabic, a variant the glossary
 * locales/glossary.json avoids). Staleness is judged message by message (translations/stale.ts),
 * so a correct file re-wrapped by a PO editor passes. Short messages without a comment for translators are
 * warnings. Extraction runs on copies in a temporary folder, so the check never writes to the
 * working tree that translators and developers are editing.
 */
import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { lintCatalogue } from './translations/catalogue-lint.ts'
import { readPo } from './translations/po-file.ts'
import { catalogueDifferences, staleSentence } from './translations/stale.ts'

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
    try {
      execFileSync('npx', ['lingui', 'extract', '--clean', '--config', config], { cwd: root, stdio: 'pipe' })
    } catch (error) {
      const output = `${(error as { stderr?: Buffer }).stderr?.toString() ?? ''}`.split('\n').find((line) => line.trim()) ?? ''
      return [
        `The check could not extract the messages from the code to compare (${output.trim() || 'lingui extract failed'}); a developer runs \`npm run i18n:extract\` to see why.`,
      ]
    }
    // Compared message by message, so a file re-wrapped or re-ordered by a PO editor is not stale.
    return locales.flatMap((locale) => {
      const current = readFileSync(catalogue(root, locale), 'utf8')
      // A file that cannot be read is reported line by line by lintCatalogue below.
      if (readPo(current).problems.length > 0) return []
      const differences = catalogueDifferences(current, readFileSync(catalogue(scratch, locale), 'utf8'))
      return differences.length > 0 ? [staleSentence(`locales/${locale}/messages.po`, differences)] : []
    })
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
}

function main() {
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
}

try {
  main()
} catch (error) {
  // Never a stack trace for a translator: say what stopped the check in one sentence.
  process.stderr.write(`The translation check stopped: ${(error as Error).message.split('\n')[0]}. Tell a developer.\n`)
  process.exit(2)
}
