/**
 * docs/glossary.md is written from locales/glossary.json, so the two never disagree
 * (glossary.test.ts fails when they do). After editing the glossary: `npm run i18n:glossary`.
 * Runs on Node with type stripping, so only erasable TypeScript is allowed here.
 */
import { writeFileSync } from 'node:fs'
import { glossaryPath, loadGlossary } from './glossary.ts'
import type { Glossary } from './glossary.ts'

export const glossaryDocPath = 'docs/glossary.md'

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ')
const avoided = (items: string[] | undefined) => (items && items.length > 0 ? items.map((item) => `~~${cell(item)}~~`).join(', ') : '—')

export function renderGlossary(glossary: Glossary): string {
  const rows = glossary.concepts.map((concept) =>
    [
      `| ${cell(concept.id)} | ${cell(concept.ar)} | ${cell(concept.en)} | ${avoided(concept.avoid.ar)} | ${avoided(concept.avoid.en)} | ${cell(concept.note)}${concept.whenSource ? ` (checked where the English says ${cell(concept.whenSource.replaceAll('\\b', '').replace(/^\^|\$$/g, ''))})` : ''} |`,
    ].join(''),
  )
  return [
    '# Glossary',
    '',
    `<!-- Written by \`npm run i18n:glossary\` from ${glossaryPath}; edit that file, not this one. -->`,
    '',
    'One name for each thing the site talks about, in Arabic and in English. Both catalogues',
    '(`locales/ar/messages.po`, `locales/en/messages.po`) use these terms and nothing else for these',
    'concepts; `npm run i18n:check` reports a message that uses a word from the "avoid" columns and',
    'names the term to use (see [translating.md](translating.md)).',
    '',
    `English: ${glossary.english}.`,
    '',
    '| Concept | Arabic | English | Avoid (Arabic) | Avoid (English) | Usage |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n')
}

if (process.argv[1]?.endsWith('glossary-doc.ts')) {
  const root = new URL('../..', import.meta.url).pathname
  writeFileSync(`${root}${glossaryDocPath}`, renderGlossary(loadGlossary()))
  process.stdout.write(`Wrote ${glossaryDocPath} from ${glossaryPath}.\n`)
}
