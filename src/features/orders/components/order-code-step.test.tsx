import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { renderWithRouter } from '../../../../tests/render-with-router'
import { Button } from '../../../components/ui/button'
import type { OrderPlaced } from '../../../contract/orders'
import { PublicError } from '../../../lib/errors'
import { OrderProcess } from './order-process'

const { resendOrderCode, verifyOrder } = vi.hoisted(() => ({ resendOrderCode: vi.fn(), verifyOrder: vi.fn() }))
vi.mock('../orders.functions', () => ({ resendOrderCode, verifyOrder }))

const mobile = '+966551234567'
const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString()

/** An order page whose form was sent: the code step, its minute for a resend already over. */
async function atTheCodeStep() {
  const placed: OrderPlaced = {
    reference: 'K7M2Q-9XD4R',
    status: 'awaiting_verification',
    expiresAt: inSeconds(540),
    resendAvailableAt: inSeconds(-1),
  }
  await renderWithRouter(() => (
    <OrderProcess
      formId="order-individuals"
      orderType="individual"
      carId="1"
      renderForm={(onPlaced) => <Button onClick={() => onPlaced(placed, mobile)}>Place the order</Button>}
    />
  ))
  fireEvent.click(screen.getByRole('button', { name: 'Place the order' }))
  expect(await screen.findByText('Code sent successfully.')).toBeInTheDocument()
}

/**
 * The code step after a resend the dealer API took, as the buyer sees it: what the browser test
 * (tests/e2e/orders.spec.ts) cannot reach on the shared server without a minute passing on the
 * server's clock. That the server sends the new code after its minute, and refuses the old one,
 * (and keeps the one before it good until it expires) is src/domain/orders.test.ts's.
 */
describe('OrderCodeStep after a resend', () => {
  beforeEach(() => {
    resendOrderCode.mockReset()
    verifyOrder.mockReset()
    sessionStorage.clear()
  })

  it('says the code was re-sent, empties the code field, counts down a new minute, and confirms with the new code', async () => {
    resendOrderCode.mockImplementation(async () => ({ expiresAt: inSeconds(600), resendAvailableAt: inSeconds(60) }))
    verifyOrder.mockResolvedValue({ reference: 'K7M2Q-9XD4R', status: 'received' })
    await atTheCodeStep()
    const code = screen.getByLabelText(/Verification code/)
    fireEvent.change(code, { target: { value: '111111' } })

    const resend = screen.getByRole('button', { name: 'Resend code' })
    expect(resend).not.toHaveAttribute('aria-disabled')
    fireEvent.click(resend)
    // Announced as the first code was: a status message, in place of "Code sent successfully.".
    expect((await screen.findByText('Code has been re-sent.')).closest('[role="status"]')).not.toBeNull()
    expect(screen.queryByText('Code sent successfully.')).not.toBeInTheDocument()
    expect(resendOrderCode).toHaveBeenCalledTimes(1)
    expect(resendOrderCode).toHaveBeenCalledWith({ data: { locale: 'en', reference: 'K7M2Q-9XD4R', resend: { mobile } } })
    expect(screen.getByLabelText(/Verification code/)).toHaveValue('')
    const counting = await screen.findByRole('button', { name: /Resend code in/ })
    // A new minute, counted from the countdown's last tick (up to a second before the answer).
    expect(counting).toHaveTextContent(/Resend code in\s*(1:0[01]|0:59)/)
    expect(counting).toHaveAttribute('aria-disabled', 'true')
    // A press during the new minute asks for nothing.
    fireEvent.click(counting)
    expect(resendOrderCode).toHaveBeenCalledTimes(1)

    fireEvent.change(screen.getByLabelText(/Verification code/), { target: { value: '654321' } })
    fireEvent.click(screen.getByRole('button', { name: 'Confirm order' }))
    await waitFor(() =>
      expect(verifyOrder).toHaveBeenCalledWith({
        data: { locale: 'en', reference: 'K7M2Q-9XD4R', verification: { code: '654321', mobile } },
      }),
    )
    await waitFor(() => expect(screen.queryByLabelText(/Verification code/)).not.toBeInTheDocument())
  })

  it('once the order is locked, offers a new order and no longer says a code was sent', async () => {
    verifyOrder.mockRejectedValue(new PublicError({ status: 423, code: 'code_locked', message: 'Too many wrong codes.' }))
    await atTheCodeStep()
    fireEvent.change(screen.getByLabelText(/Verification code/), { target: { value: '111111' } })
    fireEvent.click(screen.getByRole('button', { name: 'Confirm order' }))
    expect(await screen.findByRole('button', { name: 'Start a new order' })).toBeInTheDocument()
    expect(screen.getByText('Too many wrong codes.')).toBeInTheDocument()
    expect(screen.queryByText('Code sent successfully.')).not.toBeInTheDocument()
  })
})
