import { createFileRoute, Link, notFound } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import * as z from 'zod/mini'
import { idValue, optionalParam } from '../../../lib/search-params'
import { PageShell } from '../../../components/layout/page-shell'
import { ContentBlocks, leadText } from '../../../components/ui/content-blocks'
import { ShareButtons } from '../../../components/ui/share-buttons'
import { AlertIcon } from '../../../components/icons/icons'
import { pageHead } from '../../../lib/page-head'
import { originFromMatches } from '../../../lib/seo'
import { useSiteUrl } from '../../../lib/use-site-url'
import { breadcrumbList, jsonLdScript } from '../../../lib/json-ld'
import { formatDate } from '../../../lib/format'
import { localizePathname } from '../../../lib/i18n/locale'
import { useLocale, useLocaleParam } from '../../../lib/i18n/use-locale'
import { offerQuery } from '../../../features/content/content.queries'
import { offerStatus } from '../../../features/content/offer-status'
import { saudiDate } from '../../../lib/saudi-calendar'
import { ContentImage } from '../../../features/content/components/content-image'
import { OfferValidity } from '../../../features/content/components/offer-validity'
import { CarCard } from '../../../features/catalogue/components/car-card'

/** The offer is chosen by `?id=`, like a car; anything else there is ignored and a missing id is a 404. */
const offerSearchSchema = z.object({ id: optionalParam(idValue) })

export const Route = createFileRoute('/{-$locale}/offers/offer')({
  validateSearch: offerSearchSchema,
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: async ({ context, deps }) => {
    if (deps.id === undefined) throw notFound()
    await context.queryClient.ensureQueryData(offerQuery(context.locale, deps.id))
    // An old link still opens its offer; the day is fixed here so both renders mark it alike.
    // Taken in the loader, so the server's HTML and the hydrating browser agree on "today".
    return { today: saudiDate() }
  },
  head: ({ match, matches }) => {
    const { queryClient, locale } = match.context
    const id = match.search.id
    const offer = id === undefined ? undefined : queryClient.getQueryData(offerQuery(locale, id).queryKey)
    if (!offer) return pageHead(match.context, msg`Offer details`)
    const origin = originFromMatches(matches)
    const offersUrl = `${origin}${localizePathname('/offers', locale)}`
    const url = `${origin}${localizePathname('/offers/offer', locale)}?id=${offer.id}`
    const head = pageHead(match.context, offer.title, offer.summary || leadText(offer.body))
    // Link previews (WhatsApp, X…) of a shared offer show its picture.
    const image = offer.image ? `${origin}${offer.image.path}` : undefined
    return {
      ...head,
      meta: image ? [...head.meta, { property: 'og:image', content: image }, { property: 'og:image:alt', content: offer.image?.alt ?? '' }] : head.meta,
      scripts: [
        jsonLdScript({
          // A campaign over several cars: a catalogue of offers that share one validity.
          '@type': 'OfferCatalog',
          name: offer.title,
          description: offer.summary,
          url,
          image,
          numberOfItems: offer.cars.length,
          itemListElement: offer.cars.map((car) => {
            const carUrl = `${origin}${localizePathname('/car', locale)}?id=${car.id}`
            return {
              '@type': 'Offer',
              url: carUrl,
              price: car.priceSar,
              priceCurrency: 'SAR',
              validFrom: offer.startsOn,
              validThrough: `${offer.endsOn}T23:59:59+03:00`,
              itemOffered: { '@type': 'Car', name: car.title, brand: { '@type': 'Brand', name: car.brand.name }, model: car.model.name, url: carUrl },
            }
          }),
        }),
        jsonLdScript(breadcrumbList([{ name: match.context.i18n._(msg`Offers`), url: offersUrl }, { name: offer.title, url }])),
      ],
    }
  },
  component: OfferPage,
})

function OfferPage() {
  const { t } = useLingui()
  const locale = useLocale()
  const localeParam = useLocaleParam()
  const { id } = Route.useSearch()
  const { today } = Route.useLoaderData()
  const { data: offer } = useSuspenseQuery(offerQuery(locale, id!))
  const shareUrl = useSiteUrl(`${localizePathname('/offers/offer', locale)}?id=${offer.id}`)
  const status = offerStatus(offer, today)
  const endDate = formatDate(offer.endsOn, locale)
  const startDate = formatDate(offer.startsOn, locale)
  // With one car the order form can start with it chosen; otherwise each car card orders its own.
  const orderSearch = offer.cars.length === 1 && offer.cars[0] ? { carId: offer.cars[0].id } : {}

  return (
    <PageShell title={offer.title} lead={offer.summary} trail={[{ to: '/{-$locale}/offers', label: t`Offers` }]}>
      <div className="grid gap-8 lg:grid-cols-[1.2fr_1fr] lg:items-start">
        <ContentImage image={offer.image} priority className="rounded-2xl border border-line" />
        <div className="space-y-6">
          {status === 'current' ? null : (
            <p role="status" className="flex items-start gap-2 rounded-lg border border-accent-500/40 bg-accent-50 px-4 py-3 text-ink">
              <AlertIcon className="mt-1 size-5 shrink-0 text-accent-600" />
              <span>
                {status === 'ended'
                  ? t`This offer ended on ${endDate}. See our current offers for what is on now.`
                  : t`This offer starts on ${startDate}.`}
              </span>
            </p>
          )}
          <div className="rounded-2xl border border-line bg-surface p-5">
            <OfferValidity offer={offer} />
          </div>
          {status === 'ended' ? (
            <Link
              to="/{-$locale}/offers"
              params={{ locale: localeParam }}
              className="inline-flex min-h-12 items-center rounded-lg bg-accent-600 px-6 font-bold text-white hover:brightness-90"
            >
              {t`See current offers`}
            </Link>
          ) : (
            <div className="flex flex-wrap gap-3">
              <Link
                to="/{-$locale}/order-individuals"
                params={{ locale: localeParam }}
                search={orderSearch}
                className="inline-flex min-h-12 items-center rounded-lg bg-accent-600 px-6 font-bold text-white hover:brightness-90"
              >
                {t`Order as an individual`}
              </Link>
              <Link
                to="/{-$locale}/order-company"
                params={{ locale: localeParam }}
                search={orderSearch}
                className="inline-flex min-h-12 items-center rounded-lg border border-brand-600 px-6 font-bold text-brand-700 hover:bg-brand-50"
              >
                {t`Order for a company`}
              </Link>
            </div>
          )}
          <ShareButtons url={shareUrl} title={offer.title} />
        </div>
      </div>

      {offer.body.length > 0 ? (
        <section aria-labelledby="offer-details" className="mt-12 max-w-3xl">
          <h2 id="offer-details" className="text-2xl font-bold text-ink">
            {t`Offer details`}
          </h2>
          <div className="mt-3">
            <ContentBlocks blocks={offer.body} headingLevel={3} />
          </div>
        </section>
      ) : null}

      {offer.cars.length > 0 ? (
        <section aria-labelledby="offer-cars" className="mt-12">
          <h2 id="offer-cars" className="text-2xl font-bold text-ink">
            {t`Cars in this offer`}
          </h2>
          <ul className="mt-5 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="offer-cars">
            {offer.cars.map((car) => (
              <li key={car.id}>
                <CarCard car={car} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </PageShell>
  )
}
