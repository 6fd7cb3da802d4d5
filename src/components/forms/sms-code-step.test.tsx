import { describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { renderWithRouter } from '../../../tests/render-with-router'
import { PublicError } from '../../lib/errors'
import { SmsCodeStep, type SmsCodeStepProps } from './sms-code-step'

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString()

async function step(props: Partial<SmsCodeStepProps>) {
  const onStartOver = vi.fn()
  await renderWithRouter(() => (
    <SmsCodeStep
      id="test-code"
      mobile="+966551234567"
      resendAvailableAt={inSeconds(-1)}
      title="Confirm it"
      codeLabel="Code"
      submitLabel="Confirm"
      verify={async () => {}}
      resend={async () => ({ resendAvailableAt: inSeconds(60) })}
      finalActionLabel="Start again"
      onStartOver={onStartOver}
      startOverLabel="Change details"
      {...props}
    />
  ))
  return { onStartOver }
}

const refusal = (code: string, message: string) => new PublicError({ status: 422, code, message })
const typeAndConfirm = (code: string) => {
  fireEvent.change(screen.getByLabelText(/^Code/), { target: { value: code } })
  fireEvent.click(screen.getByRole('button', { name: 'Confirm' }))
}

describe('SmsCodeStep', () => {
  it('says where the code went and how long it works, and takes the focus to the code', async () => {
    await step({})
    expect(screen.getByText('Code sent successfully.')).toBeInTheDocument()
    expect(screen.getByText(/055 123 4567/)).toBeInTheDocument()
    expect(screen.getByText(/valid for 10 minutes/)).toBeInTheDocument()
    await waitFor(() => expect(screen.getByLabelText(/^Code/)).toHaveFocus())
  })

  it('checks six digits before asking, and puts a wrong code’s message next to the field, emptied', async () => {
    const verify = vi.fn().mockRejectedValue(refusal('code_incorrect', 'Wrong code: 4 tries left.'))
    await step({ verify })
    typeAndConfirm('12')
    expect(await screen.findByText(/6 digits/)).toBeInTheDocument()
    expect(verify).not.toHaveBeenCalled()
    typeAndConfirm('123456')
    expect(await screen.findByText('Wrong code: 4 tries left.')).toBeInTheDocument()
    expect(verify).toHaveBeenCalledWith('123456')
    expect(screen.getByLabelText(/^Code/)).toHaveValue('')
    expect(screen.getByLabelText(/^Code/)).toHaveAttribute('aria-invalid', 'true')
  })

  it('makes a new code the main action once the code has run out', async () => {
    await step({ verify: vi.fn().mockRejectedValue(refusal('code_expired', 'The code has expired.')) })
    typeAndConfirm('123456')
    expect(await screen.findByRole('alert')).toHaveTextContent('The code has expired.')
    expect(screen.getByRole('button', { name: 'Resend code' }).className).toMatch(/bg-brand-600/)
  })

  it('offers only starting over after a final refusal', async () => {
    const { onStartOver } = await step({ verify: vi.fn().mockRejectedValue(refusal('code_locked', 'Locked.')) })
    typeAndConfirm('123456')
    fireEvent.click(await screen.findByRole('button', { name: 'Start again' }))
    expect(onStartOver).toHaveBeenCalled()
    expect(screen.queryByLabelText(/^Code/)).toBeNull()
    expect(screen.queryByText('Code sent successfully.')).toBeNull()
  })

  it('keeps the form after a lock when the flow has nothing final', async () => {
    await step({ verify: vi.fn().mockRejectedValue(refusal('code_locked', 'Wait 9 minutes.')), finalCodes: [] })
    typeAndConfirm('123456')
    expect(await screen.findByRole('alert')).toHaveTextContent('Wait 9 minutes.')
    expect(screen.getByLabelText(/^Code/)).toBeInTheDocument()
  })

  it('takes an already used code as confirmed where the flow says so', async () => {
    const onAlreadyVerified = vi.fn()
    await step({ verify: vi.fn().mockRejectedValue(refusal('already_verified', 'Done.')), onAlreadyVerified })
    typeAndConfirm('123456')
    await waitFor(() => expect(onAlreadyVerified).toHaveBeenCalled())
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('waits as long as a refused resend says', async () => {
    const resend = vi
      .fn()
      .mockRejectedValue(new PublicError({ status: 429, code: 'rate_limited', message: 'Too many codes.', retryAfterSeconds: 120 }))
    await step({ resend })
    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many codes.')
    expect(screen.getByRole('button', { name: /Resend code in/ })).toHaveTextContent(/2:0[01]|1:59/)
  })
})
