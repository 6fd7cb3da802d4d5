import { useSuspenseQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import type { ListingKind } from '../../../contract/removed-listings'
import { LinkButton } from '../../../components/ui/link-button'
import { reportErrorStatus } from '../../../lib/error-status'
import { useLocale, useLocaleParam } from '../../../lib/i18n/use-locale'
import { missingListingQuery } from '../cars.queries'
import { CarGrid } from './car-grid'

/**
 * A car or offer page whose id finds nothing: it says the car (offer) is no longer available and
 * shows cars to look at instead. Status 410 when it existed and was removed, 404 when the id never
 * existed (decision 0056); drawn in place of the page, inside the one site layout.
 */
export function MissingListingPage({ kind, id, siteName }: { kind: ListingKind; id: number; siteName: string }) {
  const { t } = useLingui()
  const locale = useLocale()
  const localeParam = useLocaleParam()
  const { data } = useSuspenseQuery(missingListingQuery(locale, kind, id))
  reportErrorStatus(data.removed ? 410 : 404)
  const heading =
    kind === 'car'
      ? t({
          message: 'This car is no longer available',
          comment: 'Heading (and title) of the page of a car that was sold or withdrawn, or whose link is wrong',
        })
      : t({
          message: 'This offer is no longer available',
          comment: 'Heading (and title) of the page of an offer that was withdrawn, or whose link is wrong',
        })
  return (
    <section className="container-page py-12" data-testid="missing-listing" data-removed={data.removed}>
      <title>{`${heading} | ${siteName}`}</title>
      <div className="mx-auto max-w-2xl text-center">
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">{heading}</h1>
        <p className="mt-3 text-ink-soft" data-testid="missing-listing-lead">
          {data.removed
            ? t({
                message: 'Here are similar cars you may like.',
                comment: 'Page of a car or offer that no longer exists, under its heading: above a list of similar cars',
              })
            : t({
                message: 'The link may be wrong. Here are our latest cars.',
                comment: 'Page of a car or offer whose link finds nothing that ever existed, under its heading: above the newest cars',
              })}
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <LinkButton to="/{-$locale}/market" params={{ locale: localeParam }}>
            {t({
              message: 'Browse cars',
              comment: 'Button to the market of all cars: on the page-not-found page, empty favourites, home and offers pages',
            })}
          </LinkButton>
          {kind === 'offer' ? (
            <LinkButton to="/{-$locale}/offers" params={{ locale: localeParam }} variant="outline">
              {t({ message: 'See current offers', comment: 'Link to the offers page: on the home page and on an offer page' })}
            </LinkButton>
          ) : null}
        </div>
      </div>
      {data.similar.length > 0 ? (
        <section aria-labelledby="missing-listing-similar" className="mt-12">
          <h2 id="missing-listing-similar" className="text-2xl font-bold text-ink">
            {data.removed
              ? t({ message: 'Similar cars', comment: 'Page of a car or offer that no longer exists: heading of cars like it' })
              : t({ message: 'Latest cars', comment: 'Page of a car or offer whose link finds nothing: heading of the newest cars' })}
          </h2>
          <div className="mt-5">
            <CarGrid cars={data.similar} layout="dense" headingLevel={3} testId="similar-cars" />
          </div>
        </section>
      ) : null}
    </section>
  )
}
