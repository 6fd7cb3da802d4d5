import { useEffect, useRef, useState, type FormEvent, type Ref } from 'react'
import { useForm } from '@tanstack/react-form'
import { Trans, useLingui } from '@lingui/react/macro'
import { AlertIcon } from '../../../components/icons/icons'
import { Button } from '../../../components/ui/button'
import { Field } from '../../../components/ui/field'
import { Input } from '../../../components/ui/input'
import { LinkButton } from '../../../components/ui/link-button'
import { ReferenceCode } from '../../../components/ui/reference-code'
import { isFieldErrorKey } from '../../../contract/field-errors'
import { trackOrderSchema, type TrackOrderInput } from '../../../contract/orders'
import type { TrackedTradeIn } from '../../../contract/trade-ins'
import { PublicError } from '../../../lib/errors'
import { fieldMessages } from '../../../lib/field-messages'
import { formatDateTime, formatNumber, formatSar } from '../../../lib/format'
import { useLocale, useLocaleParam } from '../../../lib/i18n/use-locale'
import { trackTradeIn } from '../trade-in.functions'
import { conditionLabels, stateLabels } from '../trade-in-labels'

type Outcome =
  { kind: 'found'; request: TrackedTradeIn } | { kind: 'not_found' } | { kind: 'refused'; message: string } | { kind: 'failed' }

const fieldIds = { reference: 'trade-in-status-reference', phone: 'trade-in-status-phone' } as const

/**
 * Reference + mobile → the request and its estimate (decision 0102), as an order is tracked: a wrong
 * mobile and an unknown reference are one answer. `handedOverPhone` (from the success screen, in the
 * history entry, never the address) looks the request up at once.
 */
export function TradeInStatus({
  initialReference = '',
  handedOverPhone,
  onFound,
}: {
  initialReference?: string
  handedOverPhone?: string
  onFound?: (lookup: TrackOrderInput) => void
}) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const resultHeading = useRef<HTMLHeadingElement>(null)
  const problem = useRef<HTMLDivElement>(null)

  const form = useForm({
    defaultValues: { reference: initialReference, phone: '' },
    validators: { onSubmit: trackOrderSchema },
    onSubmit: async ({ value }) => {
      try {
        setOutcome({ kind: 'found', request: await trackTradeIn({ data: { locale, lookup: value } }) })
        onFound?.(value)
      } catch (error) {
        if (error instanceof PublicError && error.status === 404) setOutcome({ kind: 'not_found' })
        else if (error instanceof PublicError && error.status < 500 && error.message)
          setOutcome({ kind: 'refused', message: error.message })
        else setOutcome({ kind: 'failed' })
      }
    },
    onSubmitInvalid: ({ formApi }) => {
      const firstInvalid = (['reference', 'phone'] as const).find((name) => formApi.getFieldMeta(name)?.errors.length)
      if (firstInvalid) document.getElementById(fieldIds[firstInvalid])?.focus()
    },
  })

  useEffect(() => {
    if (outcome?.kind === 'found') resultHeading.current?.focus()
    else if (outcome) problem.current?.focus()
  }, [outcome])

  const handover = useRef(handedOverPhone)
  useEffect(() => {
    const phone = handover.current
    handover.current = undefined
    if (!phone) return
    form.setFieldValue('phone', phone)
    if (form.state.values.reference.trim()) void form.handleSubmit()
  }, [form])

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void form.handleSubmit()
  }
  const errorText = (errors: readonly unknown[]) => {
    const first = errors.find(Boolean) as { message?: string } | string | undefined
    const key = typeof first === 'string' ? first : first?.message
    if (!key) return undefined
    return i18n._(isFieldErrorKey(key) ? fieldMessages[key] : fieldMessages.required)
  }

  return (
    <div className="space-y-8">
      <form noValidate onSubmit={submit} className="rounded-2xl border border-line bg-white p-5 sm:p-8">
        <div className="grid gap-5 md:grid-cols-[1fr_1fr_auto] md:items-start">
          <form.Field name="reference">
            {(field) => (
              <Field
                label={t({
                  message: 'Request reference',
                  comment: '“Value my car” status page: the reference given when the request was sent',
                })}
                hint={t`In the text message of your code or our estimate.`}
                error={errorText(field.state.meta.errors)}
                id={fieldIds.reference}
                required
              >
                <Input
                  name={field.name}
                  value={field.state.value}
                  onChange={(event) => field.handleChange(event.target.value)}
                  onBlur={field.handleBlur}
                  dir="ltr"
                  className="rtl:text-end"
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  placeholder="K7M2Q-9XD4R"
                  size="lg"
                />
              </Field>
            )}
          </form.Field>
          <form.Field name="phone">
            {(field) => (
              <Field
                label={t({ message: 'Mobile number', comment: 'Order forms: label of the mobile number field' })}
                hint={t`The mobile number you sent the request from.`}
                error={errorText(field.state.meta.errors)}
                id={fieldIds.phone}
                required
              >
                <Input
                  name={field.name}
                  value={field.state.value}
                  onChange={(event) => field.handleChange(event.target.value)}
                  onBlur={field.handleBlur}
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel"
                  placeholder={t`Enter Mobile Number`}
                  size="lg"
                />
              </Field>
            )}
          </form.Field>
          <form.Subscribe selector={(state) => state.isSubmitting}>
            {(submitting) => (
              <Button type="submit" variant="primary" size="lg" loading={submitting} className="md:mt-7">
                {t({ message: 'Show the estimate', comment: '“Value my car” status page: button that looks the request up' })}
              </Button>
            )}
          </form.Subscribe>
        </div>
      </form>
      {outcome?.kind === 'found' ? <TradeInResult request={outcome.request} headingRef={resultHeading} /> : null}
      {outcome && outcome.kind !== 'found' ? (
        <div
          ref={problem}
          tabIndex={-1}
          role="alert"
          className="flex items-start gap-3 rounded-2xl border-2 border-danger bg-white p-5 text-ink"
        >
          <AlertIcon className="mt-0.5 size-6 shrink-0 text-danger" />
          <p className="font-bold">
            {outcome.kind === 'not_found'
              ? t`We could not find a valuation request with this reference and mobile number.`
              : outcome.kind === 'refused'
                ? outcome.message
                : t`We could not reach the dealer. Please check your connection and try again.`}
          </p>
        </div>
      ) : null}
    </div>
  )
}

function TradeInResult({ request, headingRef }: { request: TrackedTradeIn; headingRef: Ref<HTMLHeadingElement> }) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const localeParam = useLocaleParam()
  const { car, estimate, reference } = request
  const until = estimate ? formatDateTime(estimate.validUntil, locale) : ''
  const carName = `${car.make} ${car.model} ${car.year}`
  const mileage = formatNumber(car.mileageKm, locale)
  return (
    <section
      aria-labelledby="trade-in-result"
      className="space-y-5 rounded-2xl border border-line bg-white p-5 shadow-sm sm:p-8"
      data-testid="trade-in-result"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="trade-in-result" ref={headingRef} tabIndex={-1} className="text-xl font-bold text-ink">
            <bdi>{carName}</bdi>
          </h2>
          <p className="mt-1 text-sm text-ink-soft">
            <Trans comment="“Value my car” status page: under the car’s name, the request’s reference">
              Request <ReferenceCode>{reference}</ReferenceCode>
            </Trans>
          </p>
        </div>
        <p
          className={`rounded-full px-3 py-1 text-sm font-bold ${request.state === 'estimated' ? 'bg-success/10 text-success' : 'bg-surface text-ink-soft'}`}
          data-testid="trade-in-state"
        >
          {i18n._(stateLabels[request.state])}
        </p>
      </div>
      {estimate ? (
        <div
          className={`rounded-xl border p-4 ${request.state === 'estimated' ? 'border-brand-200 bg-brand-50' : 'border-line bg-surface'}`}
        >
          <p className="text-sm text-ink-soft">
            {t({ message: 'Our estimate', comment: '“Value my car” status page: label above the amount staff sent' })}
          </p>
          <p className="mt-1 text-3xl font-bold text-ink" data-testid="trade-in-estimate">
            <bdi>{formatSar(estimate.amountSar, locale)}</bdi>
          </p>
          <p className="mt-2 text-ink" data-testid="trade-in-valid-until">
            {request.state === 'estimated'
              ? t`Valid until ${until} (Saudi time).`
              : t`This estimate expired on ${until}. Send a new request for a new estimate.`}
          </p>
          <p className="mt-2 text-sm text-ink-soft">{t`The final value is agreed when we see the car at a branch.`}</p>
        </div>
      ) : (
        <p className="text-ink-soft">{t`Our team has your request and will text you an estimate.`}</p>
      )}
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-ink-soft">
            {t({ message: 'Mileage', comment: '“Value my car” status page: the kilometres the buyer gave' })}
          </dt>
          <dd className="text-ink">{t({ message: `${mileage} km`, comment: 'A car’s mileage in kilometres, as the buyer gave it' })}</dd>
        </div>
        <div>
          <dt className="text-ink-soft">
            {t({ message: 'Condition', comment: '“Value my car” form: how the buyer rates their own car' })}
          </dt>
          <dd className="text-ink">{i18n._(conditionLabels[car.condition])}</dd>
        </div>
        <div>
          <dt className="text-ink-soft">{t({ message: 'City', comment: '“Value my car” status page: the city the buyer’s car is in' })}</dt>
          <dd className="text-ink">{request.city}</dd>
        </div>
        <div>
          <dt className="text-ink-soft">
            {t({ message: 'Photos', comment: '“Value my car” status page: how many photos the request has' })}
          </dt>
          <dd className="text-ink">{formatNumber(request.photos, locale)}</dd>
        </div>
        {request.orderReference ? (
          <div>
            <dt className="text-ink-soft">
              {t({ message: 'For order', comment: '“Value my car” status page: the order the request goes with' })}
            </dt>
            <dd className="text-ink">
              <ReferenceCode>{request.orderReference}</ReferenceCode>
            </dd>
          </div>
        ) : null}
      </dl>
      {request.state === 'expired' ? (
        <LinkButton to="/{-$locale}/trade-in" params={{ locale: localeParam }} variant="primary">
          {t({ message: 'Value my car again', comment: '“Value my car” status page: after an expired estimate, back to the form' })}
        </LinkButton>
      ) : null}
    </section>
  )
}
