import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen } from '@testing-library/react'
import { renderWithRouter } from '../../../../tests/render-with-router'
import { notifyError, notifySuccess } from '../../../lib/notify'
import { FavoriteToggle } from './favorite-toggle'
import { FavoritesCountBadge } from './favorites-count-badge'

vi.mock('../../../lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }))

const stored = () => JSON.parse(window.localStorage.getItem('favorite-cars') ?? '[]') as number[]

describe('FavoriteToggle', () => {
  beforeEach(() => window.localStorage.clear())
  afterEach(() => vi.clearAllMocks())

  it('is a toggle button that saves and removes the car, with the spec’s notifications', async () => {
    await renderWithRouter(() => (
      <>
        <FavoriteToggle carId={12} carName="Toyota Camry GLE 2026" />
        <FavoritesCountBadge />
      </>
    ))
    const button = screen.getByRole('button', { name: 'Save Toyota Camry GLE 2026 in favorites' })
    expect(button).toHaveAttribute('aria-pressed', 'false')
    expect(button).toBeEnabled()
    expect(document.querySelector('[data-favorites-count]')).toBeNull()

    fireEvent.click(button)
    expect(button).toHaveAttribute('aria-pressed', 'true')
    expect(stored()).toEqual([12])
    expect(notifySuccess).toHaveBeenLastCalledWith('Added to Favorites list', { description: 'Toyota Camry GLE 2026' })
    expect(screen.getByText('1 saved car')).toBeInTheDocument()

    fireEvent.click(button)
    expect(button).toHaveAttribute('aria-pressed', 'false')
    expect(stored()).toEqual([])
    expect(notifySuccess).toHaveBeenLastCalledWith(
      'Removed from Favorites list',
      expect.objectContaining({ description: 'Toyota Camry GLE 2026', action: expect.objectContaining({ label: 'Undo' }) }),
    )
    expect(document.querySelector('[data-favorites-count]')).toBeNull()

    // The removal's notification can put the car back.
    const undo = vi.mocked(notifySuccess).mock.lastCall?.[1]?.action
    act(() => undo?.onClick())
    expect(stored()).toEqual([12])
    expect(button).toHaveAttribute('aria-pressed', 'true')
    expect(notifySuccess).toHaveBeenLastCalledWith('Added to Favorites list', { description: 'Toyota Camry GLE 2026' })
  })

  it('follows changes made in another tab', async () => {
    await renderWithRouter(() => (
      <>
        <FavoriteToggle carId={3} carName="Hyundai Tucson" />
        <FavoritesCountBadge />
      </>
    ))
    act(() => {
      window.localStorage.setItem('favorite-cars', '[3,4]')
      window.dispatchEvent(new StorageEvent('storage', { key: 'favorite-cars' }))
    })
    expect(screen.getByRole('button', { name: 'Save Hyundai Tucson in favorites' })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByText('2 saved cars')).toBeInTheDocument()
    expect(document.querySelector('[data-favorites-count]')).toHaveAttribute('data-favorites-count', '2')
  })

  it('says so when the list is full instead of dropping a car', async () => {
    window.localStorage.setItem('favorite-cars', JSON.stringify(Array.from({ length: 100 }, (_, index) => index + 1)))
    await renderWithRouter(() => <FavoriteToggle carId={500} carName="Kia K5" />)
    fireEvent.click(screen.getByRole('button'))
    expect(notifyError).toHaveBeenCalledWith('You can keep up to 100 cars in your favourites. Remove one to add another.')
    expect(stored()).toHaveLength(100)
    expect(stored()).not.toContain(500)
  })
})
