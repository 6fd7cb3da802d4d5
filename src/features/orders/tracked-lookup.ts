import type { TrackOrderInput } from '../../contract/orders'
import { readSession, writeSession } from '../../lib/forms/session-store'

const key = 'track-order:last'

const sameReference = (a: string, b: string) => a.replace(/\s+/g, '').toUpperCase() === b.replace(/\s+/g, '').toUpperCase()

/**
 * The last order looked up in this tab, mobile included, in the tab's sessionStorage: the
 * language switch is a full page load that loses the history entry the mobile travels in
 * (decision 0043), and the English or Arabic page should show the same order. Never in an
 * address, never sent anywhere, gone with the tab.
 */
export function keepTrackedLookup(lookup: TrackOrderInput): void {
  writeSession(key, { reference: lookup.reference, phone: lookup.phone })
}

/** The mobile of the last look-up when it was for `reference`, else undefined. */
export function keptPhoneFor(reference: string): string | undefined {
  const kept = readSession<{ reference?: unknown; phone?: unknown }>(key)
  if (!reference.trim() || typeof kept?.reference !== 'string' || typeof kept.phone !== 'string') return undefined
  return sameReference(kept.reference, reference) ? kept.phone : undefined
}
