import { useLingui } from '@lingui/react/macro'
import type { Branch, City } from '../../../contract/content'
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

function BranchCard({ branch, headingLevel }: { branch: Branch; headingLevel: 3 | 4 }) {
  const { t } = useLingui()
  const Heading = headingLevel === 3 ? 'h3' : 'h4'
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
          <dd className="text-sm leading-7">{keepTimeRangesTogether(branch.workingHours)}</dd>
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
