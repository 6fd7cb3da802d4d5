import { describe, expect, it } from 'vitest'
import { saudiCityOf } from '../contract/saudi-cities'
import { distanceKm, nearestBranch } from './nearest-branch'

const branches = [
  { id: 1, city: 'jeddah', lat: 21.5433, lng: 39.1728 },
  { id: 2, city: 'riyadh', lat: 24.7136, lng: 46.6753 },
  { id: 3, city: 'abha', lat: 18.2164, lng: 42.5053 },
  { id: 4, city: 'tabuk', lat: 28.3835, lng: 36.5662 },
]
const nearestTo = (slug: string) => nearestBranch(saudiCityOf(slug)!, branches)?.city

describe('nearestBranch', () => {
  it('measures great-circle distances in kilometres', () => {
    // Riyadh–Jeddah is about 850 km as the crow flies.
    expect(distanceKm(branches[1]!, branches[0]!)).toBeGreaterThan(840)
    expect(distanceKm(branches[1]!, branches[0]!)).toBeLessThan(860)
    expect(distanceKm(branches[2]!, branches[2]!)).toBe(0)
  })

  it('picks the branch nearest to a city', () => {
    expect(nearestTo('makkah')).toBe('jeddah')
    expect(nearestTo('dammam')).toBe('riyadh')
    expect(nearestTo('jazan')).toBe('abha')
    expect(nearestTo('al-ula')).toBe('tabuk')
    expect(nearestTo('buraydah')).toBe('riyadh')
    // As the crow flies: Hail is nearer to Tabuk (about 510 km) than to Riyadh (about 590 km).
    expect(nearestTo('hail')).toBe('tabuk')
  })

  it('keeps the earlier branch on a tie, and has none to pick from an empty list', () => {
    const twins = [
      { id: 7, lat: 24, lng: 46 },
      { id: 8, lat: 24, lng: 46 },
    ]
    expect(nearestBranch({ lat: 25, lng: 46 }, twins)?.id).toBe(7)
    expect(nearestBranch({ lat: 25, lng: 46 }, [])).toBeUndefined()
  })
})
