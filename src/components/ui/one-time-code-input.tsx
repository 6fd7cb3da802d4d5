import type { Ref } from 'react'
import { normalizeDigits } from '../../lib/digits'
import { Input, type InputProps } from './input'
import { appConfig } from '../../../app.config'

/** Digits only, Arabic-Indic ones read as Latin, at most `length`: what a typed or pasted code becomes. */
export function codeDigits(text: string, length: number = appConfig.otpLength): string {
  return normalizeDigits(text).replace(/\D/g, '').slice(0, length)
}

type OneTimeCodeInputProps = Omit<InputProps, 'value' | 'onChange' | 'type' | 'inputMode' | 'autoComplete' | 'maxLength' | 'dir'> & {
  value: string
  onChange: (code: string) => void
  /** Digits in the code, `appConfig.otpLength` (6) unless told. */
  length?: number
  ref?: Ref<HTMLInputElement>
}

/**
 * The code from a text message: one field (phones offer the code from the SMS above the keyboard
 * with `autocomplete="one-time-code"`, and a pasted "123 456" or "Your code: ١٢٣٤٥٦" arrives whole),
 * numeric keyboard, digits only, left to right inside Arabic text. No `maxLength`: the browser
 * would cut a pasted code with a space in it before the digits are picked out.
 */
export function OneTimeCodeInput({ value, onChange, length = appConfig.otpLength, className = '', ...rest }: OneTimeCodeInputProps) {
  return (
    <Input
      {...rest}
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      dir="ltr"
      size="lg"
      spellCheck={false}
      value={value}
      onChange={(event) => onChange(codeDigits(event.target.value, length))}
      className={`max-w-56 text-center font-mono text-2xl tracking-[0.4em] rtl:text-center ${className}`.trim()}
    />
  )
}
