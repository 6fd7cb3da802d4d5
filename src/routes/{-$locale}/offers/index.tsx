import { createFileRoute } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { PageShell } from '../../../components/layout/page-shell'
import { LinkButton } from '../../../components/ui/link-button'
import { listImagePriority } from '../../../components/ui/image-priority'
import { pageHead } from '../../../lib/page-head'
import { useLocale, useLocaleParam } from '../../../lib/i18n/use-locale'
import { offersQuery } from '../../../features/content/content.queries'
import { OfferCard } from '../../../features/content/components/offer-card'

export const Route = createFileRoute('/{-$locale}/offers/')({
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(offersQuery(context.locale))
  },
  head: ({ match }) => pageHead(match.context, msg`Offers`, msg`Current offers on new cars, for a limited time.`),
  component: OffersPage,
})

function OffersPage() {
  const { t } = useLingui()
  const locale = useLocale()
  const { data: offers } = useSuspenseQuery(offersQuery(locale))
  return (
    <PageShell title={t`Offers`} lead={t`Current offers on new cars, for a limited time.`}>
      {offers.items.length === 0 ? (
        <NoOffers />
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="offer-list">
          {offers.items.map((offer, index) => (
            <li key={offer.id}>
              <OfferCard offer={offer} priority={listImagePriority(index, 3)} />
            </li>
          ))}
        </ul>
      )}
    </PageShell>
  )
}

function NoOffers() {
  const { t } = useLingui()
  const locale = useLocaleParam()
  return (
    <div className="rounded-2xl border border-dashed border-line bg-surface px-6 py-14 text-center">
      <h2 className="text-xl font-bold text-ink">{t`No offers right now`}</h2>
      <p className="mx-auto mt-2 max-w-md text-ink-soft">{t`New offers are published every month. Meanwhile, every car in our market is priced with VAT included.`}</p>
      <LinkButton to="/{-$locale}/market" params={{ locale }} className="mt-6">
        {t`Browse cars`}
      </LinkButton>
    </div>
  )
}
