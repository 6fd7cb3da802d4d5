import { isNewerBuild, type BuildDescriptor } from './build-info'
import type { ReloadGuard } from './reload-guard'

/** Where a navigation or a page is going: `path` (pathname + search) is what the guard counts. */
export type Target = { href: string; path: string }

/**
 * What happens once this page's code is out of date — a newer build exists, or one of our lazy
 * scripts or stylesheets failed to load because a deploy removed it (spec sections 4 and 8):
 * the next in-app navigation becomes a full page load of its target, and an asset that fails
 * while a page is being put together reloads that page at once. The reload guard has the last
 * word, so nothing can loop.
 */
export function createBuildUpdates({
  current,
  guard,
  fullLoad,
}: {
  current: BuildDescriptor
  guard: ReloadGuard
  /** Loads `href` from the server as a new document. */
  fullLoad: (href: string) => void
}) {
  let outdated = false
  let leaving = false

  const reload = (target: Target): boolean => {
    // One failure is often reported twice (the element's error and the loader's); the page is
    // already on its way out, and asking the guard again would wrongly read as a refusal.
    if (leaving) return true
    if (!guard.claim(target.path)) return false
    leaving = true
    fullLoad(target.href)
    return true
  }

  return {
    get outdated() {
      return outdated
    },

    /** Returns true when `latest` replaces the running build. */
    latestBuildReported(latest: BuildDescriptor): boolean {
      if (isNewerBuild(current, latest)) outdated = true
      return outdated
    },

    /**
     * Before an in-app navigation. Returns true when it became a full load, and the in-app
     * navigation must not go ahead. Moves within one page (e.g. to an anchor) stay in the app.
     */
    navigating(fromPath: string, to: Target): boolean {
      if (!outdated || fromPath === to.path) return false
      return reload(to)
    },

    /**
     * A lazy script or stylesheet of ours did not load. While a page is being built (`page` is
     * where it is going) that page reloads now; otherwise, e.g. a link preloaded on hover, the
     * next navigation will be a full load. Returns true when a reload started or is under way.
     */
    assetFailed(page: Target | null): boolean {
      outdated = true
      return page ? reload(page) : false
    },
  }
}

export type BuildUpdates = ReturnType<typeof createBuildUpdates>
