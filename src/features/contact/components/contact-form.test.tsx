import { beforeEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { renderWithRouter } from '../../../../tests/render-with-router'
import { PublicError } from '../../../lib/errors'
import { notifySuccess } from '../../../lib/notify'
import { ContactForm, contactFormId } from './contact-form'

const sendContactMessage = vi.hoisted(() => vi.fn())
vi.mock('../contact.functions', () => ({ sendContactMessage }))
vi.mock('../../../lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }))

type Sent = {
  data: {
    locale: string
    idempotencyKey: string
    message: { name: string; email: string; mobile?: string; message: string; website?: string; formStartedAt: number }
  }
}
const sent = (call = 0) => (sendContactMessage.mock.calls[call] as [Sent])[0].data

const control = (name: string) => document.getElementById(`${contactFormId}-${name}`) as HTMLInputElement
const type = (name: string, value: string) => fireEvent.change(control(name), { target: { value } })
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send message' }))
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)))
const message = 'Is the Tucson 2026 still available in Riyadh?'

function fillValid() {
  type('name', 'Huda Alharbi')
  type('email', 'huda@example.com')
  type('mobile', '٠٥٥ ١٢٣ ٤٥٦٧')
  type('message', message)
}

beforeEach(() => {
  sessionStorage.clear()
  sendContactMessage.mockReset()
  vi.mocked(notifySuccess).mockClear()
})

describe('ContactForm', () => {
  it('asks for name, email and message next to each field, focuses the first, and sends nothing', async () => {
    await renderWithRouter(() => <ContactForm />)
    type('email', 'huda@')
    type('mobile', '12345')
    type('message', 'Too short')
    submit()
    await waitFor(() => expect(control('name')).toHaveAttribute('aria-invalid', 'true'))
    expect(control('name')).toHaveAccessibleDescription('Error: This field is required.')
    expect(control('email')).toHaveAccessibleDescription('Error: Please enter a valid email address, for example name@example.com.')
    expect(control('mobile')).toHaveAccessibleDescription(
      'If you would like us to call you back, e.g. 05X XXX XXXX. Error: Please enter a Saudi mobile number, for example 05X XXX XXXX.',
    )
    expect(control('message')).toHaveAccessibleDescription(
      'Error: Please write a message of 10 to 5,000 characters. Between 10 and 5,000 characters.',
    )
    const summary = screen.getByRole('alert')
    expect([...summary.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([
      '#contact-name',
      '#contact-email',
      '#contact-mobile',
      '#contact-message',
    ])
    await nextFrame()
    expect(document.activeElement).toBe(control('name'))
    expect(control('message')).toHaveValue('Too short')
    expect(sendContactMessage).not.toHaveBeenCalled()
  })

  it('takes an empty mobile: it is optional', async () => {
    sendContactMessage.mockResolvedValue({ received: true })
    await renderWithRouter(() => <ContactForm />)
    fillValid()
    type('mobile', '')
    submit()
    await waitFor(() => expect(sendContactMessage).toHaveBeenCalledTimes(1))
    expect(sent().message.mobile).toBe('')
  })

  it('sends the message as typed with the page language, the time the form was shown and an empty trap; then a toast and an empty form', async () => {
    sendContactMessage.mockResolvedValue({ received: true })
    const before = Date.now()
    await renderWithRouter(() => <ContactForm />, { locale: 'ar' })
    fillValid()
    submit()
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledTimes(1))
    const data = sent()
    expect(data.locale).toBe('ar')
    expect(data.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,200}$/)
    expect(data.message).toEqual({
      name: 'Huda Alharbi',
      email: 'huda@example.com',
      mobile: '٠٥٥ ١٢٣ ٤٥٦٧',
      message,
      website: '',
      formStartedAt: expect.any(Number) as number,
    })
    expect(data.message.formStartedAt).toBeGreaterThanOrEqual(before)
    expect(data.message.formStartedAt).toBeLessThanOrEqual(Date.now())
    expect(notifySuccess).toHaveBeenCalledWith('Your message has been sent.', {
      description: 'Thank you for writing to us. We will reply as soon as we can.',
    })
    await waitFor(() => expect(control('name')).toHaveValue(''))
    expect(control('message')).toHaveValue('')
    expect(control('email')).not.toHaveAttribute('aria-invalid')
    expect(screen.queryByRole('alert')).toBeNull()
    expect(JSON.parse(sessionStorage.getItem('form-draft:contact') ?? '{}')).not.toHaveProperty('name', 'Huda Alharbi')

    // The next message is a new one: a new key, and its fill time measured afresh.
    fillValid()
    submit()
    await waitFor(() => expect(sendContactMessage).toHaveBeenCalledTimes(2))
    expect(sent(1).idempotencyKey).not.toBe(data.idempotencyKey)
    expect(sent(1).message.formStartedAt).toBeGreaterThanOrEqual(data.message.formStartedAt)
  })

  it('shows "sent too quickly" by the button and focused, keeps what was typed, and sends again on the next press', async () => {
    const tooQuick = 'This form was sent too quickly. Please check your details and send it again.'
    sendContactMessage
      .mockRejectedValueOnce(
        new PublicError({ status: 400, code: 'validation_failed', message: 'Check the form', fields: { formStartedAt: [tooQuick] } }),
      )
      .mockResolvedValueOnce({ received: true })
    await renderWithRouter(() => <ContactForm />)
    fillValid()
    submit()
    await waitFor(() => expect(document.getElementById('contact-formStartedAt')).not.toBeNull())
    const box = document.getElementById('contact-formStartedAt')!
    expect(box.querySelector('[role=alert]')).toHaveTextContent(tooQuick)
    await waitFor(() => expect(document.activeElement).toBe(box))
    // The summary at the top says it too, and leads here.
    expect(screen.getByRole('link', { name: tooQuick })).toHaveAttribute('href', '#contact-formStartedAt')
    expect(control('message')).toHaveValue(message)
    expect(control('name')).not.toHaveAttribute('aria-invalid')

    submit()
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledTimes(1))
    expect(sendContactMessage).toHaveBeenCalledTimes(2)
    expect(sent(1).idempotencyKey).toBe(sent(0).idempotencyKey)
    expect(document.getElementById('contact-formStartedAt')).toBeNull()
  })

  it('shows the server’s field errors next to their fields, keeping what was typed', async () => {
    sendContactMessage.mockRejectedValue(
      new PublicError({
        status: 400,
        code: 'validation_failed',
        message: 'Check the form',
        fields: { email: ['Please enter a valid email address, for example name@example.com.'] },
      }),
    )
    await renderWithRouter(() => <ContactForm />)
    fillValid()
    submit()
    await waitFor(() =>
      expect(control('email')).toHaveAccessibleDescription('Error: Please enter a valid email address, for example name@example.com.'),
    )
    await nextFrame()
    expect(document.activeElement).toBe(control('email'))
    expect(control('email')).toHaveValue('huda@example.com')
  })

  it('says how long to wait after too many messages, keeping what was typed', async () => {
    sendContactMessage.mockRejectedValue(
      new PublicError({
        status: 429,
        code: 'rate_limited',
        message: 'Too many attempts. Please try again in 30 minutes.',
        retryAfterSeconds: 1800,
      }),
    )
    await renderWithRouter(() => <ContactForm />)
    fillValid()
    submit()
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again in 30 minutes.')
    expect(screen.getByTestId('retry-countdown')).toHaveTextContent(/You can send again in\s*30:00/)
    expect(control('message')).toHaveValue(message)
    expect(control('mobile')).toHaveValue('٠٥٥ ١٢٣ ٤٥٦٧')
  })

  it('says when the dealer could not be reached, and a retry sends the same idempotency key', async () => {
    sendContactMessage.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce({ received: true })
    await renderWithRouter(() => <ContactForm />)
    fillValid()
    submit()
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the dealer. Please check your connection and try again.')
    expect(control('name')).toHaveValue('Huda Alharbi')
    submit()
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledTimes(1))
    expect(sent(1).idempotencyKey).toBe(sent(0).idempotencyKey)
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('keeps a draft in the tab, without the trap or the time, and restores it', async () => {
    const first = await renderWithRouter(() => <ContactForm />)
    fillValid()
    type('website', 'https://spam.example')
    await waitFor(() => expect(sessionStorage.getItem('form-draft:contact')).toContain('Huda Alharbi'))
    const draft = JSON.parse(sessionStorage.getItem('form-draft:contact')!) as Record<string, unknown>
    expect(draft).not.toHaveProperty('website')
    expect(draft).not.toHaveProperty('formStartedAt')
    first.unmount()

    await renderWithRouter(() => <ContactForm />)
    await waitFor(() => expect(control('name')).toHaveValue('Huda Alharbi'))
    expect(control('email')).toHaveValue('huda@example.com')
    expect(control('mobile')).toHaveValue('٠٥٥ ١٢٣ ٤٥٦٧')
    expect(control('message')).toHaveValue(message)
    expect(control('website')).toHaveValue('')
  })

  it('hides the trap field from people: off screen, out of the accessibility tree and the tab order, no autofill', async () => {
    sendContactMessage.mockResolvedValue({ received: true })
    await renderWithRouter(() => <ContactForm />)
    const trap = control('website')
    expect(trap).toHaveAttribute('tabindex', '-1')
    expect(trap).toHaveAttribute('autocomplete', 'off')
    expect(trap.type).toBe('text')
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull()
    expect(screen.queryByRole('textbox', { name: 'Leave this field empty' })).toBeNull()
    expect(screen.getAllByRole('textbox').map((box) => box.id)).toEqual([
      'contact-name',
      'contact-email',
      'contact-mobile',
      'contact-message',
    ])

    // A bot that fills it is sent on like anyone (the dealer API answers it as a success and keeps nothing).
    fillValid()
    type('website', 'https://spam.example')
    submit()
    await waitFor(() => expect(sendContactMessage).toHaveBeenCalledTimes(1))
    expect(sent().message.website).toBe('https://spam.example')
  })

  it('counts the message’s characters against the 5,000 limit, in red past it, and tells screen readers once typing pauses', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      await renderWithRouter(() => <ContactForm />)
      const counter = screen.getByTestId('message-counter')
      expect(counter).toHaveTextContent('0 / 5,000')
      type('message', `  ${message}  `)
      expect(counter).toHaveTextContent(`${message.length} / 5,000`)
      expect(counter.parentElement).not.toHaveClass('text-danger')
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1_100)
      })
      expect(screen.getByText(`${message.length} of 5,000 characters used.`)).toHaveAttribute('aria-live', 'polite')
      type('message', 'a'.repeat(5001))
      expect(counter).toHaveTextContent('5,001 / 5,000')
      expect(counter.parentElement).toHaveClass('text-danger')
    } finally {
      vi.useRealTimers()
    }
  })
})
