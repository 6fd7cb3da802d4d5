import { useRef } from 'react'
import { describe, expect, it } from 'vitest'
import { fireEvent, screen, within } from '@testing-library/react'
import { renderWithRouter } from '../../../tests/render-with-router'
import { ErrorSummary, type FormError } from './error-summary'
import { Field } from './field'
import { Input } from './input'
import { Button } from './button'

const errors: FormError[] = [
  { fieldId: 'order-name', message: 'Enter your name' },
  { fieldId: 'order-phone', message: 'Enter a mobile number like 05XXXXXXXX' },
]

function Form({ shown }: { shown: FormError[] }) {
  const summary = useRef<HTMLDivElement>(null)
  return (
    <form>
      <ErrorSummary ref={summary} errors={shown} />
      <Field label="Name" id="order-name" error={shown[0]?.message}>
        <Input name="name" />
      </Field>
      <Field label="Mobile" id="order-phone" error={shown[1]?.message}>
        <Input type="tel" name="phone" />
      </Field>
      <Button onClick={() => summary.current?.focus()}>Check</Button>
    </form>
  )
}

describe('ErrorSummary', () => {
  it('renders nothing while the form has no errors', async () => {
    await renderWithRouter(() => <Form shown={[]} />)
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('lists every error as a link to its field, and takes focus when the form moves it there', async () => {
    await renderWithRouter(() => <Form shown={errors} />)
    const summary = screen.getByRole('alert', { name: 'Please correct the following' })
    const links = within(summary).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Enter your name', '#order-name'],
      ['Enter a mobile number like 05XXXXXXXX', '#order-phone'],
    ])

    fireEvent.click(screen.getByRole('button', { name: 'Check' }))
    expect(summary).toHaveFocus()

    fireEvent.click(links[1]!)
    expect(screen.getByRole('textbox', { name: 'Mobile' })).toHaveFocus()
  })
})
