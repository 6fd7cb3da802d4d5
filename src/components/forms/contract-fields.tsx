import type { ChangeEvent, ReactNode } from 'react'
import { textProps } from '../../lib/forms/bind'
import { useFieldErrorText } from '../../lib/forms/field-error-text'
import { boundFieldId, useFieldContext } from '../../lib/forms/form-hook-contexts'
import { amountInputProps, emailInputProps, mobileInputProps, nameInputProps } from '../../lib/forms/input-presets'
import { Checkbox } from '../ui/checkbox'
import { Field } from '../ui/field'
import { FileInput, type FileInputProps } from '../ui/file-input'
import { Input, type InputProps } from '../ui/input'
import { Select, type SelectProps } from '../ui/select'
import { Textarea, type TextareaProps } from '../ui/textarea'

/** What a bound field shows around its control: the `Field`'s label, hint, layout and classes. */
export type FrameProps = {
  label: ReactNode
  hint?: ReactNode
  required?: boolean
  labelHidden?: boolean
  layout?: 'stacked' | 'inline'
  /** Classes of the whole field (label, control, hint, error): its place in the form's grid. */
  className?: string
  /** A verdict the form's values do not hold (a file the browser refused), shown when the field has none of its own. */
  error?: ReactNode
}

/** The control's attributes a bound field sets itself. */
type Bound = 'name' | 'value' | 'checked' | 'onChange' | 'onBlur' | 'className' | 'id' | 'children'

/** The field of the `form.AppField` around, with its control's id and its first error in words. */
export function useBoundField<Value>() {
  const field = useFieldContext<Value>()
  const errorText = useFieldErrorText()
  return { field, id: boundFieldId(field), error: errorText(field.state.meta.errors[0]) }
}

/**
 * A field whose control is not one of the bound ones (a combobox, a file with its own checks):
 * the label, id, hint and error of the field, the control as children.
 */
export function FieldFrame({ children, error, ...frame }: FrameProps & { children: ReactNode }) {
  const bound = useBoundField<unknown>()
  return (
    <Field {...frame} id={bound.id} error={bound.error ?? error}>
      {children}
    </Field>
  )
}

/** A bound field's props parted into the `Field`'s around the control and the control's own. */
export function splitFrame<Props extends FrameProps>({ label, hint, required, labelHidden, layout, className, error, ...control }: Props) {
  return [{ label, hint, required, labelHidden, layout, className, error }, control] as const
}

const presets = { name: nameInputProps, mobile: mobileInputProps, email: emailInputProps, amount: amountInputProps } as const

type TextFieldProps = FrameProps &
  Omit<InputProps, Bound> & {
    /** The keyboard, autofill and length every form's name, mobile, e-mail or amount input shares. */
    preset?: keyof typeof presets
    /** Classes of the input itself. */
    controlClassName?: string
    /** Under the control, inside the field (a counter). */
    children?: ReactNode
  }

/** A one-line text field bound to its form field. */
export function TextField({ preset, controlClassName, children, ...props }: TextFieldProps) {
  const { field } = useBoundField<string>()
  const [frame, control] = splitFrame(props)
  return (
    <FieldFrame {...frame}>
      <Input {...textProps(field)} {...(preset ? presets[preset] : {})} {...control} className={controlClassName} />
      {children}
    </FieldFrame>
  )
}

type TextareaFieldProps = FrameProps & Omit<TextareaProps, Bound> & { controlClassName?: string; children?: ReactNode }

/** A multi-line text field bound to its form field. */
export function TextareaField({ controlClassName, children, ...props }: TextareaFieldProps) {
  const { field } = useBoundField<string>()
  const [frame, control] = splitFrame(props)
  return (
    <FieldFrame {...frame}>
      <Textarea {...textProps(field)} {...control} className={controlClassName} />
      {children}
    </FieldFrame>
  )
}

type SelectFieldProps = FrameProps &
  Omit<SelectProps, Exclude<Bound, 'children'>> & {
    controlClassName?: string
    /** After the field took the chosen option: what depends on it (a brand's models). */
    onChoose?: (value: string) => void
  }

/** A choice from a list (the `<option>`s are its children) bound to its form field. */
export function SelectField({ controlClassName, onChoose, children, ...props }: SelectFieldProps) {
  const { field } = useBoundField<string>()
  const [frame, control] = splitFrame(props)
  const bound = textProps(field)
  const choose = (event: ChangeEvent<HTMLSelectElement>) => {
    bound.onChange(event)
    onChoose?.(event.target.value)
  }
  return (
    <FieldFrame {...frame}>
      <Select {...bound} onChange={choose} {...control} className={controlClassName}>
        {children}
      </Select>
    </FieldFrame>
  )
}

type CheckboxFieldProps = Omit<Parameters<typeof Checkbox>[0], Exclude<Bound, 'className'>>

/** A yes/no field: a checkbox whose label is the whole statement, its error under it. */
export function CheckboxField({ error, ...control }: CheckboxFieldProps) {
  const bound = useBoundField<boolean>()
  return (
    <Checkbox
      {...control}
      id={bound.id}
      name={bound.field.name}
      checked={bound.field.state.value}
      onChange={(event: ChangeEvent<HTMLInputElement>) => bound.field.handleChange(event.target.checked)}
      onBlur={bound.field.handleBlur}
      error={bound.error ?? error}
    />
  )
}

type FileFieldProps = FrameProps &
  Omit<FileInputProps, Bound> & {
    /** After the field took the chosen file (or none): the form's own checks of it. */
    onChoose?: (file: File | null) => void
    controlClassName?: string
  }

/** A file picker bound to its form field, whose value is the chosen file or null. */
export function FileField({ onChoose, controlClassName, ...props }: FileFieldProps) {
  const { field } = useBoundField<File | null>()
  const [frame, control] = splitFrame(props)
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null
    field.handleChange(file)
    onChoose?.(file)
  }
  return (
    <FieldFrame {...frame}>
      <FileInput {...control} name={field.name} onBlur={field.handleBlur} onChange={choose} className={controlClassName} />
    </FieldFrame>
  )
}
