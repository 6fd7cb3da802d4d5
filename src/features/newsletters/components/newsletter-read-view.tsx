import { useLingui } from '@lingui/react/macro'
import { LinkButton } from '../../../components/ui/link-button'
import type { NewsletterDetail } from '../../../contract/newsletters'
import { useLocaleParam } from '../../../lib/i18n/use-locale'
import { useNewsletterWhen } from './newsletter-history'
import { NewsletterCounts, NewsletterStateBadge } from './newsletter-figures'
import { NewsletterPreview } from './newsletter-preview'

/**
 * One newsletter as it went (decision 0091), read-only: its state, when and by whom, how many it
 * went to and how that went, and each language's mail as subscribers read it.
 */
export function NewsletterReadView({ detail }: { detail: NewsletterDetail }) {
  const { t } = useLingui()
  const localeParam = useLocaleParam()
  const whenOf = useNewsletterWhen()
  const { newsletter, body } = detail
  return (
    <div className="space-y-8" data-testid="newsletter-read-view">
      <div className="flex flex-wrap items-center gap-3">
        <NewsletterStateBadge state={newsletter.state} />
        <p className="text-ink-soft">{whenOf(newsletter)}</p>
      </div>
      <NewsletterCounts newsletter={newsletter} />
      <div className="grid gap-6 lg:grid-cols-2">
        <NewsletterPreview locale="ar" label={t`The mail in Arabic`} subject={newsletter.subject.ar} body={body.ar} emptyText="" />
        <NewsletterPreview locale="en" label={t`The mail in English`} subject={newsletter.subject.en} body={body.en} emptyText="" />
      </div>
      <LinkButton to="/{-$locale}/staff/newsletters" params={{ locale: localeParam }} variant="outline">
        {t({ message: 'All newsletters', comment: 'Newsletter page: link back to the newsletters page' })}
      </LinkButton>
    </div>
  )
}
