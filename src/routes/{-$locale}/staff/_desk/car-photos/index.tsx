import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import * as z from 'zod/mini'
import { pageParam } from '../../../../../lib/search-params'
import { StaffPageShell } from '../../../../../features/staff/components/staff-page-shell'
import { requireStaff } from '../../../../../features/staff/require-staff'
import { staffPageHead } from '../../../../../features/staff/staff-page-head'
import { StaffErrorPage } from '../../../../../features/staff/components/staff-error-page'
import { fetchStaffCarPictures } from '../../../../../features/staff-car-photos/car-photos.functions'
import { StaffBrandLogos } from '../../../../../features/staff-car-photos/components/staff-brand-logos'
import { StaffCarList } from '../../../../../features/staff-car-photos/components/staff-car-list'

const searchDefaults = { q: '', page: 1 } as const
const searchSchema = z.object({ q: z.optional(z.catch(z.string().check(z.maxLength(100)), '')), page: pageParam() })

/** Car photos and brand logos for editors and admins: find a car by name, a page at a time (decisions 0057, 0080). */
export const Route = createFileRoute('/{-$locale}/staff/_desk/car-photos/')({
  validateSearch: searchSchema,
  search: { middlewares: [stripSearchParams(searchDefaults)] },
  loaderDeps: ({ search }) => ({ q: search.q ?? '', page: search.page }),
  beforeLoad: (args) => requireStaff(args, 'content'),
  // Staff data is read fresh on every visit: the page must show what just changed.
  staleTime: 0,
  loader: ({ context: { locale }, deps: { q, page } }) => fetchStaffCarPictures({ data: { locale, q, page } }),
  head: ({ match }) =>
    staffPageHead(
      match.context,
      msg({ message: 'Car pictures', comment: 'Title of the staff page where editors manage car photos and brand logos' }),
    ),
  errorComponent: StaffErrorPage,
  component: StaffCarPicturesPage,
})

function StaffCarPicturesPage() {
  const { t } = useLingui()
  const { cars, brands } = Route.useLoaderData()
  const { q } = Route.useLoaderDeps()
  return (
    <StaffPageShell
      title={t`Car pictures`}
      lead={t({
        message:
          'Until a colour has a photo, the site shows a drawing of the car in that colour. Photos show at once on cards and car pages.',
        comment: 'Lead of the staff car pictures page',
      })}
    >
      <div className="space-y-10">
        <StaffCarList key={q} cars={cars} q={q} />
        <StaffBrandLogos brands={brands} />
      </div>
    </StaffPageShell>
  )
}
