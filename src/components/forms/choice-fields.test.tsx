import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import * as z from 'zod/mini'
import { renderWithRouter } from '../../../tests/render-with-router'
import { Button } from '../ui/button'
import { ErrorSummary } from '../ui/error-summary'
import { useContractForm } from './use-contract-form'

const cities = [
  { value: 'riyadh', label: 'Riyadh' },
  { value: 'jeddah', label: 'Jeddah' },
  { value: 'dammam', label: 'Dammam' },
]
const schema = z.object({
  purchase: z.enum(['cash', 'finance'], { error: 'required' }),
  city: z.string().check(z.minLength(1, { error: 'required' })),
})
type Values = { purchase: string; city: string }

function TestForm({ send, onCity }: { send: (input: Values) => Promise<unknown>; onCity: (city: string) => void }) {
  const { form, formProps, summary } = useContractForm({
    formId: 'choices',
    defaultValues: { purchase: '', city: '' },
    schema,
    toInput: (values: Values) => values,
    send,
    onSuccess: () => undefined,
  })
  return (
    <form {...formProps}>
      <ErrorSummary errors={summary} />
      <form.AppField name="purchase">
        {(field) => (
          <field.RadioGroupField
            legend="Purchase type"
            required
            options={[
              { value: 'cash', label: 'Cash' },
              { value: 'finance', label: 'Bank finance' },
            ]}
          />
        )}
      </form.AppField>
      <form.AppField name="city">
        {(field) => (
          <field.ComboboxField
            label="City"
            required
            options={cities}
            filter={(query) => cities.filter((city) => city.label.toLowerCase().includes(query.toLowerCase()))}
            onChoose={onCity}
            noMatches="No city by that name."
            matchCount={(count) => `${count} cities`}
          />
        )}
      </form.AppField>
      <Button type="submit">Send</Button>
    </form>
  )
}

beforeEach(() => sessionStorage.clear())

describe('the bound choice fields (radios, combobox)', () => {
  it('show their errors next to them and in the summary, the first radio and the box carrying the ids it links to', async () => {
    const send = vi.fn(async (_input: Values) => ({}))
    await renderWithRouter(() => <TestForm send={send} onCity={() => undefined} />)
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Cash' })).toHaveAttribute('aria-invalid', 'true'))
    expect(screen.getByRole('radio', { name: 'Cash' })).toHaveAttribute('id', 'choices-purchase')
    expect(screen.getByRole('radio', { name: 'Bank finance' })).not.toHaveAttribute('id', 'choices-purchase')
    expect(screen.getByRole('group', { name: /Purchase type/ })).toHaveTextContent('This field is required.')
    const city = screen.getByRole('combobox', { name: /City/ })
    expect(city).toHaveAttribute('id', 'choices-city')
    expect(city).toHaveAccessibleDescription(/This field is required\./)
    const links = screen.getAllByRole('link').map((link) => link.getAttribute('href'))
    expect(links).toEqual(['#choices-purchase', '#choices-city'])
    expect(send).not.toHaveBeenCalled()
  })

  it('send what was chosen, and a chosen city is handed on to what it proposes', async () => {
    const send = vi.fn(async (_input: Values) => ({}))
    const onCity = vi.fn()
    await renderWithRouter(() => <TestForm send={send} onCity={onCity} />)
    fireEvent.click(screen.getByRole('radio', { name: 'Bank finance' }))
    const city = screen.getByRole('combobox', { name: /City/ })
    fireEvent.change(city, { target: { value: 'jed' } })
    fireEvent.mouseDown(await screen.findByRole('option', { name: /Jeddah/ }))
    expect(onCity).toHaveBeenCalledWith('jeddah')
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1))
    expect(send.mock.calls[0]![0]).toEqual({ purchase: 'finance', city: 'jeddah' })
  })
})
