import { useState, type FormEvent } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import type { Brand } from '../../../contract/catalogue'
import { modelsQuery } from '../cars.queries'
import { localizePathname } from '../../../lib/i18n/locale'
import { useLocale, useLocaleParam } from '../../../lib/i18n/use-locale'
import { Button } from '../../../components/ui/button'
import { Field } from '../../../components/ui/field'
import { Input } from '../../../components/ui/input'
import { Select } from '../../../components/ui/select'

/**
 * Brand → model → name, opening the market with those filters in the URL. A plain GET form
 * underneath, so it also works before the page's script has loaded. A brand's models are fetched
 * when it is chosen rather than sent with the page: most visitors never open the model list.
 */
export function QuickSearch({ brands }: { brands: Brand[] }) {
  const { t } = useLingui()
  const locale = useLocale()
  const localeParam = useLocaleParam()
  const navigate = useNavigate()
  const [brand, setBrand] = useState('')
  const [model, setModel] = useState('')
  const [q, setQ] = useState('')
  const { data: models } = useQuery({ ...modelsQuery(locale, brand), enabled: brand !== '' })
  const brandModels = brand ? (models?.items ?? []) : []

  const submit = (event: FormEvent) => {
    event.preventDefault()
    void navigate({
      to: '/{-$locale}/market',
      params: { locale: localeParam },
      search: (previous) => ({ ...previous, brand, model, q: q.trim(), page: 1 }),
    })
  }

  return (
    <form
      action={localizePathname('/market', locale)}
      method="get"
      onSubmit={submit}
      role="search"
      aria-label={t({ message: 'Quick search', comment: 'Home page: heading of the quick car search box' })}
      className="grid gap-3 rounded-2xl bg-white p-4 shadow-xl sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1.3fr_auto] lg:p-5"
    >
      {/* The fields' purpose shows in their first option or placeholder; their labels are for assistive technology. */}
      <Field label={t`Brand`} labelHidden>
        <Select
          name="brand"
          size="lg"
          value={brand}
          onChange={(event) => {
            setBrand(event.target.value)
            setModel('')
          }}
        >
          <option value="">
            {t({ message: 'All brands', comment: 'Quick search, brand list: the choice that does not filter by brand' })}
          </option>
          {brands.map((option) => (
            <option key={option.slug} value={option.slug}>
              {option.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t`Model`} labelHidden>
        <Select name="model" size="lg" value={model} onChange={(event) => setModel(event.target.value)} disabled={!brand}>
          <option value="">
            {brand
              ? t({ message: 'All models', comment: 'Quick search, model list: the choice that does not filter by model' })
              : t`Choose a brand first`}
          </option>
          {brandModels.map((option) => (
            <option key={option.slug} value={option.slug}>
              {option.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t({ message: 'Car name', comment: 'Quick search: field to type a car name' })} labelHidden>
        <Input
          name="q"
          type="search"
          size="lg"
          value={q}
          maxLength={100}
          onChange={(event) => setQ(event.target.value)}
          placeholder={t`Car name or trim, e.g. GLX`}
        />
      </Field>
      <Button type="submit" variant="accent" size="lg">
        {t({ message: 'Search cars', comment: 'Home page quick search: button that opens the market with the choices made' })}
      </Button>
    </form>
  )
}
