import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { expectedHeaders, lintCatalogue } from './catalogue-lint.ts'

type Entry = { id: string; str: string; comment?: string; context?: string }

/** A catalogue as Lingui writes it: the header, then one block per message (four lines, one blank). */
function catalogue(locale: string, entries: Entry[], header = expectedHeaders[locale]!): string {
  const head = ['msgid ""', 'msgstr ""', ...Object.entries(header).map(([name, value]) => JSON.stringify(`${name}: ${value}\n`))]
  const blocks = entries.map((entry) =>
    [
      ...(entry.comment ? [`#. ${entry.comment}`] : []),
      '#: src/example.tsx',
      ...(entry.context ? [`msgctxt ${JSON.stringify(entry.context)}`] : []),
      `msgid ${JSON.stringify(entry.id)}`,
      `msgstr ${JSON.stringify(entry.str)}`,
    ].join('\n'),
  )
  return `${[head.join('\n'), ...blocks].join('\n\n')}\n`
}

const file = 'locales/ar/messages.po'
const arabic = (...entries: Entry[]) => lintCatalogue(file, 'ar', catalogue('ar', entries))
const english = (...entries: Entry[]) => lintCatalogue('locales/en/messages.po', 'en', catalogue('en', entries))
/** After the header and a blank line, the first entry's msgstr is its third line; each next one is 4 lines further. */
const firstLine = 2 + Object.keys(expectedHeaders.ar!).length + 1 + 1 + 1 + 1

const plural = '{count, plural, one {# car} other {# cars}}'
const arabicPlural = (branches: string) => `{count, plural, ${branches}}`
const allArabic = 'zero {لا سيارات} one {سيارة واحدة} two {سيارتان} few {# سيارات} many {# سيارة} other {# سيارة}'

describe('lintCatalogue', () => {
  it('passes a correct Arabic catalogue, with plural branches that leave out # or a placeholder', () => {
    expect(
      arabic(
        { id: 'Page not found: {path}', str: 'الصفحة غير موجودة: {path}' },
        { id: plural, str: arabicPlural(allArabic) },
        {
          id: '{count, plural, one {{shown} car} other {{shown} cars}}',
          str: arabicPlural('zero {لا سيارات} one {سيارة} two {سيارتان} few {{shown} سيارات} many {{shown} سيارة} other {{shown} سيارة}'),
        },
        { id: 'Valid from <0>{from}</0> to <1>{to}</1>', str: 'ساري من <0>{from}</0> حتى <1>{to}</1>' },
        { id: '{kind, select, cash {Cash} other {Finance}}', str: '{kind, select, cash {نقدًا} other {تمويل}}' },
        { id: 'SUV', str: 'SUV', comment: 'Body type of a car' },
      ),
    ).toEqual({ errors: [], warnings: [] })
  })

  it('fails on a plural whose closing brace is missing, naming the file, the line and the message', () => {
    const { errors } = arabic({ id: 'Hello', str: 'مرحبًا' }, { id: plural, str: arabicPlural(allArabic).slice(0, -1) })
    expect(errors).toEqual([
      `${file}:${firstLine + 4}: "${plural}": does not parse: Unexpected message end at line 1 col 111. Check every { has its }`,
    ])
  })

  it('fails on a misspelt placeholder: the new name is unknown and the source one is gone', () => {
    const { errors } = arabic({ id: 'Page not found: {path}', str: 'الصفحة غير موجودة: {paht}' })
    expect(errors).toEqual([
      `${file}:${firstLine}: "Page not found: {path}": uses {paht}, which the source does not have; copy the source's {path}`,
      `${file}:${firstLine}: "Page not found: {path}": drops {path}, which the source has`,
    ])
  })

  it('fails on a dropped placeholder, also when every plural branch drops it', () => {
    expect(arabic({ id: 'Page not found: {path}', str: 'الصفحة غير موجودة' }).errors).toEqual([
      `${file}:${firstLine}: "Page not found: {path}": drops {path}, which the source has`,
    ])
    const source = '{count, plural, one {{shown} car} other {{shown} cars}}'
    expect(arabic({ id: source, str: arabicPlural(allArabic) }).errors).toEqual([
      `${file}:${firstLine}: ${JSON.stringify(source)}: drops {shown}, which the source has in its plural or choice`,
    ])
  })

  it('fails on an extra tag, a missing tag and tags that do not close', () => {
    const id = 'Valid from <0>{from}</0> to <1>{to}</1>'
    const at = `${file}:${firstLine}: ${JSON.stringify(id)}`
    expect(arabic({ id, str: 'ساري من <0>{from}</0> حتى <1>{to}</1> <2/>' }).errors).toEqual([
      `${at}: has the tag <2/>, which the source does not have`,
    ])
    expect(arabic({ id, str: 'ساري من <0>{from}</0> حتى {to}' }).errors).toEqual([`${at}: lacks the tag <1>, which the source has`])
    expect(arabic({ id, str: 'ساري من <0>{from}</1> حتى <1>{to}</0>' }).errors).toEqual([
      `${at}: closes </1> where <0> is open`,
      `${at}: closes </0> where <1> is open`,
      `${at}: opens <0> and never closes it with </0>`,
      `${at}: opens <1> and never closes it with </1>`,
    ])
  })

  it('fails on an Arabic plural without the categories Arabic needs; =0 may stand for zero', () => {
    expect(arabic({ id: plural, str: arabicPlural('one {سيارة واحدة} other {# سيارة}') }).errors).toEqual([
      `${file}:${firstLine}: "${plural}": the plural of {count} lacks "few", "many", "two", "zero", which Arabic needs`,
    ])
    expect(arabic({ id: plural, str: arabicPlural(allArabic.replace('zero', '=0')) }).errors).toEqual([])
  })

  it('fails on a category the language does not use', () => {
    expect(english({ id: plural, str: '{count, plural, zero {No cars} one {# car} other {# cars}}' }).errors).toEqual([
      `locales/en/messages.po:${firstLine}: "${plural}": the plural of {count} has "zero", which English does not use (it uses "one", "other")`,
    ])
  })

  it('fails on a translated choice key', () => {
    const id = '{kind, select, cash {Cash} other {Finance}}'
    expect(arabic({ id, str: '{kind, select, نقد {نقدًا} other {تمويل}}' }).errors).toEqual([
      `${file}:${firstLine}: ${JSON.stringify(id)}: the choice on {kind} has "نقد", which the source does not have; keep the English keys`,
      `${file}:${firstLine}: ${JSON.stringify(id)}: the choice on {kind} lacks "cash", which the source has`,
    ])
  })

  it('fails on an Arabic message left in English unless it is on the allow list', () => {
    expect(arabic({ id: 'Remove', str: 'Remove' }).errors).toEqual([
      `${file}:${firstLine}: "Remove": is still the English text; translate it`,
    ])
    expect(arabic({ id: 'Remove', str: '' }).errors).toEqual([`${file}:${firstLine}: "Remove": has no translation`])
    expect(english({ id: 'Remove', str: 'Remove', comment: 'Button' }).errors).toEqual([])
  })

  it('fails when the header lacks the language’s Plural-Forms', () => {
    const { ['Plural-Forms']: _dropped, ...header } = expectedHeaders.ar!
    expect(lintCatalogue(file, 'ar', catalogue('ar', [], header)).errors).toEqual([
      `${file}:1: the header needs "Plural-Forms: ${expectedHeaders.ar!['Plural-Forms']}\\n"`,
    ])
  })

  it('warns about a short message without a comment or a context for translators', () => {
    const { errors, warnings } = english(
      { id: 'To', str: 'To' },
      { id: 'From', str: 'From', comment: 'Lower end of the price range filter' },
      { id: 'Close', str: 'Close', context: 'menu button' },
      { id: 'Open', str: 'Open' },
      { id: 'We could not load your saved cars.', str: 'We could not load your saved cars.' },
    )
    expect(errors).toEqual([])
    expect(warnings).toEqual([
      `locales/en/messages.po:${firstLine}: "To": short message without a comment for translators; add \`comment\` where src/example.tsx writes it`,
      `locales/en/messages.po:${firstLine + 14}: "Open": short message without a comment for translators; add \`comment\` where src/example.tsx writes it`,
    ])
  })

  it('does not count Lingui’s own placeholder note as a comment for translators', () => {
    expect(english({ id: '{0} cars', str: '{0} cars', comment: 'placeholder {0}: list.length' }).warnings).toHaveLength(1)
  })

  it('finds no mistake in the landed catalogues (messages waiting for a translator are i18n:check’s to report)', () => {
    for (const locale of ['ar', 'en']) {
      const path = `locales/${locale}/messages.po`
      const { errors } = lintCatalogue(path, locale, readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8'))
      expect(errors.filter((error) => !error.endsWith(': has no translation'))).toEqual([])
    }
  })
})
