import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { Button } from '../../../components/ui/button'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { Notice } from '../../../components/ui/notice'
import { ReferenceCode } from '../../../components/ui/reference-code'
import type { StaffReservation } from '../../../contract/reservations'
import { PublicError } from '../../../lib/errors'
import { formatDateTime, formatSar } from '../../../lib/format'
import { useLocale } from '../../../lib/i18n/use-locale'
import { staffReservationStatusLabels } from '../../reservations/reservation-messages'
import { convertReservation } from '../staff-reservations.functions'

/**
 * The reservations desk (decision 0101): who holds which car until when, and "Make an order", which
 * asks first and then says the order's reference and the balance left after the deposit.
 */
export function StaffReservationsList({ items }: { items: StaffReservation[] }) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const router = useRouter()
  const [asking, setAsking] = useState<StaffReservation | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)

  const convert = async (reservation: StaffReservation) => {
    setError(null)
    try {
      const made = await convertReservation({ data: { locale, id: reservation.id } })
      const balance = formatSar(made.balanceHalalas / 100, locale)
      setDone(
        t({
          message: `Order ${made.orderReference} made; balance to pay: ${balance}.`,
          comment: 'Staff reservations: after making an order of a reservation',
        }),
      )
      await router.invalidate()
    } catch (caught) {
      setError(caught instanceof PublicError ? caught.message : t`Something went wrong. Please try again.`)
    } finally {
      setAsking(null)
    }
  }

  if (items.length === 0) {
    return <Notice tone="info">{t({ message: 'No reservations yet.', comment: 'Staff reservations: empty list' })}</Notice>
  }
  return (
    <div className="space-y-4">
      {done ? <Notice tone="success">{done}</Notice> : null}
      {error ? <Notice tone="error">{error}</Notice> : null}
      <div className="overflow-x-auto rounded-2xl border border-line bg-white">
        <table className="w-full text-start text-sm">
          <thead className="bg-surface text-ink-soft">
            <tr>
              <th scope="col" className="p-3 text-start">
                {t({ message: 'Reservation', comment: 'Staff reservations: column of the reference' })}
              </th>
              <th scope="col" className="p-3 text-start">
                {t({ message: 'Car', comment: 'Staff reservations: column of the car' })}
              </th>
              <th scope="col" className="p-3 text-start">
                {t({ message: 'Buyer', comment: 'Staff reservations: column of the buyer' })}
              </th>
              <th scope="col" className="p-3 text-start">
                {t({ message: 'Status', comment: 'Staff reservations: column of the state' })}
              </th>
              <th scope="col" className="p-3 text-start">
                {t({ message: 'Held until', comment: 'Staff reservations: column of the end of the hold' })}
              </th>
              <th scope="col" className="p-3 text-start">
                <span className="sr-only">{t({ message: 'Actions', comment: 'Staff reservations: column of the buttons' })}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id} className="border-t border-line align-top" data-testid="staff-reservation">
                <td className="p-3">
                  <ReferenceCode>{item.reference}</ReferenceCode>
                </td>
                <td className="p-3">
                  <bdi>{item.carTitle}</bdi>
                  {item.branchName ? <div className="text-ink-soft">{item.branchName}</div> : null}
                </td>
                <td className="p-3">
                  {item.contactName}
                  <div>
                    <bdi dir="ltr" className="text-ink-soft">
                      {item.mobile}
                    </bdi>
                  </div>
                </td>
                <td className="p-3">
                  {i18n._(staffReservationStatusLabels[item.status])}
                  {item.orderReference ? (
                    <div>
                      <ReferenceCode>{item.orderReference}</ReferenceCode>
                    </div>
                  ) : null}
                </td>
                <td className="p-3">{item.expiresAt && item.status === 'held' ? formatDateTime(item.expiresAt, locale) : '—'}</td>
                <td className="p-3">
                  {item.status === 'held' ? (
                    <Button size="sm" variant="secondary" onClick={() => setAsking(item)}>
                      {t({ message: 'Make an order', comment: 'Staff reservations: turn the reservation into an order' })}
                    </Button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ConfirmDialog
        open={asking !== null}
        title={t({ message: 'Make an order of this reservation?', comment: 'Staff reservations: confirmation title' })}
        confirmLabel={t({ message: 'Make the order', comment: 'Staff reservations: confirmation action' })}
        onConfirm={() => (asking ? convert(asking) : undefined)}
        onCancel={() => setAsking(null)}
      >
        {asking ? (
          <p>
            {t({
              message: `A cash order for ${asking.contactName} is made and assigned to you. The deposit of ${formatSar(asking.depositHalalas / 100, locale)} is deducted from the price of ${formatSar(asking.priceSar, locale)}; the car stays reserved for the order.`,
              comment: 'Staff reservations: what making an order does',
            })}
          </p>
        ) : null}
      </ConfirmDialog>
    </div>
  )
}
