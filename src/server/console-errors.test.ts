import { afterEach, describe, expect, it } from 'vitest'
import { isDepartedVisitor, sendConsoleErrorsTo } from './console-errors'

const original = console.error
afterEach(() => {
  console.error = original
})

function recording() {
  const lines: { level: string; message: string; fields?: Record<string, unknown> }[] = []
  return {
    lines,
    logger: {
      debug: (message: string, fields?: Record<string, unknown>) => lines.push({ level: 'debug', message, fields }),
      error: (message: string, fields?: Record<string, unknown>) => lines.push({ level: 'error', message, fields }),
    },
  }
}

describe('console.error in the production server', () => {
  it('tells a visitor who left from a fault', () => {
    expect(isDepartedVisitor(new DOMException('This operation was aborted', 'AbortError'))).toBe(true)
    expect(isDepartedVisitor(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }))).toBe(true)
    expect(isDepartedVisitor(Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' }))).toBe(true)
    expect(isDepartedVisitor(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }))).toBe(false)
    expect(isDepartedVisitor(new Error('aborted'))).toBe(false)
    expect(isDepartedVisitor('aborted')).toBe(false)
    expect(isDepartedVisitor(undefined)).toBe(false)
    expect(isDepartedVisitor(null)).toBe(false)
  })

  it('logs a departed visitor at debug, and anything else as an error with its stack and the library\u2019s words', () => {
    const { lines, logger } = recording()
    sendConsoleErrorsTo(logger)
    console.error(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }))
    const fault = new TypeError('cannot read x')
    console.error('[srvx] Unhandled error in fetch handler:', fault)
    console.error('no error object', 42)
    console.error('[lib]', 'said', fault)
    console.error('x'.repeat(300), fault)
    console.error(7, 'y'.repeat(600))
    console.error(fault)
    expect(lines.slice(3)).toEqual([
      { level: 'error', message: '[lib] said', fields: { error: fault } },
      { level: 'error', message: 'x'.repeat(200), fields: { error: fault } },
      { level: 'error', message: 'y'.repeat(200), fields: { detail: `7 ${'y'.repeat(498)}` } },
      { level: 'error', message: 'a library reported an error', fields: { error: fault } },
    ])
    expect(lines.slice(0, 3)).toEqual([
      { level: 'debug', message: 'visitor left before the answer', fields: { reason: 'Error' } },
      { level: 'error', message: '[srvx] Unhandled error in fetch handler:', fields: { error: fault } },
      { level: 'error', message: 'no error object', fields: { detail: 'no error object 42' } },
    ])
  })
})
