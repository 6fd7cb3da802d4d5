import { describe, expect, it } from 'vitest'
import { parseEnv } from '../../app.config'
import { consoleTransports, consoleTransportsWarning } from './console-transports'
import { mailSettingsFromEnv } from './mail/mailer.server'

const smtp = { SMTP_URL: 'smtp://mail.example.sa:587', MAIL_FROM: 'no-reply@example.sa' }
const unifonic = { SMS_PROVIDER: 'unifonic', UNIFONIC_APP_SID: 'app-sid-123' }
const production = (vars: Record<string, string> = {}) => parseEnv({ NODE_ENV: 'production', ...vars })

describe('the console transports at a production start', () => {
  it('are both the console with nothing configured, and the banner names both and what goes to the log', () => {
    const env = production()
    expect(consoleTransports(env)).toEqual(['sms', 'mail'])
    const banner = consoleTransportsWarning(env) ?? ''
    expect(banner.split('\n').length).toBeGreaterThanOrEqual(6)
    expect(banner).toMatch(/WARNING/)
    expect(banner).toMatch(/SMS_PROVIDER=console.*no SMS is sent/)
    expect(banner).toMatch(/Verification codes .* written to this log/s)
    expect(banner).toMatch(/no e-mail is sent/)
    expect(banner).toMatch(/links .* written to this log/s)
  })

  it('names only SMS when mail goes over SMTP, and only mail when SMS has a gateway', () => {
    const smsOnly = consoleTransportsWarning(production(smtp)) ?? ''
    expect(smsOnly).toMatch(/SMS_PROVIDER=console/)
    expect(smsOnly).not.toMatch(/e-mail/)
    const mailOnly = consoleTransportsWarning(production(unifonic)) ?? ''
    expect(mailOnly).toMatch(/no e-mail is sent/)
    expect(mailOnly).not.toMatch(/SMS_PROVIDER/)
  })

  it('counts MAIL_TRANSPORT=console as the console even with SMTP_URL set, as the mailer does', () => {
    const env = production({ ...unifonic, ...smtp, MAIL_TRANSPORT: 'console' })
    expect(mailSettingsFromEnv(env).transport).toBe('console')
    expect(consoleTransports(env)).toEqual(['mail'])
    expect(consoleTransportsWarning(env)).toMatch(/no e-mail is sent/)
  })

  it('says nothing when both deliver for real, or outside production', () => {
    expect(consoleTransportsWarning(production({ ...unifonic, ...smtp }))).toBeNull()
    expect(consoleTransportsWarning(parseEnv({ NODE_ENV: 'development' }))).toBeNull()
    expect(consoleTransportsWarning(parseEnv({ NODE_ENV: 'test' }))).toBeNull()
  })
})
