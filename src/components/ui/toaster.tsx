import { lazy, Suspense, useEffect } from 'react'
import { ClientOnly } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { appConfig } from '../../../app.config'
import { directionOf } from '../../lib/i18n/locale'
import { useLocale } from '../../lib/i18n/use-locale'
import { loadNotificationLibrary, markToasterReady } from '../../lib/notify'

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

/**
 * Where `notifySuccess`/`notifyError` appear. Mounted once, by the site layout, in the browser
 * only: it has nothing to show in the server's HTML, and its code loads after the page's.
 */
export function AppToaster() {
  return (
    <ClientOnly>
      <Suspense fallback={null}>
        <LocalizedToaster />
        <ToasterReady />
      </Suspense>
    </ClientOnly>
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
