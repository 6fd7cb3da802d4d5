import type { MessageDescriptor } from '@lingui/core'
import type { SitePageSlug } from '../../contract/content'
import { leadText } from '../../components/ui/content-blocks'
import { pageHead } from '../../lib/page-head'
import { sitePageQuery } from './content.queries'

type HeadContext = Parameters<typeof pageHead>[0]

/**
 * Head of a page whose text the dealer writes: its own title and first paragraph, or `fallback`
 * when the page could not be loaded (the error or 404 page is showing then).
 */
export function sitePageHead(context: HeadContext, slug: SitePageSlug, fallback: MessageDescriptor) {
  const page = context.queryClient.getQueryData(sitePageQuery(context.locale, slug).queryKey)
  return page ? pageHead(context, page.title, leadText(page.body)) : pageHead(context, fallback)
}
