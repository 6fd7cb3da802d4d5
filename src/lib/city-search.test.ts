import { describe, expect, it } from 'vitest'
import { saudiCities, saudiCityName, saudiCitySlugs } from '../contract/saudi-cities'
import { citySlugs } from '../contract/values'
import { matchCities } from './city-search'

const found = (query: string) => matchCities(saudiCities, query).map((city) => city.slug)

describe('Saudi cities', () => {
  it('hold the thirteen regions’ capitals, the branches’ four cities and at least fifty in all, each slug once', () => {
    expect(saudiCities.filter((city) => 'capital' in city)).toHaveLength(13)
    for (const slug of citySlugs) expect(saudiCitySlugs).toContain(slug)
    expect(saudiCities.length).toBeGreaterThanOrEqual(50)
    expect(new Set(saudiCitySlugs).size).toBe(saudiCities.length)
    // The route tree checks URLs against the slugs alone (saudi-city-slugs.ts): the same list, in order.
    expect(saudiCities.map((city) => city.slug)).toEqual([...saudiCitySlugs])
  })

  it('lie inside the Kingdom, with an Arabic and an English name', () => {
    for (const city of saudiCities) {
      expect(city.lat, city.slug).toBeGreaterThan(16)
      expect(city.lat, city.slug).toBeLessThan(32.2)
      expect(city.lng, city.slug).toBeGreaterThan(34.5)
      expect(city.lng, city.slug).toBeLessThan(55.7)
      expect(city.ar, city.slug).toMatch(/^[\u0600-\u06ff ]+$/)
      expect(city.en, city.slug).toMatch(/^[A-Za-z' ]+$/)
    }
    expect(saudiCityName('dammam', 'ar')).toBe('الدمام')
    expect(saudiCityName('dammam', 'en')).toBe('Dammam')
  })
})

describe('matchCities', () => {
  it('finds a city by either name, whatever the case, spaces or hyphens', () => {
    expect(found('Dammam')).toEqual(['dammam'])
    expect(found('dammam')).toEqual(['dammam'])
    expect(found('الدمام')).toEqual(['dammam'])
    expect(found('hafar al-batin')).toEqual(['hafar-al-batin'])
    expect(found('KHAMIS')).toEqual(['khamis-mushait'])
  })

  it('reads Arabic spellings alike: without the article, hamza forms, taa marbuta, alef maqsura', () => {
    expect(found('دمام')).toEqual(['dammam'])
    expect(found('ابها')).toEqual(['abha'])
    expect(found('جده')).toEqual(['jeddah'])
    expect(found('مكه')).toEqual(['makkah'])
    expect(found('الاحساء')).toEqual(['al-ahsa'])
  })

  it('lists every city for an empty query and none for an unknown name', () => {
    expect(found('  ')).toHaveLength(saudiCities.length)
    expect(found('Dubai')).toEqual([])
  })
})
