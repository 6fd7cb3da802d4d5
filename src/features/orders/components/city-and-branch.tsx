import { useMemo } from 'react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { ComboboxField } from '../../../components/forms/choice-fields'
import type { ComboboxOption } from '../../../components/ui/combobox'
import { saudiCities, saudiCitiesByName, saudiCityOf } from '../../../contract/saudi-cities'
import { matchCities } from '../../../lib/city-search'
import { useFieldContext } from '../../../lib/forms/form-hook-contexts'
import { useLocale } from '../../../lib/i18n/use-locale'
import { nearestBranch } from '../../../lib/nearest-branch'
import { branchesQuery } from '../../content/content.queries'
import { OptionsSelectField } from './order-form-parts'

/**
 * A Saudi city from the full list (decision 0086), searched by typing its name in Arabic or
 * English whatever the page's language; listed in the page's alphabetical order, each with its
 * name in the other language beside it, so a buyer who knows only one spelling still finds it.
 * Inside its form's `form.AppField`. With `branchField`, choosing a city proposes the branch
 * nearest to it in that field of the same form (decision 0086); any other may still be chosen.
 */
export function CityField({ label, hint, branchField }: { label: string; hint?: string; branchField?: string }) {
  const { t } = useLingui()
  const locale = useLocale()
  const city = useFieldContext<string>()
  const branches = useBranches()
  const options = useMemo(
    () => saudiCitiesByName(locale).map((option) => ({ value: option.slug, label: option.name, hint: option.otherName })),
    [locale],
  )
  const filter = (query: string): ComboboxOption[] => {
    const slugs = new Set(matchCities(saudiCities, query).map((match) => match.slug))
    return options.filter((option) => slugs.has(option.value))
  }
  return (
    <ComboboxField
      label={label}
      hint={hint}
      required
      options={options}
      filter={filter}
      onChoose={branchField ? (slug) => city.form.setFieldValue(branchField, branches.nearestTo(slug)) : undefined}
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
 * The branch that handles the order: preselected as the nearest to the city (`CityField`'s
 * `branchField`), any other may be chosen; none chosen is the nearest too (the API's rule).
 * Inside the branch's `form.AppField`.
 */
export function BranchField() {
  const { t } = useLingui()
  const branches = useBranches()
  return (
    <OptionsSelectField
      label={t({ message: 'Branch that handles your order', comment: 'Order forms: label of the branch list (not the buyer’s city)' })}
      hint={t({
        message: 'We suggest the branch nearest to your city; you may choose another.',
        comment: 'Order forms: hint under the branch list, preselected by distance from the chosen city',
      })}
      placeholder={t({ message: 'Choose a branch', comment: 'Order forms: first, empty option of the branch list' })}
      options={branches.options}
      required={false}
    />
  )
}
