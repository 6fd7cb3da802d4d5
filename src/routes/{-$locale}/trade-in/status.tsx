import { createFileRoute, useLocation, useNavigate } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import * as z from 'zod/mini'
import { PageShell } from '../../../components/layout/page-shell'
import type { TrackOrderInput } from '../../../contract/orders'
import { pageHead } from '../../../lib/page-head'
import { useLocaleParam } from '../../../lib/i18n/use-locale'
import { optionalParam } from '../../../lib/search-params'
import { TradeInStatus } from '../../../features/trade-in/components/trade-in-status'

/** A reference of digits only reaches the router as a number: taken back as text. */
const referenceParam = z.pipe(z.union([z.string(), z.number()]), z.pipe(z.transform(String), z.string().check(z.maxLength(20))))

/** A request's estimate by reference and mobile (decision 0102); the mobile never goes into the address. */
export const Route = createFileRoute('/{-$locale}/trade-in/status')({
  validateSearch: z.object({ reference: optionalParam(referenceParam) }),
  head: ({ match }) => {
    const head = pageHead(
      match.context,
      msg({ message: 'Your car’s estimate', comment: 'Title of the page where a buyer sees the estimate of the car they trade in' }),
      msg`Enter your request reference and mobile number to see our estimate and until when it is valid.`,
    )
    // Nothing to index: every answer needs a private reference and a mobile (as order tracking, decision 0043).
    return { ...head, meta: [...head.meta, { name: 'robots', content: 'noindex' }] }
  },
  component: TradeInStatusPage,
})

function TradeInStatusPage() {
  const { t } = useLingui()
  const locale = useLocaleParam()
  const navigate = useNavigate()
  const { reference } = Route.useSearch()
  const handedOverPhone = useLocation({ select: (location) => location.state.trackPhone })
  // Kept in this history entry (the mobile outside the address), so coming back shows it again.
  const remember = (lookup: TrackOrderInput) =>
    void navigate({
      to: '/{-$locale}/trade-in/status',
      params: { locale },
      search: { reference: lookup.reference },
      state: (previous) => ({ ...previous, trackPhone: lookup.phone }),
      replace: true,
      resetScroll: false,
    })
  return (
    <PageShell
      title={t({ message: 'Your car’s estimate', comment: 'Title of the page where a buyer sees the estimate of the car they trade in' })}
      lead={t`Enter your request reference and mobile number to see our estimate and until when it is valid.`}
    >
      <TradeInStatus initialReference={reference} handedOverPhone={handedOverPhone} onFound={remember} />
    </PageShell>
  )
}
