import { afterEach, describe, expect, it } from 'vitest'
import { parseEnv } from '../../../app.config.ts'
import { describeGatewayFailures, startFakeGateway, type FakeGateway } from './fake-gateway.ts'
import { createSmsGateway } from './get-sms-gateway.server.ts'
import type { SmsMessage } from './sms-gateway.server.ts'

const apiKey = 'msg-api-key-0a1b2c3d4e5f60718293'
const message: SmsMessage = { to: '+966512345678', text: 'رمز التحقق 482913 لطلبك لدى مروج', reference: 'MRJ-7K2Q9' }

function gateway(baseUrl: string, timeoutMs = 5_000) {
  const env = parseEnv({
    NODE_ENV: 'test',
    SMS_PROVIDER: 'msegat',
    SMS_TIMEOUT_MS: String(timeoutMs),
    MSEGAT_USERNAME: 'murooj-motors',
    MSEGAT_API_KEY: apiKey,
    MSEGAT_SENDER: 'MUROOJ',
    MSEGAT_BASE_URL: baseUrl,
  })
  return createSmsGateway(env)
}

describe('Msegat gateway', () => {
  let fake: FakeGateway | undefined
  afterEach(async () => {
    await fake?.close()
    fake = undefined
  })

  it('posts the documented JSON (credentials in the body, numbers without +, UTF8) and takes code "1" as sent', async () => {
    fake = await startFakeGateway(() => ({ status: 200, json: { code: '1', message: 'Success' } }))
    const sent = await gateway(fake.baseUrl).send(message)

    expect(sent).toEqual({ provider: 'msegat', messageId: undefined })
    expect(fake.requests).toHaveLength(1)
    const [request] = fake.requests
    expect(request?.method).toBe('POST')
    expect(request?.url).toBe('/gw/sendsms.php')
    expect(request?.headers['content-type']).toBe('application/json')
    expect(request?.headers.authorization).toBeUndefined()
    expect(JSON.parse(request?.body ?? '')).toStrictEqual({
      userName: 'murooj-motors',
      apiKey,
      numbers: '966512345678',
      userSender: 'MUROOJ',
      msg: message.text,
      msgEncoding: 'UTF8',
    })
    expect(request?.body).toContain('رمز التحقق')
  })

  it.each([
    ['code M0000', { status: 200, json: { code: 'M0000', message: 'Success' } }],
    ['a numeric code 1', { status: 200, json: { code: 1, message: 'Success' } }],
    ['a bare "1" in plain text', { status: 200, text: '1', contentType: 'text/html' }],
  ] as const)('takes %s as sent', async (_name, answer) => {
    fake = await startFakeGateway(() => answer)
    await expect(gateway(fake.baseUrl).send(message)).resolves.toEqual({ provider: 'msegat', messageId: undefined })
  })

  describeGatewayFailures({
    send: (baseUrl, timeoutMs, override) => gateway(baseUrl, timeoutMs).send(override ?? message),
    secrets: ['512345678', '482913', 'رمز التحقق', apiKey],
    cases: [
      {
        name: 'wrong credentials (M0002, answered 200): not retryable, the gateway code kept',
        answer: { status: 200, json: { code: 'M0002', message: 'Invalid login info' } },
        reason: 'M0002',
        retryable: false,
        status: 200,
      },
      {
        name: 'balance too low (1060): not retryable',
        answer: { status: 200, json: { code: '1060', message: 'Balance is not enough' } },
        reason: '1060',
        retryable: false,
      },
      {
        name: 'a wrong number (1120), echoed back: not retryable, the number not kept',
        answer: { status: 200, json: { code: '1120', message: 'Mobile numbers is not correct: 966512345678' } },
        reason: '1120',
        retryable: false,
      },
      {
        name: 'a bare error code in plain text (1110): not retryable',
        answer: { status: 200, text: '1110', contentType: 'text/html' },
        reason: '1110',
        retryable: false,
      },
      {
        name: 'forbidden (403): not retryable',
        answer: { status: 403, text: 'Forbidden', contentType: 'text/plain' },
        reason: 'http_403',
        retryable: false,
        status: 403,
      },
      {
        name: 'gateway down (503): retryable',
        answer: { status: 503, text: '<html>Service Unavailable</html>', contentType: 'text/html' },
        reason: 'http_503',
        retryable: true,
      },
      {
        name: 'an answer without a code: not retryable (it may have been sent)',
        answer: { status: 200, json: { status: 'ok' } },
        reason: 'unexpected_answer',
        retryable: false,
      },
    ],
  })
})
