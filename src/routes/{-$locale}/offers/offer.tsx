import { createFileRoute, notFound } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { offerSearchSchema } from '../../../lib/page-search-schemas'
import { PageShell } from '../../../components/layout/page-shell'
import { ContentBlocks } from '../../../components/ui/content-blocks'
import { LinkButton } from '../../../components/ui/link-button'
import { ShareButtons } from '../../../components/ui/share-buttons'
import { OfferWhatsAppChat } from '../../../features/content/components/offer-whatsapp-chat'
import { AlertIcon } from '../../../components/icons/icons'
import { originFromMatches } from '../../../lib/seo'
import { formatDate, formatNumber } from '../../../lib/format'
import { offerTerms } from '../../../lib/finance'
import { useLocale, useLocaleParam } from '../../../lib/i18n/use-locale'
import { offerQuery } from '../../../features/content/content.queries'
import { offerStatus } from '../../../features/content/offer-status'
import { offerHead } from '../../../features/content/offer-seo'
import { saudiDate } from '../../../lib/saudi-calendar'
import { ContentImage, contentPageImageSizes } from '../../../features/content/components/content-image'
import { OfferValidity } from '../../../features/content/components/offer-validity'
import { OfferRate } from '../../../features/content/components/offer-rate'
import { CarGrid } from '../../../features/catalogue/components/car-grid'
import { NotFoundPage } from '../../../components/layout/not-found-page'
import { siteSettingsQuery } from '../../../features/site/site-settings.queries'
import { loadListing } from '../../../features/catalogue/missing-listing'
import { MissingListingPage } from '../../../features/catalogue/components/missing-listing-page'

export const Route = createFileRoute('/{-$locale}/offers/offer')({
  validateSearch: offerSearchSchema,
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: async ({ context, deps }) => {
    const id = deps.id
    if (id === undefined) throw notFound()
    await loadListing(context, 'offer', id, () => context.queryClient.ensureQueryData(offerQuery(context.locale, id)))
    // An old link still opens its offer; the day is fixed here so both renders mark it alike.
    // Taken in the loader, so the server's HTML and the hydrating browser agree on "today".
    return { today: saudiDate() }
  },
  head: ({ match, matches }) => offerHead(match.context, match.search.id, originFromMatches(matches)),
  component: OfferPage,
  notFoundComponent: OfferNotFound,
})

/** An offer that was removed (410) or never existed (404): said so, with cars to look at instead. */
function OfferNotFound() {
  const { id } = Route.useSearch()
  const locale = useLocale()
  const { data: settings } = useSuspenseQuery(siteSettingsQuery(locale))
  return id === undefined ? <NotFoundPage siteName={settings.name} /> : <MissingListingPage kind="offer" id={id} siteName={settings.name} />
}

function OfferPage() {
  const { t } = useLingui()
  const locale = useLocale()
  const localeParam = useLocaleParam()
  const { id } = Route.useSearch()
  const { today } = Route.useLoaderData()
  const { data: offer } = useSuspenseQuery(offerQuery(locale, id!))
  const { data: settings } = useSuspenseQuery(siteSettingsQuery(locale))
  const status = offerStatus(offer, today)
  const endDate = formatDate(offer.endsOn, locale)
  const startDate = formatDate(offer.startsOn, locale)
  // With one car the order form can start with it chosen; otherwise each car card orders its own.
  // A finance offer's cards quote their month on its terms (not the usual 60 months at 4.49%): said beside the figure.
  const terms = offer.profitRatePercent === null ? null : offerTerms({ ...offer, profitRatePercent: offer.profitRatePercent })
  const termsRate = terms ? formatNumber(terms.annualProfitRatePercent, locale) : ''
  const termsMonths = terms ? formatNumber(terms.termMonths, locale) : ''
  const termsDown = terms ? formatNumber(Math.round(terms.downPaymentShare * 100), locale) : ''
  const installmentTerms = terms
    ? t({
        message: `At ${termsRate}% profit for ${termsMonths} months, ${termsDown}% down`,
        comment:
          'Offer page, under each car card’s “Installment starts from … / month”: the offer’s finance terms that figure is quoted on',
      })
    : undefined
  const orderSearch = offer.cars.length === 1 && offer.cars[0] ? { carId: offer.cars[0].id } : {}
  // An order names the offer it starts from (decision 0084); its car cards order under it too.
  const individualSearch = { ...orderSearch, offer: offer.id }
  const companySearch = individualSearch

  return (
    <PageShell title={offer.title} lead={offer.summary} trail={[{ to: '/{-$locale}/offers', label: t`Offers` }]}>
      <div className="grid gap-8 lg:grid-cols-[1.2fr_1fr] lg:items-start">
        <ContentImage image={offer.image} priority="high" sizes={contentPageImageSizes} className="rounded-2xl border border-line" />
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
          <div className="space-y-2 rounded-2xl border border-line bg-surface p-5">
            <OfferValidity offer={offer} />
            <OfferRate ratePercent={offer.profitRatePercent} />
          </div>
          {status === 'ended' ? (
            <LinkButton to="/{-$locale}/offers" params={{ locale: localeParam }} variant="accent" size="lg">
              {t`See current offers`}
            </LinkButton>
          ) : (
            <div className="flex flex-wrap gap-3">
              <LinkButton
                to="/{-$locale}/order-individuals"
                params={{ locale: localeParam }}
                search={individualSearch}
                variant="accent"
                size="lg"
              >
                {t`Order as an individual`}
              </LinkButton>
              <LinkButton
                to="/{-$locale}/order-company"
                params={{ locale: localeParam }}
                search={companySearch}
                variant="secondary"
                size="lg"
              >
                {t`Order for a company`}
              </LinkButton>
            </div>
          )}
          <OfferWhatsAppChat offer={offer} whatsappE164={settings.whatsappE164} />
          <ShareButtons title={offer.title} />
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
          <div className="mt-5">
            <CarGrid
              cars={offer.cars}
              testId="offer-cars"
              installmentTerms={installmentTerms}
              offerId={status === 'ended' ? undefined : offer.id}
            />
          </div>
        </section>
      ) : null}
    </PageShell>
  )
}
