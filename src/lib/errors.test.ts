import { describe, expect, it } from 'vitest'
import { describeError, PublicError } from './errors'

describe('describeError', () => {
  it('shows a public error with its own status and message', () => {
    const error = new PublicError({ status: 503, code: 'unavailable', message: 'Try again soon' })
    expect(describeError(error, { exposeInternals: false })).toEqual({
      status: 503,
      message: 'Try again soon',
      errorId: null,
    })
  })

  it('never shows an unexpected error message in production, and defaults to 500', () => {
    const error = new Error('connect ECONNREFUSED 10.0.0.5:5432 password=secret')
    expect(describeError(error, { exposeInternals: false })).toEqual({ status: 500, message: null, errorId: null })
    expect(describeError(error, { exposeInternals: true }).message).toContain('ECONNREFUSED')
  })

  it('ignores a status that is not an error status', () => {
    expect(describeError({ status: 200 }, { exposeInternals: false }).status).toBe(500)
    expect(describeError('boom', { exposeInternals: false }).status).toBe(500)
  })
})
