import { useId, useState, type FormEvent } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import type { Brand } from '../../../contract/catalogue'
import { modelsQuery } from '../cars.queries'
import { localizePathname } from '../../../lib/i18n/locale'
import { useLocale, useLocaleParam } from '../../../lib/i18n/use-locale'

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
  const id = useId()
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
  const field = 'min-h-12 w-full rounded-lg border border-line bg-white px-3 text-ink'

  return (
    <form
      action={localizePathname('/market', locale)}
      method="get"
      onSubmit={submit}
      role="search"
      aria-label={t`Quick search`}
      className="grid gap-3 rounded-2xl bg-white p-4 shadow-xl sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1.3fr_auto] lg:p-5"
    >
      <label htmlFor={`${id}-brand`} className="sr-only">
        {t`Brand`}
      </label>
      <select
        id={`${id}-brand`}
        name="brand"
        value={brand}
        onChange={(event) => {
          setBrand(event.target.value)
          setModel('')
        }}
        className={field}
      >
        <option value="">{t`All brands`}</option>
        {brands.map((option) => (
          <option key={option.slug} value={option.slug}>
            {option.name}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-model`} className="sr-only">
        {t`Model`}
      </label>
      <select id={`${id}-model`} name="model" value={model} onChange={(event) => setModel(event.target.value)} disabled={!brand} className={`${field} disabled:bg-surface disabled:text-muted`}>
        <option value="">{brand ? t`All models` : t`Choose a brand first`}</option>
        {brandModels.map((option) => (
          <option key={option.slug} value={option.slug}>
            {option.name}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-q`} className="sr-only">
        {t`Car name`}
      </label>
      <input
        id={`${id}-q`}
        name="q"
        type="search"
        value={q}
        maxLength={100}
        onChange={(event) => setQ(event.target.value)}
        placeholder={t`Car name or trim, e.g. GLX`}
        className={`${field} placeholder:text-muted`}
      />
      <button type="submit" className="min-h-12 rounded-lg bg-accent-500 px-6 font-bold text-white hover:bg-accent-600">
        {t`Search cars`}
      </button>
    </form>
  )
}
