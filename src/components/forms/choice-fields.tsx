import type { ReactNode } from 'react'
import { Radio } from '../ui/checkbox'
import { ChoiceGroup } from '../ui/choice-group'
import { Combobox, type ComboboxOption } from '../ui/combobox'
import { FieldFrame, useBoundField, type FrameProps } from './contract-fields'

type RadioGroupFieldProps<Value extends string> = {
  /** The question the radios answer. */
  legend: ReactNode
  hint?: ReactNode
  required?: boolean
  layout?: 'row' | 'column'
  options: readonly { value: Value; label: ReactNode }[]
}

/**
 * One answer of a few (cash or finance, yes or no) bound to its form field: radios in a fieldset
 * whose legend is the question, hint and error under them. The first radio carries the field's id,
 * which the error summary links to and focus goes to.
 */
export function RadioGroupField<Value extends string>({ legend, hint, required, layout, options }: RadioGroupFieldProps<Value>) {
  const { field, id, error } = useBoundField<string>()
  return (
    <ChoiceGroup legend={legend} hint={hint} error={error} required={required} layout={layout}>
      {options.map((option, index) => (
        <Radio
          key={option.value}
          id={index === 0 ? id : undefined}
          name={field.name}
          value={option.value}
          checked={field.state.value === option.value}
          onChange={() => field.handleChange(option.value)}
          onBlur={field.handleBlur}
          label={option.label}
        />
      ))}
    </ChoiceGroup>
  )
}

type ComboboxFieldProps = FrameProps & {
  options: readonly ComboboxOption[]
  /** The options that match what was typed (all of them for ''). */
  filter: (query: string) => readonly ComboboxOption[]
  placeholder?: string
  noMatches: string
  matchCount: (count: number) => string
  /** After the field took the chosen option: what the choice proposes elsewhere (a city's nearest branch). */
  onChoose?: (value: string) => void
}

/** One option of a long list, found by typing (src/components/ui/combobox.tsx), bound to its form field. */
export function ComboboxField({ options, filter, placeholder, noMatches, matchCount, onChoose, ...props }: ComboboxFieldProps) {
  const { field } = useBoundField<string>()
  return (
    <FieldFrame {...props}>
      <Combobox
        name={field.name}
        value={field.state.value}
        options={options}
        filter={filter}
        onChange={(value) => {
          field.handleChange(value)
          onChoose?.(value)
        }}
        onBlur={field.handleBlur}
        placeholder={placeholder}
        noMatches={noMatches}
        matchCount={matchCount}
      />
    </FieldFrame>
  )
}
