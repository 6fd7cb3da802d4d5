import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { PageShell } from '../../../components/layout/page-shell'
import { pageHead } from '../../../lib/page-head'

export const Route = createFileRoute('/{-$locale}/offers/')({
  head: ({ match }) => pageHead(match.context, msg`Offers`, msg`Current offers on new cars, for a limited time.`),
  component: OffersPage,
})

function OffersPage() {
  const { t } = useLingui()
  return <PageShell title={t`Offers`} lead={t`Current offers on new cars, for a limited time.`} />
}
