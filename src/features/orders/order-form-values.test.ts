import { describe, expect, it } from 'vitest'
import { companyOrderSchema, individualOrderSchema } from '../../contract/orders'
import { schemaFieldIssues } from '../../lib/forms/field-issues'
import { companyOrderDefaults, companyOrderInput, individualOrderDefaults, individualOrderInput } from './order-form-values'

const individual = {
  ...individualOrderDefaults,
  name: 'Sara Ali',
  mobile: '٠٥٥ ١٢٣ ٤٥٦٧',
  email: 'Sara@Example.com',
  brand: 'toyota',
  model: 'camry',
  carId: '12',
  city: 'jeddah',
}
const finance = {
  bank: 'alrajhi',
  workSector: 'government',
  salary: '١٢٬٠٠٠',
  monthlyCommitments: '0',
  downPayment: '20,000',
  installmentMonths: '60',
  finalPayment: '',
  hasMortgage: 'no' as const,
  hasPaymentDelays: 'yes' as const,
  licenceStatus: 'valid',
  creditConsent: true,
}

describe('individualOrderInput', () => {
  it('sends no finance answers for cash, whatever the form still holds', () => {
    const input = individualOrderInput({ ...individual, finance: { ...individual.finance, ...finance } })
    expect(input).not.toHaveProperty('finance')
    expect(input).not.toHaveProperty('brand')
    expect(input).toMatchObject({ type: 'individual', purchaseType: 'cash', carId: 12 })
    expect(schemaFieldIssues(individualOrderSchema, input)).toBeUndefined()
  })

  it('sends the finance answers for finance, yes/no as booleans', () => {
    const input = individualOrderInput({ ...individual, purchaseType: 'finance', finance })
    expect(input).toMatchObject({ purchaseType: 'finance', finance: { hasMortgage: false, hasPaymentDelays: true, creditConsent: true } })
    expect(schemaFieldIssues(individualOrderSchema, input)).toBeUndefined()
  })

  it('leaves unanswered questions for the schema to name', () => {
    const input = individualOrderInput({ ...individualOrderDefaults, purchaseType: 'finance' })
    expect(schemaFieldIssues(individualOrderSchema, input)).toMatchObject({
      carId: 'required',
      city: 'choice',
      'finance.hasMortgage': 'choice',
      'finance.workSector': 'choice',
      'finance.creditConsent': 'consent',
    })
  })
})

describe('companyOrderInput', () => {
  const company = {
    ...companyOrderDefaults,
    companyName: 'Najd Logistics',
    crNumber: '7001234567',
    vatNumber: '300000000000003',
    ceoName: 'Khalid',
    headquartersCity: 'riyadh',
    headquartersAddress: 'Olaya',
    activity: 'Logistics',
    lines: [
      { brand: 'toyota', model: 'hilux', carId: '3', color: '1', quantity: '٢٥' },
      { brand: 'toyota', model: 'camry', carId: '4', color: '', quantity: '2' },
    ],
    deliveryCity: 'makkah',
    branchId: '',
    contactName: 'Huda',
    mobile: '+966 55 123 4567',
    email: 'huda@example.com',
  }
  it('sends a bank only for finance', () => {
    expect(companyOrderInput({ ...company, bank: 'alrajhi' })).not.toHaveProperty('bank')
    const financed = companyOrderInput({ ...company, purchaseType: 'finance', bank: 'alrajhi' })
    expect(financed).toMatchObject({ purchaseType: 'finance', bank: 'alrajhi' })
    expect(schemaFieldIssues(companyOrderSchema, financed)).toBeUndefined()
  })

  it('sends each line’s car, colour (null: any) and quantity, and a branch only once one is chosen', () => {
    expect(companyOrderInput(company)).toMatchObject({
      lines: [
        { carId: 3, color: 1, quantity: '٢٥' },
        { carId: 4, color: null, quantity: '2' },
      ],
      deliveryCity: 'makkah',
      branchId: undefined,
    })
    expect(companyOrderInput({ ...company, branchId: '7' })).toMatchObject({ branchId: 7 })
    const tooMany = {
      ...company,
      lines: [
        { ...company.lines[0]!, quantity: '501' },
        { ...company.lines[1]!, carId: '' },
      ],
    }
    expect(schemaFieldIssues(companyOrderSchema, companyOrderInput(tooMany))).toEqual({
      'lines.0.quantity': 'quantity',
      'lines.1.carId': 'required',
    })
    expect(schemaFieldIssues(companyOrderSchema, companyOrderInput({ ...company, vatNumber: '300000000000004' }))).toEqual({
      vatNumber: 'vatNumber',
    })
  })
})
