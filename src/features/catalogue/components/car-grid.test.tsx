import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { renderWithRouter } from '../../../../tests/render-with-router'
import { testCar } from '../../../../tests/fixtures/cars'
import { Button } from '../../../components/ui/button'
import { CarGrid } from './car-grid'

const car = (id: number, title: string) =>
  testCar({
    id,
    title,
    trim: 'GT',
    brand: { slug: 'kia', name: 'Kia' },
    model: { slug: 'k5', name: 'K5' },
    priceSar: 139_000,
    installmentFromSar: 1_990,
    colors: [{ name: 'Snow white', hex: '#ffffff' }],
  })

const cars = [car(1, 'Kia K5 GT 2026'), car(2, 'Kia K5 LX 2026')]

describe('CarGrid', () => {
  it('shows every car as the same card: picture, name as the link to the car, price, favourite and order', async () => {
    await renderWithRouter(() => <CarGrid cars={cars} priorityCount={1} testId="results" />)
    const items = within(screen.getByTestId('results')).getAllByRole('listitem')
    expect(items).toHaveLength(2)
    const first = within(items[0]!)
    expect(first.getByRole('heading', { level: 3 })).toHaveTextContent('Kia K5 GT 2026')
    expect(first.getByRole('link', { name: 'Kia K5 GT 2026' })).toHaveAttribute('href', '/en/car?id=1')
    expect(first.getByText('Kia')).toBeInTheDocument()
    expect(first.getByText('VAT included')).toBeInTheDocument()
    expect(first.getByRole('button', { name: 'Save Kia K5 GT 2026 in favorites' })).toHaveAttribute('aria-pressed', 'false')
    expect(first.getByRole('link', { name: 'Order now – Kia K5 GT 2026' })).toHaveAttribute('href', '/en/order-individuals?carId=1')
    // Only the cards in view when the page opens load their picture at once.
    const firstPicture = first.getByRole('img', { name: 'Kia K5 GT 2026, side view' })
    expect(firstPicture).toHaveAttribute('loading', 'eager')
    // The first is the page's largest-paint candidate: asked for before the rest.
    expect(firstPicture).toHaveAttribute('fetchpriority', 'high')
    expect(within(items[1]!).getByRole('img')).toHaveAttribute('loading', 'lazy')
  })

  it('takes the heading level of where it sits, and one more action per card', async () => {
    await renderWithRouter(() => <CarGrid cars={cars} headingLevel={2} action={(item) => <Button>{`Compare ${item.title}`}</Button>} />)
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Kia K5 GT 2026', 'Kia K5 LX 2026'])
    expect(screen.getByRole('button', { name: 'Compare Kia K5 LX 2026' })).toBeInTheDocument()
  })
})
