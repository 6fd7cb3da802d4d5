import { useQuery } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { SelectField } from '../../../components/forms/contract-fields'
import { useLocale } from '../../../lib/i18n/use-locale'
import { carQuery } from '../../catalogue/cars.queries'

/**
 * The colour of the chosen car (decision 0084): one of its colours, or no preference. The list is
 * the car page's own (the loader has it for a car from the URL; another car's is fetched), and it
 * waits, disabled, while there is no car or its colours are on their way. Inside its form's
 * `form.AppField`.
 */
export function CarColorField({ carId }: { carId: string }) {
  const { t } = useLingui()
  const locale = useLocale()
  const chosenCar = /^\d+$/.test(carId) ? Number(carId) : null
  const { data: car } = useQuery({ ...carQuery(locale, chosenCar ?? 0), enabled: chosenCar !== null })
  const colors = chosenCar !== null && car?.id === chosenCar ? car.colors : []
  return (
    <SelectField
      label={t({ message: 'Colour', comment: 'Individual order form: label of the list of the chosen car’s colours' })}
      hint={chosenCar === null ? t`Choose the car first.` : undefined}
      disabled={colors.length === 0}
    >
      <option value="">
        {t({ message: 'No preference', comment: 'Individual order form: first option of the colour list, no colour chosen' })}
      </option>
      {colors.map((color) => (
        <option key={color.id} value={String(color.id)}>
          {color.name}
        </option>
      ))}
    </SelectField>
  )
}
