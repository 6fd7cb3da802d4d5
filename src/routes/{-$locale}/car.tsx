import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { PageShell } from '../../components/layout/page-shell'
import { pageHead } from '../../lib/page-head'

export const Route = createFileRoute('/{-$locale}/car')({
  head: ({ match }) => pageHead(match.context, msg`Car details`, msg`Prices, colours, features and specifications of the selected car.`),
  component: CarPage,
})

function CarPage() {
  const { t } = useLingui()
  return <PageShell title={t`Car details`} lead={t`Prices, colours, features and specifications of the selected car.`}
      trail={[{ to: '/{-$locale}/cars', label: t`Cars` }]} />
}
