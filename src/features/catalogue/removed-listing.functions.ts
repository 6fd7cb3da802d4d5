import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import { withLocale } from '../../contract/common'
import { getRemovedListingInputSchema } from '../../contract/removed-listings'
import { getRemovedListingOperation, searchCarsOperation } from '../../contract/catalogue-api'
import { getDealerApi } from '../../dealer-api/client'
import { DealerApiError } from '../../lib/dealer-api-error'
import type { CarSummary } from '../../contract/catalogue'

export type MissingListing = {
  /** Whether it existed and was deleted (410), rather than never existed (404). */
  removed: boolean
  /** Cars like it when it was removed; the newest cars when nothing is known of it. */
  similar: CarSummary[]
}

/** What a car or offer page shows when its id finds nothing (decision 0056). */
export const fetchMissingListing = createServerFn({ method: 'GET' })
  .validator(z.object({ ...withLocale, ...getRemovedListingInputSchema.shape }))
  .handler(async ({ data: { locale, ...params } }): Promise<MissingListing> => {
    const api = getDealerApi()
    try {
      const removed = await api.call(getRemovedListingOperation, { locale, params })
      return { removed: true, similar: removed.similar }
    } catch (error) {
      if (!(error instanceof DealerApiError && error.status === 404)) throw error
    }
    const newest = await api.call(searchCarsOperation, { locale, query: { sort: 'newest', pageSize: 4 } })
    return { removed: false, similar: newest.items }
  })
