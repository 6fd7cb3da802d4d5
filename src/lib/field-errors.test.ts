import { describe, expect, it } from 'vitest'
import { PublicError } from './errors'
import { fieldErrorsOf } from './field-errors'
import { publicErrorAdapter } from './public-error-adapter'

const refused = new PublicError({
  status: 400,
  code: 'validation_failed',
  message: 'Some values are not valid. Please check them and try again.',
  fields: { phone: ['This value is not valid.'], 'items.0': ['This field is required.'], empty: [] },
})

/** What the browser gets: the error as the adapter writes it, through JSON, read back. */
function acrossTheWire(error: PublicError): unknown {
  const written = JSON.parse(JSON.stringify(publicErrorAdapter.toSerializable(error))) as Parameters<
    typeof publicErrorAdapter.fromSerializable
  >[0]
  return publicErrorAdapter.fromSerializable(written)
}

describe('fieldErrorsOf', () => {
  it('gives the field errors of a refused input, messages as the server translated them', () => {
    expect(fieldErrorsOf(refused)).toEqual({ phone: ['This value is not valid.'], 'items.0': ['This field is required.'] })
  })

  it('reads them the same after the serialization adapter carried the error to the browser', () => {
    const arrived = acrossTheWire(refused)
    expect(arrived).toBeInstanceOf(PublicError)
    expect((arrived as PublicError).status).toBe(400)
    expect((arrived as PublicError).code).toBe('validation_failed')
    expect(fieldErrorsOf(arrived)).toEqual({ phone: ['This value is not valid.'], 'items.0': ['This field is required.'] })
  })

  it('is empty for an error without fields, and for anything that is not a public error', () => {
    const internal = new PublicError({ status: 500, code: 'internal', message: '', errorId: 'abc' })
    expect(fieldErrorsOf(internal)).toEqual({})
    expect(fieldErrorsOf(acrossTheWire(internal))).toEqual({})
    expect(fieldErrorsOf(new Error('boom'))).toEqual({})
    expect(fieldErrorsOf({ name: 'PublicError', fields: { a: ['forged'] } })).toEqual({})
    expect(fieldErrorsOf(undefined)).toEqual({})
  })
})
