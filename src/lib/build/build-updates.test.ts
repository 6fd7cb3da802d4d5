import { describe, expect, it, vi } from 'vitest'
import { isNewerBuild } from './build-info'
import { createBuildUpdates } from './build-updates'
import type { ReloadGuard } from './reload-guard'

const current = { id: 'abc-1', builtAt: 1_000 }
const newer = { id: 'def-2', builtAt: 2_000 }

function setup(allow = true) {
  const claimed: string[] = []
  const guard: ReloadGuard = {
    claim: (path) => {
      claimed.push(path)
      return allow
    },
  }
  const fullLoad = vi.fn()
  return { updates: createBuildUpdates({ current, guard, fullLoad }), fullLoad, claimed }
}

const market = { href: 'https://cars.example.sa/en/market?brand=2#top', path: '/en/market?brand=2' }

describe('isNewerBuild', () => {
  it('accepts another build made at the same time or later, never an older one', () => {
    expect(isNewerBuild(current, current)).toBe(false)
    expect(isNewerBuild(current, newer)).toBe(true)
    expect(isNewerBuild(current, { id: 'xyz', builtAt: 1_000 })).toBe(true)
    expect(isNewerBuild(newer, current)).toBe(false)
  })
})

describe('build updates', () => {
  it('leaves navigations in the app while the build is current', () => {
    const { updates, fullLoad } = setup()
    expect(updates.latestBuildReported(current)).toBe(false)
    expect(updates.navigating('/en', market)).toBe(false)
    expect(fullLoad).not.toHaveBeenCalled()
  })

  it('turns the next navigation into a full load of its target once a newer build is reported', () => {
    const { updates, fullLoad, claimed } = setup()
    expect(updates.latestBuildReported(newer)).toBe(true)
    expect(updates.navigating('/en', market)).toBe(true)
    expect(fullLoad).toHaveBeenCalledWith(market.href)
    expect(claimed).toEqual(['/en/market?brand=2'])
  })

  it('ignores an older build reported as latest', () => {
    const { updates } = setup()
    expect(updates.latestBuildReported({ id: 'old', builtAt: 10 })).toBe(false)
    expect(updates.outdated).toBe(false)
  })

  it('keeps moves within the same page in the app', () => {
    const { updates, fullLoad } = setup()
    updates.latestBuildReported(newer)
    expect(updates.navigating('/en/market?brand=2', { href: `${market.href}-2`, path: market.path })).toBe(false)
    expect(fullLoad).not.toHaveBeenCalled()
  })

  it('lets the navigation go ahead in the app when the guard refuses a reload', () => {
    const { updates, fullLoad } = setup(false)
    updates.latestBuildReported(newer)
    expect(updates.navigating('/en', market)).toBe(false)
    expect(fullLoad).not.toHaveBeenCalled()
  })

  it('reloads the page being built when one of its assets fails', () => {
    const { updates, fullLoad } = setup()
    expect(updates.assetFailed(market)).toBe(true)
    expect(fullLoad).toHaveBeenCalledWith(market.href)
  })

  it('counts a failure reported twice as one reload, not as a refused second one', () => {
    const { updates, fullLoad, claimed } = setup()
    expect(updates.assetFailed(market)).toBe(true)
    expect(updates.assetFailed(market)).toBe(true)
    expect(fullLoad).toHaveBeenCalledTimes(1)
    expect(claimed).toHaveLength(1)
  })

  it('after a failed preload, makes the next navigation a full load instead', () => {
    const { updates, fullLoad } = setup()
    expect(updates.assetFailed(null)).toBe(false)
    expect(fullLoad).not.toHaveBeenCalled()
    expect(updates.navigating('/en', market)).toBe(true)
    expect(fullLoad).toHaveBeenCalledWith(market.href)
  })
})
