import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { AlertSummary } from '../../../contract/alerts'
import { formatSar } from '../../../lib/format'
import { localizePathname } from '../../../lib/i18n/locale'
import { useLocale, useLocaleParam } from '../../../lib/i18n/use-locale'

/** What an alert tells, as its line in a list names it. */
export function useAlertWhat(): (alert: AlertSummary) => string {
  const { t } = useLingui()
  return (alert) =>
    alert.kind === 'price_drop'
      ? t({ message: 'When the price drops', comment: 'Alerts form: a choice of what to be told' })
      : alert.kind === 'back_in_stock'
        ? t({ message: 'When it is back in stock', comment: 'Alerts form: a choice of what to be told' })
        : t({ message: 'New cars matching a market search', comment: 'List of alerts: what a search alert tells' })
}

/**
 * One alert in a list of a person's alerts: what it tells, the car (its price now) or the saved
 * search, and the control that removes it, which the list gives (a form on the alerts page, a
 * button in My orders).
 */
export function AlertLine({ alert, removeControl }: { alert: AlertSummary; removeControl: ReactNode }) {
  const { t } = useLingui()
  const locale = useLocale()
  const localeParam = useLocaleParam()
  const what = useAlertWhat()(alert)
  return (
    <li className="flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-line bg-white p-4 shadow-sm">
      <div className="min-w-0 space-y-1">
        <p className="text-sm font-bold text-brand-700">{what}</p>
        {alert.car ? (
          <p>
            <Link
              to="/{-$locale}/car"
              params={{ locale: localeParam }}
              search={{ id: alert.car.id }}
              className="font-bold text-ink underline"
            >
              <bdi>{alert.car.title}</bdi>
            </Link>{' '}
            <span className="text-ink-soft">{alert.car.onMarket ? formatSar(alert.car.priceSar, locale) : t`No longer for sale`}</span>
          </p>
        ) : (
          <p>
            <a
              href={`${localizePathname('/market', locale)}${alert.marketQuery ? `?${alert.marketQuery}` : ''}`}
              className="font-bold text-ink underline"
            >
              {t({ message: 'Open this search in the market', comment: 'List of alerts: link to the saved market search' })}
            </a>
          </p>
        )}
      </div>
      {removeControl}
    </li>
  )
}

/** The words of a remove button's accessible name after "Remove": which alert it removes. */
export function AlertRemoveName({ alert }: { alert: AlertSummary }) {
  const what = useAlertWhat()(alert)
  return (
    <span className="sr-only">
      {' '}
      – {what}
      {alert.car ? (
        <>
          {' '}
          <bdi>{alert.car.title}</bdi>
        </>
      ) : null}
    </span>
  )
}
