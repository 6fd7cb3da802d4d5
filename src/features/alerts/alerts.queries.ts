import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '../../../app.config'
import type { AlertList } from '../../contract/alerts'
import { PublicError } from '../../lib/errors'
import { fetchAlerts } from './alerts.functions'

/** The list, or why the link does not open one (said on the page, never an error page). */
export type AlertsLookup = { list: AlertList } | { problem: 'invalid' | 'rate_limited' | 'unavailable' }

/** One person's alerts, by the token of the link they followed. Not kept: removing one changes it. */
export function alertsQuery(locale: Locale, token: string) {
  return queryOptions({
    queryKey: ['alerts', locale, token],
    queryFn: async (): Promise<AlertsLookup> => {
      try {
        return { list: await fetchAlerts({ data: { locale, lookup: { token } } }) }
      } catch (error) {
        if (!(error instanceof PublicError)) throw error
        const status = error.status
        return { problem: status === 400 ? 'invalid' : status === 429 ? 'rate_limited' : 'unavailable' }
      }
    },
    staleTime: 0,
  })
}
