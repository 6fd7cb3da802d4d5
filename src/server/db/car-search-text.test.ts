import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { carSearchText, searchTextRuleVersion } from './car-search-text.ts'
import { buildDemoCars } from './seed/build-cars.ts'
import { catalogueBrands } from './seed/catalogue-data.ts'

describe('the search text rule', () => {
  it('stores a Land Cruiser so "لاندكروزر" and "land cruiser" both find it', () => {
    const text = carSearchText({
      brandEn: 'Toyota',
      brandAr: 'تويوتا',
      modelEn: 'Land Cruiser',
      modelAr: 'لاند كروزر',
      trimEn: 'GXR',
      trimAr: 'GXR',
      year: 2026,
    })
    expect(text).toContain(' لاندكروزر ')
    expect(text).toContain(' land cruiser ')
    expect(text).toContain(' 2026 ')
  })

  it('has its version raised whenever what it stores changes, so existing databases are rewritten (decision 0067)', () => {
    const texts = buildDemoCars(catalogueBrands).map((car) => car.car.searchText)
    const fingerprint = createHash('sha256').update(texts.join('\n')).digest('hex').slice(0, 16)
    // A new fingerprint means the rule (or the demo names) changed: raise searchTextRuleVersion and
    // record both here. Raising it for a change of names alone costs one needless rewrite at start.
    expect({ version: searchTextRuleVersion, fingerprint }).toEqual({ version: 2, fingerprint: '56077a3bed64ce69' })
  })
})
