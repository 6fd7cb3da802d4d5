import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { PageShell } from '../../components/layout/page-shell'
import { pageHead } from '../../lib/page-head'

export const Route = createFileRoute('/{-$locale}/cars')({
  head: ({ match }) => pageHead(match.context, msg`Cars`, msg`Our catalogue by brand, model and trim, with prices including VAT.`),
  component: CarsPage,
})

function CarsPage() {
  const { t } = useLingui()
  return <PageShell title={t`Cars`} lead={t`Our catalogue by brand, model and trim, with prices including VAT.`} />
}
