import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useForm } from '@tanstack/react-form'
import { Trans, useLingui } from '@lingui/react/macro'
import { trackOrderSchema, type TrackedOrder, type TrackOrderInput } from '../../../contract/orders'
import { isFieldErrorKey } from '../../../contract/field-errors'
import { fieldMessages } from '../../../lib/field-messages'
import { PublicError } from '../../../lib/errors'
import { useLocale } from '../../../lib/i18n/use-locale'
import { Field } from '../../../components/ui/field'
import { Input } from '../../../components/ui/input'
import { Button } from '../../../components/ui/button'
import { AlertIcon } from '../../../components/icons/icons'
import { trackOrder } from '../orders.functions'
import { TrackOrderResult } from './track-order-result'
import { keepTrackedLookup, keptPhoneFor } from '../tracked-lookup'

/** What the last look-up came back with. */
type Outcome =
  | { kind: 'found'; order: TrackedOrder }
  | { kind: 'not_found' }
  /** A limit, or anything else the server said: its message is already in the visitor's language. */
  | { kind: 'refused'; message: string }
  | { kind: 'failed' }

function outcomeOf(error: unknown): Outcome {
  if (error instanceof PublicError) {
    // A wrong mobile and an unknown reference are one answer: nothing tells them apart.
    if (error.status === 404) return { kind: 'not_found' }
    if (error.status < 500 && error.message) return { kind: 'refused', message: error.message }
  }
  return { kind: 'failed' }
}

const fieldIds = { reference: 'track-reference', phone: 'track-phone' } as const

/**
 * Reference + mobile → the order's status history. The contract's schema checks both fields in
 * the browser before anything is sent; the server checks them again. `initialReference` fills
 * the reference as the page renders (from its address); `handedOverPhone`, a mobile the home page
 * handed over in the browser's history, is filled in after hydration (the server never sees it),
 * and with both the order is looked up at once. `onTracked` hears every successful look-up.
 */
export function TrackOrderForm({
  initialReference = '',
  handedOverPhone,
  onTracked,
}: {
  initialReference?: string
  handedOverPhone?: string
  onTracked?: (lookup: TrackOrderInput) => void
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
        const order = await trackOrder({ data: { locale, lookup: value } })
        setOutcome({ kind: 'found', order })
        keepTrackedLookup(value)
        onTracked?.(value)
      } catch (error) {
        setOutcome(outcomeOf(error))
      }
    },
    onSubmitInvalid: ({ formApi }) => {
      const firstInvalid = (['reference', 'phone'] as const).find((name) => formApi.getFieldMeta(name)?.errors.length)
      if (firstInvalid) document.getElementById(fieldIds[firstInvalid])?.focus()
    },
  })

  // The answer is announced by moving focus to it: the heading of a result, or the problem.
  useEffect(() => {
    if (outcome?.kind === 'found') resultHeading.current?.focus()
    else if (outcome) problem.current?.focus()
  }, [outcome])

  // Only the look-up the page opened with; later ones are the visitor's to submit. Without a
  // mobile in the history entry, this tab's last look-up of the same reference gives it (a
  // language switch loads the page anew and loses that entry).
  const handover = useRef(handedOverPhone)
  useEffect(() => {
    const phone = handover.current ?? keptPhoneFor(form.state.values.reference)
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
                  message: 'Order reference',
                  comment: 'Order tracking: field for, and label of, the reference given when the order was placed',
                })}
                hint={
                  <Trans>
                    In the text message that confirmed your order, for example{' '}
                    <bdi dir="ltr" className="whitespace-nowrap">
                      K7M2Q-9XD4R
                    </bdi>
                    .
                  </Trans>
                }
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
                label={t({
                  message: 'Mobile number',
                  comment: 'Order tracking form: field for the mobile number the order was placed with',
                })}
                hint={t`The mobile number you placed the order with.`}
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
                  placeholder={t({
                    message: 'Enter Mobile Number',
                    comment: 'Order tracking form: placeholder in the mobile number field',
                  })}
                  size="lg"
                />
              </Field>
            )}
          </form.Field>
          <form.Subscribe selector={(state) => state.isSubmitting}>
            {(submitting) => (
              <Button type="submit" variant="primary" size="lg" loading={submitting} className="md:mt-7">
                {t({ message: 'Track order', comment: 'Order tracking form: button that looks up the order' })}
              </Button>
            )}
          </form.Subscribe>
        </div>
      </form>

      <div>
        {outcome?.kind === 'found' ? <TrackOrderResult order={outcome.order} headingRef={resultHeading} /> : null}
        {outcome && outcome.kind !== 'found' ? (
          <div
            ref={problem}
            tabIndex={-1}
            role="alert"
            className="flex items-start gap-3 rounded-2xl border-2 border-danger bg-white p-5 text-ink"
          >
            <AlertIcon className="mt-0.5 size-6 shrink-0 text-danger" />
            <div>
              {outcome.kind === 'not_found' ? (
                <>
                  <p className="font-bold">{t`We could not find an order with this reference and mobile number.`}</p>
                  <p className="mt-1 text-ink-soft">
                    {t`Check both and try again. An order can be tracked once it has been confirmed with the code sent to your mobile.`}
                  </p>
                </>
              ) : (
                <p className="font-bold">
                  {outcome.kind === 'refused' ? outcome.message : t`We could not look up your order just now. Please try again.`}
                </p>
              )}
            </div>
          </div>
        ) : null}
      </div>
    </div>
  )
}
