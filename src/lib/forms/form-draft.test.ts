import { describe, expect, it } from 'vitest'
import { mergeDraft, withoutPaths } from './form-draft'
import { schemaFieldIssues } from './field-issues'
import { individualOrderSchema } from '../../contract/orders'
import { formFieldId } from './focus'
import { formatCountdown } from './use-countdown'

describe('withoutPaths', () => {
  it('drops nested paths from a copy and leaves the original alone', () => {
    const values = { name: 'Sara', finance: { salary: '9000', creditConsent: true } }
    expect(withoutPaths(values, ['finance.creditConsent', 'missing.path'])).toEqual({ name: 'Sara', finance: { salary: '9000' } })
    expect(values.finance.creditConsent).toBe(true)
  })
})

describe('mergeDraft', () => {
  const defaults = { name: '', quantity: '1', finance: { salary: '', creditConsent: false } }
  it('lays a draft over the defaults field by field', () => {
    expect(mergeDraft(defaults, { name: 'Sara', finance: { salary: '9000' } })).toEqual({
      name: 'Sara',
      quantity: '1',
      finance: { salary: '9000', creditConsent: false },
    })
  })
  it('ignores fields the form no longer has and values of another type', () => {
    expect(mergeDraft(defaults, { name: 5, removed: 'x', finance: 'nope' })).toEqual(defaults)
    expect(mergeDraft(defaults, null)).toEqual(defaults)
    expect(mergeDraft(defaults, ['a'])).toEqual(defaults)
  })
  it('keeps what the visitor typed before the draft was read, and fills only the untouched fields', () => {
    const typed = { name: 'Noura', quantity: '1', finance: { salary: '', creditConsent: true } }
    const draft = { name: 'Sara', quantity: '2', finance: { salary: '9000', creditConsent: false } }
    expect(mergeDraft(defaults, draft, typed)).toEqual({ name: 'Noura', quantity: '2', finance: { salary: '9000', creditConsent: true } })
    expect(mergeDraft(defaults, null, typed)).toEqual(typed)
  })
})

describe('schemaFieldIssues', () => {
  it('names each field by its dot path with its first mistake', () => {
    const issues = schemaFieldIssues(individualOrderSchema, {
      type: 'individual',
      name: '',
      mobile: '123',
      email: 'x',
      carId: 3,
      city: 'riyadh',
      purchaseType: 'finance',
      finance: { bank: 'alrajhi', salary: '9,000', installmentMonths: '72', creditConsent: false },
    })
    expect(issues).toMatchObject({
      name: 'required',
      mobile: 'mobile',
      email: 'email',
      'finance.installmentMonths': 'months',
      'finance.creditConsent': 'consent',
      'finance.hasMortgage': 'choice',
    })
    expect(issues).not.toHaveProperty('finance.salary')
  })
  it('is undefined when the input passes', () => {
    expect(
      schemaFieldIssues(individualOrderSchema, {
        type: 'individual',
        name: 'Sara',
        mobile: '0551234567',
        email: 'sara@example.com',
        carId: 3,
        city: 'riyadh',
        purchaseType: 'cash',
      }),
    ).toBeUndefined()
  })
})

describe('helpers', () => {
  it('field ids and countdowns', () => {
    expect(formFieldId('order-individuals', 'finance.salary')).toBe('order-individuals-finance-salary')
    expect(formatCountdown(75)).toBe('1:15')
    expect(formatCountdown(5)).toBe('0:05')
  })
})
