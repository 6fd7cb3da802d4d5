import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { PageShell } from '../../components/layout/page-shell'
import { pageHead } from '../../lib/page-head'

export const Route = createFileRoute('/{-$locale}/terms')({
  head: ({ match }) => pageHead(match.context, msg`Terms and conditions`, msg`The terms that apply when you browse our site and place a purchase order.`),
  component: TermsPage,
})

function TermsPage() {
  const { t } = useLingui()
  return <PageShell title={t`Terms and conditions`} lead={t`The terms that apply when you browse our site and place a purchase order.`} />
}
