import { useState, type FormEvent } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { Button } from '../../../components/ui/button'
import { Field } from '../../../components/ui/field'
import { Input } from '../../../components/ui/input'
import type { StaffCarList as StaffCarListPage } from '../../../contract/car-photos'
import { formatNumber } from '../../../lib/format'
import { useLocale, useLocaleParam } from '../../../lib/i18n/use-locale'
import { StaffListPager } from '../../staff/inbox/components/staff-list-pager'

/**
 * A page of the cars found by name (named cars first, decision 0080), each with its picture and
 * photo count, opening its photos per colour; how many match, and the pages.
 */
export function StaffCarList({ cars, q }: { cars: StaffCarListPage; q: string }) {
  const { t } = useLingui()
  const locale = useLocale()
  const localeParam = useLocaleParam()
  const navigate = useNavigate()
  const [text, setText] = useState(q)
  const total = formatNumber(cars.total, locale)

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void navigate({ to: '/{-$locale}/staff/car-photos', params: { locale: localeParam }, search: { q: text.trim() || undefined } })
  }

  return (
    <section className="space-y-4" aria-labelledby="staff-cars-heading">
      <h2 id="staff-cars-heading" className="text-xl font-bold text-ink">
        {t({ message: 'Cars', comment: 'Back office car photos page: heading of the list of cars' })}
      </h2>
      <form role="search" onSubmit={search} className="flex flex-wrap items-end gap-3">
        <Field
          label={t({ message: 'Find a car', comment: 'Back office car photos page: label of the search by brand, model or trim' })}
          className="min-w-0 flex-1"
        >
          <Input type="search" name="q" value={text} onChange={(event) => setText(event.target.value)} maxLength={100} />
        </Field>
        <Button type="submit">{t({ message: 'Search', comment: 'Back office car photos page: button that searches the cars' })}</Button>
      </form>
      {cars.total === 0 ? (
        <p className="text-ink-soft" role="status">
          {t({ message: 'No car matches this search.', comment: 'Back office car photos page: empty search result' })}
        </p>
      ) : (
        <p className="text-ink-soft" role="status" data-testid="staff-cars-total">
          {q
            ? t({
                message: `Matching cars: ${total}`,
                comment: 'Back office car photos page: how many cars match the search, e.g. "Matching cars: 12"',
              })
            : t({ message: `All cars: ${total}`, comment: 'Back office car photos page: how many cars there are, e.g. "All cars: 172"' })}
        </p>
      )}
      {cars.items.length === 0 ? null : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="staff-cars">
          {cars.items.map((car) => (
            <li key={car.id}>
              <Link
                to="/{-$locale}/staff/car-photos/$carId"
                params={{ locale: localeParam, carId: String(car.id) }}
                className="flex items-center gap-3 rounded-xl border border-line bg-white p-3 shadow-sm hover:border-brand-600"
              >
                <img
                  src={car.thumbnail}
                  alt=""
                  width={96}
                  height={60}
                  loading="lazy"
                  className="aspect-[16/10] w-24 shrink-0 object-contain"
                />
                <span className="min-w-0">
                  <bdi className="block font-bold text-ink">{car.title}</bdi>
                  <span className="text-sm text-ink-soft">
                    {car.photoCount === 0
                      ? t({ message: 'Drawing only', comment: 'Back office car photos page: a car with no photo yet shows its drawing' })
                      : t({
                          message: `Photos: ${formatNumber(car.photoCount, locale)}`,
                          comment: 'Back office car photos page: how many photos a car has, e.g. "Photos: 3"',
                        })}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <StaffListPager page={cars.page} total={cars.total} pageSize={cars.pageSize} />
    </section>
  )
}
