import { describe, expect, it } from 'vitest'
import { InvalidEnvironmentError, parseEnv } from '../../../app.config.ts'
import { createSmsGateway } from './get-sms-gateway.server.ts'

const env = (vars: Record<string, string>) => parseEnv({ NODE_ENV: 'test', ...vars })

function configurationError(vars: Record<string, string>): string {
  try {
    env(vars)
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidEnvironmentError)
    return (error as Error).message
  }
  throw new Error('expected the environment to be refused')
}

describe('SMS settings (app.config.ts)', () => {
  it('defaults to the console provider, which needs nothing', () => {
    const parsed = env({})
    expect(parsed.SMS_PROVIDER).toBe('console')
    expect(parsed.SMS_TIMEOUT_MS).toBe(10_000)
    expect(createSmsGateway(parsed).provider).toBe('console')
  })

  it.each([
    ['unifonic', ['UNIFONIC_APP_SID']],
    ['taqnyat', ['TAQNYAT_TOKEN', 'TAQNYAT_SENDER']],
    ['msegat', ['MSEGAT_USERNAME', 'MSEGAT_API_KEY', 'MSEGAT_SENDER']],
  ])('SMS_PROVIDER=%s without its settings stops with each missing variable named', (provider, names) => {
    const message = configurationError({ SMS_PROVIDER: provider })
    for (const name of names) expect(message).toContain(`${name}: required when SMS_PROVIDER=${provider}`)
  })

  it('counts an empty or blank variable as missing, and reports other invalid variables in the same message', () => {
    const message = configurationError({ SMS_PROVIDER: 'taqnyat', TAQNYAT_TOKEN: '', TAQNYAT_SENDER: '  ', PORT: 'eighty' })
    expect(message).toContain('TAQNYAT_TOKEN: required when SMS_PROVIDER=taqnyat')
    expect(message).toContain('TAQNYAT_SENDER: required when SMS_PROVIDER=taqnyat')
    expect(message).toContain('PORT:')
  })

  it('does not ask for settings of providers that are not chosen', () => {
    expect(() => env({ SMS_PROVIDER: 'msegat', MSEGAT_USERNAME: 'dealer', MSEGAT_API_KEY: 'key', MSEGAT_SENDER: 'MUROOJ' })).not.toThrow()
    expect(() => env({ SMS_PROVIDER: 'unifonic', UNIFONIC_APP_SID: 'sid' })).not.toThrow()
  })

  it('refuses an unknown provider, a base URL that is not http(s) and a timeout out of range', () => {
    expect(configurationError({ SMS_PROVIDER: 'twilio' })).toContain('SMS_PROVIDER')
    expect(configurationError({ SMS_PROVIDER: 'unifonic', UNIFONIC_APP_SID: 'sid', UNIFONIC_BASE_URL: 'ftp://gateway.example' })).toContain(
      'UNIFONIC_BASE_URL',
    )
    expect(configurationError({ SMS_TIMEOUT_MS: '5' })).toContain('SMS_TIMEOUT_MS')
  })

  it('uses each gateway’s public address unless told otherwise', () => {
    const parsed = env({})
    expect(parsed.UNIFONIC_BASE_URL).toBe('https://el.cloud.unifonic.com')
    expect(parsed.TAQNYAT_BASE_URL).toBe('https://api.taqnyat.sa')
    expect(parsed.MSEGAT_BASE_URL).toBe('https://www.msegat.com')
    expect(env({ MSEGAT_BASE_URL: '' }).MSEGAT_BASE_URL).toBe('https://www.msegat.com')
  })
})

describe('createSmsGateway', () => {
  it.each([
    ['unifonic', { UNIFONIC_APP_SID: 'sid' }],
    ['taqnyat', { TAQNYAT_TOKEN: 'token', TAQNYAT_SENDER: 'MUROOJ' }],
    ['msegat', { MSEGAT_USERNAME: 'dealer', MSEGAT_API_KEY: 'key', MSEGAT_SENDER: 'MUROOJ' }],
  ])('makes the %s gateway', (provider, settings) => {
    expect(createSmsGateway(env({ SMS_PROVIDER: provider, ...settings })).provider).toBe(provider)
  })

  it('refuses settings that bypassed validation, naming the variable', () => {
    expect(() => createSmsGateway({ ...env({}), SMS_PROVIDER: 'taqnyat', TAQNYAT_SENDER: 'MUROOJ' })).toThrow(
      'TAQNYAT_TOKEN is required when SMS_PROVIDER=taqnyat',
    )
  })
})
