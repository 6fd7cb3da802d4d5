import { describe, expect, it } from 'vitest'
import { PublicError } from '../../../lib/errors'
import { importProblems } from './inventory-csv'

describe('the import’s refusal as staff read it', () => {
  it('names the line and column of each wrong cell the dealer API reports, a whole line by its number, and the count', () => {
    const error = new PublicError({
      status: 400,
      code: 'validation_failed',
      message: 'Check the form',
      fields: {
        'lines.3.year': ['Please enter a model year from 1990 to 2100.'],
        'lines.12.priceSar': ['Too low.'],
        'lines.14.file': ['Unreadable.'],
        lines: ['60 mistakes; the first 50 are listed.'],
      },
    })
    expect(importProblems(error, 'unreachable')).toEqual([
      { line: 3, column: 'year', message: 'Please enter a model year from 1990 to 2100.' },
      { line: 12, column: 'priceSar', message: 'Too low.' },
      { line: 14, column: null, message: 'Unreadable.' },
      { line: null, column: null, message: '60 mistakes; the first 50 are listed.' },
    ])
  })

  it('gives the file’s own problem, or the API’s message, or the connection’s, without a line', () => {
    const file = new PublicError({ status: 400, code: 'validation_failed', message: 'Check', fields: { file: ['Not a CSV.'] } })
    expect(importProblems(file, 'x')).toEqual([{ line: null, column: null, message: 'Not a CSV.' }])
    expect(importProblems(new PublicError({ status: 403, code: 'forbidden', message: 'Not yours.' }), 'x')).toEqual([
      { line: null, column: null, message: 'Not yours.' },
    ])
    expect(importProblems(new TypeError('fetch failed'), 'We could not reach the dealer.')).toEqual([
      { line: null, column: null, message: 'We could not reach the dealer.' },
    ])
  })
})
