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
    lines: [],
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
    city: { slug: 'makkah', name: { ar: 'مكة المكرمة', en: 'Makkah' } },
    branch: { id: 1, name: { ar: 'المعرض الرئيسي بجدة', en: 'Jeddah Main Showroom' } },
    company: {
      name: 'Red Sea Logistics',
      crNumber: '4030123456',
      vatNumber: '310123456700003',
      ceoName: 'Sami Al-Harbi',
      headquartersCity: { slug: 'jeddah', name: { ar: 'جدة', en: 'Jeddah' } },
      headquartersAddress: 'Al Andalus District, Tahlia Street',
      activity: 'Freight transport',
      quantity: 12,
    },
    lines: [
      { car: { id: 3, title: { ar: 'تويوتا هايلكس 2026', en: 'Toyota Hilux 2026' } }, color: { ar: 'أبيض', en: 'White' }, quantity: 10 },
      { car: { id: 4, title: { ar: 'تويوتا كامري 2026', en: 'Toyota Camry 2026' } }, color: null, quantity: 2 },
    ],
    bank: null,
    finance: null,
  })
}
