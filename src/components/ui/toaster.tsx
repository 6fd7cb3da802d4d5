import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react'
import { useLingui } from '@lingui/react/macro'
import { appConfig } from '../../../app.config'
import { directionOf } from '../../lib/i18n/locale'
import { useLocale } from '../../lib/i18n/use-locale'
import { isToasterWanted, loadNotificationLibrary, markToasterReady, subscribeToasterWanted, wantToaster } from '../../lib/notify'

type Corner = 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right'

/**
 * The spec's corner is written for left-to-right pages; right-to-left pages get its mirror image,
 * so notifications keep to the header's end side, where the favourites and language controls sit
 * (docs/decisions/0010-notifications.md).
 */
export function toasterCorner(corner: Corner, dir: 'ltr' | 'rtl'): Corner {
  if (dir === 'ltr') return corner
  return corner.endsWith('right') ? (corner.replace('right', 'left') as Corner) : (corner.replace('left', 'right') as Corner)
}

const Toaster = lazy(async () => ({ default: (await loadNotificationLibrary()).Toaster }))

/** Rendered after the toaster, so its effect runs once the toaster is subscribed. */
function ToasterReady() {
  useEffect(() => markToasterReady(), [])
  return null
}

/** What makes a page want its toaster before any notification: the visitor's first touch or key. */
const firstInteractions = ['pointerdown', 'keydown'] as const

/**
 * Where `notifySuccess`/`notifyError` appear. Rendered once, by the site layout, and mounted in
 * the browser only when wanted (src/lib/notify.ts): at the first notification, or at the visitor's
 * first touch or key, so the screen readers' live region is usually there before the notice the
 * visitor's action brings.
 */
export function AppToaster() {
  const wanted = useSyncExternalStore(subscribeToasterWanted, isToasterWanted, () => false)
  useEffect(() => {
    if (wanted) return
    for (const type of firstInteractions) window.addEventListener(type, wantToaster, { capture: true, passive: true })
    return () => {
      for (const type of firstInteractions) window.removeEventListener(type, wantToaster, { capture: true })
    }
  }, [wanted])
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <LocalizedToaster />
      <ToasterReady />
    </Suspense>
  )
}

function LocalizedToaster() {
  const { t } = useLingui()
  const dir = directionOf(useLocale())
  return (
    <Toaster
      position={toasterCorner(appConfig.toast.position, dir)}
      dir={dir}
      duration={appConfig.toast.durationMs}
      visibleToasts={appConfig.toast.visibleToasts}
      // The header is sticky, so a notice at the window's top edge covered it: on a phone, where
      // notices take the full width, the whole header with its menu. They start below it.
      offset={{ top: 'calc(var(--site-header-height) + 0.75rem)' }}
      mobileOffset={{ top: 'calc(var(--site-header-height) + 0.5rem)' }}
      closeButton
      containerAriaLabel={t({
        message: 'Notifications',
        comment: 'Accessible name of the area where short notices pop up (read by screen readers)',
      })}
      toastOptions={{
        closeButtonAriaLabel: t({ message: 'Close notification', comment: 'Accessible name of the button that closes a pop-up notice' }),
      }}
      // The library's own font stack has no Arabic face; use the page's.
      style={{ fontFamily: 'inherit' }}
    />
  )
}
