import { describe, expect, it } from 'vitest'
import { QueryClient } from '@tanstack/react-query'
import { setupI18n } from '@lingui/core'
import { testCarDetail } from '../../../tests/fixtures/cars'
import { carHead, carJsonLd } from './car-seo'
import { carQuery } from './cars.queries'

const car = testCarDetail({
  id: 42,
  title: 'Toyota Camry GLE 2026',
  fuelType: 'hybrid',
  engine: '2.5L hybrid',
  stockStatus: 'on_order',
  image: { path: '/images/cars/sedan.svg', alt: 'Toyota Camry, side view' },
  description: [{ kind: 'paragraph', text: 'A quiet, frugal family sedan.' }],
})

function headContext(locale: 'ar' | 'en') {
  const queryClient = new QueryClient()
  queryClient.setQueryData(carQuery(locale, car.id).queryKey, car)
  return { i18n: setupI18n({ locale, messages: { [locale]: {} } }), queryClient, locale }
}

describe('car SEO', () => {
  it('describes the car as a new Car on offer at its VAT-inclusive price, on its own address', () => {
    expect(carJsonLd(car, 'https://shop.sa', 'en')).toMatchObject({
      '@type': 'Car',
      name: 'Toyota Camry GLE 2026',
      brand: { '@type': 'Brand', name: 'Toyota' },
      model: 'Camry',
      vehicleModelDate: '2026',
      description: 'A quiet, frugal family sedan.',
      image: 'https://shop.sa/images/cars/sedan.svg',
      url: 'https://shop.sa/en/car?id=42',
      offers: {
        '@type': 'Offer',
        price: 145_000,
        priceCurrency: 'SAR',
        itemCondition: 'https://schema.org/NewCondition',
        availability: 'https://schema.org/PreOrder',
        url: 'https://shop.sa/en/car?id=42',
      },
    })
  })

  it('gives the page its title, the Car and a breadcrumb that reads like the visible one', () => {
    const head = carHead(headContext('ar'), 42, 'https://shop.sa')
    expect(head.meta).toContainEqual({ title: 'Toyota Camry GLE 2026' })
    const [carLd, breadcrumb] = (head as { scripts: { children: string }[] }).scripts.map((script) => JSON.parse(script.children))
    expect(carLd).toMatchObject({ '@context': 'https://schema.org', '@type': 'Car', url: 'https://shop.sa/car?id=42' })
    expect(breadcrumb.itemListElement.map((item: { name: string; item: string }) => [item.name, item.item])).toEqual([
      ['Home', 'https://shop.sa/'],
      ['Market', 'https://shop.sa/market'],
      ['Toyota Camry GLE 2026', 'https://shop.sa/car?id=42'],
    ])
  })

  it('falls back to a plain title when the car is not loaded (the 404 page shows then)', () => {
    const head = carHead(headContext('en'), 999, 'https://shop.sa')
    expect(head.meta).toContainEqual({ title: 'Car details' })
    expect('scripts' in head).toBe(false)
  })
})
