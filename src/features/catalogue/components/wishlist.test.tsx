import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { renderWithRouter } from '../../../../tests/render-with-router'
import { testCar } from '../../../../tests/fixtures/cars'
import { notifySuccess } from '../../../lib/notify'
import { fetchCarsByIds } from '../cars.functions'
import { Wishlist } from './wishlist'

vi.mock('../../../lib/notify', () => ({ notifySuccess: vi.fn(), notifyError: vi.fn() }))
// The dealer API is behind a server function; here it answers from the small catalogue below.
vi.mock('../cars.functions', () => ({ fetchCarsByIds: vi.fn() }))

const car = (id: number, title: string) => testCar({ id, title })

const catalogue = new Map([car(1, 'Toyota Camry GLE 2026'), car(2, 'Kia K5 GT 2026')].map((item) => [item.id, item]))
const fetchFromCatalogue = async ({ data }: { data: { ids: number[]; locale: 'ar' | 'en' } }) => ({
  items: data.ids.flatMap((id) => catalogue.get(id) ?? []),
})
const fetchCars = vi.mocked(fetchCarsByIds)
const save = (ids: number[]) => window.localStorage.setItem('favorite-cars', JSON.stringify(ids))

describe('Wishlist', () => {
  beforeEach(() => {
    window.localStorage.clear()
    fetchCars.mockReset()
    fetchCars.mockImplementation(fetchFromCatalogue as unknown as typeof fetchCarsByIds)
  })

  it('shows the empty state with a way to the market', async () => {
    await renderWithRouter(() => <Wishlist />)
    expect(screen.getByRole('heading', { name: 'Your favorites list is empty' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Browse cars' })).toHaveAttribute('href', '/en/market')
  })

  it('lists the saved cars newest first, with price, order and remove actions', async () => {
    save([2, 1])
    await renderWithRouter(() => <Wishlist />)
    const list = await screen.findByTestId('wishlist')
    const titles = within(list)
      .getAllByRole('heading')
      .map((heading) => heading.textContent)
    expect(titles).toEqual(['Kia K5 GT 2026', 'Toyota Camry GLE 2026'])
    expect(fetchCars).toHaveBeenCalledWith({ data: { locale: 'en', ids: [2, 1] } })
    expect(within(list).getAllByText('VAT included')).toHaveLength(2)
    expect(screen.getByRole('link', { name: 'Order now – Kia K5 GT 2026' })).toHaveAttribute('href', '/en/order-individuals?carId=2')

    fireEvent.click(screen.getByRole('button', { name: 'Remove Kia K5 GT 2026 from favorites' }))
    expect(notifySuccess).toHaveBeenCalledWith('Removed from Favorites list', expect.objectContaining({ description: 'Kia K5 GT 2026' }))
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Kia K5 GT 2026' })).toBeNull())
    expect(screen.getByRole('heading', { name: 'Toyota Camry GLE 2026' })).toBeInTheDocument()
    expect(window.localStorage.getItem('favorite-cars')).toBe('[1]')
    // The button went with its card: the focus moved to the next one, then to the empty state.
    const next = screen.getByRole('button', { name: 'Remove Toyota Camry GLE 2026 from favorites' })
    expect(next).toHaveFocus()
    fireEvent.click(next)
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Your favorites list is empty' })).toHaveFocus())
  })

  it('drops cars the dealer no longer lists and says so', async () => {
    save([9, 1, 8])
    await renderWithRouter(() => <Wishlist />)
    const note = await screen.findByText('2 cars you saved are no longer available, so we removed them from your list.')
    expect(note.closest('[role="status"]')).not.toBeNull()
    expect(screen.getByRole('heading', { name: 'Toyota Camry GLE 2026' })).toBeInTheDocument()
    await waitFor(() => expect(window.localStorage.getItem('favorite-cars')).toBe('[1]'))
  })

  it('keeps the list and offers a retry when the lookup fails', async () => {
    save([1])
    fetchCars.mockRejectedValueOnce(new Error('down'))
    await renderWithRouter(() => <Wishlist />)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('We could not load your saved cars. Please try again.')
    expect(window.localStorage.getItem('favorite-cars')).toBe('[1]')
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'Toyota Camry GLE 2026' })).toBeInTheDocument()
  })
})
