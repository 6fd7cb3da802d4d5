import { useQuery } from '@tanstack/react-query'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Button } from '../../../components/ui/button'
import { Field } from '../../../components/ui/field'
import { Input } from '../../../components/ui/input'
import { Select } from '../../../components/ui/select'
import { orderLimits } from '../../../contract/orders'
import { useLocale } from '../../../lib/i18n/use-locale'
import { carQuery } from '../../catalogue/cars.queries'
import type { CarChoice, OrderLineValues } from '../order-form-values'
import { CarPicker } from './car-picker'
import type { OfferCar } from '../offer-cars'

const minQuantity = orderLimits.minQuantity
const maxQuantity = orderLimits.maxQuantity

type LineFieldIds = { carId: string; color: string; quantity: string }
type LineErrors = { carId?: string; color?: string; quantity?: string }

/**
 * One line of a company's order, in a group named by its number: the car (brand → model → car),
 * its colour (the car's own list, or any), and how many. The colour list is asked for once the
 * car is chosen and empties when the car changes.
 */
export function OrderLineFields({
  index,
  line,
  ids,
  errors,
  onCar,
  onColor,
  onQuantity,
  onBlur,
  onRemove,
  offerCars = null,
}: {
  index: number
  line: OrderLineValues
  /** The cars of the offer the request is placed under; null or none: any car. */
  offerCars?: readonly OfferCar[] | null
  ids: LineFieldIds
  errors: LineErrors
  onCar: (car: CarChoice) => void
  onColor: (color: string) => void
  onQuantity: (quantity: string) => void
  onBlur: () => void
  /** Absent for the only line: an order has one at least. */
  onRemove?: () => void
}) {
  const { t } = useLingui()
  const locale = useLocale()
  const number = index + 1
  const carId = /^\d+$/.test(line.carId) ? Number(line.carId) : null
  const car = useQuery({ ...carQuery(locale, carId ?? 0), enabled: carId !== null })
  const colors = carId !== null ? (car.data?.colors ?? []) : []

  return (
    <fieldset className="space-y-5 rounded-xl border border-line p-4 sm:col-span-2 sm:p-5">
      <legend className="px-1 font-bold text-ink">
        {t({ message: `Car ${number}`, comment: 'Company order form: legend of one line of cars (model, colour, quantity), numbered' })}
      </legend>
      <CarPicker value={line} carFieldId={ids.carId} error={errors.carId} onBlur={onBlur} onChange={onCar} offerCars={offerCars} />
      <div className="grid gap-x-6 gap-y-5 sm:grid-cols-2">
        <Field
          label={t({ message: 'Colour', comment: 'Company order form: label of the colour list of one line of cars' })}
          id={ids.color}
          error={errors.color}
        >
          <Select
            name={ids.color}
            value={line.color}
            disabled={carId === null}
            onBlur={onBlur}
            onChange={(event) => onColor(event.target.value)}
          >
            <option value="">{t({ message: 'Any colour', comment: 'Company order form: the colour option meaning no preference' })}</option>
            {colors.map((color, position) => (
              <option key={color.name} value={String(position)}>
                {color.name}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          label={t({ message: 'Quantity', comment: 'Company order form: label of how many cars the company orders' })}
          hint={t`From ${minQuantity} to ${plural(maxQuantity, { one: '# car', other: '# cars' })}.`}
          id={ids.quantity}
          error={errors.quantity}
          required
        >
          <Input
            name={ids.quantity}
            value={line.quantity}
            onChange={(event) => onQuantity(event.target.value)}
            onBlur={onBlur}
            inputMode="numeric"
            autoComplete="off"
            maxLength={7}
          />
        </Field>
      </div>
      {onRemove ? (
        <Button variant="link" onClick={onRemove}>
          {t({ message: `Remove car ${number}`, comment: 'Company order form: button removing one numbered line of cars' })}
        </Button>
      ) : null}
    </fieldset>
  )
}
