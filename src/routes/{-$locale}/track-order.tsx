import { createFileRoute, Link, useLocation, useNavigate } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import * as z from 'zod/mini'
import { optionalParam } from '../../lib/search-params'
import { pageHead } from '../../lib/page-head'
import { useLocaleParam } from '../../lib/i18n/use-locale'
import { PageShell } from '../../components/layout/page-shell'
import { TrackOrderForm } from '../../features/orders/components/track-order-form'
import type { TrackOrderInput } from '../../contract/orders'

/**
 * `?reference=` fills the reference (from the home page, or a link in a message). A reference of
 * digits only reaches the router as a number, so numbers are taken back as text.
 */
const referenceParam = z.pipe(
  z.union([z.string(), z.number()]),
  z.pipe(
    z.transform((value: string | number) => String(value)),
    z.string().check(z.maxLength(20)),
  ),
)

export const Route = createFileRoute('/{-$locale}/track-order')({
  validateSearch: z.object({ reference: optionalParam(referenceParam) }),
  head: ({ match }) => {
    const head = pageHead(
      match.context,
      msg`Track your order`,
      msg`Enter your order reference and the mobile number you ordered with to see where your order stands.`,
    )
    // A form with nothing to index: every answer needs a reference and a mobile (decision 0043).
    return { ...head, meta: [...head.meta, { name: 'robots', content: 'noindex' }] }
  },
  component: TrackOrderPage,
})

function TrackOrderPage() {
  const { t } = useLingui()
  const locale = useLocaleParam()
  const navigate = useNavigate()
  const { reference } = Route.useSearch()
  const handedOverPhone = useLocation({ select: (location) => location.state.trackPhone })

  // The look-up is kept in this history entry (the mobile outside the address), so coming back
  // from the car's page shows the order again.
  const remember = (lookup: TrackOrderInput) =>
    void navigate({
      to: '/{-$locale}/track-order',
      params: { locale },
      search: { reference: lookup.reference },
      state: (previous) => ({ ...previous, trackPhone: lookup.phone }),
      replace: true,
      resetScroll: false,
    })

  return (
    <PageShell
      title={t`Track your order`}
      lead={t`Enter your order reference and the mobile number you ordered with to see where your order stands.`}
    >
      <TrackOrderForm initialReference={reference} handedOverPhone={handedOverPhone} onTracked={remember} />
      <p className="mt-8 text-ink-soft">
        <Trans>
          No reference to hand, or several orders?{' '}
          <Link to="/{-$locale}/my-orders" params={{ locale }} className="font-medium text-brand-700 underline hover:no-underline">
            See all your orders in My orders
          </Link>{' '}
          with a code sent to your mobile.
        </Trans>
      </p>
    </PageShell>
  )
}
