import { afterEach, describe, expect, it, vi } from 'vitest'
import { formDraft, mergeDraft, withoutPaths } from './form-draft'
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
  it('follows a path of any depth, and a path through a value that is not an object changes nothing', () => {
    const values = { consent: true, a: { b: { c: 1, d: 2 } }, name: 'Sara' }
    expect(withoutPaths(values, ['consent', 'a.b.c', 'name.length', 'a.x.c', 'q.r.s.t'])).toEqual({ a: { b: { d: 2 } }, name: 'Sara' })
  })
})

describe('formDraft', () => {
  afterEach(() => vi.unstubAllGlobals())
  const storage = () => {
    const kept = new Map<string, string>()
    vi.stubGlobal('sessionStorage', {
      getItem: (key: string) => kept.get(key) ?? null,
      setItem: (key: string, value: string) => void kept.set(key, value),
      removeItem: (key: string) => void kept.delete(key),
    })
    return kept
  }

  it('keeps a form’s values under its own name without the omitted paths, reads them back, and forgets them', () => {
    const kept = storage()
    const draft = formDraft<{ name: string; consent: boolean }>('order', ['consent'])
    expect(draft.read()).toBeUndefined()
    draft.save({ name: 'Sara', consent: true })
    expect(JSON.parse(kept.get('form-draft:order')!)).toEqual({ name: 'Sara' })
    expect(draft.read()).toEqual({ name: 'Sara' })
    expect(formDraft('contact').read()).toBeUndefined()
    draft.clear()
    expect(kept.has('form-draft:order')).toBe(false)
  })

  it('reads nothing from a stored value that is not a form’s values', () => {
    const kept = storage()
    for (const text of ['"text"', '[1,2]', 'null', '7']) {
      kept.set('form-draft:order', text)
      expect(formDraft('order').read(), text).toBeUndefined()
    }
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
    // Neither an array's nor a string's indexes, nor a field inherited rather than written, fill a field.
    expect(mergeDraft({ '0': '' }, ['x'])).toEqual({ '0': '' })
    expect(mergeDraft({ '0': '' }, 'xyz')).toEqual({ '0': '' })
    expect(mergeDraft({ name: '' }, Object.create({ name: 'inherited' }))).toEqual({ name: '' })
  })
  it('fills a list field the visitor has not changed (an equal but new list counts as unchanged)', () => {
    const empty = { brands: [] as string[] }
    expect(mergeDraft(empty, { brands: ['kia'] }, { brands: [] })).toEqual({ brands: ['kia'] })
    expect(mergeDraft(empty, { brands: ['kia'] }, { brands: ['gmc'] })).toEqual({ brands: ['gmc'] })
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
