import { useState } from 'react'
import { createFileRoute, stripSearchParams, useNavigate, useRouter } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import * as z from 'zod/mini'
import { StaffPageShell } from '../../../../features/staff/components/staff-page-shell'
import { Button } from '../../../../components/ui/button'
import { offerStatuses } from '../../../../contract/staff-offers'
import { useLocaleParam } from '../../../../lib/i18n/use-locale'
import { pageParam } from '../../../../lib/search-params'
import { notifySuccess } from '../../../../lib/notify'
import { requireStaff } from '../../../../features/staff/require-staff'
import { staffPageHead } from '../../../../features/staff/staff-page-head'
import { StaffErrorPage } from '../../../../features/staff/components/staff-error-page'
import { ContentListFilter } from '../../../../features/staff/components/content-list-filter'
import { StaffListPager } from '../../../../features/staff/inbox/components/staff-list-pager'
import { fetchStaffOffers } from '../../../../features/staff-offers/staff-offers.functions'
import { OfferForm } from '../../../../features/staff-offers/components/offer-form'
import { StaffOfferList, useOfferStatusLabels } from '../../../../features/staff-offers/components/staff-offer-list'

const searchSchema = z.object({
  q: z.optional(z.catch(z.string().check(z.maxLength(100)), '')),
  status: z.optional(z.catch(z.optional(z.enum(offerStatuses)), undefined)),
  page: pageParam(),
})

/** Offers for editors and admins: find, create, edit, close, delete and restore (decisions 0052, 0076, 0079). */
export const Route = createFileRoute('/{-$locale}/staff/_desk/offers')({
  validateSearch: searchSchema,
  search: { middlewares: [stripSearchParams({ q: '', page: 1 })] },
  loaderDeps: ({ search }) => ({ q: search.q ?? '', status: search.status, page: search.page }),
  beforeLoad: (args) => requireStaff(args, 'content'),
  // Staff data is read fresh on every visit: the page must show what just changed.
  staleTime: 0,
  loader: ({ context: { locale }, deps: { q, status, page } }) => fetchStaffOffers({ data: { locale, q: q || undefined, status, page } }),
  head: ({ match }) =>
    staffPageHead(match.context, msg({ message: 'Offers', comment: 'Title of the staff page where editors manage offers' })),
  errorComponent: StaffErrorPage,
  component: StaffOffersPage,
})

function StaffOffersPage() {
  const { t } = useLingui()
  const { offers, total, page, pageSize } = Route.useLoaderData()
  const { q, status } = Route.useLoaderDeps()
  const navigate = useNavigate()
  const router = useRouter()
  const localeParam = useLocaleParam()
  const labels = useOfferStatusLabels()
  const [creating, setCreating] = useState(false)
  return (
    <StaffPageShell
      title={t`Offers`}
      lead={t({
        message: 'Create offers, set their days, terms and cars, end or delete them. Visitors see each change at once.',
        comment: 'Lead of the staff offers page',
      })}
    >
      <div className="space-y-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Button aria-expanded={creating} aria-controls="new-offer" onClick={() => setCreating(!creating)}>
            {t({ message: 'New offer', comment: 'Staff offers page: button that opens the form for a new offer' })}
          </Button>
        </div>
        {creating ? (
          <section
            id="new-offer"
            aria-labelledby="new-offer-title"
            className="rounded-2xl border border-brand-600/30 bg-white p-4 shadow-sm sm:p-6"
          >
            <h2 id="new-offer-title" className="mb-5 text-xl font-bold text-ink">
              {t({ message: 'New offer', comment: 'Staff offers page: heading of the form for a new offer' })}
            </h2>
            <OfferForm
              onSaved={async (created) => {
                const title = created.title
                notifySuccess(t({ message: `“${title}” is created.`, comment: 'Staff offers page: toast after creating an offer' }))
                setCreating(false)
                await router.invalidate()
              }}
            />
          </section>
        ) : null}
        <ContentListFilter
          key={`${q}:${status ?? ''}`}
          q={q}
          status={status}
          statuses={offerStatuses.map((value) => ({ value, label: labels[value] }))}
          allLabel={t({
            message: 'All but deleted',
            comment: 'Staff offers and jobs pages: the status choice that shows every item not deleted',
          })}
          searchLabel={t({ message: 'Find an offer', comment: 'Staff offers page: label of the search by words of the title' })}
          onSearch={(search) =>
            void navigate({
              to: '/{-$locale}/staff/offers',
              params: { locale: localeParam },
              search: { q: search.q || undefined, status: search.status },
            })
          }
        />
        <StaffOfferList offers={offers} />
        <StaffListPager page={page} total={total} pageSize={pageSize} />
      </div>
    </StaffPageShell>
  )
}
