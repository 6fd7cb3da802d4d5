import { describe, expect, it } from 'vitest'
import { intlWarmUpScript } from './intl-warm-up'
import { formatDate, formatNumber } from '../format'

type Made = { kind: string; locale: string; options?: Intl.DateTimeFormatOptions; formatted: number }

/** Runs the script as the browser would, with `document` and `Intl` standing in. */
function run(lang: string, intl: unknown = recordingIntl([])) {
  new Function('document', 'Intl', intlWarmUpScript())({ documentElement: { lang } }, intl)
}

function recordingIntl(made: Made[]) {
  const formatter = (kind: string) =>
    class {
      made: Made
      constructor(locale: string, options?: Intl.DateTimeFormatOptions) {
        this.made = { kind, locale, options, formatted: 0 }
        made.push(this.made)
      }
      format() {
        this.made.formatted++
        return ''
      }
    }
  return { NumberFormat: formatter('number'), DateTimeFormat: formatter('date') }
}

describe('the formatters’ warm-up script', () => {
  it.each([
    ['ar', 'ar-SA-u-nu-latn', 'ar-SA-u-nu-latn'],
    ['en', 'en-SA', 'en-GB'],
  ])('makes and uses, on a %s page, Lingui’s number format and the page’s own number and date formats', (lang, numberTag, dateTag) => {
    const made: Made[] = []
    run(lang, recordingIntl(made))
    expect(made.map(({ kind, locale }) => `${kind} ${locale}`)).toEqual([`number ${lang}`, `number ${numberTag}`, `date ${dateTag}`])
    expect(made.every(({ formatted }) => formatted === 1)).toBe(true)
    expect(made[2]!.options).toMatchObject({ timeZone: 'Asia/Riyadh', month: 'long' })
  })

  it('takes a page in another language for an Arabic one', () => {
    const made: Made[] = []
    run('fr', recordingIntl(made))
    expect(made.map(({ locale }) => locale)).toEqual(['ar', 'ar-SA-u-nu-latn', 'ar-SA-u-nu-latn'])
  })

  it('never stops the page where Intl fails', () => {
    const failing = {
      NumberFormat: class {
        constructor() {
          throw new RangeError('no locale data')
        }
      },
    }
    expect(() => run('ar', failing)).not.toThrow()
    expect(() => run('en', {})).not.toThrow()
  })

  it('runs with the real Intl, whose formats are the ones the page then uses', () => {
    expect(() => new Function('document', intlWarmUpScript())({ documentElement: { lang: 'ar' } })).not.toThrow()
    expect(formatNumber(1, 'ar')).toBe('1')
    expect(formatDate(new Date(0), 'en')).toBe('1 January 1970')
  })
})
