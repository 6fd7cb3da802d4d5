import type { AnyRouter, BlockerFn } from '@tanstack/react-router'
import { appConfig } from '../../../app.config'
import { createBuildCheckScheduler } from './build-check-scheduler'
import { buildDescriptorSchema, currentBuild, latestBuildPath, type BuildDescriptor } from './build-info'
import { createBuildUpdates, type Target } from './build-updates'
import { createReloadGuard } from './reload-guard'

/**
 * The browser side of build updates (spec section 4): asks the server for the latest build,
 * turns the next in-app navigation into a full page load once this build is outdated, and
 * reloads a page whose lazy scripts or stylesheets fail to load. The decisions themselves live
 * in build-updates.ts, reload-guard.ts and build-check-scheduler.ts.
 */

function targetOf(href: string): Target {
  const url = new URL(href, window.location.href)
  return { href: url.href, path: `${url.pathname}${url.search}` }
}

function fullLoad(href: string): void {
  // Assigning the address already shown would only scroll when it has a #fragment.
  if (href === window.location.href) window.location.reload()
  else window.location.assign(href)
}

async function fetchLatestBuild(): Promise<BuildDescriptor | null> {
  // The timestamp gets past any cache that ignores no-store.
  const response = await fetch(`${latestBuildPath}?t=${Date.now()}`, { cache: 'no-store', headers: { Accept: 'application/json' } })
  if (!response.ok) return null
  const parsed = buildDescriptorSchema.safeParse(await response.json())
  return parsed.success ? parsed.data : null
}

/** An element that loads one of our own scripts or stylesheets. */
function isOwnAsset(target: EventTarget | null): boolean {
  let address: string | undefined
  if (target instanceof HTMLScriptElement) address = target.src
  else if (target instanceof HTMLLinkElement && /\b(stylesheet|modulepreload|preload)\b/.test(target.rel)) address = target.href
  if (!address) return false
  return new URL(address, window.location.href).origin === window.location.origin
}

let installed = false

export function installBuildWatcher(router: AnyRouter): void {
  // The dev server has no builds to compare and reloads modules by itself.
  if (installed || import.meta.env.DEV) return
  installed = true

  const updates = createBuildUpdates({
    current: currentBuild,
    guard: createReloadGuard({ storage: () => window.sessionStorage, windowMs: appConfig.build.reloadGuardMs }),
    fullLoad,
  })

  const beforeNavigation: BlockerFn = ({ currentLocation, nextLocation, action }) => {
    const wentFull = updates.navigating(targetOf(currentLocation.href).path, targetOf(nextLocation.href))
    // Back and forward have already changed the address, so the reload loads the right page;
    // blocking them would make the history step back again underneath it.
    return wentFull && (action === 'PUSH' || action === 'REPLACE')
  }
  router.history.block({ blockerFn: beforeNavigation, enableBeforeUnload: false })

  // Until the first page has rendered, and during every navigation, a missing asset breaks the
  // page being built; at other times it was only a preload.
  let rendered = false
  const markRendered = () => {
    rendered = true
  }
  router.subscribe('onRendered', markRendered)
  router.subscribe('onResolved', markRendered)
  const pageBeingBuilt = (): Target | null => (!rendered || router.state.status === 'pending' ? targetOf(window.location.href) : null)

  window.addEventListener('vite:preloadError', (event) => {
    const page = pageBeingBuilt()
    // The guard refused: this page was reloaded moments ago and the asset is still missing. Let
    // the import settle empty instead of failing, or the router would start a reload of its own
    // past the guard; the page shows its error view instead.
    if (!updates.assetFailed(page) && page) event.preventDefault()
  })
  window.addEventListener(
    'error',
    (event) => {
      if (isOwnAsset(event.target)) updates.assetFailed(pageBeingBuilt())
    },
    // Load errors of elements do not bubble; only a capturing listener on the window sees them.
    true,
  )

  const scheduler = createBuildCheckScheduler({
    intervalMs: appConfig.build.checkIntervalMs,
    check: async () => {
      const latest = await fetchLatestBuild()
      return latest && updates.latestBuildReported(latest) ? 'done' : 'continue'
    },
  })
  document.addEventListener('visibilitychange', () => scheduler.visibilityChanged(document.visibilityState === 'hidden'))
  scheduler.visibilityChanged(document.visibilityState === 'hidden')
  scheduler.start()
}
