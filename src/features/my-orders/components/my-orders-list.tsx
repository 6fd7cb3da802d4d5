import { useRef, useState } from 'react'
import { Link } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '../../../components/ui/button'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { LinkButton } from '../../../components/ui/link-button'
import { Notice } from '../../../components/ui/notice'
import { ReferenceCode } from '../../../components/ui/reference-code'
import type { BuyerOrder, BuyerOrders } from '../../../contract/buyer-orders'
import { PublicError } from '../../../lib/errors'
import { formatDateTime } from '../../../lib/format'
import { useLocale, useLocaleParam } from '../../../lib/i18n/use-locale'
import { formatSaudiMobile } from '../../../lib/phone'
import { TrackOrderResult } from '../../orders/components/track-order-result'
import { withdrawMyOrder } from '../my-orders.functions'
import { MyAlertsSection } from './my-alerts-section'

/**
 * The signed-in buyer's orders, newest first, each as tracking shows it, with "Withdraw this order"
 * on those staff have not approved yet (asked first in a dialog), then their SMS alerts.
 * `onWithdrawn` hands the order as it now is to the page, `onAlertRemoved` the alert gone;
 * `onSignOut` ends the session.
 */
export function MyOrdersList({
  data,
  onWithdrawn,
  onAlertRemoved,
  onSignOut,
}: {
  data: BuyerOrders
  onWithdrawn: (order: BuyerOrder) => void
  onAlertRemoved: (alertId: string) => void
  onSignOut: () => Promise<void>
}) {
  const { t } = useLingui()
  const locale = useLocale()
  const localeParam = useLocaleParam()
  const [asking, setAsking] = useState<string | null>(null)
  const [outcome, setOutcome] = useState<{ reference: string; tone: 'success' | 'error'; message: string } | null>(null)
  const [signingOut, setSigningOut] = useState(false)
  const outcomeNotice = useRef<HTMLDivElement>(null)

  const withdraw = async (reference: string) => {
    try {
      const order = await withdrawMyOrder({ data: { locale, reference } })
      onWithdrawn(order)
      setOutcome({ reference, tone: 'success', message: t`You have withdrawn this order. Our team will not work on it any more.` })
    } catch (error) {
      setOutcome({
        reference,
        tone: 'error',
        message:
          error instanceof PublicError ? error.message : t`We could not reach the dealer. Please check your connection and try again.`,
      })
    } finally {
      setAsking(null)
      requestAnimationFrame(() => outcomeNotice.current?.focus())
    }
  }

  const signOut = async () => {
    setSigningOut(true)
    try {
      await onSignOut()
    } finally {
      setSigningOut(false)
    }
  }

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-line bg-white p-4 sm:p-5">
        <div className="text-ink-soft">
          <p>
            <Trans>
              Signed in with{' '}
              <bdi dir="ltr" className="font-medium whitespace-nowrap text-ink">
                {formatSaudiMobile(data.mobile)}
              </bdi>
            </Trans>
          </p>
          <p className="text-sm">
            <Trans>
              For your privacy you will be signed out on this device at{' '}
              <span className="whitespace-nowrap">{formatDateTime(data.expiresAt, locale)}</span>.
            </Trans>
          </p>
        </div>
        <Button variant="outline" loading={signingOut} onClick={() => void signOut()}>
          {t({ message: 'Sign out', comment: 'My orders: button that ends the buyer’s session on this device' })}
        </Button>
      </div>

      {data.orders.length === 0 ? (
        <div className="rounded-2xl border border-line bg-white p-6 text-center sm:p-10">
          <p className="text-lg font-bold text-ink">{t`No confirmed orders with this mobile number yet.`}</p>
          <p className="mt-2 text-ink-soft">{t`An order shows here once it has been confirmed with the code sent to your mobile.`}</p>
          <LinkButton to="/{-$locale}/market" params={{ locale: localeParam }} variant="primary" className="mt-5">
            {t({ message: 'Browse cars', comment: 'My orders, no orders yet: link to the market of cars for sale' })}
          </LinkButton>
        </div>
      ) : (
        <ul
          className="space-y-6"
          aria-label={t({ message: 'Your orders', comment: 'My orders: accessible name of the list of the buyer’s orders' })}
        >
          {data.orders.map((order) => (
            <li key={order.reference}>
              <TrackOrderResult
                order={order}
                actions={
                  <div className="space-y-4">
                    {outcome?.reference === order.reference ? (
                      <Notice ref={outcomeNotice} tone={outcome.tone}>
                        {outcome.message}
                      </Notice>
                    ) : null}
                    {order.withdrawable ? (
                      <div className="flex flex-wrap items-center justify-between gap-3">
                        <p className="text-sm text-ink-soft">{t`Changed your mind? You can withdraw this order until our team approves it.`}</p>
                        <Button variant="outline" onClick={() => setAsking(order.reference)}>
                          {t({
                            message: 'Withdraw this order',
                            comment: 'My orders: button on an order not yet approved, opens a confirmation',
                          })}
                        </Button>
                      </div>
                    ) : (
                      <p className="text-sm text-ink-soft">
                        {order.status === 'cancelled' ||
                        order.status === 'closed' ||
                        order.status === 'declined' ||
                        order.status === 'completed'
                          ? t`This order is closed.`
                          : t`Our team has approved this order. To change it, please call us.`}
                      </p>
                    )}
                  </div>
                }
              />
            </li>
          ))}
        </ul>
      )}

      <MyAlertsSection alerts={data.alerts} onRemoved={onAlertRemoved} />

      <p className="text-sm text-ink-soft">
        <Trans>
          Looking for an order placed with another mobile number?{' '}
          <Link to="/{-$locale}/track-order" params={{ locale: localeParam }} className="text-brand-700 underline hover:no-underline">
            Track it with its reference
          </Link>
          .
        </Trans>
      </p>

      <ConfirmDialog
        open={asking !== null}
        title={t({ message: 'Withdraw this order?', comment: 'My orders: title of the dialog that confirms withdrawing an order' })}
        confirmLabel={t({ message: 'Withdraw the order', comment: 'My orders: the confirmation dialog’s button that withdraws the order' })}
        onConfirm={() => (asking ? withdraw(asking) : undefined)}
        onCancel={() => setAsking(null)}
      >
        <p>
          <Trans>
            Order <ReferenceCode className="font-medium text-ink">{asking ?? ''}</ReferenceCode> will be cancelled and our team will stop
            working on it. This cannot be undone here: to buy later, place a new order.
          </Trans>
        </p>
      </ConfirmDialog>
    </div>
  )
}
