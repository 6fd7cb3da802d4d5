import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import {
  codeResentSchema,
  companyOrderSchema,
  emailSchema,
  financeDetailsSchema,
  individualOrderSchema,
  orderLimits,
  orderPlacedSchema,
  orderReferenceSchema,
  orderVerifiedSchema,
  personNameSchema,
  placeOrderSchema,
  referenceAlphabet,
  saudiMobileSchema,
  trackedOrderSchema,
  trackOrderSchema,
  verificationCodeSchema,
  verifyOrderSchema,
} from './orders'

/** The field error keys a value raises, by path (`''` for the value itself). */
function problems(schema: z.ZodMiniType, value: unknown): Record<string, string[]> {
  const result = z.safeParse(schema, value)
  if (result.success) return {}
  const byPath: Record<string, string[]> = {}
  for (const issue of result.error.issues) (byPath[issue.path.join('.')] ??= []).push(issue.message)
  return byPath
}

const parsed = <T extends z.ZodMiniType>(schema: T, value: unknown) => z.parse(schema, value)

const finance = {
  bank: 'alrajhi',
  workSector: 'government',
  salary: '15,000',
  monthlyCommitments: 0,
  downPayment: '٢٠٬٠٠٠',
  installmentMonths: '60',
  hasMortgage: false,
  hasPaymentDelays: false,
  licenceStatus: 'valid',
  creditConsent: true,
}

const individualCash = {
  type: 'individual',
  name: '  Sara Al-Harbi ',
  mobile: '050 123 4567',
  email: ' Sara@Example.SA ',
  carId: 7,
  city: 'jeddah',
  purchaseType: 'cash',
}

const company = {
  type: 'company',
  companyName: 'Murooj Trading',
  crNumber: '7001234567',
  vatNumber: '300000000000003',
  ceoName: 'Faisal',
  headquartersCity: 'riyadh',
  headquartersAddress: 'King Fahd Road',
  activity: 'Logistics',
  lines: [
    { carId: 3, color: 1, quantity: '١٢' },
    { carId: 5, color: null, quantity: 2 },
  ],
  deliveryCity: 'dammam',
  branchId: 2,
  contactName: 'Huda',
  mobile: '+966551234567',
  email: 'fleet@murooj.example',
  purchaseType: 'cash',
}
const withLine = (line: Record<string, unknown>) => ({ ...company, lines: [{ carId: 3, quantity: 1, ...line }] })

describe('order form values', () => {
  it('keeps a name trimmed, and requires one of at most 100 characters', () => {
    expect(parsed(personNameSchema, '  Sara  ')).toBe('Sara')
    expect(parsed(personNameSchema, 'x'.repeat(100))).toHaveLength(100)
    expect(problems(personNameSchema, 'x'.repeat(101))).toEqual({ '': ['name'] })
    expect(problems(personNameSchema, '   ')).toEqual({ '': ['required'] })
    expect(problems(personNameSchema, undefined)).toEqual({ '': ['required'] })
  })

  it('refuses a name on more than one line or with a tab: it would forge a row of the dealer’s plain-text mail (issue 32)', () => {
    for (const lineBreak of ['\r\n', '\n', '\r', '\t', '\u2028', '\u2029'])
      expect(problems(personNameSchema, `Sara${lineBreak}Mobile: +966500000001`), JSON.stringify(lineBreak)).toEqual({ '': ['characters'] })
  })

  it('keeps a Saudi mobile as E.164 however it is typed, and names anything else a wrong mobile', () => {
    expect(parsed(saudiMobileSchema, '٠٥٠ ١٢٣ ٤٥٦٧')).toBe('+966501234567')
    expect(parsed(saudiMobileSchema, '00966501234567')).toBe('+966501234567')
    expect(problems(saudiMobileSchema, '0112345678')).toEqual({ '': ['mobile'] })
    expect(problems(saudiMobileSchema, 501234567)).toEqual({ '': ['required'] })
  })

  it('keeps an e-mail address trimmed and in lower case, up to 254 characters', () => {
    expect(parsed(emailSchema, '  Sara@Example.SA ')).toBe('sara@example.sa')
    // 64 characters before the @ (RFC 5321), 254 in all.
    const longest = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.sa`
    expect(longest).toHaveLength(254)
    expect(parsed(emailSchema, longest)).toBe(longest)
    expect(problems(emailSchema, `a${longest}`)).toEqual({ '': ['email'] })
    expect(problems(emailSchema, `${'a'.repeat(65)}@example.sa`)).toEqual({ '': ['email'] })
    for (const wrong of ['sara', 'sara@', '@example.sa', 'sara@example', 'sa ra@example.sa', 'sara@@example.sa']) {
      expect(problems(emailSchema, wrong), wrong).toEqual({ '': ['email'] })
    }
    // The first issue is the one a form shows.
    expect(problems(emailSchema, '  ')['']?.[0]).toBe('required')
  })

  it('reads amounts as a visitor types them: Arabic digits, thousands separators, spaces', () => {
    const amounts = (value: unknown) => parsed(financeDetailsSchema, { ...finance, salary: value }).salary
    expect(amounts('15,000')).toBe(15_000)
    expect(amounts('١٥٬٠٠٠')).toBe(15_000)
    expect(amounts('15 000')).toBe(15_000)
    expect(amounts("15'000")).toBe(15_000)
    expect(amounts('١٥،٠٠٠')).toBe(15_000)
    expect(amounts(15_000)).toBe(15_000)
    expect(amounts('0')).toBe(0)
    expect(amounts(orderLimits.maxAmount)).toBe(10_000_000)
  })

  it('refuses amounts that are not whole riyals from 0 to 10 million, and names an empty one as missing', () => {
    const salary = (value: unknown) => problems(financeDetailsSchema, { ...finance, salary: value })
    for (const wrong of ['-1', '1-', '1.5', '1e3', 'ten', '10000001', 10_000_001, -1, 1.5, '0x10', '12,50', ' , ']) {
      expect(salary(wrong), String(wrong)).toEqual({ salary: ['amount'] })
    }
    expect(salary('')).toEqual({ salary: ['required'] })
    expect(salary(' \u200f ')).toEqual({ salary: ['required'] })
    expect(salary(null)).toEqual({ salary: ['required'] })
  })

  it('allows instalments over 12 to 60 months only', () => {
    const months = (value: unknown) => problems(financeDetailsSchema, { ...finance, installmentMonths: value })
    expect(months(12)).toEqual({})
    expect(months('60')).toEqual({})
    expect(months(11)).toEqual({ installmentMonths: ['months'] })
    expect(months(61)).toEqual({ installmentMonths: ['months'] })
  })

  it('processes credit data only with explicit consent (PDPL)', () => {
    expect(problems(financeDetailsSchema, { ...finance, creditConsent: false })).toEqual({ creditConsent: ['consent'] })
    expect(problems(financeDetailsSchema, { ...finance, creditConsent: 'true' })).toEqual({ creditConsent: ['consent'] })
  })

  it('asks every finance question, each a choice where it is one', () => {
    expect(parsed(financeDetailsSchema, finance)).toEqual({
      ...finance,
      salary: 15_000,
      downPayment: 20_000,
      installmentMonths: 60,
    })
    expect(
      problems(financeDetailsSchema, {
        ...finance,
        bank: '',
        workSector: 'pirate',
        hasMortgage: 'no',
        hasPaymentDelays: undefined,
        licenceStatus: 'lost',
      }),
    ).toEqual({
      bank: ['choice'],
      workSector: ['choice'],
      hasMortgage: ['choice'],
      hasPaymentDelays: ['choice'],
      licenceStatus: ['choice'],
    })
    expect(problems(financeDetailsSchema, { ...finance, bank: 'b'.repeat(65) })).toEqual({ bank: ['choice'] })
    expect(problems(financeDetailsSchema, { ...finance, bank: 'b'.repeat(64) })).toEqual({})
  })
})

describe('an individual order', () => {
  it('keeps a cash order without any finance field a form may still hold', () => {
    expect(parsed(individualOrderSchema, { ...individualCash, finance })).toEqual({
      type: 'individual',
      name: 'Sara Al-Harbi',
      mobile: '+966501234567',
      email: 'sara@example.sa',
      carId: 7,
      city: 'jeddah',
      purchaseType: 'cash',
    })
  })

  it('requires the finance answers for a finance order', () => {
    expect(Object.keys(problems(individualOrderSchema, { ...individualCash, purchaseType: 'finance' }))).toEqual(['finance'])
    expect(parsed(individualOrderSchema, { ...individualCash, purchaseType: 'finance', finance })).toMatchObject({
      finance: { salary: 15_000 },
    })
  })

  it('takes only a city the dealer serves and a car id that can exist', () => {
    expect(problems(individualOrderSchema, { ...individualCash, city: 'dubai' })).toEqual({ city: ['choice'] })
    for (const carId of [0, -3, 1.5, '7', 2_147_483_648]) {
      expect(problems(individualOrderSchema, { ...individualCash, carId }), String(carId)).toEqual({ carId: ['required'] })
    }
    expect(parsed(individualOrderSchema, { ...individualCash, carId: 2_147_483_647 }).carId).toBe(2_147_483_647)
  })
})

describe('the choice an individual order carries (decision 0084)', () => {
  it('takes a colour and an offer by an id that can exist, and refuses any other as a choice', () => {
    expect(parsed(individualOrderSchema, { ...individualCash, colorId: 31, offerId: 2 })).toMatchObject({ colorId: 31, offerId: 2 })
    expect(parsed(individualOrderSchema, individualCash)).not.toHaveProperty('colorId')
    for (const id of [0, -1, 1.5, '31', 2_147_483_648]) {
      expect(problems(individualOrderSchema, { ...individualCash, colorId: id, offerId: id }), String(id)).toEqual({
        colorId: ['choice'],
        offerId: ['choice'],
      })
    }
  })

  it('reads the plan’s final payment as typed, none when absent, and refuses what is not an amount', () => {
    const withFinal = (finalPayment: unknown) => ({ ...individualCash, purchaseType: 'finance', finance: { ...finance, finalPayment } })
    expect(parsed(individualOrderSchema, withFinal('٥٬٠٠٠'))).toMatchObject({ finance: { finalPayment: 5000 } })
    expect(parsed(individualOrderSchema, { ...individualCash, purchaseType: 'finance', finance })).not.toHaveProperty(
      'finance.finalPayment',
    )
    expect(problems(individualOrderSchema, withFinal('-5'))).toEqual({ 'finance.finalPayment': ['amount'] })
    expect(problems(individualOrderSchema, withFinal(''))).toEqual({ 'finance.finalPayment': ['required'] })
  })
})

describe('a company order', () => {
  it('keeps its fields, each line’s quantity read as typed', () => {
    expect(parsed(companyOrderSchema, company)).toEqual({
      ...company,
      lines: [
        { carId: 3, color: 1, quantity: 12 },
        { carId: 5, color: null, quantity: 2 },
      ],
    })
    expect(parsed(companyOrderSchema, { ...company, purchaseType: 'finance', bank: 'snb' })).toMatchObject({ bank: 'snb' })
    expect(problems(companyOrderSchema, { ...company, purchaseType: 'finance' })).toEqual({ bank: ['choice'] })
  })

  it('orders 1 to 500 cars a line, each line naming its car, by field', () => {
    expect(parsed(companyOrderSchema, withLine({ quantity: 1 })).lines[0]!.quantity).toBe(1)
    expect(parsed(companyOrderSchema, withLine({ quantity: 500 })).lines[0]!.quantity).toBe(500)
    expect(problems(companyOrderSchema, withLine({ quantity: 0 }))).toEqual({ 'lines.0.quantity': ['quantity'] })
    expect(problems(companyOrderSchema, withLine({ quantity: 501 }))).toEqual({ 'lines.0.quantity': ['quantity'] })
    expect(problems(companyOrderSchema, withLine({ carId: undefined }))).toEqual({ 'lines.0.carId': ['required'] })
    expect(problems(companyOrderSchema, withLine({ color: -1 }))).toEqual({ 'lines.0.color': ['choice'] })
    // No colour is no preference.
    expect(parsed(companyOrderSchema, withLine({})).lines[0]!.color).toBeUndefined()
  })

  it('has 1 to 10 lines', () => {
    const line = { carId: 3, quantity: 1 }
    expect(problems(companyOrderSchema, { ...company, lines: [] })).toEqual({ lines: ['orderLines'] })
    expect(problems(companyOrderSchema, { ...company, lines: Array.from({ length: 10 }, () => line) })).toEqual({})
    expect(problems(companyOrderSchema, { ...company, lines: Array.from({ length: 11 }, () => line) })).toEqual({ lines: ['orderLines'] })
    expect(problems(companyOrderSchema, { ...company, lines: undefined })).toEqual({ lines: ['orderLines'] })
    expect(orderLimits.maxOrderLines).toBe(10)
  })

  it('takes CR and VAT numbers by the dealer settings’ rule, refusing each by its field', () => {
    // Typed as printed: Arabic-Indic digits and spaces are read.
    expect(problems(companyOrderSchema, { ...company, crNumber: '٧٠٠ ١٢٣ ٤٥٦٧', vatNumber: '3000 0000 0000 003' })).toEqual({})
    expect(problems(companyOrderSchema, { ...company, vatNumber: '300000000000004' })).toEqual({ vatNumber: ['vatNumber'] })
    expect(problems(companyOrderSchema, { ...company, vatNumber: '200000000000003' })).toEqual({ vatNumber: ['vatNumber'] })
    expect(problems(companyOrderSchema, { ...company, vatNumber: '30000000000003' })).toEqual({ vatNumber: ['vatNumber'] })
    expect(problems(companyOrderSchema, { ...company, crNumber: '123456789' })).toEqual({ crNumber: ['crNumber'] })
    expect(problems(companyOrderSchema, { ...company, crNumber: '0123456789' })).toEqual({ crNumber: ['crNumber'] })
    expect(problems(companyOrderSchema, { ...company, crNumber: ' ', vatNumber: '' })).toEqual({
      crNumber: ['required'],
      vatNumber: ['required'],
    })
  })

  it('goes to any Saudi city, with a branch or without (the nearest is then taken)', () => {
    expect(problems(companyOrderSchema, { ...company, deliveryCity: 'makkah', headquartersCity: 'al-ahsa' })).toEqual({})
    expect(problems(companyOrderSchema, { ...company, deliveryCity: 'dubai' })).toEqual({ deliveryCity: ['choice'] })
    expect(problems(companyOrderSchema, { ...company, branchId: undefined })).toEqual({})
    expect(problems(companyOrderSchema, { ...company, branchId: 0 })).toEqual({ branchId: ['choice'] })
    expect(problems(individualOrderSchema, { ...individualCash, city: 'hafar-al-batin', branchId: 3 })).toEqual({})
  })

  it('limits its texts: 200 characters for names and activity, 300 for the address', () => {
    expect(problems(companyOrderSchema, { ...company, companyName: 'x'.repeat(200), activity: 'y'.repeat(200) })).toEqual({})
    expect(problems(companyOrderSchema, { ...company, headquartersAddress: 'x'.repeat(300) })).toEqual({})
    expect(
      problems(companyOrderSchema, {
        ...company,
        companyName: 'x'.repeat(201),
        activity: 'y'.repeat(201),
        headquartersAddress: 'z'.repeat(301),
        ceoName: ' ',
      }),
    ).toEqual({ companyName: ['text'], activity: ['text'], headquartersAddress: ['text'], ceoName: ['required'] })
  })

  it('is told apart from an individual order by its type', () => {
    expect(parsed(placeOrderSchema, company).type).toBe('company')
    expect(parsed(placeOrderSchema, individualCash).type).toBe('individual')
    expect(z.safeParse(placeOrderSchema, { ...company, type: 'government' }).success).toBe(false)
  })
})

describe('order references and codes', () => {
  it('reads a reference typed in any case, with or without the dash or spaces', () => {
    for (const typed of ['K7M2Q-9XD4R', 'k7m2q9xd4r', ' k7m2q 9xd4r ', 'K7M2Q--9XD4R']) {
      expect(parsed(orderReferenceSchema, typed), typed).toBe('K7M2Q-9XD4R')
    }
    expect(parsed(orderReferenceSchema, '١٢٣٤٥-٦٧٨٩٠')).toBe('12345-67890')
  })

  it("refuses a reference of another length or with letters Crockford's alphabet leaves out", () => {
    for (const wrong of ['K7M2Q-9XD4', 'K7M2Q-9XD4RR', 'I7M2Q-9XD4R', 'K7L2Q-9XD4R', 'K7M2O-9XD4R', 'K7M2Q-9UD4R', 'K7M2Q_9XD4R', '']) {
      expect(problems(orderReferenceSchema, wrong), wrong).toEqual({ '': ['reference'] })
    }
    expect(referenceAlphabet).toHaveLength(32)
    expect(referenceAlphabet).not.toMatch(/[ILOU]/)
  })

  it('reads a six-digit code in any digits, spaces ignored, and refuses any other', () => {
    expect(parsed(verificationCodeSchema, ' ٠١٢ ٣٤٥ ')).toBe('012345')
    expect(parsed(verifyOrderSchema, { code: '000000', mobile: '٠٥٠١٢٣٤٥٦٧' })).toEqual({ code: '000000', mobile: '+966501234567' })
    for (const wrong of ['12345', '1234567', '12345a', '12-345', '']) {
      expect(problems(verificationCodeSchema, wrong), wrong).toEqual({ '': ['code'] })
    }
    expect(orderLimits.codeLength).toBe(6)
  })

  it('tracks an order by its reference and the mobile it was placed with', () => {
    expect(parsed(trackOrderSchema, { reference: 'k7m2q9xd4r', phone: '0501234567' })).toEqual({
      reference: 'K7M2Q-9XD4R',
      phone: '+966501234567',
    })
    expect(problems(trackOrderSchema, { reference: 'nope', phone: '12' })).toEqual({ reference: ['reference'], phone: ['mobile'] })
  })
})

describe('what the API answers about orders', () => {
  const at = '2026-05-01T10:00:00.000Z'

  it('states instants with their offset, and only the statuses an order can have', () => {
    expect(
      parsed(orderPlacedSchema, { reference: 'K7M2Q-9XD4R', status: 'awaiting_verification', expiresAt: at, resendAvailableAt: at }),
    ).toBeTruthy()
    expect(
      z.safeParse(orderPlacedSchema, { reference: 'K7M2Q-9XD4R', status: 'received', expiresAt: at, resendAvailableAt: at }).success,
    ).toBe(false)
    expect(z.safeParse(codeResentSchema, { expiresAt: 'tomorrow', resendAvailableAt: at }).success).toBe(false)
    expect(parsed(codeResentSchema, { expiresAt: '2026-05-01T13:00:00+03:00', resendAvailableAt: at })).toBeTruthy()
    expect(parsed(orderVerifiedSchema, { reference: 'K7M2Q-9XD4R', status: 'received' }).status).toBe('received')
    const summary = {
      type: 'individual',
      purchaseType: 'finance',
      car: { ar: 'تويوتا كامري', en: 'Toyota Camry' },
      color: null,
      offer: { ar: 'عرض', en: 'Offer' },
      city: { ar: 'جدة', en: 'Jeddah' },
      bank: null,
      plan: { downPayment: 20_000, termMonths: 48, finalPayment: 5_000 },
      quantity: null,
    }
    expect(parsed(orderVerifiedSchema, { reference: 'K7M2Q-9XD4R', status: 'received', summary }).summary).toEqual(summary)
    expect(
      z.safeParse(orderVerifiedSchema, { reference: 'K7M2Q-9XD4R', status: 'received', summary: { ...summary, car: 'Camry' } }).success,
    ).toBe(false)
    expect(z.safeParse(orderVerifiedSchema, { reference: 'K7M2Q-9XD4R', status: 'shipped' }).success).toBe(false)
  })

  it('tracks an order whose car the dealer no longer lists, by the title it was ordered under', () => {
    const tracked = {
      reference: 'K7M2Q-9XD4R',
      type: 'company',
      purchaseType: 'finance',
      car: { id: null, title: 'Toyota Camry 2025' },
      color: 'Pearl white',
      offer: null,
      bank: 'Al Rajhi Bank',
      plan: { downPayment: 20_000, termMonths: 48, finalPayment: 0 },
      lines: [{ title: 'Toyota Camry 2025', color: null, quantity: 4 }],
      status: 'closed',
      history: [
        { status: 'received', at },
        { status: 'closed', at },
      ],
    }
    expect(parsed(trackedOrderSchema, tracked)).toEqual(tracked)
    // The buyer never sees an internal stage (decision 0081).
    expect(z.safeParse(trackedOrderSchema, { ...tracked, status: 'under_review' }).success).toBe(false)
    expect(z.safeParse(trackedOrderSchema, { ...tracked, status: 'duplicate' }).success).toBe(false)
  })
})
