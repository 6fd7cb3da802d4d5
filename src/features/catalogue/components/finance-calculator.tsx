import { useId, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { CarFinanceOffer } from '../../../contract/catalogue'
import type { FinancePartner } from '../../../contract/content'
import { advertisedDownPayment, advertisedFinance, financeCaps, financeRules, quoteFinance } from '../../../lib/finance'
import { parseAmount, type AmountResult } from '../../../lib/amount'
import { amountRefusalMessage } from '../../../lib/amount-messages'
import { formatNumber, formatSar } from '../../../lib/format'
import { optionPercent } from '../../../lib/option-text'
import { useLocale } from '../../../lib/i18n/use-locale'
import { Field } from '../../../components/ui/field'
import { Input } from '../../../components/ui/input'
import { Select } from '../../../components/ui/select'
import { financeRefusalMessage, salaryShareText } from '../finance-messages'
import { financeTermChoices, type FinanceChoices } from '../../../lib/car-page-search'
import { offerRateChoice } from '../../../lib/rate-choice'
import { offerDownPaymentShortfall } from '../../../lib/offer-down-payment'
import { offerDownPaymentMessage } from '../../../lib/offer-down-payment-message'

/** The select's value for the advertised rate, the one the "from … / month" figures use. */
const advertisedRate = 'advertised'
/** The select's value for a finance offer; never a partner's slug, which has no digits-only tail. */
const offerChoice = (offer: CarFinanceOffer) => offerRateChoice(offer.id)

/**
 * An indicative monthly instalment: down payment (first batch), final balloon (last batch), term
 * up to 60 months, a profit rate and, when given, the salary it must fit (SAMA's third). It starts
 * at the advertised assumptions, so its first figure is the car's "from … / month". Every amount
 * is read by the one amount parser; what it refuses, and every lender rule an input breaks, is said
 * in words with the numbers (docs/decisions/0050-amounts-and-finance-rules.md). A finance offer
 * that lists the car is a choice too: it sets the offer's rate, term and least down payment, so its
 * first figure is the offer page's "from … / month" (decision 0085).
 */
export function FinanceCalculator({
  id: sectionId,
  priceSar,
  partners,
  offers = [],
  choices = {},
  onChoicesChange,
}: {
  /** For a link to it ("Calculate your instalment" on the car page). */
  id?: string
  priceSar: number
  partners: FinancePartner[]
  /** The finance offers running today that list the car. */
  offers?: CarFinanceOffer[]
  /** Inputs to start from (the car page's URL carries them across the language switch). */
  choices?: FinanceChoices
  /** Told of every input as typed, so the page can keep it. */
  onChoicesChange?: (choices: { rate: string; term: number; down: string; balloon: string; salary: string }) => void
}) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const id = useId()
  const [rateChoice, setRateChoice] = useState(choices.rate ?? advertisedRate)
  // The URL carries plain digits as a number (car-page-search.ts); the boxes hold text: what the
  // visitor typed as typed, and the site's own starting figures grouped like every other amount.
  const [downPayment, setDownPayment] = useState(() =>
    choices.down === undefined ? formatNumber(advertisedDownPayment(priceSar), locale) : String(choices.down),
  )
  const [balloon, setBalloon] = useState(String(choices.balloon ?? '0'))
  const [salary, setSalary] = useState(String(choices.salary ?? ''))
  const [term, setTerm] = useState<number>(choices.term ?? advertisedFinance.termMonths)
  const current = { rate: rateChoice, term, down: downPayment, balloon, salary }
  const choose = (change: Partial<typeof current>) => {
    const next = { ...current, ...change }
    if (change.rate !== undefined) setRateChoice(change.rate)
    if (change.term !== undefined) setTerm(change.term)
    if (change.down !== undefined) setDownPayment(change.down)
    if (change.balloon !== undefined) setBalloon(change.balloon)
    if (change.salary !== undefined) setSalary(change.salary)
    onChoicesChange?.(next)
  }

  const offer = offers.find((candidate) => offerChoice(candidate) === rateChoice)
  const partner = offer ? undefined : partners.find((candidate) => candidate.slug === rateChoice)
  const maxTerm = Math.min(offer?.termMonths ?? partner?.maxTermMonths ?? financeRules.maxTermMonths, financeRules.maxTermMonths)
  const effectiveTerm = Math.min(term, maxTerm)
  const rate = offer?.profitRatePercent ?? partner?.profitRatePercent ?? advertisedFinance.annualProfitRatePercent
  const chooseRate = (value: string) => {
    const chosen = offers.find((candidate) => offerChoice(candidate) === value)
    // An offer's own terms, as its page quotes them; a bank or the indicative rate keeps the inputs.
    if (chosen)
      choose({
        rate: value,
        term: chosen.termMonths,
        down: formatNumber(advertisedDownPayment(priceSar, chosen.downPaymentPercent / 100), locale),
      })
    else choose({ rate: value })
  }
  const offerDown = offer ? formatNumber(offer.downPaymentPercent, locale) : ''
  const offerMonths = offer ? formatNumber(offer.termMonths, locale) : ''

  // An empty final payment is none; an empty salary is not given; the down payment is asked for.
  const downRead = parseAmount(downPayment)
  const balloonRead: AmountResult = balloon.trim() === '' ? { ok: true, value: 0 } : parseAmount(balloon)
  const salaryRead: AmountResult | undefined = salary.trim() === '' ? undefined : parseAmount(salary, { min: 1 })
  const errorOf = (read: AmountResult | undefined) => (read && !read.ok ? i18n._(amountRefusalMessage(read, locale)) : undefined)
  // A chosen offer is not given on less than its least down payment; the order's server says the same.
  const offerLeast = offer && downRead.ok ? offerDownPaymentShortfall(priceSar, downRead.value, offer.downPaymentPercent / 100) : null
  const downError =
    errorOf(downRead) ?? (offerLeast === null ? undefined : i18n._(offerDownPaymentMessage(offerLeast, locale, 'calculator')))
  const result =
    downRead.ok && offerLeast === null && balloonRead.ok && (salaryRead?.ok ?? true)
      ? quoteFinance({
          priceSar,
          downPaymentSar: downRead.value,
          balloonSar: balloonRead.value,
          termMonths: effectiveTerm,
          annualProfitRatePercent: rate,
          salarySar: salaryRead?.ok ? salaryRead.value : undefined,
        })
      : undefined

  const caps = financeCaps(priceSar)
  const maxDown = formatSar(caps.maxDownPaymentSar, locale)
  const maxBalloon = formatSar(caps.maxBalloonSar, locale)
  const balloonShare = formatNumber(financeRules.maxBalloonShare * 100, locale)
  const advertisedRateText = optionPercent(advertisedFinance.annualProfitRatePercent, locale)
  const salaryShare = salaryShareText(locale)
  const salaryLimit = result?.ok && result.maxMonthlySar !== undefined ? formatSar(result.maxMonthlySar, locale) : undefined
  const salaryGiven = salaryRead?.ok ? formatSar(salaryRead.value, locale) : ''

  return (
    <section
      id={sectionId}
      aria-labelledby={`${id}-title`}
      // Clear of the sticky header when a link scrolls to it.
      className="scroll-mt-[calc(var(--site-header-height)+1rem)] rounded-2xl border border-brand-200 bg-brand-50 p-6"
    >
      <h2 id={`${id}-title`} className="text-xl font-bold text-ink">
        {t({
          message: 'Finance calculator',
          comment: 'Heading of the calculator that estimates monthly finance instalments; finance page section',
        })}
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {/* The whole row: a closed list shows only its chosen line, and half a row cut the rate
            ("Indicative rate – 4.4…") on the finance page's narrow column. */}
        <Field
          className="sm:col-span-2"
          label={t`Bank or finance company`}
          hint={
            offer
              ? t({
                  message: `${offer.title}: at least ${offerDown}% down, up to ${offerMonths} months.`,
                  comment: 'Finance calculator hint under the bank list when a finance offer is chosen: its title and terms',
                })
              : undefined
          }
        >
          <Select
            value={offer ? offerChoice(offer) : (partner?.slug ?? advertisedRate)}
            onChange={(event) => chooseRate(event.target.value)}
            data-testid="finance-rate"
          >
            <option value={advertisedRate}>
              {t({
                message: `Indicative rate – ${advertisedRateText}`,
                comment:
                  'Finance calculator, first choice of the bank list: the indicative flat profit rate the "from … / month" prices assume, before choosing a bank',
              })}
            </option>
            {offers.map((option) => {
              const offerRate = optionPercent(option.profitRatePercent, locale)
              const months = formatNumber(option.termMonths, locale)
              return (
                <option key={option.id} value={offerChoice(option)}>
                  {t({
                    message: `Offer: ${offerRate} for ${months} months`,
                    comment:
                      'Finance calculator, a choice of the bank list: a finance offer that lists the car, with its profit rate and term',
                  })}
                </option>
              )
            })}
            {partners.map((option) => (
              <option key={option.slug} value={option.slug}>
                {`${option.name} – ${optionPercent(option.profitRatePercent, locale)}`}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t({ message: 'Term (months)', comment: 'Finance calculator field: length of the finance in months' })}>
          <Select value={effectiveTerm} onChange={(event) => choose({ term: Number(event.target.value) })}>
            {financeTermChoices
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
          error={downError}
        >
          <Input
            inputMode="numeric"
            autoComplete="off"
            value={downPayment}
            onChange={(event) => choose({ down: event.target.value })}
            data-testid="finance-down-payment"
          />
        </Field>
        <Field
          label={t`Final payment (last batch), SAR`}
          hint={t({
            message: `Up to ${maxBalloon} (${balloonShare}% of the price)`,
            comment:
              'Finance calculator hint under the final (balloon) payment field: the largest allowed amount and its share of the price',
          })}
          error={errorOf(balloonRead)}
        >
          <Input
            inputMode="numeric"
            autoComplete="off"
            value={balloon}
            onChange={(event) => choose({ balloon: event.target.value })}
            data-testid="finance-balloon"
          />
        </Field>
        <Field
          label={t`Monthly salary, SAR (optional)`}
          hint={t`Instalments may take at most ${salaryShare} of it (SAMA rule).`}
          error={errorOf(salaryRead)}
        >
          <Input
            inputMode="numeric"
            autoComplete="off"
            value={salary}
            onChange={(event) => choose({ salary: event.target.value })}
            data-testid="finance-salary"
          />
        </Field>
      </div>
      <div className="mt-5 rounded-xl bg-white p-5" aria-live="polite">
        {result?.ok ? (
          <>
            <p className="text-sm text-muted">
              {t({ message: 'Indicative monthly instalment', comment: 'Finance calculator result: the estimated amount paid each month' })}
            </p>
            <p className="text-3xl font-bold text-accent-600" data-testid="finance-monthly">
              <bdi>{formatSar(result.quote.monthlySar, locale)}</bdi>
            </p>
            {salaryLimit ? (
              <p className="mt-2 text-sm text-ink-soft" data-testid="finance-salary-limit">
                {t`Within the SAMA limit: at most ${salaryLimit} a month, ${salaryShare} of a salary of ${salaryGiven}.`}
              </p>
            ) : null}
            <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
              <dt className="text-muted">
                {t({ message: 'Financed amount', comment: 'Finance calculator result: the part of the price the bank finances' })}
              </dt>
              <dd className="font-medium">
                <bdi>{formatSar(result.quote.financedSar, locale)}</bdi>
              </dd>
              <dt className="text-muted">
                {t({
                  message: 'Total profit',
                  comment: 'Finance calculator result: the bank profit (Islamic finance, not interest) over the whole term',
                })}
              </dt>
              <dd className="font-medium">
                <bdi>{formatSar(result.quote.totalProfitSar, locale)}</bdi>
              </dd>
              <dt className="text-muted">
                {t({ message: 'Total amount paid', comment: 'Finance calculator result: everything the buyer pays over the whole term' })}
              </dt>
              <dd className="font-medium">
                <bdi>{formatSar(result.quote.totalPaidSar, locale)}</bdi>
              </dd>
            </dl>
          </>
        ) : (
          <p role="alert" className="text-danger" data-testid="finance-refusal">
            {result
              ? i18n._(financeRefusalMessage(result.refusal, locale))
              : t`Please correct the amounts marked above to see the instalment.`}
          </p>
        )}
      </div>
      <p className="mt-3 text-xs leading-relaxed text-muted">
        {t`Indicative only, at a flat annual profit rate. The final offer depends on the bank's approval, your salary and commitments, insurance and fees.`}
      </p>
    </section>
  )
}
