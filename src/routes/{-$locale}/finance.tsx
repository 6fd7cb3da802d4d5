import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { PageShell } from '../../components/layout/page-shell'
import { pageHead } from '../../lib/page-head'

export const Route = createFileRoute('/{-$locale}/finance')({
  head: ({ match }) => pageHead(match.context, msg`Finance`, msg`Drive now and pay in instalments through our accredited partner banks and finance companies.`),
  component: FinancePage,
})

function FinancePage() {
  const { t } = useLingui()
  return <PageShell title={t`Finance`} lead={t`Drive now and pay in instalments through our accredited partner banks and finance companies.`} />
}
