/**
 * One fixture per mistake a translator makes (scripts/translations/fixtures/*.po), each checked
 * the way `npm run i18n:check` checks a catalogue: the verdict, the file, the line and the sentence.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { lintCatalogue } from './catalogue-lint.ts'
import { catalogueDifferences, staleSentence } from './stale.ts'

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8')
const check = (name: string) => lintCatalogue(`fixtures/${name}`, 'ar', fixture(name)).errors

describe('translator check fixtures', () => {
  it('fails a changed figure (١٥ for 10) and passes the same figure in Arabic-Indic digits', () => {
    expect(check('changed-figure.po')).toEqual([
      'fixtures/changed-figure.po:10: "The code expires in 10 minutes.": shows the figure 15, which the source does not have and leaves out 10, which the source has; numbers must match the English text (Latin 0–9 or Arabic-Indic ٠–٩ digits both count)',
    ])
  })

  it('names a placeholder quoted in apostrophes instead of reporting it as dropped', () => {
    expect(check('quoted-placeholder.po')).toEqual([
      `fixtures/quoted-placeholder.po:9: "Welcome, {name}.": puts {name} between apostrophes ('{name}'), which shows the letters "{name}" instead of the value; remove the apostrophes, or quote with « » or ‘ ’`,
    ])
  })

  it('names the Arabic comma inside plural syntax instead of a parser column', () => {
    expect(check('arabic-comma.po')).toEqual([
      'fixtures/arabic-comma.po:9: "{count, plural, one {# car} other {# cars}}": uses the Arabic comma ، inside the plural or choice syntax; after {count and after plural (or select) write the Latin comma "," as in the English text, and keep ، only inside the braces of each form',
    ])
  })

  it('reports an unescaped double quote with its file and line, never a stack trace', () => {
    expect(() => check('unescaped-quote.po')).not.toThrow()
    expect(check('unescaped-quote.po')).toEqual([
      'fixtures/unescaped-quote.po:9: this line has a double quote (") inside the text that is not written as \\"; write \\" for each quote inside the text, or use the quotation marks « » or “ ”',
    ])
  })

  it('reports a variant the glossary avoids with the preferred term, and SUV’s only where the source says SUV', () => {
    expect(check('banned-term.po')).toEqual([
      'fixtures/banned-term.po:10: "Verification code": says "رمز التحقق" where the glossary (locales/glossary.json, "verification-code") says "رمز التأكيد"; use "رمز التأكيد"',
      'fixtures/banned-term.po:15: "SUV": says "دفع رباعي" where the glossary (locales/glossary.json, "suv") says "SUV"; use "SUV"',
    ])
  })

  it('passes a correct file re-wrapped and re-ordered by msgcat, message by message', () => {
    const rewrapped = fixture('rewrapped.po')
    expect(rewrapped).not.toEqual(fixture('as-extracted.po'))
    expect(catalogueDifferences(rewrapped, fixture('as-extracted.po'))).toEqual([])
    expect(check('rewrapped.po')).toEqual([])
  })

  it('still finds a catalogue that lacks a message the code has, or keeps one it dropped', () => {
    const extracted = fixture('as-extracted.po')
    const current = fixture('rewrapped.po').replace(
      /#: src\/components\/layout\/footer.tsx\nmsgid "Important links"\nmsgstr "روابط مهمة"\n/,
      '',
    )
    const differences = catalogueDifferences(current, extracted)
    expect(differences).toEqual(['"Important links" is new in the code'])
    expect(catalogueDifferences(extracted, current)).toEqual(['"Important links" is no longer in the code'])
    expect(staleSentence('locales/ar/messages.po', differences)).toBe(
      'locales/ar/messages.po is out of date ("Important links" is new in the code): a developer runs `npm run i18n:extract`, then translate and commit.',
    )
    const renoted = extracted.replace('#. Track page: the field', '#. Track page: the box')
    expect(catalogueDifferences(renoted, extracted)).toHaveLength(1)
  })
})
