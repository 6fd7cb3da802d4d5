/**
 * Sample outbox messages for the test suites. Test code only.
 */
import type { OrderVerifiedPayload } from './kinds.ts'

export const sampleBuyer = { name: 'Fahad Al-Qahtani', mobile: '+966512345678', email: 'fahad.buyer@example.sa' }

export function individualFinanceOrder(overrides: Partial<OrderVerifiedPayload> = {}): OrderVerifiedPayload {
  return {
    reference: 'K7M2Q-9XH4D',
    type: 'individual',
    purchaseType: 'finance',
    status: 'received',
    locale: 'ar',
    placedAt: '2026-11-21T09:00:00.000Z',
    verifiedAt: '2026-11-21T09:02:00.000Z',
    car: { id: 12, title: { ar: 'تويوتا كامري GLE 2026', en: 'Toyota Camry GLE 2026' } },
    city: { slug: 'riyadh', name: { ar: 'الرياض', en: 'Riyadh' } },
    contact: sampleBuyer,
    company: null,
    bank: { slug: 'al-rajhi', name: { ar: 'مصرف الراجحي', en: 'Al Rajhi Bank' } },
    finance: {
      workSector: 'government',
      salary: 18_750,
      monthlyCommitments: 3_125,
      downPayment: 20_000,
      installmentMonths: 60,
      hasMortgage: false,
      hasPaymentDelays: false,
      licenceStatus: 'valid',
    },
    ...overrides,
  }
}

export function companyCashOrder(): OrderVerifiedPayload {
  return individualFinanceOrder({
    reference: 'P3RTV-8WZ6C',
    type: 'company',
    purchaseType: 'cash',
    city: { slug: 'jeddah', name: { ar: 'جدة', en: 'Jeddah' } },
    company: {
      name: 'Red Sea Logistics',
      ceoName: 'Sami Al-Harbi',
      headquartersAddress: 'Al Andalus District, Tahlia Street',
      activity: 'Freight transport',
      quantity: 12,
    },
    bank: null,
    finance: null,
  })
}
