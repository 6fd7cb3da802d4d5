import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { PageShell } from '../../components/layout/page-shell'
import { pageHead } from '../../lib/page-head'

export const Route = createFileRoute('/{-$locale}/faqs')({
  head: ({ match }) => pageHead(match.context, msg`Frequently asked questions`, msg`Quick answers about buying, financing, delivery and after-sales service.`),
  component: FaqsPage,
})

function FaqsPage() {
  const { t } = useLingui()
  return <PageShell title={t`Frequently asked questions`} lead={t`Quick answers about buying, financing, delivery and after-sales service.`} />
}
