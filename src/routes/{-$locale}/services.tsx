import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { PageShell } from '../../components/layout/page-shell'
import { pageHead } from '../../lib/page-head'

export const Route = createFileRoute('/{-$locale}/services')({
  head: ({ match }) => pageHead(match.context, msg`Services`, msg`Sales, finance, trade-in, registration and after-sales care under one roof.`),
  component: ServicesPage,
})

function ServicesPage() {
  const { t } = useLingui()
  return <PageShell title={t`Services`} lead={t`Sales, finance, trade-in, registration and after-sales care under one roof.`} />
}
