import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { PageShell } from '../../components/layout/page-shell'
import { pageHead } from '../../lib/page-head'

export const Route = createFileRoute('/{-$locale}/jobs')({
  head: ({ match }) => pageHead(match.context, msg`Jobs`, msg`Join our team. See the open positions in our branches and apply online.`),
  component: JobsPage,
})

function JobsPage() {
  const { t } = useLingui()
  return <PageShell title={t`Jobs`} lead={t`Join our team. See the open positions in our branches and apply online.`} />
}
