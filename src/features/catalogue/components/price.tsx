import { Trans, useLingui } from '@lingui/react/macro'
import { formatSar } from '../../../lib/format'
import { useLocale } from '../../../lib/i18n/use-locale'

/**
 * A car price: amount in SAR, isolated from the surrounding direction, with the VAT label. While a
 * sale price applies, `listSar` is the list price, struck through beside it (decision 0085).
 */
export function Price({ amountSar, listSar = null, size = 'md' }: { amountSar: number; listSar?: number | null; size?: 'md' | 'lg' }) {
  const { t } = useLingui()
  const locale = useLocale()
  return (
    <p className="flex flex-wrap items-baseline gap-x-2" data-testid="price">
      <bdi className={`font-bold text-accent-600 ${size === 'lg' ? 'text-3xl' : 'text-xl'}`}>{formatSar(amountSar, locale)}</bdi>
      {listSar !== null ? <ListPrice amountSar={listSar} /> : null}
      <span className="text-sm text-muted">
        {t({ message: 'VAT included', comment: 'Note next to a car price: the price includes 15% value added tax' })}
      </span>
    </p>
  )
}

/**
 * The list price beside a sale price, struck through. A strike is not read aloud, so assistive
 * technology hears "was" before it ("67,000 SAR, was 69,900 SAR").
 */
function ListPrice({ amountSar }: { amountSar: number }) {
  const { t } = useLingui()
  const locale = useLocale()
  return (
    <s className="text-base text-muted" data-testid="list-price">
      <span className="sr-only">
        {t({
          message: 'Was',
          comment: 'Read aloud only, before the struck-through list price beside a sale price on cards and the car page',
        })}{' '}
      </span>
      <bdi>{formatSar(amountSar, locale)}</bdi>
    </s>
  )
}

/**
 * "Price reduced, was ~~120,000 SAR~~" under a car's price when it fell within the last 30 days
 * (decision 0077, src/lib/price-reduction.ts).
 */
export function PriceReduced({ fromSar }: { fromSar: number }) {
  const { t } = useLingui()
  const locale = useLocale()
  const was = formatSar(fromSar, locale)
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 text-sm" data-testid="price-reduced">
      <span className="rounded-full bg-success/10 px-2 py-0.5 font-bold text-success">
        {t({ message: 'Price reduced', comment: 'Car page, under the price: the price was lowered within the last 30 days' })}
      </span>
      <span className="text-muted">
        <Trans comment="Car page, beside “Price reduced”: the price before; <0> holds the old price, shown struck through">
          Was{' '}
          <s>
            <bdi>{was}</bdi>
          </s>
        </Trans>
      </span>
    </p>
  )
}

/** "Installment from 1,950 SAR / month": the calculator's first figure for the car (advertisedInstalment). */
export function InstallmentFrom({ amountSar }: { amountSar: number }) {
  const { t } = useLingui()
  const locale = useLocale()
  const amount = formatSar(amountSar, locale)
  return (
    <p className="text-sm text-ink-soft" data-testid="installment-from">
      {keepAmountWithTail(t`Installment starts from ${amount} / month`, amount)}
    </p>
  )
}

/**
 * The amount and what follows it ("1,646 SAR / month", "1,646 ر.س شهريًا") on one line, so a
 * narrow card never leaves "/ month" on a line of its own; the words before it still wrap.
 */
export function keepAmountWithTail(text: string, amount: string): string {
  const at = text.indexOf(amount)
  return at < 0 ? text : text.slice(0, at) + text.slice(at).replace(/[ \t]+/g, '\u00a0')
}
