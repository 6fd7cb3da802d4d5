import { describe, expect, it } from 'vitest'
import { schemaFieldIssues } from '../lib/forms/field-issues'
import { contactMessageSchema } from './contact'

const valid = {
  name: 'Huda',
  email: 'huda@example.com',
  mobile: '',
  message: 'Is the Tucson still available?',
  website: '',
  formStartedAt: 1,
}

describe('contactMessageSchema', () => {
  it('takes a message without a mobile, or with one in any Saudi spelling and digits (kept as E.164)', () => {
    expect(contactMessageSchema.parse(valid).mobile).toBe('')
    expect(contactMessageSchema.parse({ ...valid, mobile: undefined }).mobile).toBeUndefined()
    expect(contactMessageSchema.parse({ ...valid, mobile: '٠٥٥ ١٢٣ ٤٥٦٧' }).mobile).toBe('+966551234567')
  })

  it('names each mistake with its field-error key, the optional mobile included', () => {
    expect(schemaFieldIssues(contactMessageSchema, { ...valid, name: '', email: 'huda@', mobile: '12345', message: 'Too short' })).toEqual({
      name: 'required',
      email: 'email',
      mobile: 'mobile',
      message: 'message',
    })
  })

  it('counts the message without the spaces around it: 10 to 5,000 characters', () => {
    expect(schemaFieldIssues(contactMessageSchema, { ...valid, message: `   ${'a'.repeat(9)}   ` })).toEqual({ message: 'message' })
    expect(schemaFieldIssues(contactMessageSchema, { ...valid, message: 'a'.repeat(10) })).toBeUndefined()
    expect(schemaFieldIssues(contactMessageSchema, { ...valid, message: 'a'.repeat(5000) })).toBeUndefined()
    expect(schemaFieldIssues(contactMessageSchema, { ...valid, message: 'a'.repeat(5001) })).toEqual({ message: 'message' })
  })
})
