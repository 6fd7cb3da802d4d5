import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '../../../app.config'
import { fetchStaffAccounts } from './staff-accounts.functions'

/** Under `staff`: every staff query is dropped from the tab's cache at sign-out. */
export const staffAccountsQuery = (locale: Locale) =>
  queryOptions({ queryKey: ['staff', 'accounts', locale], queryFn: () => fetchStaffAccounts({ data: { locale } }), staleTime: 0 })
