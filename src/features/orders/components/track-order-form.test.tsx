import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { renderWithRouter } from '../../../../tests/render-with-router'
import { PublicError } from '../../../lib/errors'
import type { TrackedOrder } from '../../../contract/orders'
import { TrackOrderForm } from './track-order-form'

const trackOrder = vi.hoisted(() => vi.fn())
vi.mock('../orders.functions', () => ({ trackOrder }))

const order: TrackedOrder = {
  reference: 'K7M2Q-9XD4R',
  type: 'individual',
  purchaseType: 'cash',
  car: { id: 3, title: 'Hyundai Tucson 2026' },
  color: null,
  offer: null,
  bank: null,
  plan: null,
  lines: [],
  status: 'received',
  history: [{ status: 'received', at: '2026-11-21T09:00:00.000Z' }],
}

function fill(reference: string, phone: string) {
  fireEvent.change(screen.getByLabelText(/Order reference/), { target: { value: reference } })
  fireEvent.change(screen.getByLabelText(/Mobile number/), { target: { value: phone } })
  fireEvent.click(screen.getByRole('button', { name: 'Track order' }))
}

describe('TrackOrderForm', () => {
  beforeEach(() => {
    trackOrder.mockReset()
    sessionStorage.clear()
  })

  it('checks both fields in the browser, says what is wrong next to each and focuses the first', async () => {
    await renderWithRouter(() => <TrackOrderForm />)
    fill('K7M2Q', '12345')
    expect(await screen.findByText(/Please enter the order reference as it appears in your message/)).toBeInTheDocument()
    expect(screen.getByText(/Please enter a Saudi mobile number/)).toBeInTheDocument()
    expect(screen.getByLabelText(/Order reference/)).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText(/Order reference/)).toHaveFocus()
    expect(trackOrder).not.toHaveBeenCalled()
  })

  it('sends the typed reference and mobile with the page language and shows the order', async () => {
    trackOrder.mockResolvedValue(order)
    const onTracked = vi.fn()
    await renderWithRouter(() => <TrackOrderForm onTracked={onTracked} />)
    fill('k7m2q9xd4r', '٠٥٥ ١٢٣ ٤٥٦٧')
    expect(await screen.findByRole('heading', { name: 'K7M2Q-9XD4R' })).toHaveFocus()
    expect(trackOrder).toHaveBeenCalledWith({ data: { locale: 'en', lookup: { reference: 'k7m2q9xd4r', phone: '٠٥٥ ١٢٣ ٤٥٦٧' } } })
    expect(onTracked).toHaveBeenCalledWith({ reference: 'k7m2q9xd4r', phone: '٠٥٥ ١٢٣ ٤٥٦٧' })
  })

  it('says only that nothing matched when the pair is unknown', async () => {
    trackOrder.mockImplementation(async () => {
      throw new PublicError({ status: 404, code: 'not_found', message: 'Order K7M2Q-9XD4R was not found.' })
    })
    await renderWithRouter(() => <TrackOrderForm />)
    fill('K7M2Q-9XD4R', '0551234567')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('We could not find an order with this reference and mobile number.')
    expect(alert).not.toHaveTextContent('K7M2Q-9XD4R')
    expect(alert).toHaveFocus()
  })

  it('shows how long to wait when the look-ups are rate limited', async () => {
    trackOrder.mockRejectedValue(
      new PublicError({
        status: 429,
        code: 'rate_limited',
        message: 'Too many attempts. Please try again in 9 minutes.',
        retryAfterSeconds: 540,
      }),
    )
    await renderWithRouter(() => <TrackOrderForm />)
    fill('K7M2Q-9XD4R', '0551234567')
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again in 9 minutes.')
  })

  it('looks the order up at once with a reference from the address and a mobile handed over', async () => {
    trackOrder.mockResolvedValue(order)
    await renderWithRouter(() => <TrackOrderForm initialReference="K7M2Q-9XD4R" handedOverPhone="0551234567" />)
    await waitFor(() => expect(trackOrder).toHaveBeenCalledTimes(1))
    expect(trackOrder).toHaveBeenCalledWith({ data: { locale: 'en', lookup: { reference: 'K7M2Q-9XD4R', phone: '0551234567' } } })
    expect(screen.getByLabelText(/Mobile number/)).toHaveValue('0551234567')
  })

  it('shows the same order again after the language switch (a new page without the history entry), for that reference only', async () => {
    trackOrder.mockResolvedValue(order)
    const first = await renderWithRouter(() => <TrackOrderForm />)
    fill('k7m2q-9xd4r', '٠٥٥١٢٣٤٥٦٧')
    await waitFor(() => expect(trackOrder).toHaveBeenCalledTimes(1))
    first.unmount()

    const other = await renderWithRouter(() => <TrackOrderForm initialReference="ZZZZZ-ZZZZZ" />)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(trackOrder).toHaveBeenCalledTimes(1)
    expect(screen.getByLabelText(/Mobile number/)).toHaveValue('')
    other.unmount()

    await renderWithRouter(() => <TrackOrderForm initialReference="K7M2Q-9XD4R" />)
    await waitFor(() => expect(trackOrder).toHaveBeenCalledTimes(2))
    expect(trackOrder).toHaveBeenLastCalledWith({ data: { locale: 'en', lookup: { reference: 'K7M2Q-9XD4R', phone: '٠٥٥١٢٣٤٥٦٧' } } })
  })
})
