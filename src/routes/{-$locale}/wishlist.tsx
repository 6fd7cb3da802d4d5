import { createFileRoute } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { PageShell } from '../../components/layout/page-shell'
import { pageHead } from '../../lib/page-head'
import { Wishlist } from '../../features/catalogue/components/wishlist'

export const Route = createFileRoute('/{-$locale}/wishlist')({
  head: ({ match }) => pageHead(match.context, msg`Favorites`, msg`The cars you saved to order later.`),
  component: WishlistPage,
})

function WishlistPage() {
  const { t } = useLingui()
  return (
    <PageShell title={t`Favorites`} lead={t`The cars you saved to order later.`}>
      <Wishlist />
    </PageShell>
  )
}
