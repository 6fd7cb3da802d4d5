import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { NewsState } from '../../contract/news-states'

/** Each state's name, as the staff list's tabs and badges show it. */
export const newsStateLabels: Record<NewsState, MessageDescriptor> = {
  draft: msg({ message: 'Draft', comment: 'Staff news: state of an article saved but never shown on the site' }),
  scheduled: msg({ message: 'Scheduled', comment: 'Staff news: state of an article that appears on the site by itself at a set time' }),
  published: msg({ message: 'Published', context: 'news state', comment: 'Staff news: state of an article shown on the site' }),
  unpublished: msg({
    message: 'Unpublished',
    comment: 'Staff news: state of an article that was shown and taken down (visitors see “no longer available”)',
  }),
  deleted: msg({ message: 'Deleted', comment: 'Staff news: state of an article deleted by staff, restorable for 30 days' }),
}

/** The badge colours of each state. */
export const newsStateTone: Record<NewsState, string> = {
  draft: 'bg-surface text-ink border-line',
  scheduled: 'bg-accent-50 text-ink border-accent-500/40',
  published: 'bg-success/10 text-success border-success/30',
  unpublished: 'bg-white text-ink-soft border-line',
  deleted: 'bg-danger/10 text-danger border-danger/30',
}
