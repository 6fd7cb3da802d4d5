import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { fireEvent, screen } from '@testing-library/react'
import { renderWithRouter } from '../../../tests/render-with-router'
import { Field } from './field'
import { Input } from './input'
import { Select } from './select'
import { Textarea } from './textarea'
import { Checkbox } from './checkbox'
import { Button } from './button'

describe('Field', () => {
  it('labels its control', async () => {
    await renderWithRouter(() => (
      <>
        <Field label="Full name">
          <Input name="name" autoComplete="name" />
        </Field>
        <Field label="Brand">
          <Select name="brand">
            <option value="">All brands</option>
          </Select>
        </Field>
        <Field label="Message">
          <Textarea name="message" />
        </Field>
      </>
    ))
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveAttribute('name', 'name')
    expect(screen.getByRole('combobox', { name: 'Brand' })).toHaveAttribute('name', 'brand')
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAttribute('rows', '5')
  })

  it('describes the control by its hint, and by its error once there is one', async () => {
    function PhoneField() {
      const [error, setError] = useState<string>()
      return (
        <>
          <Field label="Mobile number" hint="Saudi mobile, starting with 05" error={error} id="phone">
            <Input type="tel" name="phone" />
          </Field>
          <Button onClick={() => setError('Enter a mobile number like 05XXXXXXXX')}>Check</Button>
        </>
      )
    }
    await renderWithRouter(() => <PhoneField />)
    const input = screen.getByRole('textbox', { name: 'Mobile number' })
    expect(input).toHaveAttribute('id', 'phone')
    expect(input).toHaveAccessibleDescription('Saudi mobile, starting with 05')
    expect(input).not.toHaveAttribute('aria-invalid')

    fireEvent.click(screen.getByRole('button', { name: 'Check' }))
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAttribute('aria-describedby', 'phone-hint phone-error')
    expect(input).toHaveAccessibleDescription('Saudi mobile, starting with 05 Error: Enter a mobile number like 05XXXXXXXX')
  })

  it('marks a required field in sight and in words, without browser validation bubbles', async () => {
    await renderWithRouter(() => (
      <Field label="Email" required>
        <Input type="email" name="email" />
      </Field>
    ))
    const input = screen.getByRole('textbox', { name: 'Email (required)' })
    expect(input).toHaveAttribute('aria-required', 'true')
    expect(input).not.toHaveAttribute('required')
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true')
  })

  it('keeps phone numbers and amounts left to right inside an Arabic page', async () => {
    await renderWithRouter(
      () => (
        <div dir="rtl">
          <Field label="رقم الجوال">
            <Input type="tel" name="phone" />
          </Field>
          <Field label="السعر">
            <Input inputMode="numeric" name="price" />
          </Field>
          <Field label="الاسم">
            <Input name="name" />
          </Field>
        </div>
      ),
      { locale: 'ar' },
    )
    expect(screen.getByRole('textbox', { name: 'رقم الجوال' })).toHaveAttribute('dir', 'ltr')
    expect(screen.getByRole('textbox', { name: 'السعر' })).toHaveAttribute('dir', 'ltr')
    expect(screen.getByRole('textbox', { name: 'الاسم' })).not.toHaveAttribute('dir')
  })
})

describe('Checkbox', () => {
  it('is labelled by the text beside it and carries its own hint and error', async () => {
    await renderWithRouter(() => (
      <Checkbox name="terms" label="I accept the terms" hint="You can read them first." error="Please accept the terms" />
    ))
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' })
    expect(box).toHaveAttribute('aria-invalid', 'true')
    expect(box).toHaveAccessibleDescription('You can read them first. Error: Please accept the terms')
  })
})
