import { useId, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { FinancePartner } from '../../../contract/content'
import { financeLimits, quoteFinance } from '../../../lib/finance'
import { parseAmount } from '../../../lib/digits'
import { formatSar } from '../../../lib/format'
import { useLocale } from '../../../lib/i18n/use-locale'
import { Field } from '../../../components/ui/field'
import { Input } from '../../../components/ui/input'
import { Select } from '../../../components/ui/select'

const termChoices = [12, 24, 36, 48, 60]

/**
 * An indicative monthly instalment: down payment (first batch), final balloon (last batch), term
 * up to 60 months and the chosen partner's profit rate. It says plainly that it is indicative.
 */
export function FinanceCalculator({ priceSar, partners }: { priceSar: number; partners: FinancePartner[] }) {
  const { t } = useLingui()
  const locale = useLocale()
  const id = useId()
  const [partnerSlug, setPartnerSlug] = useState(partners[0]?.slug ?? '')
  const [downPayment, setDownPayment] = useState(String(Math.round(priceSar * 0.1)))
  const [balloon, setBalloon] = useState('0')
  const [term, setTerm] = useState(60)

  const partner = partners.find((candidate) => candidate.slug === partnerSlug) ?? partners[0]
  if (!partner) return null
  const maxTerm = Math.min(partner.maxTermMonths, financeLimits.maxTermMonths)
  const effectiveTerm = Math.min(term, maxTerm)
  const quote = quoteFinance({
    priceSar,
    downPaymentSar: parseAmount(downPayment) ?? 0,
    balloonSar: parseAmount(balloon) ?? 0,
    termMonths: effectiveTerm,
    annualProfitRatePercent: partner.profitRatePercent,
  })
  const maxDown = formatSar(priceSar * financeLimits.maxDownPaymentShare, locale)
  const maxBalloon = formatSar(priceSar * financeLimits.maxBalloonShare, locale)

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl border border-brand-200 bg-brand-50 p-6">
      <h2 id={`${id}-title`} className="text-xl font-bold text-ink">
        {t({
          message: 'Finance calculator',
          comment: 'Heading of the calculator that estimates monthly finance instalments; finance page section',
        })}
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <Field label={t`Bank or finance company`}>
          <Select value={partner.slug} onChange={(event) => setPartnerSlug(event.target.value)}>
            {partners.map((option) => (
              <option key={option.slug} value={option.slug}>
                {`${option.name} – ${option.profitRatePercent}%`}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t({ message: 'Term (months)', comment: 'Finance calculator field: length of the finance in months' })}>
          <Select value={effectiveTerm} onChange={(event) => setTerm(Number(event.target.value))}>
            {termChoices
              .filter((months) => months <= maxTerm)
              .map((months) => (
                <option key={months} value={months}>
                  {months}
                </option>
              ))}
          </Select>
        </Field>
        <Field
          label={t`Down payment (first batch), SAR`}
          hint={t({
            message: `Up to ${maxDown}`,
            comment: 'Finance calculator hint under the down payment field: the largest allowed amount',
          })}
        >
          <Input inputMode="numeric" autoComplete="off" value={downPayment} onChange={(event) => setDownPayment(event.target.value)} />
        </Field>
        <Field
          label={t`Final payment (last batch), SAR`}
          hint={t({
            message: `Up to ${maxBalloon}`,
            comment: 'Finance calculator hint under the final payment field: the largest allowed amount',
          })}
        >
          <Input inputMode="numeric" autoComplete="off" value={balloon} onChange={(event) => setBalloon(event.target.value)} />
        </Field>
      </div>
      <div className="mt-5 rounded-xl bg-white p-5" aria-live="polite">
        {quote ? (
          <>
            <p className="text-sm text-muted">
              {t({ message: 'Indicative monthly instalment', comment: 'Finance calculator result: the estimated amount paid each month' })}
            </p>
            <p className="text-3xl font-bold text-accent-600" data-testid="finance-monthly">
              <bdi>{formatSar(quote.monthlySar, locale)}</bdi>
            </p>
            <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
              <dt className="text-muted">
                {t({ message: 'Financed amount', comment: 'Finance calculator result: the part of the price the bank finances' })}
              </dt>
              <dd className="font-medium">
                <bdi>{formatSar(quote.financedSar, locale)}</bdi>
              </dd>
              <dt className="text-muted">
                {t({
                  message: 'Total profit',
                  comment: 'Finance calculator result: the bank profit (Islamic finance, not interest) over the whole term',
                })}
              </dt>
              <dd className="font-medium">
                <bdi>{formatSar(quote.totalProfitSar, locale)}</bdi>
              </dd>
              <dt className="text-muted">
                {t({ message: 'Total amount paid', comment: 'Finance calculator result: everything the buyer pays over the whole term' })}
              </dt>
              <dd className="font-medium">
                <bdi>{formatSar(quote.totalPaidSar, locale)}</bdi>
              </dd>
            </dl>
          </>
        ) : (
          <p role="alert" className="text-danger">
            {t`Please check the amounts: the down payment or final payment is too high for this price.`}
          </p>
        )}
      </div>
      <p className="mt-3 text-xs leading-relaxed text-muted">
        {t`Indicative only, at a flat annual profit rate. The final offer depends on the bank's approval, your salary and commitments, insurance and fees.`}
      </p>
    </section>
  )
}
