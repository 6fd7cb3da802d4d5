import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { Button } from '../../../components/ui/button'
import { LinkButton } from '../../../components/ui/link-button'
import { Notice } from '../../../components/ui/notice'
import { ReferenceCode } from '../../../components/ui/reference-code'
import type { Reservation } from '../../../contract/reservations'
import type { PaymentFailure } from '../../../contract/reservation-values'
import { PublicError } from '../../../lib/errors'
import { formatDateTime, formatSar } from '../../../lib/format'
import { useLocale, useLocaleParam } from '../../../lib/i18n/use-locale'
import { reservationStatusLabels } from '../reservation-messages'
import { cancelReservation } from '../reservations.functions'
import { PaymentPanel } from './payment-panel'

/** The buyer's reservation: what is held, until when, the deposit and its refund; the payment step while unpaid. */
export function ReservationStatus({ reservation, failure }: { reservation: Reservation; failure?: PaymentFailure }) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const localeParam = useLocaleParam()
  const router = useRouter()
  const [asking, setAsking] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const deposit = formatSar(reservation.depositHalalas / 100, locale)
  const until = reservation.expiresAt ? formatDateTime(reservation.expiresAt, locale) : null
  const payBy = formatDateTime(reservation.paymentDueAt, locale)
  const endable = reservation.status === 'held' || reservation.status === 'awaiting_payment'

  const cancel = async () => {
    setError(null)
    try {
      await cancelReservation({ data: { locale, id: reservation.id } })
      setAsking(false)
      await router.invalidate()
    } catch (caught) {
      setAsking(false)
      setError(caught instanceof PublicError ? caught.message : t`Something went wrong. Please try again.`)
    }
  }

  return (
    <div className="space-y-6">
      <dl
        className="grid gap-4 rounded-2xl border border-line bg-white p-5 shadow-sm sm:grid-cols-2 sm:p-8"
        data-testid="reservation-facts"
      >
        <div>
          <dt className="text-sm text-ink-soft">{t({ message: 'Reservation', comment: 'Reservation page: label of the reference' })}</dt>
          <dd className="mt-1">
            <ReferenceCode>{reservation.reference}</ReferenceCode>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-ink-soft">{t({ message: 'Status', comment: 'Reservation page: label of the state' })}</dt>
          <dd className="mt-1 font-bold text-ink" data-testid="reservation-state">
            {i18n._(reservationStatusLabels[reservation.status])}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-ink-soft">{t({ message: 'Car', comment: 'Reservation page: label of the reserved car' })}</dt>
          <dd className="mt-1 text-ink">
            <bdi>{reservation.car.title}</bdi>
            {reservation.colorName ? <> · {reservation.colorName}</> : null}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-ink-soft">
            {t({ message: 'Branch', comment: 'Reservation page: label of the branch where the car is' })}
          </dt>
          <dd className="mt-1 text-ink">{reservation.branchName ?? '—'}</dd>
        </div>
        <div>
          <dt className="text-sm text-ink-soft">
            {t({ message: 'Refundable deposit', comment: 'Reservation page: label of the deposit amount' })}
          </dt>
          <dd className="mt-1 font-bold text-ink">
            <bdi>{deposit}</bdi> <span className="text-sm font-normal text-ink-soft">{t`VAT included`}</span>
          </dd>
        </div>
        {until && reservation.status === 'held' ? (
          <div>
            <dt className="text-sm text-ink-soft">
              {t({ message: 'Held until', comment: 'Reservation page: label of the end of the hold' })}
            </dt>
            <dd className="mt-1 font-bold text-ink">
              <bdi>{until}</bdi>
            </dd>
          </div>
        ) : null}
      </dl>

      {reservation.status === 'awaiting_payment' ? (
        <>
          <Notice tone="info">
            {t({
              message: `The car is set aside for you until ${payBy} while you pay. Once paid, it is held for ${reservation.holdHours} hours and the deposit is refunded in full if you do not buy it.`,
              comment: 'Reservation page before payment: the payment window and the hold',
            })}
          </Notice>
          <PaymentPanel reservation={reservation} initialFailure={failure} />
        </>
      ) : null}
      {reservation.status === 'held' ? (
        <Notice tone="success" title={t({ message: 'The car is reserved for you', comment: 'Reservation page: paid and held' })}>
          {t({
            message: `Our sales team will call you to arrange the purchase. If you do not buy the car by ${until}, the deposit is refunded to you in full.`,
            comment: 'Reservation page after payment: what happens next',
          })}
        </Notice>
      ) : null}
      {reservation.refund !== 'none' ? (
        <Notice
          tone="info"
          title={
            reservation.refund === 'refunded'
              ? t({ message: 'Deposit refunded', comment: 'Reservation page: the deposit went back to the buyer' })
              : t({ message: 'Refund on its way', comment: 'Reservation page: the deposit is being refunded' })
          }
        >
          {reservation.refund === 'refunded'
            ? t({
                message: 'The deposit was refunded to the card or wallet you paid with. Banks take a few days to show it.',
                comment: 'Reservation page: refund done',
              })
            : t({
                message: 'The deposit is being refunded to the card or wallet you paid with.',
                comment: 'Reservation page: refund queued',
              })}
        </Notice>
      ) : null}
      {reservation.orderReference ? (
        <Notice tone="success">
          {t({
            message: `Your reservation is now order ${reservation.orderReference}; the deposit counts towards the price.`,
            comment: 'Reservation page: staff made an order of it',
          })}
        </Notice>
      ) : null}
      {error ? <Notice tone="error">{error}</Notice> : null}

      <div className="flex flex-wrap gap-3">
        {reservation.receipt ? (
          <LinkButton
            to="/{-$locale}/reservation-receipt"
            params={{ locale: localeParam }}
            search={{ id: reservation.id }}
            variant="secondary"
            data-testid="receipt-link"
          >
            {t({ message: 'Receipt', comment: 'Reservation page: link to the deposit’s tax receipt' })}
          </LinkButton>
        ) : null}
        {endable ? (
          <Button variant="outline" onClick={() => setAsking(true)}>
            {t({ message: 'Cancel the reservation', comment: 'Reservation page: ends the reservation (asked first)' })}
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={asking}
        title={t({ message: 'Cancel this reservation?', comment: 'Reservation: confirmation dialog title' })}
        confirmLabel={t({ message: 'Cancel the reservation', comment: 'Reservation: confirmation dialog action' })}
        onConfirm={cancel}
        onCancel={() => setAsking(false)}
      >
        <p>
          {reservation.status === 'held'
            ? t({
                message: `The car is released for other buyers and your deposit of ${deposit} is refunded.`,
                comment: 'Reservation: what cancelling a paid reservation does',
              })
            : t({
                message: 'The car is released for other buyers. Nothing has been charged.',
                comment: 'Reservation: what cancelling an unpaid reservation does',
              })}
        </p>
      </ConfirmDialog>
    </div>
  )
}
