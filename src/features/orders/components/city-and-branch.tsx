import { useMemo } from 'react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Combobox, type ComboboxOption } from '../../../components/ui/combobox'
import { Field } from '../../../components/ui/field'
import { saudiCities, saudiCitiesByName, saudiCityOf } from '../../../contract/saudi-cities'
import { matchCities } from '../../../lib/city-search'
import { useLocale } from '../../../lib/i18n/use-locale'
import { nearestBranch } from '../../../lib/nearest-branch'
import { branchesQuery } from '../../content/content.queries'
import { OptionsSelectField } from './order-form-parts'

type CityFieldProps = {
  label: string
  hint?: string
  id: string
  error?: string
  name: string
  value: string
  onChange: (slug: string) => void
  onBlur: () => void
}

/**
 * A Saudi city from the full list (decision 0086), searched by typing its name in Arabic or
 * English whatever the page's language; listed in the page's alphabetical order, each with its
 * name in the other language beside it, so a buyer who knows only one spelling still finds it.
 */
export function CityField({ label, hint, id, error, name, value, onChange, onBlur }: CityFieldProps) {
  const { t } = useLingui()
  const locale = useLocale()
  const options = useMemo(
    () => saudiCitiesByName(locale).map((city) => ({ value: city.slug, label: city.name, hint: city.otherName })),
    [locale],
  )
  const filter = (query: string): ComboboxOption[] => {
    const slugs = new Set(matchCities(saudiCities, query).map((city) => city.slug))
    return options.filter((option) => slugs.has(option.value))
  }
  return (
    <Field label={label} hint={hint} id={id} error={error} required>
      <Combobox
        name={name}
        value={value}
        options={options}
        filter={filter}
        onChange={onChange}
        onBlur={onBlur}
        placeholder={t({ message: 'Type to search, e.g. Dammam', comment: 'Order forms: placeholder of the searchable city box' })}
        noMatches={t({
          message: 'No city by that name.',
          comment: 'Order forms: shown in the city list when nothing matches what was typed',
        })}
        matchCount={(count) =>
          t({
            message: plural(count, { one: '# city', other: '# cities' }),
            comment: 'Order forms: read by screen readers as the city list is filtered',
          })
        }
      />
    </Field>
  )
}

/** The dealer's branches, and the one nearest to a city for the forms to preselect. */
export function useBranches() {
  const locale = useLocale()
  const { data } = useSuspenseQuery(branchesQuery(locale))
  const branches = data.items
  return {
    options: branches.map((branch) => ({ value: String(branch.id), label: `${branch.name} · ${branch.city.name}` })),
    nearestTo: (citySlug: string): string => {
      const city = saudiCityOf(citySlug)
      const nearest = city ? nearestBranch(city, branches) : undefined
      return nearest ? String(nearest.id) : ''
    },
  }
}

/**
 * The branch that handles the order: preselected as the nearest to the city, any other may be
 * chosen; none chosen is the nearest too (the API's rule). Inside the branch's `form.AppField`.
 */
export function BranchField({ options }: { options: readonly { value: string; label: string }[] }) {
  const { t } = useLingui()
  return (
    <OptionsSelectField
      label={t({ message: 'Branch that handles your order', comment: 'Order forms: label of the branch list (not the buyer’s city)' })}
      hint={t({
        message: 'We suggest the branch nearest to your city; you may choose another.',
        comment: 'Order forms: hint under the branch list, preselected by distance from the chosen city',
      })}
      placeholder={t({ message: 'Choose a branch', comment: 'Order forms: first, empty option of the branch list' })}
      options={options}
      required={false}
    />
  )
}

/** The part of a TanStack Form field these controls need. */
type PlaceFieldApi = {
  name: string
  state: { value: string; meta: { errors: unknown[] } }
  handleChange: (value: string) => void
  handleBlur: () => void
}

/**
 * A city and the branch that handles the order, side by side: choosing the city proposes the
 * nearest branch (decision 0086). `fieldId` and `errorText` are the form's; inside the branch's
 * `form.AppField`, whose bound select the branch list is.
 */
export function CityAndBranchFields({
  cityLabel,
  city,
  branch,
  fieldId,
  errorText,
}: {
  cityLabel: string
  city: PlaceFieldApi
  branch: PlaceFieldApi
  fieldId: (name: string) => string
  errorText: (error: unknown) => string | undefined
}) {
  const branches = useBranches()
  return (
    <>
      <CityField
        label={cityLabel}
        id={fieldId(city.name)}
        error={errorText(city.state.meta.errors[0])}
        name={city.name}
        value={city.state.value}
        onBlur={city.handleBlur}
        onChange={(slug) => {
          city.handleChange(slug)
          branch.handleChange(branches.nearestTo(slug))
        }}
      />
      <BranchField options={branches.options} />
    </>
  )
}
