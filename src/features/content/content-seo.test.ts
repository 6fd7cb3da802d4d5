import { describe, expect, it } from 'vitest'
import { QueryClient } from '@tanstack/react-query'
import { setupI18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Branch, DealerSettings, Faq } from '../../contract/content'
import { siteSettingsQuery } from '../site/site-settings.queries'
import { branchesQuery, faqsQuery } from './content.queries'
import { dealerHead } from './dealer-seo'
import { faqHead } from './faq-seo'

const origin = 'https://shop.sa'

const settings: DealerSettings = {
  name: 'Murooj Motors',
  tagline: 'New cars, clear prices',
  logoPath: null,
  phone: '9200 00000',
  whatsapp: '050 000 0000',
  email: 'sales@murooj.example',
  address: 'King Fahd Road, Al Olaya District, Riyadh 12214',
  workingHours: 'Sat–Thu 9:00–22:00',
  mapUrl: 'https://maps.example/riyadh',
  socials: [{ network: 'x', url: 'https://x.com/murooj' }],
  legalName: 'Murooj Motors Trading Company',
  crNumber: '7000000000',
  vatNumber: '300000000000003',
  phoneE164: '+966920000000',
  whatsappE164: '+966500000000',
  postalAddress: {
    street: 'King Fahd Road',
    district: 'Al Olaya District',
    city: 'Riyadh',
    region: 'Riyadh Region',
    postcode: '12214',
    country: 'SA',
  },
}

function headContext(locale: 'ar' | 'en', fill: (queryClient: QueryClient) => void) {
  const queryClient = new QueryClient()
  queryClient.setQueryData(siteSettingsQuery(locale).queryKey, settings)
  fill(queryClient)
  return { i18n: setupI18n({ locale, messages: { [locale]: {} } }), queryClient, locale }
}

const scripts = (head: object) =>
  ((head as { scripts?: { children: string }[] }).scripts ?? []).map((script) => JSON.parse(script.children))

describe('dealer and FAQ SEO', () => {
  it('describes the dealer: legal identity, phones in E.164, the address in parts, and each branch with its hours', () => {
    const branch = {
      id: 1,
      name: 'Riyadh showroom',
      phone: '011 460 2200',
      phoneE164: '+966114602200',
      address: 'Olaya St, Al Olaya District, Riyadh 12214',
      postalAddress: {
        street: 'Olaya St',
        district: 'Al Olaya District',
        city: 'Riyadh',
        region: 'Riyadh Region',
        postcode: '12214',
        country: 'SA',
      },
      openingHours: [{ dayOfWeek: ['saturday', 'sunday'], opens: '09:00', closes: '22:00' }],
      specialHours: [] as Branch['specialHours'],
      city: { slug: 'riyadh', name: 'Riyadh' },
      lat: 24.7,
      lng: 46.7,
      mapUrl: 'https://maps.example/1',
    } as Branch
    const context = headContext('en', (client) => client.setQueryData(branchesQuery('en').queryKey, { items: [branch] }))
    const [dealer] = scripts(dealerHead(context, origin, msg`Branches`, msg`Visit our showrooms.`))
    expect(dealer).toMatchObject({
      '@type': 'AutoDealer',
      name: 'Murooj Motors',
      legalName: 'Murooj Motors Trading Company',
      url: 'https://shop.sa/en',
      logo: { '@type': 'ImageObject', url: 'https://shop.sa/images/logo.webp' },
      telephone: '+966920000000',
      vatID: '300000000000003',
      identifier: { '@type': 'PropertyValue', propertyID: 'CR', value: '7000000000' },
      sameAs: ['https://x.com/murooj'],
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'King Fahd Road, Al Olaya District',
        addressLocality: 'Riyadh',
        addressRegion: 'Riyadh Region',
        postalCode: '12214',
        addressCountry: 'SA',
      },
      contactPoint: [
        { '@type': 'ContactPoint', contactType: 'sales', telephone: '+966920000000' },
        { '@type': 'ContactPoint', contactType: 'customer service', telephone: '+966500000000' },
      ],
      department: [
        {
          name: 'Riyadh showroom',
          telephone: '+966114602200',
          geo: { latitude: 24.7 },
          address: { streetAddress: 'Olaya St, Al Olaya District', addressLocality: 'Riyadh', postalCode: '12214', addressCountry: 'SA' },
          openingHoursSpecification: [
            {
              '@type': 'OpeningHoursSpecification',
              dayOfWeek: ['https://schema.org/Saturday', 'https://schema.org/Sunday'],
              opens: '09:00',
              closes: '22:00',
            },
          ],
        },
      ],
    })
    // The street line never repeats the city or the postcode.
    expect(dealer.address.streetAddress).not.toMatch(/Riyadh|12214/)
  })

  it('lists the questions as an FAQPage, and nothing when there are none', () => {
    const faq: Faq = { id: 1, question: 'Do prices include VAT?', answer: 'Yes, 15% VAT is included.' } as Faq
    expect(scripts(faqHead(headContext('en', (client) => client.setQueryData(faqsQuery('en').queryKey, { items: [faq] }))))[0]).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        { '@type': 'Question', name: 'Do prices include VAT?', acceptedAnswer: { '@type': 'Answer', text: 'Yes, 15% VAT is included.' } },
      ],
    })
    expect(scripts(faqHead(headContext('en', (client) => client.setQueryData(faqsQuery('en').queryKey, { items: [] }))))).toEqual([])
  })
})
