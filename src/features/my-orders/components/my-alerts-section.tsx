import { useRef, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Button } from '../../../components/ui/button'
import { Notice } from '../../../components/ui/notice'
import type { AlertSummary } from '../../../contract/alerts'
import { PublicError } from '../../../lib/errors'
import { useLocale } from '../../../lib/i18n/use-locale'
import { AlertLine, AlertRemoveName } from '../../alerts/components/alert-line'
import { removeMyAlert } from '../my-orders.functions'

/**
 * The signed-in buyer's SMS alerts in My orders (issue 40): the same lines as the alerts page that
 * every message links to, each removable here. `onRemoved` drops the alert from the page's data.
 */
export function MyAlertsSection({ alerts, onRemoved }: { alerts: AlertSummary[]; onRemoved: (alertId: string) => void }) {
  const { t } = useLingui()
  const locale = useLocale()
  const [removing, setRemoving] = useState<string | null>(null)
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; message: string } | null>(null)
  const outcomeNotice = useRef<HTMLDivElement>(null)

  const remove = async (alertId: string) => {
    setRemoving(alertId)
    try {
      await removeMyAlert({ data: { locale, alertId } })
      onRemoved(alertId)
      setOutcome({ tone: 'success', message: t`The alert was removed.` })
    } catch (error) {
      setOutcome({
        tone: 'error',
        message:
          error instanceof PublicError ? error.message : t`We could not reach the dealer. Please check your connection and try again.`,
      })
    } finally {
      setRemoving(null)
      requestAnimationFrame(() => outcomeNotice.current?.focus())
    }
  }

  return (
    <section aria-labelledby="my-alerts-heading" className="space-y-4">
      <h2 id="my-alerts-heading" className="text-xl font-bold text-ink">
        {t({ message: 'Your alerts', comment: 'Title of the list of a person’s alerts' })}
      </h2>
      {outcome ? (
        <Notice ref={outcomeNotice} tone={outcome.tone}>
          {outcome.message}
        </Notice>
      ) : null}
      {alerts.length > 0 ? (
        <>
          <p className="text-ink-soft">{t`We send these alerts by text message, at most one a day.`}</p>
          <ul className="space-y-3">
            {alerts.map((alert) => (
              <AlertLine
                key={alert.id}
                alert={alert}
                removeControl={
                  <Button variant="outline" size="sm" loading={removing === alert.id} onClick={() => void remove(alert.id)}>
                    {t({ message: 'Remove', comment: 'List of alerts: button that removes one alert' })}
                    <AlertRemoveName alert={alert} />
                  </Button>
                }
              />
            ))}
          </ul>
        </>
      ) : (
        <Notice tone="info">{t`You have no alerts. Ask for one on any car page, or on the market with your search.`}</Notice>
      )}
      <p className="text-sm text-ink-soft">{t`Alerts by e-mail are listed on the page that the link in each of their e-mails opens.`}</p>
    </section>
  )
}
