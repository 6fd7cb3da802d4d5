import { useEffect, useRef, useState, type FormEvent, type ReactNode, type Ref } from 'react'
import { useForm } from '@tanstack/react-form'
import { useLingui } from '@lingui/react/macro'
import { isFieldErrorKey } from '../../contract/field-errors'
import { trackOrderSchema, type TrackOrderInput } from '../../contract/orders'
import { PublicError } from '../../lib/errors'
import { fieldMessages } from '../../lib/field-messages'
import { mobileInputProps, referenceInputProps } from '../../lib/forms/input-presets'
import { AlertIcon } from '../icons/icons'
import { Button } from '../ui/button'
import { Field } from '../ui/field'
import { Input } from '../ui/input'

/** What the last look-up came back with. */
type Outcome<Found> =
  | { kind: 'found'; found: Found }
  | { kind: 'not_found' }
  /** A limit, or anything else the server said: its message is already in the visitor's language. */
  | { kind: 'refused'; message: string }
  | { kind: 'failed' }

function outcomeOf(error: unknown): Outcome<never> {
  if (error instanceof PublicError) {
    // A wrong mobile and an unknown reference are one answer: nothing tells them apart.
    if (error.status === 404) return { kind: 'not_found' }
    if (error.status < 500 && error.message) return { kind: 'refused', message: error.message }
  }
  return { kind: 'failed' }
}

export type ReferenceLookupTexts = {
  referenceLabel: string
  referenceHint: ReactNode
  phoneLabel: string
  phoneHint: string
  phonePlaceholder: string
  submit: string
  /** Said when nothing matches the pair (its first line bold). */
  notFound: ReactNode
  /** Said when the dealer could not be asked. */
  failed: string
}

/**
 * Reference + mobile → what they name (an order's status, a trade-in request's estimate): the one
 * look-up form of the storefront. The contract's schema checks both fields in the browser before
 * anything is sent; the server checks them again. `initialReference` fills the reference as the
 * page renders (from its address); `handedOverPhone` (a mobile handed over in the browser's history,
 * never the address), or else `keptPhoneFor` the reference, is filled in after hydration, and with
 * both the look-up runs at once. The answer is announced by moving focus to it.
 */
export function ReferenceLookup<Found>({
  idPrefix,
  texts,
  lookup,
  renderFound,
  initialReference = '',
  handedOverPhone,
  keptPhoneFor,
  onFound,
}: {
  idPrefix: string
  texts: ReferenceLookupTexts
  lookup: (value: TrackOrderInput) => Promise<Found>
  renderFound: (found: Found, headingRef: Ref<HTMLHeadingElement>) => ReactNode
  initialReference?: string
  handedOverPhone?: string
  keptPhoneFor?: (reference: string) => string | undefined
  onFound?: (value: TrackOrderInput) => void
}) {
  const { i18n } = useLingui()
  const [outcome, setOutcome] = useState<Outcome<Found> | null>(null)
  const resultHeading = useRef<HTMLHeadingElement>(null)
  const problem = useRef<HTMLDivElement>(null)
  const fieldIds = { reference: `${idPrefix}-reference`, phone: `${idPrefix}-phone` } as const

  const form = useForm({
    defaultValues: { reference: initialReference, phone: '' },
    validators: { onSubmit: trackOrderSchema },
    onSubmit: async ({ value }) => {
      try {
        setOutcome({ kind: 'found', found: await lookup(value) })
        onFound?.(value)
      } catch (error) {
        setOutcome(outcomeOf(error))
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

  // Only the look-up the page opened with; later ones are the visitor's to submit.
  const handover = useRef(handedOverPhone)
  const kept = useRef(keptPhoneFor)
  useEffect(() => {
    const phone = handover.current ?? kept.current?.(form.state.values.reference)
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
                label={texts.referenceLabel}
                hint={texts.referenceHint}
                error={errorText(field.state.meta.errors)}
                id={fieldIds.reference}
                required
              >
                <Input
                  name={field.name}
                  value={field.state.value}
                  onChange={(event) => field.handleChange(event.target.value)}
                  onBlur={field.handleBlur}
                  {...referenceInputProps}
                  className="rtl:text-end"
                  size="lg"
                />
              </Field>
            )}
          </form.Field>
          <form.Field name="phone">
            {(field) => (
              <Field
                label={texts.phoneLabel}
                hint={texts.phoneHint}
                error={errorText(field.state.meta.errors)}
                id={fieldIds.phone}
                required
              >
                <Input
                  name={field.name}
                  value={field.state.value}
                  onChange={(event) => field.handleChange(event.target.value)}
                  onBlur={field.handleBlur}
                  {...mobileInputProps}
                  placeholder={texts.phonePlaceholder}
                  size="lg"
                />
              </Field>
            )}
          </form.Field>
          <form.Subscribe selector={(state) => state.isSubmitting}>
            {(submitting) => (
              <Button type="submit" variant="primary" size="lg" loading={submitting} className="md:mt-7">
                {texts.submit}
              </Button>
            )}
          </form.Subscribe>
        </div>
      </form>

      <div>
        {outcome?.kind === 'found' ? renderFound(outcome.found, resultHeading) : null}
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
                texts.notFound
              ) : (
                <p className="font-bold">{outcome.kind === 'refused' ? outcome.message : texts.failed}</p>
              )}
            </div>
          </div>
        ) : null}
      </div>
    </div>
  )
}
