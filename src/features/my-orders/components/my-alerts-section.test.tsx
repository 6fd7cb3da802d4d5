import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { renderWithRouter } from '../../../../tests/render-with-router'
import type { AlertSummary } from '../../../contract/alerts'
import { PublicError } from '../../../lib/errors'
import { MyAlertsSection } from './my-alerts-section'

const removeMyAlert = vi.hoisted(() => vi.fn())
vi.mock('../my-orders.functions', () => ({ removeMyAlert }))

const priceDrop: AlertSummary = {
  id: '5d0f3c5e-3f0a-4f8e-9a59-1f6f4c1d2a10',
  kind: 'price_drop',
  car: { id: 7, title: 'Toyota Camry GLE 2026', priceSar: 128_000, onMarket: true },
  marketQuery: null,
  createdAt: '2026-11-20T09:00:00.000Z',
}
const search: AlertSummary = {
  id: '0c7f4b7a-2b1e-4a8c-8f57-6a1d7e0b9c33',
  kind: 'new_matches',
  car: null,
  marketQuery: 'brand=toyota&priceMax=90000',
  createdAt: '2026-11-21T09:00:00.000Z',
}

describe('MyAlertsSection', () => {
  beforeEach(() => {
    removeMyAlert.mockReset()
  })

  it('lists each alert with the car or the saved search, and a remove button naming which', async () => {
    await renderWithRouter(() => <MyAlertsSection alerts={[priceDrop, search]} onRemoved={() => {}} />)
    expect(screen.getByRole('heading', { name: 'Your alerts' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Toyota Camry GLE 2026' })).toHaveAttribute('href', '/en/car?id=7')
    expect(screen.getByRole('link', { name: 'Open this search in the market' })).toHaveAttribute(
      'href',
      '/en/market?brand=toyota&priceMax=90000',
    )
    expect(screen.getByRole('button', { name: /^Remove\s*– When the price drops Toyota Camry GLE 2026$/ })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /^Remove\s*– New cars matching a market search$/ })).toBeInTheDocument()
  })

  it('removes one alert through the buyer’s session and says so', async () => {
    removeMyAlert.mockResolvedValue({ status: 'removed' })
    const onRemoved = vi.fn()
    await renderWithRouter(() => <MyAlertsSection alerts={[priceDrop, search]} onRemoved={onRemoved} />)
    fireEvent.click(screen.getByRole('button', { name: /When the price drops/ }))
    await waitFor(() => expect(onRemoved).toHaveBeenCalledWith(priceDrop.id))
    expect(removeMyAlert).toHaveBeenCalledWith({ data: { locale: 'en', alertId: priceDrop.id } })
    expect(await screen.findByRole('status')).toHaveTextContent('The alert was removed.')
  })

  it('keeps the alert and says why when the removal fails', async () => {
    removeMyAlert.mockImplementation(async () => {
      throw new PublicError({ status: 401, code: 'unauthenticated', message: 'Please sign in again.' })
    })
    const onRemoved = vi.fn()
    await renderWithRouter(() => <MyAlertsSection alerts={[priceDrop]} onRemoved={onRemoved} />)
    fireEvent.click(screen.getByRole('button', { name: /When the price drops/ }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Please sign in again.')
    expect(onRemoved).not.toHaveBeenCalled()
  })

  it('says how to ask for one when there are none', async () => {
    await renderWithRouter(() => <MyAlertsSection alerts={[]} onRemoved={() => {}} />)
    expect(screen.getByText(/You have no alerts/)).toBeInTheDocument()
    expect(screen.queryByRole('button')).toBeNull()
  })
})
