import { createFileRoute, Link } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { msg, plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { appConfig } from '../../../app.config'
import { ChevronIcon } from '../../components/icons/icons'
import { SectionHeader, SeeAllLabel } from '../../components/ui/section-header'
import { LinkButton } from '../../components/ui/link-button'
import { originFromMatches } from '../../lib/seo'
import { scrollReveal } from '../../lib/scroll-animation'
import { svgRenditionSources } from '../../lib/svg-renditions'
import { useLocale, useLocaleParam } from '../../lib/i18n/use-locale'
import { brandsQuery, carSearchQuery } from '../../features/catalogue/cars.queries'
import { BrandTile } from '../../features/catalogue/components/brand-tile'
import { CarGrid } from '../../features/catalogue/components/car-grid'
import { branchesQuery, newsQuery, offersQuery } from '../../features/content/content.queries'
import { dealerHead } from '../../features/content/dealer-seo'
import { OfferCard } from '../../features/content/components/offer-card'
import { NewsCard } from '../../features/content/components/news-card'
import { QuickSearch } from '../../features/catalogue/components/quick-search'
import { TrackOrderEntry } from '../../features/orders/components/track-order-entry'

const featuredSearch = { featured: true, sort: 'newest' as const, pageSize: 6 }
const latestNewsCount = 3

const heroPicture = '/images/cars/suv.svg'

export const Route = createFileRoute('/{-$locale}/')({
  loader: async ({ context: { queryClient, locale } }) => {
    await Promise.all([
      queryClient.ensureQueryData(brandsQuery(locale)),
      queryClient.ensureQueryData(carSearchQuery(locale, featuredSearch)),
      queryClient.ensureQueryData(offersQuery(locale)),
      queryClient.ensureQueryData(newsQuery(locale, 1, latestNewsCount)),
      // For the dealer's structured data: every branch with its address and hours.
      queryClient.ensureQueryData(branchesQuery(locale)),
    ])
  },
  head: ({ match, matches }) =>
    dealerHead(
      match.context,
      originFromMatches(matches),
      msg`New cars in Saudi Arabia`,
      msg`Browse new cars from the leading brands, compare prices including VAT, and order for cash or through bank finance.`,
    ),
  component: HomePage,
})

function HomePage() {
  const { t } = useLingui()
  const locale = useLocaleParam()
  const interfaceLocale = useLocale()
  const { data: brands } = useSuspenseQuery(brandsQuery(interfaceLocale))
  const { data: featured } = useSuspenseQuery(carSearchQuery(interfaceLocale, featuredSearch))
  const { data: offers } = useSuspenseQuery(offersQuery(interfaceLocale))
  const { data: news } = useSuspenseQuery(newsQuery(interfaceLocale, 1, latestNewsCount))
  const replyHours = appConfig.companyOrderReplyHours

  const reasons = [
    { title: t`Prices you can trust`, text: t`Every price is in Saudi riyals and already includes 15% VAT. No surprises at the showroom.` },
    {
      title: t({ message: 'Finance made simple', comment: 'Home page: heading of a reason to buy from the dealer (easy bank finance)' }),
      text: t`Compare offers from accredited banks and finance companies and apply in minutes.`,
    },
    { title: t`Cars ready to drive`, text: t`New cars from stock with registration, plates and insurance arranged for you.` },
    { title: t`Care after you buy`, text: t`Branches in Jeddah, Riyadh, Abha and Tabuk for service, parts and warranty.` },
  ]
  const steps = [
    {
      title: t({ message: 'Choose your car', comment: 'Home page, how it works: step 1' }),
      text: t`Filter by brand, model, price and more, save favourites and compare up to four cars side by side.`,
    },
    {
      title: t({ message: 'Send your order', comment: 'Home page, how it works: step 2' }),
      text: t`Tell us how you want to pay. We confirm your request with a code sent to your mobile.`,
    },
    {
      title: t({ message: 'Get your offer', comment: 'Home page, how it works: step 3 (the dealer calls with a price or finance answer)' }),
      text: t`Our sales team calls you with the final price or your finance approval.`,
    },
    {
      title: t({ message: 'Drive away', comment: 'Home page, how it works: step 4 (collect the car)' }),
      text: t`Sign, pay and collect your car from the branch you chose, or have it delivered.`,
    },
  ]

  return (
    <div>
      <section className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
        <div className="container-page relative grid gap-10 py-16 lg:grid-cols-2 lg:items-center lg:py-24">
          <div>
            <p className="text-sm font-medium uppercase tracking-wide text-brand-200">{t`New cars · Cash or finance`}</p>
            <h1 className="mt-3 text-4xl font-bold leading-tight sm:text-5xl">{t`Your next car, at a clear price`}</h1>
            <p className="mt-5 max-w-xl text-lg text-brand-100">
              {t`Browse the leading brands, compare prices including VAT and order online for cash or through bank finance.`}
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <LinkButton to="/{-$locale}/market" params={{ locale }} variant="accent" size="lg">
                {t`Browse cars`}
                <ChevronIcon className="mirror-rtl size-5" />
              </LinkButton>
              <LinkButton to="/{-$locale}/offers" params={{ locale }} variant="inverse" size="lg">
                {t({ message: 'See current offers', comment: 'Link to the offers page: on the home page and on an offer page' })}
              </LinkButton>
            </div>
          </div>
          <div className="hidden lg:block" aria-hidden="true">
            {/* WebP, not the SVG: an SVG image is drawn on the page's main thread (src/lib/svg-renditions.ts).
                Its own proportions (480 × 200), so its box keeps its size when the picture arrives. */}
            <img
              {...(svgRenditionSources(heroPicture) ?? { src: heroPicture })}
              sizes="(min-width: 1280px) 600px, (min-width: 1024px) 48vw, 1px"
              alt=""
              width={480}
              height={200}
              className="w-full drop-shadow-2xl"
            />
          </div>
        </div>
        <div className="container-page relative pb-12 lg:-mt-6 lg:pb-16">
          <QuickSearch brands={brands.items} />
        </div>
      </section>

      <section className="border-b border-line py-10" aria-labelledby="brands-heading">
        <div className="container-page">
          <h2 id="brands-heading" className="text-2xl font-bold text-ink">
            {t({ message: 'Our brands', comment: 'Home page: heading of the brand tiles' })}
          </h2>
          {/* A swiped row on phones, where the cut-off tile says there is more; a grid from sm, where
              a row wider than the page hid a third of the brands from a mouse (issue 36). */}
          <ul className="mt-6 flex snap-x gap-4 overflow-x-auto pb-2 sm:grid sm:grid-cols-4 sm:overflow-visible lg:grid-cols-6">
            {brands.items.map((brand) => (
              <li key={brand.slug} className="w-36 shrink-0 snap-start sm:w-auto">
                <BrandTile brand={brand} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      {featured.items.length > 0 ? (
        <section className="container-page py-14 lg:py-20" aria-labelledby="featured-heading">
          <SectionHeader
            id="featured-heading"
            title={t({ message: 'Featured cars', comment: 'Home page: heading of cars the dealer highlights' })}
            action={
              <LinkButton to="/{-$locale}/market" params={{ locale }} variant="link">
                <SeeAllLabel>
                  {t({ message: 'See all cars', comment: 'Home page: link under the featured cars to the market' })}
                </SeeAllLabel>
              </LinkButton>
            }
          />
          <div className="mt-8">
            <CarGrid cars={featured.items} />
          </div>
        </section>
      ) : null}

      <section className="container-page py-14 lg:py-20" aria-labelledby="why-us">
        <h2 id="why-us" className="text-2xl font-bold text-ink sm:text-3xl">
          {t`Why buy with us`}
        </h2>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {reasons.map((reason, index) => (
            <li
              key={reason.title}
              className="rounded-2xl border border-line bg-white p-6"
              {...scrollReveal('fade-up', { delayMs: index * 100 })}
            >
              <h3 className="text-lg font-bold text-brand-800">{reason.title}</h3>
              <p className="mt-2 text-ink-soft">{reason.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="bg-surface py-14 lg:py-20" aria-labelledby="order-entry">
        <div className="container-page">
          <h2 id="order-entry" className="text-2xl font-bold text-ink sm:text-3xl">
            {t`Place a purchase order`}
          </h2>
          <div className="mt-8 grid gap-5 md:grid-cols-2" {...scrollReveal('fade')}>
            <Link
              to="/{-$locale}/order-individuals"
              params={{ locale }}
              className="group rounded-2xl border border-line bg-white p-7 hover:border-brand-500 hover:shadow-md"
            >
              <h3 className="text-xl font-bold text-ink group-hover:text-brand-700">{t`For individuals`}</h3>
              <p className="mt-2 text-ink-soft">{t`Cash or bank finance. Confirm with a code sent to your mobile.`}</p>
              <span className="mt-5 inline-flex items-center gap-1 font-bold text-brand-700">
                {t({ message: 'Start your order', comment: 'Home page: heading of the section with the two purchase order buttons' })}
                <ChevronIcon className="mirror-rtl size-5" />
              </span>
            </Link>
            <Link
              to="/{-$locale}/order-company"
              params={{ locale }}
              className="group rounded-2xl border border-line bg-white p-7 hover:border-brand-500 hover:shadow-md"
            >
              <h3 className="text-xl font-bold text-ink group-hover:text-brand-700">{t`For companies`}</h3>
              <p className="mt-2 text-ink-soft">{t`Fleet orders with a reply from a corporate sales representative within ${plural(replyHours, { one: '# hour', other: '# hours' })}.`}</p>
              <span className="mt-5 inline-flex items-center gap-1 font-bold text-brand-700">
                {t`Request a fleet quote`}
                <ChevronIcon className="mirror-rtl size-5" />
              </span>
            </Link>
          </div>
          <section
            aria-labelledby="track-order-entry"
            className="mt-5 grid gap-6 rounded-2xl border border-line bg-white p-7 lg:grid-cols-[1fr_2fr] lg:items-center"
          >
            <div>
              <h2 id="track-order-entry" className="text-xl font-bold text-ink">
                {t`Track your order`}
              </h2>
              <p className="mt-2 text-ink-soft">{t`Already ordered? Enter your order reference and mobile number to see where your order stands.`}</p>
            </div>
            <TrackOrderEntry />
          </section>
        </div>
      </section>

      <section className="container-page py-14 lg:py-20" aria-labelledby="how-we-work">
        <h2 id="how-we-work" className="text-2xl font-bold text-ink sm:text-3xl">
          {t({ message: 'How it works', comment: 'Home page: heading of the four steps of buying a car' })}
        </h2>
        <ol className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, index) => (
            <li key={step.title} className="rounded-2xl bg-brand-50 p-6" {...scrollReveal('fade-up', { delayMs: index * 100 })}>
              <span className="inline-flex size-10 items-center justify-center rounded-full bg-brand-600 font-bold text-white">
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-bold text-ink">{step.title}</h3>
              <p className="mt-2 text-ink-soft">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>
      {offers.items.length > 0 ? (
        <section className="bg-surface py-14 lg:py-20" aria-labelledby="latest-offers">
          <div className="container-page">
            <SectionHeader
              id="latest-offers"
              title={t({ message: 'Latest offers', comment: 'Home page: heading of the newest offers' })}
              action={
                <LinkButton to="/{-$locale}/offers" params={{ locale }} variant="link">
                  <SeeAllLabel>{t({ message: 'All offers', comment: 'Home page: link to all offers' })}</SeeAllLabel>
                </LinkButton>
              }
            />
            <ul className="mt-8 grid gap-6 md:grid-cols-3">
              {offers.items.slice(0, 3).map((offer) => (
                <li key={offer.id}>
                  <OfferCard offer={offer} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      {news.items.length > 0 ? (
        <section className="container-page py-14 lg:py-20" aria-labelledby="latest-news">
          <SectionHeader
            id="latest-news"
            title={t({ message: 'Latest news', comment: 'Home page: heading of the newest articles' })}
            action={
              <LinkButton to="/{-$locale}/news" params={{ locale }} variant="link">
                <SeeAllLabel>{t({ message: 'All news', comment: 'Home page: link to all news articles' })}</SeeAllLabel>
              </LinkButton>
            }
          />
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {news.items.map((article) => (
              <li key={article.id}>
                <NewsCard article={article} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}
