/**
 * The one way to tell the visitor that something happened: short, already-translated texts shown
 * by the layout's toaster (see components/ui/toaster.tsx) and announced to screen readers.
 *
 * The notification library is not part of a page's load: nothing is shown until the visitor acts,
 * so the toaster mounts (and the library loads) at the first notification or the visitor's first
 * touch or key, whichever comes first (`wantToaster`). Mounted with the page, the library's
 * stylesheet, which it inserts itself, made the browser restyle the whole document during
 * start-up (decision 0065). A notification raised before the toaster has mounted waits for it
 * instead of being lost.
 */
export type NotifyOptions = {
  /** A second line, e.g. the car the message is about. */
  description?: string
  /** Replaces a notification with the same id instead of stacking another one. */
  id?: string
  /** One button in the notification, e.g. to undo what was just done. */
  action?: { label: string; onClick: () => void }
}

let library: Promise<typeof import('sonner')> | undefined

/** Sonner, loaded on first use and shared by the toaster and every notification. */
export function loadNotificationLibrary(): Promise<typeof import('sonner')> {
  library ??= import('sonner')
  return library
}

let toasterWanted = false
const toasterWantedListeners = new Set<() => void>()

/** Asks the layout to mount the toaster; once asked, it stays. */
export function wantToaster(): void {
  if (toasterWanted) return
  toasterWanted = true
  for (const listener of toasterWantedListeners) listener()
}

export function isToasterWanted(): boolean {
  return toasterWanted
}

export function subscribeToasterWanted(listener: () => void): () => void {
  toasterWantedListeners.add(listener)
  return () => toasterWantedListeners.delete(listener)
}

let markReady: () => void = () => undefined
const toasterReady = new Promise<void>((resolve) => {
  markReady = resolve
})

/** Called by the toaster once it listens, so queued notifications are shown, not dropped. */
export function markToasterReady(): void {
  markReady()
}

function show(kind: 'success' | 'error', message: string, options: NotifyOptions): void {
  wantToaster()
  void Promise.all([loadNotificationLibrary(), toasterReady]).then(([{ toast }]) => {
    toast[kind](message, options)
  })
}

export function notifySuccess(message: string, options: NotifyOptions = {}): void {
  show('success', message, options)
}

export function notifyError(message: string, options: NotifyOptions = {}): void {
  show('error', message, options)
}
