import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { renderWithRouter } from '../../../../tests/render-with-router'
import type { TrackedOrder } from '../../../contract/orders'
import { TrackOrderResult } from './track-order-result'

const order: TrackedOrder = {
  reference: 'K7M2Q-9XD4R',
  type: 'company',
  purchaseType: 'finance',
  car: { id: 12, title: 'Toyota Land Cruiser GXR 2026' },
  color: null,
  offer: null,
  bank: null,
  plan: null,
  lines: [],
  status: 'ready',
  // Listed out of order on purpose: the view shows the oldest first.
  history: [
    { status: 'ready', at: '2026-11-23T09:00:00.000Z' },
    { status: 'received', at: '2026-11-21T21:30:00.000Z' },
    { status: 'approved', at: '2026-11-22T08:00:00.000Z' },
  ],
}

describe('TrackOrderResult', () => {
  it('names the order, its current status, car, buyer type and payment', async () => {
    await renderWithRouter(() => <TrackOrderResult order={order} />)
    expect(screen.getByRole('heading', { level: 2, name: 'K7M2Q-9XD4R' })).toBeInTheDocument()
    expect(screen.getByText('Current status:').parentElement).toHaveTextContent('Current status: Car ready')
    expect(screen.getByRole('link', { name: 'Toyota Land Cruiser GXR 2026' })).toHaveAttribute('href', '/en/car?id=12')
    const facts = screen.getByText('Ordered as').closest('dl')!
    expect(within(facts).getByText('Company')).toBeInTheDocument()
    expect(within(facts).getByText('Bank finance')).toBeInTheDocument()
  })

  it('lists the history oldest first with Riyadh dates, the last step marked current', async () => {
    await renderWithRouter(() => <TrackOrderResult order={order} />)
    const steps = within(screen.getByRole('list')).getAllByRole('listitem')
    expect(steps.map((step) => step.textContent)).toEqual([
      // 20:30 UTC is already the next day in Riyadh.
      'Received22 November 2026',
      'Approved22 November 2026',
      'Car ready23 November 2026',
    ])
    expect(within(steps[0]!).getByText('22 November 2026')).toHaveAttribute('datetime', '2026-11-21T21:30:00.000Z')
    expect(steps[2]).toHaveAttribute('aria-current', 'step')
    expect(steps[0]).not.toHaveAttribute('aria-current')
  })

  it('lists a company’s lines of cars with their colour, or any, and how many', async () => {
    const lines = [
      { title: 'Toyota Land Cruiser GXR 2026', color: 'White Pearl', quantity: 12 },
      { title: 'Toyota Hilux 2026', color: null, quantity: 3 },
    ]
    await renderWithRouter(() => <TrackOrderResult order={{ ...order, lines }} />)
    const items = within(screen.getByTestId('tracked-lines')).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual([
      'Toyota Land Cruiser GXR 2026 · White Pearl× 12',
      'Toyota Hilux 2026 · Any colour× 3',
    ])
  })

  it('shows the car ordered without a link once the dealer no longer lists it', async () => {
    await renderWithRouter(() => (
      <TrackOrderResult order={{ ...order, car: { id: null, title: 'Kia K5 GT 2025' }, type: 'individual', purchaseType: 'cash' }} />
    ))
    expect(screen.getByText('Kia K5 GT 2025')).toBeInTheDocument()
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.getByText('Individual')).toBeInTheDocument()
    expect(screen.getByText('Cash')).toBeInTheDocument()
  })

  it('reads in Arabic with the same Latin-digit dates', async () => {
    await renderWithRouter(
      () => (
        <TrackOrderResult order={{ ...order, status: 'declined', history: [{ status: 'declined', at: '2026-11-24T10:00:00.000Z' }] }} />
      ),
      {
        locale: 'ar',
      },
    )
    // Messages fall back to their source text in tests; the date is formatted for Arabic.
    expect(screen.getByText('Current status:').parentElement).toHaveTextContent('Not approved')
    expect(screen.getByRole('listitem')).toHaveTextContent('24 نوفمبر 2026')
  })
})
