import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { tanweenSlips } from './tanween'

const root = join(import.meta.dirname, '../../..')

describe('tanweenSlips', () => {
  it('names a bare form with the form the interface uses', () => {
    expect(tanweenSlips('والعرض ساري في جميع فروعنا')).toEqual([{ word: 'ساري', preferred: 'سارٍ' }])
    expect(tanweenSlips('يدفع شهريا أو نقدا')).toEqual([
      { word: 'شهريا', preferred: 'شهريًا' },
      { word: 'نقدا', preferred: 'نقدًا' },
    ])
  })

  it('sees a word joined to و or ب', () => {
    expect(tanweenSlips('شامل الضريبة وساري حتى نفاد الكمية')).toEqual([{ word: 'وساري', preferred: 'وسارٍ' }])
    expect(tanweenSlips('بساري')).toEqual([{ word: 'بساري', preferred: 'بسارٍ' }])
  })

  it('asks for one placement of the tanween', () => {
    expect(tanweenSlips('نقداً')).toEqual([{ word: 'نقداً', preferred: 'نقدًا' }])
    expect(tanweenSlips('شهرياً')).toEqual([{ word: 'شهرياً', preferred: 'شهريًا' }])
  })

  it('leaves correct and related words alone', () => {
    const fine = 'العرض سارٍ، والقسط شهريًا أو نقدًا؛ رخصة سارية، العرض الساري، السعر الساري، مبلغ نقدي، سارية المفعول، نقدية، شهرية'
    expect(tanweenSlips(fine)).toEqual([])
  })
})

function seedSources(): { file: string; text: string }[] {
  const dir = join(root, 'src/server/db/seed')
  return readdirSync(dir)
    .filter((name) => /\.tsx?$/.test(name) && !name.includes('.test.'))
    .map((name) => ({ file: `seed/${name}`, text: readFileSync(join(dir, name), 'utf8') }))
}

/** Each Arabic translation of the interface, its continuation lines joined. */
function arabicTranslations(): { file: string; text: string }[] {
  const lines = readFileSync(join(root, 'locales/ar/messages.po'), 'utf8').split('\n')
  const found: { file: string; text: string }[] = []
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i]!.startsWith('msgstr')) continue
    let text = lines[i]!.replace(/^msgstr(\[\d+\])?\s*/, '')
    while (lines[i + 1]?.startsWith('"')) text += lines[++i]
    found.push({ file: `messages.po:${i + 1}`, text })
  }
  return found
}

describe('tanween in Arabic content', () => {
  it('reads every seed file and translation it checks', () => {
    expect(seedSources().map((s) => s.file)).toContain('seed/offers-data.ts')
    expect(arabicTranslations().length).toBeGreaterThan(500)
  })

  it('is written as the interface writes it in seed content and translations', () => {
    const slips = [...seedSources(), ...arabicTranslations()].flatMap(({ file, text }) =>
      tanweenSlips(text).map((slip) => `${file}: ${slip.word} → ${slip.preferred}`),
    )
    expect(slips).toEqual([])
  })
})
