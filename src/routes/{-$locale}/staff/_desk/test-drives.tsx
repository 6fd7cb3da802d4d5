import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import * as z from 'zod/mini'
import { staffTestDriveViews } from '../../../../contract/staff-test-drives'
import { idValue, optionalParam } from '../../../../lib/search-params'
import { saudiDate } from '../../../../lib/saudi-calendar'
import { StaffPageShell } from '../../../../features/staff/components/staff-page-shell'
import { StaffErrorPage } from '../../../../features/staff/components/staff-error-page'
import { requireStaff } from '../../../../features/staff/require-staff'
import { staffPageHead } from '../../../../features/staff/staff-page-head'
import { fetchTestDriveCalendar } from '../../../../features/staff-test-drives/staff-test-drives.functions'
import { TestDriveCalendar } from '../../../../features/staff-test-drives/components/test-drive-calendar'

const searchDefaults = { view: 'day' } as const
const searchSchema = z.object({
  branch: optionalParam(idValue),
  day: optionalParam(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))),
  view: z.catch(z._default(z.enum(staffTestDriveViews), 'day'), 'day'),
})

/** The test-drive calendar per branch, for sales and admins (decision 0100): a day or a week. */
export const Route = createFileRoute('/{-$locale}/staff/_desk/test-drives')({
  validateSearch: searchSchema,
  search: { middlewares: [stripSearchParams(searchDefaults)] },
  loaderDeps: ({ search }) => ({ branch: search.branch, day: search.day, view: search.view }),
  beforeLoad: (args) => requireStaff(args, 'inbox'),
  staleTime: 0,
  loader: async ({ context, deps }) => {
    const today = saudiDate()
    const data = await fetchTestDriveCalendar({
      data: { locale: context.locale, branchId: deps.branch, from: deps.day ?? today, days: deps.view === 'week' ? 7 : 1 },
    })
    return { data, today }
  },
  head: ({ match }) =>
    staffPageHead(
      match.context,
      msg({ message: 'Test drives', comment: 'Title of the staff page with the test-drive calendar per branch' }),
    ),
  errorComponent: StaffErrorPage,
  component: TestDrivesPage,
})

function TestDrivesPage() {
  const { t } = useLingui()
  const { data, today } = Route.useLoaderData()
  const { view } = Route.useSearch()
  return (
    <StaffPageShell title={t`Test drives`}>
      <TestDriveCalendar data={data} view={view} today={today} />
    </StaffPageShell>
  )
}
