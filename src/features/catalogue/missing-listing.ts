import { isNotFound, notFound } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import type { Locale } from '../../../app.config'
import type { ListingKind } from '../../contract/removed-listings'
import { missingListingQuery } from './cars.queries'

/**
 * Runs a car or offer page's loading; when its id finds nothing, loads what the "no longer
 * available" page shows (removed or never existed, and the cars to suggest) before the not-found
 * goes on to the route's notFoundComponent, so the server renders it whole.
 */
export async function loadListing(
  context: { queryClient: QueryClient; locale: Locale },
  kind: ListingKind,
  id: number,
  load: () => Promise<unknown>,
): Promise<void> {
  try {
    await load()
  } catch (error) {
    if (!isNotFound(error)) throw error
    await context.queryClient.ensureQueryData(missingListingQuery(context.locale, kind, id))
    throw notFound()
  }
}
