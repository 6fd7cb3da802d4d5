import { createFileRoute, notFound, useNavigate } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import * as z from 'zod/mini'
import { PageShell } from '../../../components/layout/page-shell'
import { pageHead } from '../../../lib/page-head'
import { useLocaleParam } from '../../../lib/i18n/use-locale'
import { idValue, optionalParam } from '../../../lib/search-params'
import { fetchTestDriveAvailability } from '../../../features/test-drives/test-drives.functions'
import { TestDriveBooking } from '../../../features/test-drives/components/test-drive-booking'

const searchSchema = z.object({
  carId: optionalParam(idValue),
  branchId: optionalParam(idValue),
  day: optionalParam(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))),
})

/**
 * Booking a test drive (decision 0100): `?carId=` from the car page (a missing or unknown car is a
 * 404), the branch and the day in the address too, so a reload or the language switch keeps them.
 */
export const Route = createFileRoute('/{-$locale}/test-drive/')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => ({ carId: search.carId, branchId: search.branchId, day: search.day }),
  // Seats change with every booking: never a copy kept from an earlier visit.
  staleTime: 0,
  loader: async ({ context, deps }) => {
    if (deps.carId === undefined) throw notFound()
    return fetchTestDriveAvailability({ data: { locale: context.locale, carId: deps.carId, branchId: deps.branchId, day: deps.day } })
  },
  head: ({ match }) => {
    const head = pageHead(
      match.context,
      msg`Book a test drive`,
      msg`Choose a branch, a day and a time to drive the car, and confirm with a code by text message.`,
    )
    // A form for one car and one visitor: nothing to index.
    return { ...head, meta: [...head.meta, { name: 'robots', content: 'noindex' }] }
  },
  component: TestDrivePage,
})

function TestDrivePage() {
  const { t } = useLingui()
  const availability = Route.useLoaderData()
  const locale = useLocaleParam()
  const navigate = useNavigate()
  const choose = (change: { branchId?: number; day?: string }) =>
    void navigate({
      to: '/{-$locale}/test-drive',
      params: { locale },
      search: (previous) => ({ ...previous, ...change }),
      replace: true,
      resetScroll: false,
    })
  return (
    <PageShell
      title={t`Book a test drive`}
      lead={<bdi>{availability.car.title}</bdi>}
      trail={[{ to: '/{-$locale}/market', label: t`Market` }]}
    >
      <TestDriveBooking
        availability={availability}
        onBranch={(branchId) => choose({ branchId, day: undefined })}
        onDay={(day) => choose({ day })}
      />
    </PageShell>
  )
}
