import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { fireEvent, screen } from '@testing-library/react'
import { renderWithRouter } from '../../../tests/render-with-router'
import { Field } from './field'
import { codeDigits, OneTimeCodeInput } from './one-time-code-input'

function CodeForm() {
  const [code, setCode] = useState('')
  return (
    <Field label="Verification code">
      <OneTimeCodeInput value={code} onChange={setCode} />
    </Field>
  )
}

describe('OneTimeCodeInput', () => {
  it('asks for the phone’s number keyboard and its SMS code suggestion, left to right', async () => {
    await renderWithRouter(() => <CodeForm />)
    const input = screen.getByLabelText('Verification code')
    expect(input).toHaveAttribute('inputmode', 'numeric')
    expect(input).toHaveAttribute('autocomplete', 'one-time-code')
    expect(input).toHaveAttribute('dir', 'ltr')
    // No maxLength: the browser would cut "123 456" before the digits are picked out.
    expect(input).not.toHaveAttribute('maxlength')
  })

  it('takes a whole pasted code, drops what is not a digit and reads Arabic-Indic digits', async () => {
    await renderWithRouter(() => <CodeForm />)
    const input = screen.getByLabelText('Verification code')
    fireEvent.change(input, { target: { value: '123 456' } })
    expect(input).toHaveValue('123456')
    fireEvent.change(input, { target: { value: 'Your code: ٤٥٦٧٨٩' } })
    expect(input).toHaveValue('456789')
    fireEvent.change(input, { target: { value: '12a-3' } })
    expect(input).toHaveValue('123')
    fireEvent.change(input, { target: { value: '۱۲۳۴۵۶۷۸' } })
    expect(input).toHaveValue('123456')
  })

  it('codeDigits keeps at most the code’s length', () => {
    expect(codeDigits('1234567890')).toBe('123456')
    expect(codeDigits('١٢', 4)).toBe('12')
    expect(codeDigits('')).toBe('')
  })
})
