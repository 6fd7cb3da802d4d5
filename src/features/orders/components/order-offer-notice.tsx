import { useLingui } from '@lingui/react/macro'
import { Button } from '../../../components/ui/button'
import { FieldError } from '../../../components/ui/field'
import { useFieldErrorText } from '../../../lib/forms/field-error-text'
import { boundFieldId, useFieldContext } from '../../../lib/forms/form-hook-contexts'

/** The notice bound to its form's `offerId` field (inside its `form.AppField`): none once taken off. */
export function OrderOfferField({ title }: { title: string }) {
  const field = useFieldContext<string>()
  const errorText = useFieldErrorText()
  if (field.state.value === '') return null
  return (
    <OrderOfferNotice
      id={boundFieldId(field) ?? field.name}
      title={title}
      error={errorText(field.state.meta.errors[0])}
      onRemove={() => field.handleChange('')}
    />
  )
}

/**
 * "Order under offer: …" at the top of the car section (decision 0084): the order carries the
 * offer to the dealer. The buyer may take it off; a refusal (the offer ended, or does not list
 * the car) is said here, and the error summary links to this box.
 */
export function OrderOfferNotice({ id, title, error, onRemove }: { id: string; title: string; error?: string; onRemove: () => void }) {
  const { t } = useLingui()
  const errorId = `${id}-error`
  return (
    <div
      id={id}
      tabIndex={-1}
      aria-describedby={error ? errorId : undefined}
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-accent-500/40 bg-accent-50 p-4 sm:col-span-2"
      data-testid="order-offer"
    >
      <p className="min-w-0 font-medium text-ink">
        {t({ message: 'Order under offer:', comment: 'Individual order form: before the title of the offer the order is placed under' })}{' '}
        <bdi className="font-bold">{title}</bdi>
      </p>
      <Button variant="outline" size="sm" onClick={onRemove}>
        {t({ message: 'Order without the offer', comment: 'Individual order form: button that takes the offer off the order' })}
      </Button>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  )
}
