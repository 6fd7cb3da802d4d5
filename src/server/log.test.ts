import { Writable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { createLogger, loggerApi } from './log'
import { runWithRequestId } from './request-context'

function capture() {
  const lines: Record<string, unknown>[] = []
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>)
      done()
    },
  })
  const logger = createLogger(stream, 'debug')
  return { lines, log: loggerApi(() => logger) }
}

describe('log', () => {
  it('writes one JSON line per event with level, time, message and fields', () => {
    const { lines, log } = capture()
    log.info('order stored', { orderId: 42 })
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({ level: 'info', message: 'order stored', orderId: 42 })
    expect(String(lines[0]?.time)).toMatch(/^\d{4}-\d\d-\d\dT/)
  })

  it('names the request each line belongs to, across awaits', async () => {
    const { lines, log } = capture()
    await runWithRequestId('req-12345678', async () => {
      await new Promise((resolve) => setTimeout(resolve, 1))
      log.warn('slow answer')
    })
    log.warn('outside')
    expect(lines[0]?.requestId).toBe('req-12345678')
    expect(lines[1]?.requestId).toBeUndefined()
  })

  it('keeps an error with its stack but never personal data, in fields or in text', () => {
    const { lines, log } = capture()
    const failure = new Error('SMS to 0551234567 failed for buyer@example.com')
    log.error('order failed', {
      error: failure,
      phone: '0551234567',
      customer: { email: 'buyer@example.com', fullName: 'Sara', mobile: '+966551234567' },
      otp: '123456',
      verificationCode: '654321',
      salary: 12000,
      note: 'call ٠٥٥١٢٣٤٥٦٧ tomorrow',
      code: 'validation_failed',
    })
    const line = JSON.stringify(lines[0])
    for (const secret of ['0551234567', 'buyer@example.com', 'Sara', '966551234567', '123456', '654321', '12000', '٠٥٥١٢٣٤٥٦٧']) {
      expect(line).not.toContain(secret)
    }
    expect(lines[0]).toMatchObject({ code: 'validation_failed', error: { type: 'Error' } })
    expect(String((lines[0]?.error as { stack: string }).stack)).toContain('log.test.ts')
  })

  it('leaves ordinary numbers, dates and ids alone', () => {
    const { lines, log } = capture()
    log.info('search', { carId: 16, price: 145000, day: '2026-11-23', errorId: 'a1b2c3d4' })
    expect(lines[0]).toMatchObject({ carId: 16, price: 145000, day: '2026-11-23', errorId: 'a1b2c3d4' })
  })

  it('keeps gateway credentials out of the log', () => {
    const { lines, log } = capture()
    log.warn('sms settings', { apiKey: 'k-123', MSEGAT_API_KEY: 'k-456', AppSid: 'sid-789', appSid: 'sid-012' })
    const line = JSON.stringify(lines[0])
    for (const secret of ['k-123', 'k-456', 'sid-789', 'sid-012']) expect(line).not.toContain(secret)
  })

  it('writes the console SMS line with its recipient and text, and nothing else', async () => {
    const { lines, log } = capture()
    await runWithRequestId('req-sms-0001', async () => log.devSms({ to: '+966512345678', text: 'رمز التحقق 482913' }))
    expect(lines).toHaveLength(1)
    expect(Object.keys(lines[0] ?? {}).sort()).toEqual(['level', 'message', 'requestId', 'text', 'time', 'to'])
    expect(lines[0]).toMatchObject({ level: 'info', message: 'sms', to: '+966512345678', text: 'رمز التحقق 482913' })
  })

  it('writes the console mail line with its recipients, subject and links, and nothing else', async () => {
    const { lines, log } = capture()
    const links = ['https://murooj.example.sa/subscription/confirm?token=c.AbC.1a2b.XyZ']
    await runWithRequestId('req-mail-0001', async () => log.devMail({ to: ['huda@example.com'], subject: 'أكّد اشتراكك', links }))
    expect(lines).toHaveLength(1)
    expect(Object.keys(lines[0] ?? {}).sort()).toEqual(['level', 'links', 'message', 'requestId', 'subject', 'time', 'to'])
    expect(lines[0]).toMatchObject({ level: 'info', message: 'mail', to: ['huda@example.com'], subject: 'أكّد اشتراكك', links })
  })

  it('still redacts an address and a token in any other line, even one named "mail"', () => {
    const { lines, log } = capture()
    log.info('mail', { to: ['huda@example.com'], token: 'c.AbC.1a2b.XyZ', text: 'write to huda@example.com' })
    const output = JSON.stringify(lines)
    expect(output).not.toContain('huda@example.com')
    expect(output).not.toContain('c.AbC.1a2b.XyZ')
  })

  it('still redacts a phone number and a code in any other line, even one named "sms"', () => {
    const { lines, log } = capture()
    log.info('sms', { to: '+966512345678', text: 'call +966512345678', smsCode: '482913' })
    log.info('sms to +966512345678 failed')
    const output = JSON.stringify(lines)
    expect(output).not.toContain('512345678')
    expect(output).not.toContain('482913')
  })

  it('writes nothing below its level', () => {
    const lines: string[] = []
    const stream = new Writable({ write: (chunk: Buffer, _e, done) => (lines.push(chunk.toString()), done()) })
    const quiet = loggerApi(() => createLogger(stream, 'warn'))
    quiet.info('ignored')
    quiet.debug('ignored')
    quiet.devSms({ to: '+966512345678', text: 'ignored' })
    quiet.devMail({ to: ['huda@example.com'], subject: 'ignored', links: [] })
    quiet.error('kept')
    expect(lines).toHaveLength(1)
  })
})
