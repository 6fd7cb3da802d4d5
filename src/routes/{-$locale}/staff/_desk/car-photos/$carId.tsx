import { createFileRoute, notFound } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { StaffPageShell } from '../../../../../features/staff/components/staff-page-shell'
import { LinkButton } from '../../../../../components/ui/link-button'
import { ChevronIcon } from '../../../../../components/icons/icons'
import { requireStaff } from '../../../../../features/staff/require-staff'
import { staffPageHead } from '../../../../../features/staff/staff-page-head'
import { StaffErrorPage } from '../../../../../features/staff/components/staff-error-page'
import { fetchStaffCarPhotos } from '../../../../../features/staff-car-photos/car-photos.functions'
import { StaffCarPhotosEditor } from '../../../../../features/staff-car-photos/components/staff-car-photos-editor'
import { useLocaleParam } from '../../../../../lib/i18n/use-locale'

/** One car's photos per colour, for editors and admins (decision 0057). */
export const Route = createFileRoute('/{-$locale}/staff/_desk/car-photos/$carId')({
  beforeLoad: (args) => requireStaff(args, 'content'),
  errorComponent: StaffErrorPage,
  staleTime: 0,
  loader: ({ context: { locale }, params }) => {
    const id = /^[1-9][0-9]{0,8}$/.test(params.carId) ? Number(params.carId) : null
    if (id === null) throw notFound()
    return fetchStaffCarPhotos({ data: { locale, id } })
  },
  head: ({ match, loaderData }) =>
    staffPageHead(
      match.context,
      loaderData
        ? msg({ message: `Photos: ${loaderData.title}`, comment: 'Title of the staff page of one car’s photos, with the car’s name' })
        : msg({ message: 'Car photos', comment: 'Title of the staff page of one car’s photos when the car is unknown' }),
    ),
  component: StaffCarPhotosPage,
})

function StaffCarPhotosPage() {
  const { t } = useLingui()
  const localeParam = useLocaleParam()
  const car = Route.useLoaderData()
  return (
    <StaffPageShell title={car.title}>
      <div className="mb-6">
        <LinkButton to="/{-$locale}/staff/car-photos" params={{ locale: localeParam }} variant="link" className="gap-1 px-0">
          <ChevronIcon className="mirror-rtl size-4 rotate-180" />
          {t({ message: 'All cars', comment: 'Staff car photos page: link back to the list of cars' })}
        </LinkButton>
      </div>
      <StaffCarPhotosEditor car={car} />
    </StaffPageShell>
  )
}
