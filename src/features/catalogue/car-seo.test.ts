import { describe, expect, it } from 'vitest'
import type { CarColor } from '../../contract/catalogue'
import { QueryClient } from '@tanstack/react-query'
import { setupI18n } from '@lingui/core'
import type { Car } from 'schema-dts'
import { testCarDetail } from '../../../tests/fixtures/cars'
import type { DealerSettings } from '../../contract/content'
import { siteSettingsQuery } from '../site/site-settings.queries'
import { carHead, carJsonLd } from './car-seo'
import { carQuery } from './cars.queries'

const car = testCarDetail({
  id: 42,
  title: 'Toyota Camry GLE 2026',
  fuelType: 'hybrid',
  engine: '2.5L hybrid',
  seats: 5,
  stockStatus: 'on_order',
  image: { path: '/images/cars/sedan.svg', alt: 'Toyota Camry, side view' },
  colors: [{ name: 'Pearl white', hex: '#f4f4f2', image: { path: '/images/cars/sedan.svg', alt: 'Camry' } } as CarColor],
  description: [{ kind: 'paragraph', text: 'A quiet, frugal family sedan.' }],
})
const settings = { name: 'Murooj Motors', tagline: 'New cars, clear prices', logoPath: null } as DealerSettings
const i18n = setupI18n({ locale: 'en', messages: { en: {} } })

function headContext(locale: 'ar' | 'en') {
  const queryClient = new QueryClient()
  queryClient.setQueryData(carQuery(locale, car.id).queryKey, car)
  queryClient.setQueryData(siteSettingsQuery(locale).queryKey, settings)
  return { i18n: setupI18n({ locale, messages: { [locale]: {} } }), queryClient, locale }
}

describe('car SEO', () => {
  it('describes the car as a new Car with the facts its page shows, on offer at its VAT-inclusive price by the dealer', () => {
    expect(carJsonLd(car, 'https://shop.sa', 'en', i18n, settings)).toMatchObject({
      '@type': 'Car',
      name: 'Toyota Camry GLE 2026',
      itemCondition: 'https://schema.org/NewCondition',
      brand: { '@type': 'Brand', name: 'Toyota' },
      model: 'Camry',
      vehicleConfiguration: 'GLE',
      vehicleModelDate: '2026',
      bodyType: 'Sedan',
      color: ['Pearl white'],
      fuelType: 'Hybrid',
      vehicleTransmission: 'Automatic',
      vehicleEngine: { '@type': 'EngineSpecification', name: '2.5L hybrid' },
      seatingCapacity: 5,
      description: 'A quiet, frugal family sedan.',
      url: 'https://shop.sa/en/car?id=42',
      offers: {
        '@type': 'Offer',
        price: 145_000,
        priceCurrency: 'SAR',
        itemCondition: 'https://schema.org/NewCondition',
        availability: 'https://schema.org/PreOrder',
        url: 'https://shop.sa/en/car?id=42',
        seller: { '@type': 'AutoDealer', name: 'Murooj Motors', url: 'https://shop.sa/en' },
      },
    })
  })

  it('shows raster pictures only: the preview card while the car has only its drawing, its photos once it has them', () => {
    const drawn = carJsonLd(car, 'https://shop.sa', 'en', i18n, settings) as unknown as { image: string[] }
    expect(drawn.image).toEqual([expect.stringMatching(/^https:\/\/shop\.sa\/og\/car-42-en-[0-9a-f]{16}\.jpg$/)])
    const photo = { path: '/media/pictures/0123456789abcdef01234567-960.webp', alt: 'Camry' }
    const photographed = carJsonLd({ ...car, images: [photo] }, 'https://shop.sa', 'en', i18n, settings) as unknown as { image: string[] }
    expect(photographed.image).toEqual([`https://shop.sa${photo.path}`])
  })

  it('is typed: a property schema.org does not have on a Car fails the type check', () => {
    // @ts-expect-error `horsepower` is not a Car property (schema.org has vehicleEngine.enginePower)
    const wrong: Car = { '@type': 'Car', horsepower: 300 }
    expect(wrong).toBeTruthy()
  })

  it('gives the page its title, its preview card and the Car', () => {
    const head = carHead(headContext('ar'), 42, 'https://shop.sa')
    expect(head.meta).toContainEqual({ title: 'Toyota Camry GLE 2026 | Murooj Motors' })
    expect(head.meta).toContainEqual({ property: 'og:image:width', content: '1200' })
    expect(head.meta.find((tag) => tag.property === 'og:image')?.content).toMatch(/^https:\/\/shop\.sa\/og\/car-42-ar-[0-9a-f]{16}\.jpg$/)
    const [carLd, ...rest] = (head as { scripts: { children: string }[] }).scripts.map((script) => JSON.parse(script.children))
    expect(carLd).toMatchObject({ '@context': 'https://schema.org', '@type': 'Car', url: 'https://shop.sa/car?id=42' })
    // The breadcrumb is the visible one's (PageShell), not the head's.
    expect(rest).toEqual([])
  })

  it('falls back to a plain title when the car is not loaded (the 404 page shows then)', () => {
    const head = carHead(headContext('en'), 999, 'https://shop.sa')
    expect(head.meta).toContainEqual({ title: 'Car details | Murooj Motors' })
    expect('scripts' in head).toBe(false)
  })
})
