import { describe, expect, it } from 'vitest'
import { InvalidEnvironmentError, parseEnv } from '../../../app.config'

const env = (vars: Record<string, string>) => parseEnv({ NODE_ENV: 'production', ...vars })
const secret = 'f'.repeat(64)

function refusal(vars: Record<string, string>): string {
  try {
    env(vars)
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidEnvironmentError)
    return (error as Error).message
  }
  throw new Error('the environment was accepted')
}

describe('notification settings in the environment', () => {
  it('needs nothing: no webhook, no dealer mail, mail to the console', () => {
    const parsed = env({})
    expect(parsed.DEALER_WEBHOOK_URL).toBeUndefined()
    expect(parsed.DEALER_NOTIFY_EMAIL).toEqual([])
    expect(parsed.MAIL_TRANSPORT).toBeUndefined()
  })

  it('accepts a webhook with its secret, and several dealer addresses', () => {
    const parsed = env({
      DEALER_WEBHOOK_URL: 'https://crm.murooj.example.sa/hooks/orders',
      DEALER_WEBHOOK_SECRET: secret,
      DEALER_NOTIFY_EMAIL: ' sales@murooj.example.sa, manager@murooj.example.sa ',
    })
    expect(parsed.DEALER_WEBHOOK_URL).toBe('https://crm.murooj.example.sa/hooks/orders')
    expect(parsed.DEALER_NOTIFY_EMAIL).toEqual(['sales@murooj.example.sa', 'manager@murooj.example.sa'])
  })

  it('refuses a webhook without a secret, or with a short one', () => {
    expect(refusal({ DEALER_WEBHOOK_URL: 'https://crm.example.sa/hook' })).toMatch(
      /DEALER_WEBHOOK_SECRET: required when DEALER_WEBHOOK_URL is set/,
    )
    expect(refusal({ DEALER_WEBHOOK_URL: 'https://crm.example.sa/hook', DEALER_WEBHOOK_SECRET: 'short' })).toMatch(
      /DEALER_WEBHOOK_SECRET: expected at least 32 characters/,
    )
  })

  it('refuses a webhook over plain http in production, except on this machine', () => {
    expect(refusal({ DEALER_WEBHOOK_URL: 'http://crm.example.sa/hook', DEALER_WEBHOOK_SECRET: secret })).toMatch(
      /DEALER_WEBHOOK_URL: must be https in production/,
    )
    expect(env({ DEALER_WEBHOOK_URL: 'http://127.0.0.1:9000/hook', DEALER_WEBHOOK_SECRET: secret }).DEALER_WEBHOOK_URL).toBe(
      'http://127.0.0.1:9000/hook',
    )
    expect(
      parseEnv({ NODE_ENV: 'development', DEALER_WEBHOOK_URL: 'http://crm.lan/hook', DEALER_WEBHOOK_SECRET: secret }).DEALER_WEBHOOK_URL,
    ).toBe('http://crm.lan/hook')
    expect(refusal({ DEALER_WEBHOOK_URL: 'ftp://crm.example.sa/hook', DEALER_WEBHOOK_SECRET: secret })).toMatch(/DEALER_WEBHOOK_URL/)
  })

  it('refuses SMTP without a URL or a sender, and URLs of other schemes', () => {
    expect(refusal({ MAIL_TRANSPORT: 'smtp', MAIL_FROM: 'no-reply@example.sa' })).toMatch(/SMTP_URL: required when MAIL_TRANSPORT=smtp/)
    expect(refusal({ SMTP_URL: 'smtp://mail.example.sa:587' })).toMatch(/MAIL_FROM: required when mail is sent over SMTP/)
    expect(refusal({ SMTP_URL: 'https://mail.example.sa', MAIL_FROM: 'no-reply@example.sa' })).toMatch(/SMTP_URL/)
    expect(refusal({ MAIL_TRANSPORT: 'sendmail' })).toMatch(/MAIL_TRANSPORT/)
  })

  it('checks the sender and the dealer addresses', () => {
    expect(env({ MAIL_FROM: 'Murooj Motors <no-reply@murooj.example.sa>' }).MAIL_FROM).toBe('Murooj Motors <no-reply@murooj.example.sa>')
    expect(refusal({ MAIL_FROM: 'Murooj Motors' })).toMatch(/MAIL_FROM: expected an address/)
    expect(refusal({ DEALER_NOTIFY_EMAIL: 'sales@murooj.example.sa, not-an-address' })).toMatch(/DEALER_NOTIFY_EMAIL/)
  })

  it('reports every notification mistake at once', () => {
    const message = refusal({ DEALER_WEBHOOK_URL: 'https://crm.example.sa/hook', MAIL_TRANSPORT: 'smtp' })
    expect(message).toMatch(/DEALER_WEBHOOK_SECRET/)
    expect(message).toMatch(/SMTP_URL/)
    expect(message).toMatch(/MAIL_FROM/)
  })
})
