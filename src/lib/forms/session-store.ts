/**
 * JSON in the tab's sessionStorage: it survives reloads and the language switch (a full page
 * load) but not the tab, and never leaves the browser. Reading or writing fails quietly (private
 * windows, storage full, no `window` while rendering on the server): the form then simply
 * starts empty.
 */
export function readSession<T>(key: string): T | undefined {
  try {
    const text = globalThis.sessionStorage?.getItem(key)
    return text ? (JSON.parse(text) as T) : undefined
  } catch {
    return undefined
  }
}

export function writeSession(key: string, value: unknown): void {
  try {
    globalThis.sessionStorage?.setItem(key, JSON.stringify(value))
  } catch {
    // Storage unavailable or full: the visitor keeps the page as it is, only a reload would lose it.
  }
}

export function removeSession(key: string): void {
  try {
    globalThis.sessionStorage?.removeItem(key)
  } catch {
    // See writeSession.
  }
}
