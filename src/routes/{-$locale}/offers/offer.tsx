import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { PageShell } from '../../../components/layout/page-shell'
import { pageHead } from '../../../lib/page-head'

export const Route = createFileRoute('/{-$locale}/offers/offer')({
  head: ({ match }) => pageHead(match.context, msg`Offer details`, msg`The cars, terms and validity of this offer.`),
  component: OfferPage,
})

function OfferPage() {
  const { t } = useLingui()
  return <PageShell title={t`Offer details`} lead={t`The cars, terms and validity of this offer.`}
      trail={[{ to: '/{-$locale}/offers', label: t`Offers` }]} />
}
