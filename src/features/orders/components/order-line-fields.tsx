import type { ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { SelectField, TextField } from '../../../components/forms/contract-fields'
import { Button } from '../../../components/ui/button'
import { orderLimits } from '../../../contract/orders'
import { useLocale } from '../../../lib/i18n/use-locale'
import { carQuery } from '../../catalogue/cars.queries'

const minQuantity = orderLimits.minQuantity
const maxQuantity = orderLimits.maxQuantity

/**
 * One line of a company's order, in a group named by its number: the car (brand → model → car,
 * `CarPickerField`), its colour and how many, each in its own `form.AppField` (the children).
 */
export function OrderLineFieldset({ number, onRemove, children }: { number: number; onRemove?: () => void; children: ReactNode }) {
  const { t } = useLingui()
  return (
    <fieldset className="space-y-5 rounded-xl border border-line p-4 sm:col-span-2 sm:p-5">
      <legend className="px-1 font-bold text-ink">
        {t({ message: `Car ${number}`, comment: 'Company order form: legend of one line of cars (model, colour, quantity), numbered' })}
      </legend>
      {children}
      {/* Absent for the only line: an order has one at least. */}
      {onRemove ? (
        <Button variant="link" onClick={onRemove}>
          {t({ message: `Remove car ${number}`, comment: 'Company order form: button removing one numbered line of cars' })}
        </Button>
      ) : null}
    </fieldset>
  )
}

/**
 * A line's colour: the chosen car's own list (by its place in the car's colours), or any. The list
 * is asked for once the car is chosen and empties when the car changes. Inside its `form.AppField`.
 */
export function LineColorField({ carId }: { carId: string }) {
  const { t } = useLingui()
  const locale = useLocale()
  const chosenCar = /^\d+$/.test(carId) ? Number(carId) : null
  const car = useQuery({ ...carQuery(locale, chosenCar ?? 0), enabled: chosenCar !== null })
  const colors = chosenCar !== null ? (car.data?.colors ?? []) : []
  return (
    <SelectField
      label={t({ message: 'Colour', comment: 'Company order form: label of the colour list of one line of cars' })}
      disabled={chosenCar === null}
    >
      <option value="">{t({ message: 'Any colour', comment: 'Company order form: the colour option meaning no preference' })}</option>
      {colors.map((color, position) => (
        <option key={color.name} value={String(position)}>
          {color.name}
        </option>
      ))}
    </SelectField>
  )
}

/** How many cars of a line; inside its `form.AppField`. */
export function LineQuantityField() {
  const { t } = useLingui()
  return (
    <TextField
      label={t({ message: 'Quantity', comment: 'Company order form: label of how many cars the company orders' })}
      hint={t`From ${minQuantity} to ${plural(maxQuantity, { one: '# car', other: '# cars' })}.`}
      required
      inputMode="numeric"
      autoComplete="off"
      maxLength={7}
    />
  )
}
