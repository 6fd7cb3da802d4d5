import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { advertisedFinance } from '../../../lib/advertised-finance'
import { formatNumber } from '../../../lib/format'
import { useLocale, useLocaleParam } from '../../../lib/i18n/use-locale'
import type { CompareCell, CompareGroup } from '../compare-rows'
import type { ComparedCar } from '../compare.functions'
import { CarImage } from './car-image'
import { Price } from './price'

/**
 * The comparison as one table: a column per car (picture, name, a link to take it out), then the
 * groups of rows. The row labels stay pinned at the start side while the cars scroll sideways
 * (a phone shows the labels and about one and a half cars), and the whole table prints flat. The
 * region is positioned so that what screen readers alone read (absolutely placed) scrolls inside
 * it instead of widening the page.
 * `without(id)` is the comparison link without that car.
 */
export function CompareTable({
  cars,
  groups,
  without,
  onRemove,
}: {
  cars: readonly ComparedCar[]
  groups: readonly CompareGroup[]
  without: (id: number) => string | number | undefined
  onRemove: (id: number) => void
}) {
  const { t } = useLingui()
  const locale = useLocaleParam()
  const pinned = 'sticky start-0 z-10 bg-white print:static'
  return (
    <div
      className="compare-scroll relative -mx-4 overflow-x-auto overscroll-x-contain px-4 pb-2 sm:mx-0 sm:px-0"
      role="region"
      aria-labelledby="compare-caption"
      // Focusable so a keyboard can scroll it sideways.
      tabIndex={0}
      data-testid="compare-table"
    >
      <table className="w-full border-separate border-spacing-0 text-sm">
        <caption id="compare-caption" className="sr-only">
          {t({ message: 'The cars side by side', comment: 'Comparison page: name of the comparison table, read by screen readers' })}
        </caption>
        <thead>
          <tr>
            <td className={`${pinned} w-28 min-w-28 border-b border-line sm:w-48`} />
            {cars.map((car, index) => (
              <th
                key={car.id}
                scope="col"
                className="min-w-40 border-b border-line p-3 text-start align-top font-normal sm:min-w-52 print:min-w-0"
              >
                {car.image ? <CarImage picture={car.image} priority={index < 2} className="rounded-lg" /> : null}
                <Link
                  to="/{-$locale}/car"
                  params={{ locale }}
                  search={{ id: car.id }}
                  className="mt-2 block font-bold leading-snug text-ink hover:text-brand-700 hover:underline"
                  data-compare-car={car.id}
                >
                  <bdi>{car.title}</bdi>
                </Link>
                <Link
                  to="/{-$locale}/compare"
                  params={{ locale }}
                  search={(previous) => ({ ...previous, ids: without(car.id) })}
                  resetScroll={false}
                  onClick={() => onRemove(car.id)}
                  className="mt-1 inline-flex min-h-11 items-center text-sm font-medium text-brand-700 underline print:hidden"
                >
                  {t({ message: 'Remove', comment: 'Comparison page, under a car’s name: takes the car out of the comparison' })}
                  <span className="sr-only">
                    {' '}
                    – <bdi>{car.title}</bdi>
                  </span>
                </Link>
              </th>
            ))}
          </tr>
        </thead>
        {groups.map((group) => (
          <tbody key={group.key} data-compare-group={group.key}>
            <tr>
              <th
                scope="colgroup"
                colSpan={cars.length + 1}
                className="bg-surface px-3 pb-2 pt-5 text-start text-base font-bold text-brand-800"
              >
                <span className="sticky start-3">{group.title}</span>
              </th>
            </tr>
            {group.rows.map((row) => (
              <tr key={row.key} data-compare-row={row.key} data-differs={row.differs || undefined}>
                <th scope="row" className={`${pinned} border-b border-line px-3 py-2.5 text-start align-top font-normal text-muted`}>
                  {row.label}
                  {row.key === 'installment' ? <AdvertisedTerms /> : null}
                </th>
                {row.cells.map((cell, index) => (
                  <td key={cars[index]?.id ?? index} className="border-b border-line p-3 align-top text-ink">
                    <Cell cell={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  )
}

/** The assumptions of every "from … / month", said where the figures are. */
function AdvertisedTerms() {
  const { t } = useLingui()
  const locale = useLocale()
  const termsRate = formatNumber(advertisedFinance.annualProfitRatePercent, locale)
  const termsMonths = formatNumber(advertisedFinance.termMonths, locale)
  const termsDown = formatNumber(Math.round(advertisedFinance.downPaymentShare * 100), locale)
  return (
    <span className="mt-1 block text-xs" data-testid="compare-terms">
      {t({
        message: `At ${termsRate}% profit for ${termsMonths} months, ${termsDown}% down`,
        comment: 'Market filter, under the monthly instalment list: the finance terms the instalment is quoted on',
      })}
    </span>
  )
}

function Cell({ cell }: { cell: CompareCell }) {
  const { t } = useLingui()
  switch (cell.kind) {
    case 'price':
      return <Price amountSar={cell.priceSar} listSar={cell.wasSar} />
    case 'text':
      return <bdi className="font-medium">{cell.text}</bdi>
    case 'has':
      return cell.has ? (
        <span className="font-bold text-success">
          <span aria-hidden="true">✓</span>
          <span className="sr-only">
            {t({ message: 'Yes', comment: 'Comparison table: the car has this feature (read by screen readers)' })}
          </span>
        </span>
      ) : (
        <span className="text-muted">
          <span aria-hidden="true">–</span>
          <span className="sr-only">
            {t({ message: 'No', comment: 'Comparison table: the car does not have this feature (read by screen readers)' })}
          </span>
        </span>
      )
    case 'colors':
      return (
        <ul className="space-y-1">
          {cell.colors.map((color) => (
            <li key={`${color.name}${color.hex}`} className="flex items-center gap-2">
              <span aria-hidden="true" className="size-4 shrink-0 rounded-full border border-line" style={{ backgroundColor: color.hex }} />
              <bdi>{color.name}</bdi>
            </li>
          ))}
        </ul>
      )
    case 'stock':
      return (
        <>
          <span className="font-medium">{cell.label}</span>
          {cell.places.length > 0 ? (
            <span className="mt-1 block text-xs text-muted">
              {t({ message: 'Ready at:', comment: 'Comparison table, availability row: before the branches that have the car ready now' })}{' '}
              {cell.places.map((place, index) => (
                <span key={place}>
                  {index > 0 ? t({ message: ', ', comment: 'Separator between branch names in a list' }) : null}
                  <bdi>{place}</bdi>
                </span>
              ))}
            </span>
          ) : null}
        </>
      )
    case 'none':
      return (
        <span className="text-muted">
          <span aria-hidden="true">–</span>
          <span className="sr-only">
            {t({
              message: 'Not stated',
              comment: 'Comparison table: the car’s specification sheet does not give this value (read by screen readers)',
            })}
          </span>
        </span>
      )
  }
}
