import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ComponentType, type FormEvent } from 'react'
import { createFormHook, revalidateLogic, useStore, type AnyFieldApi, type StandardSchemaV1 } from '@tanstack/react-form'
import { useLingui } from '@lingui/react/macro'
import { PublicError } from '../errors'
import { fieldErrorsOf } from '../field-errors'
import { formDraft, mergeDraft } from './form-draft'
import { idempotencyKeyFor } from './idempotency-key'
import { schemaFieldIssues, type FieldErrorValue } from './field-issues'
import { focusFirstInvalid, formFieldId } from './focus'
import { useFieldErrorText } from './field-error-text'
import { fieldContext, formContext, rememberFormId } from './form-hook-contexts'

/** A refusal that names no field: shown above the submit button, with the wait when there is one. */
export type FormFailure = { code: string; message: string; retryAfterSeconds?: number }

export type ContractFormOptions<Values extends object, Input, Result> = {
  /** Names the form's draft and idempotency key in sessionStorage, and prefixes its field ids. */
  formId: string
  defaultValues: Values
  /** The contract's schema of what is sent (zod/mini, Standard Schema). */
  schema: StandardSchemaV1
  /** The form's values as the schema and the server function take them (text to numbers, yes/no to booleans, hidden parts dropped). */
  toInput: (values: Values) => Input
  /** Dot paths never kept in the draft (a consent tick is asked again). */
  draftOmit?: readonly string[]
  /** Sends the input; rejects with the server function's `PublicError`. */
  send: (input: Input, context: { idempotencyKey: string }) => Promise<Result>
  /** After the server took the input: the idempotency key (and the draft, unless kept) already forgotten. */
  onSuccess: (result: Result, values: Values) => void
  /**
   * Keep the draft after success, for a form whose work goes on in a next step (an order's code):
   * the visitor may still go back and change it. That step clears it (`formDraft(formId).clear()`).
   */
  keepDraftAfterSuccess?: boolean
}

/**
 * A summary line: the field's label, then its error. A label that is a question ("Do you have a
 * mortgage?", "هل لديك تمويل عقاري؟") already ends in its own mark, which a colon after it doubled.
 */
export function summaryLine(label: string | null | undefined, sentence: string): string {
  if (!label) return sentence
  return /[?؟:：]$/.test(label) ? `${label} ${sentence}` : `${label}: ${sentence}`
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the components' own props are theirs to type
type ComponentMap = Record<string, ComponentType<any>>

/**
 * The storefront's one form pattern, made with the field components it binds (TanStack Form's
 * `createFormHook`): `src/components/forms/use-contract-form.ts` makes the one the forms use, whose
 * `form.AppField` hands each field its pre-bound components (`field.TextField`, …), so a field is
 * one line with its label, id, error and presets. This layer knows no component; it is given them.
 */
export function createContractFormHook<FieldComponents extends ComponentMap, FormComponents extends ComponentMap>(components: {
  fieldComponents: FieldComponents
  formComponents: FormComponents
}) {
  const { useAppForm } = createFormHook({ fieldContext, formContext, ...components })

  /**
   * The storefront's one form pattern: TanStack Form validated in the browser by
   * the contract's schema (on submit, then on every change), the server function on submit with an
   * `Idempotency-Key` kept across retries and reloads, the server's field errors shown next to
   * their fields, focus on the first invalid field, and a draft in sessionStorage so nothing typed
   * is lost on an error, a reload or a language switch.
   */
  return function useContractForm<Values extends object, Input, Result>(options: ContractFormOptions<Values, Input, Result>) {
    const { t } = useLingui()
    const { formId, toInput } = options
    const latest = useRef(options)
    latest.current = options
    // Keyed by content: a list written inline is a new array on every render.
    const omitted = (options.draftOmit ?? []).join('\n')
    const draft = useMemo(() => formDraft<Values>(formId, omitted ? omitted.split('\n') : []), [formId, omitted])
    const idempotencyKey = useMemo(() => idempotencyKeyFor(formId), [formId])
    const formRef = useRef<HTMLFormElement>(null)
    const inFlight = useRef(false)
    const [failure, setFailure] = useState<FormFailure | null>(null)

    const sendOnce = async (input: Input, retryWithNewKey: boolean): Promise<Result> => {
      try {
        return await latest.current.send(input, { idempotencyKey: idempotencyKey.current() })
      } catch (error) {
        // The key already placed something else: a first attempt whose answer was lost, then edited.
        // That one was never confirmed and will be deleted; this input gets a key of its own.
        if (retryWithNewKey && error instanceof PublicError && error.code === 'idempotency_key_reused') {
          idempotencyKey.renew()
          return sendOnce(input, false)
        }
        throw error
      }
    }

    // Stable options: TanStack Form compares them on every render, and new validators re-run
    // validation, whose state change renders again.
    const validationLogic = useMemo(() => revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' }), [])
    const validators = useMemo(
      () => ({
        onDynamic: ({ value }: { value: Values }) => {
          const fields = schemaFieldIssues(latest.current.schema, latest.current.toInput(value))
          return fields ? { fields } : undefined
        },
      }),
      [],
    )

    const form = useAppForm({
      defaultValues: options.defaultValues,
      validationLogic,
      validators,
      listeners: serverErrorListeners,
      onSubmitInvalid: () => focusFirstInvalid(formRef.current),
      onSubmit: async ({ value }) => {
        if (inFlight.current) return
        inFlight.current = true
        setFailure(null)
        try {
          const result = await sendOnce(toInput(value), true)
          if (!latest.current.keepDraftAfterSuccess) draft.clear()
          idempotencyKey.renew()
          latest.current.onSuccess(result, value)
        } catch (error) {
          const fields = fieldErrorsOf(error)
          if (Object.keys(fields).length > 0) {
            const firstOfEach = Object.fromEntries(Object.entries(fields).map(([name, messages]) => [name, messages[0]]))
            form.setErrorMap({ onServer: { fields: firstOfEach } as never })
            focusFirstInvalid(formRef.current)
            return
          }
          setFailure(
            error instanceof PublicError
              ? { code: error.code, message: error.message, retryAfterSeconds: error.retryAfterSeconds }
              : { code: 'network', message: t`We could not reach the dealer. Please check your connection and try again.` },
          )
        } finally {
          inFlight.current = false
        }
      },
    })
    rememberFormId(form, formId)

    // The draft is read once the form's script runs (the server renders the defaults), then
    // written on every change. The page's parts come to life one after another, and a field
    // typed into first brings its form to life at once: a visitor already in the form when its
    // draft is read keeps what they type (restored under their caret, the draft's text had theirs
    // appended to it), and a draft with nothing to restore leaves the form alone (a reset to the
    // same values emptied a field being typed into). Read in a layout effect, so a restored draft
    // is on screen in the commit that makes the form interactive.
    const restored = useRef(false)
    useLayoutEffect(() => {
      const kept = draft.read()
      const current = form.state.values
      const typing = formRef.current?.contains(document.activeElement) ?? false
      const merged = kept && !typing ? mergeDraft(latest.current.defaultValues, kept, current) : current
      if (JSON.stringify(merged) !== JSON.stringify(current)) form.reset(merged, { keepDefaultValues: true })
      restored.current = true
    }, [draft, form])
    const values = useStore(form.store, (state) => state.values)
    useEffect(() => {
      if (restored.current) draft.save(values)
    }, [draft, values])

    const errorText = useFieldErrorText()
    const attempted = useStore(form.store, (state) => state.submissionAttempts > 0)
    // Selected as text, so the page re-renders only when an error changes.
    const fieldErrorsJson = useStore(form.store, (state) =>
      JSON.stringify(
        Object.entries(state.fieldMeta as Record<string, { errors: unknown[] } | undefined>).flatMap(([name, meta]) => {
          const error = meta?.errors.find((candidate) => typeof candidate === 'string')
          return error === undefined ? [] : [[name, error]]
        }),
      ),
    )
    const fieldErrors = useMemo(() => JSON.parse(fieldErrorsJson) as [string, FieldErrorValue][], [fieldErrorsJson])
    const summary = attempted
      ? sortByPageOrder(
          fieldErrors.map(([name, error]) => {
            const fieldId = formFieldId(formId, name)
            const sentence = errorText(error) ?? ''
            const label = fieldLabel(fieldId)
            return { fieldId, message: summaryLine(label, sentence) }
          }),
        )
      : []

    return {
      form,
      formRef,
      /** The id a field's control takes, for the error summary's links. */
      fieldId: (name: string) => formFieldId(formId, name),
      /** A field's first error as a sentence in the page's language. */
      errorText,
      /** The error summary's entries, in the order the fields appear. */
      summary,
      failure,
      clearFailure: () => setFailure(null),
      /** Forgets what was typed, e.g. after "place another order". */
      clearDraft: () => draft.clear(),
      /** For the `<form>`: no browser bubbles (the form shows its own errors), submit through TanStack Form. */
      formProps: {
        ref: formRef,
        // Sent before the page's script runs, a form would otherwise GET the page with the visitor's
        // name, mobile and e-mail in the address (history, proxies, server logs), and a POST to a
        // page is refused (a bare 405 page, everything typed gone from view). Outside a dialog, the
        // "dialog" method sends nothing and leaves the page as it is: what was typed stays, and the
        // fields hand it to the form once the scripts run (components/ui/early-input.ts).
        method: 'dialog',
        noValidate: true,
        onSubmit: (event: FormEvent<HTMLFormElement>) => {
          event.preventDefault()
          event.stopPropagation()
          if (!inFlight.current) void form.handleSubmit()
        },
      },
    }
  }
}

/** The form pattern without pre-bound fields (`form.Field` only); forms use the one of `src/components/forms/`. */
export const useContractForm = createContractFormHook({ fieldComponents: {}, formComponents: {} })

/** A server's verdict on a field stands until the visitor changes that field. */
const serverErrorListeners = {
  onChange: ({ fieldApi }: { fieldApi: AnyFieldApi }) => {
    if (fieldApi.state.meta.errorMap.onServer === undefined) return
    fieldApi.setMeta((meta) => ({ ...meta, errorMap: { ...meta.errorMap, onServer: undefined } }))
  },
}

/**
 * What the field is called on the page, for the summary ("Mobile number: …"): its label, or its
 * group's legend for a radio; without the required mark. None for a checkbox, whose label is the
 * whole statement and whose sentence says what it is about.
 */
function fieldLabel(fieldId: string): string | undefined {
  if (typeof document === 'undefined') return undefined
  const control = document.getElementById(fieldId)
  if (!control || (control instanceof HTMLInputElement && control.type === 'checkbox')) return undefined
  const caption =
    control instanceof HTMLInputElement && control.type === 'radio'
      ? control.closest('fieldset')?.querySelector('legend')
      : document.querySelector(`label[for="${CSS.escape(fieldId)}"]`)
  if (!caption) return undefined
  const copy = caption.cloneNode(true) as HTMLElement
  copy.querySelectorAll('[aria-hidden="true"], .sr-only').forEach((mark) => mark.remove())
  return copy.textContent?.trim() || undefined
}

function sortByPageOrder<T extends { fieldId: string }>(errors: T[]): T[] {
  if (typeof document === 'undefined') return errors
  const position = (error: T) => document.getElementById(error.fieldId)
  return [...errors].sort((a, b) => {
    const first = position(a)
    const second = position(b)
    if (!first || !second) return 0
    return first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1
  })
}
