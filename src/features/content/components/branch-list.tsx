import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { Branch, City } from '../../../contract/content'
import type { SpecialHours } from '../../../contract/dealer-identity'
import type { Weekday } from '../../../lib/dealer-identity'
import { formatDate } from '../../../lib/format'
import { useLocale } from '../../../lib/i18n/use-locale'
import { SafeExternalLink } from '../../../components/ui/safe-external-link'
import { buttonClass } from '../../../components/ui/button-styles'
import { ClockIcon, MapPinIcon, PhoneIcon } from '../../../components/icons/icons'
import { keepTimeRangesTogether } from '../../../lib/no-break'

type HeadingLevel = 2 | 3

/** Branches in the order the dealer lists them, gathered under their city. */
function byCity(branches: readonly Branch[]): { city: City; branches: Branch[] }[] {
  const groups = new Map<string, { city: City; branches: Branch[] }>()
  for (const branch of branches) {
    const group = groups.get(branch.city.slug) ?? { city: branch.city, branches: [] }
    group.branches.push(branch)
    groups.set(branch.city.slug, group)
  }
  return [...groups.values()]
}

/** What a phone dials: the printed number without its spacing. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}

/**
 * The dealer's branches grouped by city. `headingLevel` is the cities' heading level, so the list
 * fits under a page's h1 (branches page) or under a section's h2 (contact page).
 */
export function BranchList({ branches, headingLevel = 2 }: { branches: readonly Branch[]; headingLevel?: HeadingLevel }) {
  const { t } = useLingui()
  const CityHeading = headingLevel === 2 ? 'h2' : 'h3'
  if (branches.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-line bg-surface px-6 py-10 text-center text-ink-soft">{t`Our branch details will be published here soon.`}</p>
    )
  }
  return (
    <div className="space-y-10" data-testid="branch-list">
      {byCity(branches).map(({ city, branches: cityBranches }) => (
        <section key={city.slug} aria-labelledby={`branches-${city.slug}`}>
          <CityHeading id={`branches-${city.slug}`} className="flex items-center gap-2 text-xl font-bold text-ink">
            <MapPinIcon className="size-5 text-brand-700" />
            {city.name}
          </CityHeading>
          <ul className="mt-4 grid gap-5 md:grid-cols-2 xl:grid-cols-3">
            {cityBranches.map((branch) => (
              <li key={branch.id}>
                <BranchCard branch={branch} headingLevel={headingLevel === 2 ? 3 : 4} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}

const dayNames: Record<Weekday, MessageDescriptor> = {
  saturday: msg({ message: 'Saturday', comment: 'Day of the week (branch opening hours in the back office)' }),
  sunday: msg({ message: 'Sunday', comment: 'Day of the week (branch opening hours in the back office)' }),
  monday: msg({ message: 'Monday', comment: 'Day of the week (branch opening hours in the back office)' }),
  tuesday: msg({ message: 'Tuesday', comment: 'Day of the week (branch opening hours in the back office)' }),
  wednesday: msg({ message: 'Wednesday', comment: 'Day of the week (branch opening hours in the back office)' }),
  thursday: msg({ message: 'Thursday', comment: 'Day of the week (branch opening hours in the back office)' }),
  friday: msg({ message: 'Friday', comment: 'Day of the week (branch opening hours in the back office)' }),
}

/** Days in a row with the same hours, as one line ("Saturday – Thursday"). */
function dayRuns(days: SpecialHours['days']): { first: Weekday; last: Weekday; hours: string }[] {
  const runs: { first: Weekday; last: Weekday; hours: string }[] = []
  for (const { day, periods } of days) {
    const hours = periods.map((period) => `${period.opens}–${period.closes}`).join(', ')
    const previous = runs.at(-1)
    if (previous && previous.hours === hours) previous.last = day
    else runs.push({ first: day, last: day, hours })
  }
  return runs
}

/** The special hours in force today (Ramadan, Eid), marked as such, in place of the usual ones' prominence. */
function SpecialHoursNotice({ hours }: { hours: SpecialHours }) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const label = hours.label
  const until = formatDate(hours.validThrough, locale)
  return (
    <div className="rounded-xl border border-accent-500/40 bg-accent-50 p-3 text-sm text-ink" data-testid="special-hours">
      <p className="font-bold">
        {t({
          message: `${label}, in force until ${until}`,
          comment: 'Branch card: heading of special opening hours in force now (e.g. Ramadan hours); {until} is their last day',
        })}
      </p>
      <ul className="mt-1 space-y-0.5">
        {dayRuns(hours.days).map((run) => {
          const days =
            run.first === run.last ? i18n._(dayNames[run.first]) : `${i18n._(dayNames[run.first])} – ${i18n._(dayNames[run.last])}`
          return (
            <li key={run.first} className="flex flex-wrap justify-between gap-x-3">
              <span>{days}</span>
              {run.hours ? (
                <bdi dir="ltr" className="whitespace-nowrap">
                  {run.hours}
                </bdi>
              ) : (
                <span className="font-medium text-danger">
                  {t({
                    message: 'Closed',
                    context: 'opening hours',
                    comment: 'Branch card: a day the branch is closed during its special hours',
                  })}
                </span>
              )}
            </li>
          )
        })}
      </ul>
    </div>
  )
}

function BranchCard({ branch, headingLevel }: { branch: Branch; headingLevel: 3 | 4 }) {
  const { t } = useLingui()
  const Heading = headingLevel === 3 ? 'h3' : 'h4'
  const inForce = branch.specialHours.find((hours) => hours.inForce)
  return (
    <article className="flex h-full flex-col rounded-2xl border border-line bg-white p-5" data-testid="branch">
      <Heading className="text-lg font-bold text-ink">{branch.name}</Heading>
      <dl className="mt-3 space-y-2 text-ink-soft">
        <div className="flex items-start gap-2">
          <dt className="mt-1 shrink-0">
            <MapPinIcon className="size-5 text-brand-700" />
            <span className="sr-only">{t({ message: 'Address', comment: 'Branch card: the street address of a showroom' })}</span>
          </dt>
          <dd>{branch.address}</dd>
        </div>
        <div className="flex items-center gap-2">
          <dt className="shrink-0">
            <PhoneIcon className="size-5 text-brand-700" />
            <span className="sr-only">{t({ message: 'Phone', comment: 'Branch card and contact page: telephone number' })}</span>
          </dt>
          <dd>
            <SafeExternalLink
              href={telHref(branch.phoneE164 ?? branch.phone)}
              className="inline-flex min-h-11 items-center font-medium text-ink hover:text-brand-700 hover:underline"
            >
              <bdi dir="ltr">{branch.phone}</bdi>
            </SafeExternalLink>
          </dd>
        </div>
        <div className="flex items-start gap-2">
          <dt className="mt-1 shrink-0">
            <ClockIcon className="size-5 text-brand-700" />
            <span className="sr-only">{t({ message: 'Working hours', comment: 'Branch card and contact page: opening hours' })}</span>
          </dt>
          <dd className="min-w-0 flex-1 space-y-2 text-sm leading-7">
            {inForce ? <SpecialHoursNotice hours={inForce} /> : null}
            <p>
              {inForce ? (
                <span className="font-medium">
                  {t({ message: 'Usual hours:', comment: 'Branch card: before the usual hours, while special hours are in force' })}{' '}
                </span>
              ) : null}
              {keepTimeRangesTogether(branch.workingHours)}
            </p>
          </dd>
        </div>
      </dl>
      <div className="mt-auto pt-4">
        <SafeExternalLink href={branch.mapUrl} className={buttonClass({ variant: 'secondary', size: 'sm' })}>
          <MapPinIcon className="size-5" />
          {t({ message: 'Show on map', comment: 'Link that opens the branch location in a map app' })}
          <span className="sr-only">{` – ${branch.name}`}</span>
        </SafeExternalLink>
      </div>
    </article>
  )
}
