import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '../../../app.config'
import { fetchNewsletter, fetchNewsletters } from './newsletters.functions'

/** How often the list is asked again while a newsletter is being sent. */
const sendingPollMs = 3_000

export const newslettersQuery = (locale: Locale) =>
  queryOptions({
    queryKey: ['staff', 'newsletters', locale],
    queryFn: () => fetchNewsletters({ data: { locale } }),
    staleTime: 0,
    // Polls only while something is on its way; a finished or scheduled list stays still.
    refetchInterval: (query) =>
      query.state.data?.newsletters.some((newsletter) => newsletter.state === 'sending') ? sendingPollMs : false,
  })

export const newsletterQuery = (locale: Locale, id: string) =>
  queryOptions({
    queryKey: ['staff', 'newsletters', locale, id],
    queryFn: () => fetchNewsletter({ data: { locale, id } }),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.newsletter.state === 'sending' ? sendingPollMs : false),
  })
