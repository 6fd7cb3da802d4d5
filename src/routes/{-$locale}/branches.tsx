import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { PageShell } from '../../components/layout/page-shell'
import { pageHead } from '../../lib/page-head'

export const Route = createFileRoute('/{-$locale}/branches')({
  head: ({ match }) => pageHead(match.context, msg`Branches`, msg`Visit our showrooms in Jeddah, Riyadh, Abha and Tabuk.`),
  component: BranchesPage,
})

function BranchesPage() {
  const { t } = useLingui()
  return <PageShell title={t`Branches`} lead={t`Visit our showrooms in Jeddah, Riyadh, Abha and Tabuk.`} />
}
