import { readSession, removeSession, writeSession } from './session-store'

/**
 * What a visitor typed into a form, kept in the tab's sessionStorage until the form succeeds, so
 * a failed request, a reload or the language switch (a full page load) loses nothing. Paths
 * listed in `omit` (a consent tick, a code) are never written: those are asked again.
 */
export type FormDraft<Values> = {
  read(): Partial<Values> | undefined
  save(values: Values): void
  clear(): void
}

export function formDraft<Values extends object>(formId: string, omit: readonly string[] = []): FormDraft<Values> {
  const storageKey = `form-draft:${formId}`
  return {
    read() {
      const kept = readSession<unknown>(storageKey)
      return kept && typeof kept === 'object' && !Array.isArray(kept) ? (kept as Partial<Values>) : undefined
    },
    save(values) {
      writeSession(storageKey, withoutPaths(values, omit))
    },
    clear() {
      removeSession(storageKey)
    },
  }
}

/** A copy of `values` without the dot-separated `paths`. */
export function withoutPaths<T extends object>(values: T, paths: readonly string[]): T {
  const copy = structuredClone(values) as Record<string, unknown>
  for (const path of paths) {
    const keys = path.split('.')
    let parent: Record<string, unknown> | undefined = copy
    for (const key of keys.slice(0, -1)) {
      const next: unknown = parent?.[key]
      parent = next && typeof next === 'object' ? (next as Record<string, unknown>) : undefined
    }
    if (parent) delete parent[keys.at(-1)!]
  }
  return copy as T
}

/**
 * Default values with a draft laid over them, field by field: a draft written by an older form
 * (a field since removed, another type) cannot put a value the form does not know into it. A
 * field the visitor has already changed (`current` differs from its default) keeps what they
 * typed: the draft is read once the page's script runs, and a visitor quick to the first field,
 * or a browser's autofill, gets there before it.
 */
export function mergeDraft<T extends object>(defaults: T, draft: unknown, current: T = defaults): T {
  const typed = current as Record<string, unknown>
  if (!draft || typeof draft !== 'object' || Array.isArray(draft)) return current
  const merged: Record<string, unknown> = { ...typed }
  for (const [key, value] of Object.entries(defaults as Record<string, unknown>)) {
    if (!Object.hasOwn(draft, key)) continue
    const kept = (draft as Record<string, unknown>)[key]
    if (value && typeof value === 'object' && !Array.isArray(value))
      merged[key] = mergeDraft(value as object, kept, (typed[key] ?? value) as object)
    else if (typeof kept === typeof value && sameValue(typed[key], value)) merged[key] = kept
  }
  return merged as T
}

const sameValue = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b)
