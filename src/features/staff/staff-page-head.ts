import type { MessageDescriptor } from '@lingui/core'
import { pageHead, type HeadContext } from '../../lib/page-head'

/** A staff page's head: its title, and never in a search engine's index. */
export function staffPageHead(context: HeadContext, title: MessageDescriptor) {
  const head = pageHead(context, title)
  return { ...head, meta: [...head.meta, { name: 'robots', content: 'noindex, nofollow' }] }
}
