import { useMemo } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { Reservation, ReservationReceipt as Receipt } from '../../../contract/reservations'
import { formatDateTime } from '../../../lib/format'
import { useLocale } from '../../../lib/i18n/use-locale'
import { qrDrawing } from '../../../lib/qr-drawing'
import { halalasText } from '../../../lib/zatca-qr'

/** `130.43` as the page writes amounts with decimals: `SAR 130.43` / `130.43 ر.س`. */
function amountText(halalas: number, locale: 'ar' | 'en'): string {
  return new Intl.NumberFormat(locale === 'ar' ? 'ar-SA-u-nu-latn' : 'en-SA', {
    style: 'currency',
    currency: 'SAR',
    minimumFractionDigits: 2,
  })
    .format(Number(halalasText(halalas)))
    .replace(/[\u200e\u200f\u061c]/g, '')
    .replace(/ر\.س\.$/, 'ر.س')
}

/**
 * The deposit's simplified tax invoice (decision 0101): the seller as the E-Commerce Law asks (name,
 * registered name, CR and VAT numbers, address), the amount with the VAT inside it, and ZATCA's QR
 * code (seller, VAT number, time, total, VAT). Drawn on the server; prints on one page.
 */
export function ReservationReceipt({ reservation, receipt }: { reservation: Reservation; receipt: Receipt }) {
  const { t } = useLingui()
  const locale = useLocale()
  const qr = useMemo(() => qrDrawing(receipt.qr), [receipt.qr])
  const net = receipt.totalHalalas - receipt.vatHalalas
  const row = (label: string, value: string, testId?: string, strong = false) => (
    <div className="flex justify-between gap-4 border-b border-line py-2 last:border-0">
      <dt className="text-ink-soft">{label}</dt>
      <dd className={strong ? 'font-bold text-ink' : 'text-ink'} data-testid={testId}>
        <bdi>{value}</bdi>
      </dd>
    </div>
  )
  return (
    <article className="mx-auto max-w-2xl space-y-6 rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-8" data-testid="receipt">
      <header className="space-y-1">
        <h2 className="text-xl font-bold text-ink">
          {t({
            message: 'Simplified tax invoice',
            comment: 'Receipt: the title ZATCA gives a receipt to a consumer (فاتورة ضريبية مبسطة)',
          })}
        </h2>
        <p className="text-ink-soft">
          {t({ message: 'Refundable deposit to reserve a car', comment: 'Receipt: what was paid for' })} ·{' '}
          <bdi>{reservation.car.title}</bdi>
        </p>
      </header>
      <section aria-label={t({ message: 'Seller', comment: 'Receipt: the dealer’s identity block' })} className="space-y-1 text-sm">
        <p className="font-bold text-ink">{receipt.seller.legalName ?? receipt.seller.name}</p>
        <p className="text-ink-soft">{receipt.seller.address}</p>
        <p>
          {t({ message: 'Commercial registration', comment: 'Receipt: label of the dealer’s CR number' })}:{' '}
          <bdi dir="ltr" data-testid="receipt-cr">
            {receipt.seller.crNumber ?? '—'}
          </bdi>
        </p>
        <p>
          {t({ message: 'VAT number', comment: 'Receipt: label of the dealer’s VAT registration number' })}:{' '}
          <bdi dir="ltr" data-testid="receipt-vat-number">
            {receipt.seller.vatNumber ?? '—'}
          </bdi>
        </p>
      </section>
      <dl className="text-sm">
        {row(t({ message: 'Invoice number', comment: 'Receipt: its number (the reservation reference)' }), receipt.number)}
        {row(t({ message: 'Date and time', comment: 'Receipt: when it was paid' }), formatDateTime(receipt.issuedAt, locale))}
        {row(t({ message: 'Amount before VAT', comment: 'Receipt: the net amount' }), amountText(net, locale))}
        {row(
          t({ message: 'VAT (15%)', comment: 'Receipt: the VAT inside the total' }),
          amountText(receipt.vatHalalas, locale),
          'receipt-vat',
        )}
        {row(
          t({ message: 'Total, VAT included', comment: 'Receipt: the amount paid' }),
          amountText(receipt.totalHalalas, locale),
          'receipt-total',
          true,
        )}
      </dl>
      <figure className="flex flex-col items-center gap-2">
        <svg
          viewBox={`0 0 ${qr.size} ${qr.size}`}
          className="size-44 bg-white"
          role="img"
          aria-label={t({ message: 'QR code of the tax invoice', comment: 'Receipt: the ZATCA QR code, read by scanners' })}
          data-testid="receipt-qr"
          data-payload={receipt.qr}
          shapeRendering="crispEdges"
        >
          <path d={qr.path} fill="currentColor" />
        </svg>
        <figcaption className="text-xs text-ink-soft">
          {t({ message: 'Scan to check the seller, VAT number, time, total and VAT.', comment: 'Receipt: caption under the QR code' })}
        </figcaption>
      </figure>
    </article>
  )
}
