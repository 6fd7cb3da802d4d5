import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { PageShell } from '../../components/layout/page-shell'
import { pageHead } from '../../lib/page-head'

export const Route = createFileRoute('/{-$locale}/market')({
  head: ({ match }) => pageHead(match.context, msg`Market`, msg`Search and filter every car we sell by brand, model, price, year and more.`),
  component: MarketPage,
})

function MarketPage() {
  const { t } = useLingui()
  return <PageShell title={t`Market`} lead={t`Search and filter every car we sell by brand, model, price, year and more.`} />
}
