import { useRouteContext } from '@tanstack/react-router'
import type { Locale } from '../../../app.config'

/** The interface language of the page being shown, as the root route decided it. */
export function useLocale(): Locale {
  return useRouteContext({ from: '__root__', select: (context) => context.locale })
}

/**
 * The `{-$locale}` param for links: English pages link within `/en`, Arabic ones use the
 * canonical unprefixed paths.
 */
export function useLocaleParam(): 'en' | undefined {
  return useLocale() === 'en' ? 'en' : undefined
}
