import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import * as z from 'zod/mini'
import { renderWithRouter } from '../../../tests/render-with-router'
import { Field } from '../../components/ui/field'
import { Input } from '../../components/ui/input'
import { Button } from '../../components/ui/button'
import { Checkbox } from '../../components/ui/checkbox'
import { ErrorSummary } from '../../components/ui/error-summary'
import { PublicError } from '../errors'
import { personNameSchema, saudiMobileSchema } from '../../contract/orders'
import { textProps } from './bind'
import { summaryLine, useContractForm } from './use-contract-form'

const schema = z.object({ name: personNameSchema, mobile: saudiMobileSchema, consent: z.literal(true, { error: 'consent' }) })
type Values = { name: string; mobile: string; consent: boolean }
type Send = (input: Values, context: { idempotencyKey: string }) => Promise<unknown>

function TestForm({ send, onSuccess = () => undefined }: { send: Send; onSuccess?: () => void }) {
  const { form, formProps, fieldId, errorText, summary, failure } = useContractForm({
    formId: 'test-form',
    defaultValues: { name: '', mobile: '', consent: false },
    schema,
    toInput: (values: Values) => values,
    draftOmit: ['consent'],
    send,
    onSuccess,
  })
  return (
    <form {...formProps}>
      <ErrorSummary errors={summary} />
      <form.Field name="name">
        {(field) => (
          <Field label="Name" id={fieldId(field.name)} error={errorText(field.state.meta.errors[0])}>
            <Input {...textProps(field)} />
          </Field>
        )}
      </form.Field>
      <form.Field name="mobile">
        {(field) => (
          <Field label="Mobile" id={fieldId(field.name)} error={errorText(field.state.meta.errors[0])}>
            <Input {...textProps(field)} type="tel" />
          </Field>
        )}
      </form.Field>
      <form.Field name="consent">
        {(field) => (
          <Checkbox
            label="I agree"
            id={fieldId(field.name)}
            checked={field.state.value}
            onChange={(event) => field.handleChange(event.target.checked)}
            error={errorText(field.state.meta.errors[0])}
          />
        )}
      </form.Field>
      {failure ? <p data-testid="failure">{failure.message}</p> : null}
      <Button type="submit">Send</Button>
    </form>
  )
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })
const fillValid = () => {
  fill('Name', 'Sara')
  fill('Mobile', '٠٥٥١٢٣٤٥٦٧')
  fireEvent.click(screen.getByLabelText('I agree'))
}
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send' }))
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)))

beforeEach(() => sessionStorage.clear())

describe('useContractForm', () => {
  it('sends nothing if sent before the page is interactive: typed details stay out of the address and on the page', async () => {
    await renderWithRouter(() => <TestForm send={vi.fn<Send>()} />)
    expect(screen.getByRole('button', { name: 'Send' }).closest('form')).toHaveAttribute('method', 'dialog')
  })

  it('shows the contract’s sentences next to the fields and in the summary, focuses the first, and sends nothing', async () => {
    const send = vi.fn<Send>()
    await renderWithRouter(() => <TestForm send={send} />)
    submit()
    await waitFor(() => expect(screen.getByLabelText('Mobile')).toHaveAttribute('aria-invalid', 'true'))
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Error: This field is required.')
    expect(screen.getByLabelText('I agree')).toHaveAccessibleDescription(
      'Error: Please agree to the processing of your credit data to apply for finance.',
    )
    const summary = screen.getByRole('alert')
    expect(summary.querySelectorAll('a')[0]).toHaveAttribute('href', '#test-form-name')
    // Each entry says which field it is about; the consent's sentence names its subject itself.
    expect([...summary.querySelectorAll('a')].map((link) => link.textContent)).toEqual([
      'Name: This field is required.',
      'Mobile: Please enter a Saudi mobile number, for example 05X XXX XXXX.',
      'Please agree to the processing of your credit data to apply for finance.',
    ])
    await nextFrame()
    expect(document.activeElement).toBe(screen.getByLabelText('Name'))
    expect(send).not.toHaveBeenCalled()
  })

  it('checks again on every change once the visitor has tried to send', async () => {
    await renderWithRouter(() => <TestForm send={vi.fn<Send>()} />)
    submit()
    await waitFor(() => expect(screen.getByLabelText('Mobile')).toHaveAttribute('aria-invalid', 'true'))
    fill('Mobile', '12345')
    await waitFor(() =>
      expect(screen.getByLabelText('Mobile')).toHaveAccessibleDescription(
        'Error: Please enter a Saudi mobile number, for example 05X XXX XXXX.',
      ),
    )
    fill('Mobile', '+966 55 123 4567')
    await waitFor(() => expect(screen.getByLabelText('Mobile')).not.toHaveAttribute('aria-invalid'))
  })

  it('shows the server’s field errors next to their fields until the field changes, keeping what was typed', async () => {
    const send = vi
      .fn<Send>()
      .mockRejectedValue(
        new PublicError({ status: 400, code: 'validation_failed', message: 'Check the form', fields: { mobile: ['Server says no.'] } }),
      )
    await renderWithRouter(() => <TestForm send={send} />)
    fillValid()
    submit()
    await waitFor(() => expect(screen.getByLabelText('Mobile')).toHaveAccessibleDescription('Error: Server says no.'))
    expect(screen.getByLabelText('Mobile')).toHaveValue('٠٥٥١٢٣٤٥٦٧')
    await nextFrame()
    expect(document.activeElement).toBe(screen.getByLabelText('Mobile'))
    fill('Mobile', '0551234568')
    await waitFor(() => expect(screen.getByLabelText('Mobile')).not.toHaveAttribute('aria-invalid'))
  })

  it('sends the same idempotency key on a retry, and a new one after success', async () => {
    const keys: string[] = []
    let fail = true
    const send = vi.fn<Send>(async (_input, { idempotencyKey }) => {
      keys.push(idempotencyKey)
      if (fail) throw new PublicError({ status: 503, code: 'sms_failed', message: 'We could not send the code.' })
      return { ok: true }
    })
    const onSuccess = vi.fn()
    await renderWithRouter(() => <TestForm send={send} onSuccess={onSuccess} />)
    fillValid()
    submit()
    await waitFor(() => expect(screen.getByTestId('failure')).toHaveTextContent('We could not send the code.'))
    fail = false
    submit()
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1))
    submit()
    await waitFor(() => expect(send).toHaveBeenCalledTimes(3))
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{8,200}$/)
    expect(keys[1]).toBe(keys[0])
    expect(keys[2]).not.toBe(keys[0])
  })

  it('a key that already placed something else is replaced once and the input sent again', async () => {
    const keys: string[] = []
    const send = vi.fn<Send>(async (_input, { idempotencyKey }) => {
      keys.push(idempotencyKey)
      if (keys.length === 1) throw new PublicError({ status: 422, code: 'idempotency_key_reused', message: 'reused' })
      return { ok: true }
    })
    const onSuccess = vi.fn()
    await renderWithRouter(() => <TestForm send={send} onSuccess={onSuccess} />)
    fillValid()
    submit()
    await waitFor(() => expect(onSuccess).toHaveBeenCalled())
    expect(keys).toHaveLength(2)
    expect(keys[1]).not.toBe(keys[0])
  })

  it('sends once however often the button is pressed while the request is under way', async () => {
    let finish: (value: unknown) => void = () => undefined
    const send = vi.fn<Send>(() => new Promise((resolve) => (finish = resolve)))
    await renderWithRouter(() => <TestForm send={send} />)
    fillValid()
    submit()
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1))
    submit()
    submit()
    finish({ ok: true })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(send).toHaveBeenCalledTimes(1)
  })

  it('keeps a draft through a reload (a new mount) but never the consent tick, and forgets it after success', async () => {
    const first = await renderWithRouter(() => <TestForm send={vi.fn<Send>()} />)
    fillValid()
    await waitFor(() => expect(sessionStorage.getItem('form-draft:test-form')).toContain('Sara'))
    expect(JSON.parse(sessionStorage.getItem('form-draft:test-form')!)).toEqual({ name: 'Sara', mobile: '٠٥٥١٢٣٤٥٦٧' })
    first.unmount()

    const onSuccess = vi.fn()
    await renderWithRouter(() => <TestForm send={vi.fn<Send>().mockResolvedValue({})} onSuccess={onSuccess} />)
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Sara'))
    expect(screen.getByLabelText('Mobile')).toHaveValue('٠٥٥١٢٣٤٥٦٧')
    expect(screen.getByLabelText('I agree')).not.toBeChecked()
    fireEvent.click(screen.getByLabelText('I agree'))
    submit()
    await waitFor(() => expect(onSuccess).toHaveBeenCalled())
    expect(sessionStorage.getItem('form-draft:test-form')).toBeNull()
  })

  it('says so above the button when the dealer cannot be reached', async () => {
    await renderWithRouter(() => <TestForm send={vi.fn<Send>().mockRejectedValue(new TypeError('Failed to fetch'))} />)
    fillValid()
    submit()
    await waitFor(() => expect(screen.getByTestId('failure')).toHaveTextContent('We could not reach the dealer.'))
    expect(screen.getByLabelText('Name')).toHaveValue('Sara')
  })
})

describe('summaryLine', () => {
  it('puts a colon after a label, but not after one that is a question', () => {
    expect(summaryLine('Mobile', 'Enter a Saudi mobile number.')).toBe('Mobile: Enter a Saudi mobile number.')
    expect(summaryLine('هل لديك تمويل عقاري؟', 'يُرجى اختيار أحد الخيارات.')).toBe('هل لديك تمويل عقاري؟ يُرجى اختيار أحد الخيارات.')
    expect(summaryLine('Do you have a mortgage?', 'Choose one.')).toBe('Do you have a mortgage? Choose one.')
    expect(summaryLine(null, 'Choose one.')).toBe('Choose one.')
  })
})
