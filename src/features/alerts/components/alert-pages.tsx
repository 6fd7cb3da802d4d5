import { useLingui } from '@lingui/react/macro'
import { PageShell } from '../../../components/layout/page-shell'
import { Button } from '../../../components/ui/button'
import { LinkButton } from '../../../components/ui/link-button'
import { Notice } from '../../../components/ui/notice'
import type { AlertList, AlertSummary } from '../../../contract/alerts'
import { localizePathname } from '../../../lib/i18n/locale'
import { useLocale, useLocaleParam } from '../../../lib/i18n/use-locale'
import type { AlertLinkStatus } from '../alert-link-status'
import type { AlertsLookup } from '../alerts.queries'
import { AlertLine, AlertRemoveName } from './alert-line'

/** What a link's outcome says, above the page's content. */
function StatusNotice({ status, missingToken }: { status?: AlertLinkStatus; missingToken: boolean }) {
  const { t } = useLingui()
  switch (status) {
    case 'confirmed':
      return (
        <Notice tone="success" title={t({ message: 'Your alerts are on', comment: 'Alerts form: heading once SMS alerts are confirmed' })}>
          {t`We will send you at most one message a day when a price drops, a car is back in stock or a new car matches your search.`}
        </Notice>
      )
    case 'unsubscribed':
      return (
        <Notice
          tone="success"
          title={t({ message: 'All your alerts were removed', comment: 'Heading once every alert of a person was removed' })}
        >
          {t`You will not receive any more alert messages from us.`}
        </Notice>
      )
    case 'removed':
      return <Notice tone="success">{t`The alert was removed.`}</Notice>
    case 'expired':
      return (
        <Notice
          tone="error"
          title={t({ message: 'This link has expired', comment: 'Heading shown when a mailing-list confirmation link is too old' })}
        >
          {t`Confirmation links work for 7 days. Please ask for your alerts again on the car or market page.`}
        </Notice>
      )
    case 'rate_limited':
      return <Notice tone="error">{t`Too many attempts. Please wait a few minutes and try again.`}</Notice>
    case 'unavailable':
      return <Notice tone="error">{t`We could not reach the dealer. Please check your connection and try again.`}</Notice>
    case 'invalid':
      return <InvalidLink />
    default:
      return missingToken ? <InvalidLink /> : null
  }
}

function InvalidLink() {
  const { t } = useLingui()
  return (
    <Notice
      tone="error"
      title={t({ message: 'This link does not work', comment: 'Heading shown when a mailing-list link is damaged or forged' })}
    >
      {t`Please open the link from your message exactly as it is, or copy the whole link into your browser.`}
    </Notice>
  )
}

/**
 * The page a confirmation link or an unsubscribe link opens (decision 0098). Opening it changes
 * nothing (mail scanners open links); its one button posts the page's own address, a plain form that
 * works before any script, and the answer comes back as `?status=`.
 */
export function AlertLinkPage({ kind, token, status }: { kind: 'confirm' | 'unsubscribe'; token?: string; status?: AlertLinkStatus }) {
  const { t } = useLingui()
  const locale = useLocale()
  const localeParam = useLocaleParam()
  const confirm = kind === 'confirm'
  const title = confirm
    ? t({ message: 'Confirm your alerts', comment: 'Title of the page an alerts confirmation link opens' })
    : t({ message: 'Remove all your alerts', comment: 'Title of the page the unsubscribe link of an alert message opens' })
  const showForm = token !== undefined && (status === undefined || status === 'rate_limited' || status === 'unavailable')
  const action = `${localizePathname(`/alerts/${kind}`, locale)}?${new URLSearchParams({ token: token ?? '' })}`
  return (
    <PageShell title={title}>
      <div className="container-page max-w-2xl space-y-6 py-8 lg:py-12">
        <StatusNotice status={status} missingToken={token === undefined} />
        {showForm ? (
          <form method="post" action={action} className="space-y-4">
            <p className="text-ink-soft">
              {confirm
                ? t`To start receiving your alerts, confirm them. We send at most one message a day.`
                : t`Stop every alert we send to this address? You can ask for new ones at any time.`}
            </p>
            <Button type="submit" variant="primary">
              {confirm
                ? t({ message: 'Confirm my alerts', comment: 'Button on the page an alerts confirmation link opens' })
                : t({ message: 'Remove all my alerts', comment: 'Button on the page the unsubscribe link of an alert message opens' })}
            </Button>
          </form>
        ) : (
          <LinkButton to="/{-$locale}/market" params={{ locale: localeParam }} variant="secondary">
            {t({ message: 'Browse cars', comment: 'Button under the outcome of an alerts link' })}
          </LinkButton>
        )}
      </div>
    </PageShell>
  )
}

function RemoveAlertForm({ alert, action }: { alert: AlertSummary; action: string }) {
  const { t } = useLingui()
  return (
    // The button's own name and value say which alert: no hidden field, and it works without script.
    <form method="post" action={action}>
      <Button type="submit" name="alert" value={alert.id} variant="outline" size="sm">
        {t({ message: 'Remove', comment: 'List of alerts: button that removes one alert' })}
        <AlertRemoveName alert={alert} />
      </Button>
    </form>
  )
}

/** The list of one's alerts, opened by the link in every message (decision 0098): each can be removed, or all at once. */
export function AlertsListPage({ token, status, lookup }: { token?: string; status?: AlertLinkStatus; lookup: AlertsLookup | null }) {
  const { t } = useLingui()
  const locale = useLocale()
  const localeParam = useLocaleParam()
  const list: AlertList | null = lookup && 'list' in lookup ? lookup.list : null
  const problem = lookup && 'problem' in lookup ? lookup.problem : undefined
  const query = new URLSearchParams({ token: token ?? '' })
  return (
    <PageShell title={t({ message: 'Your alerts', comment: 'Title of the list of a person’s alerts' })}>
      <div className="container-page max-w-3xl space-y-6 py-8 lg:py-12">
        <StatusNotice status={status ?? problem} missingToken={token === undefined} />
        {list ? (
          list.alerts.length > 0 ? (
            <>
              <p className="text-ink-soft">
                {list.channel === 'sms'
                  ? t`We send these alerts by text message, at most one a day.`
                  : t`We send these alerts by e-mail, at most one a day.`}
              </p>
              <ul className="space-y-3">
                {list.alerts.map((alert) => (
                  <AlertLine
                    key={alert.id}
                    alert={alert}
                    removeControl={<RemoveAlertForm alert={alert} action={`${localizePathname('/alerts', locale)}?${query}`} />}
                  />
                ))}
              </ul>
              <LinkButton to="/{-$locale}/alerts/unsubscribe" params={{ locale: localeParam }} search={{ token }} variant="secondary">
                {t({ message: 'Remove all my alerts', comment: 'Button on the page the unsubscribe link of an alert message opens' })}
              </LinkButton>
            </>
          ) : (
            <Notice tone="info">{t`You have no alerts. Ask for one on any car page, or on the market with your search.`}</Notice>
          )
        ) : null}
      </div>
    </PageShell>
  )
}
