import { afterEach, describe, expect, it } from 'vitest'
import { parseEnv } from '../../../app.config.ts'
import { describeGatewayFailures, startFakeGateway, type FakeGateway } from './fake-gateway.ts'
import { createSmsGateway } from './get-sms-gateway.server.ts'
import type { SmsMessage } from './sms-gateway.server.ts'

const token = 'tq-bearer-1b2c3d4e5f60718293a4b5c6'
const message: SmsMessage = { to: '+966512345678', text: 'رمز التحقق 482913 لطلبك لدى مروج', reference: 'MRJ-7K2Q9' }

function gateway(baseUrl: string, timeoutMs = 5_000) {
  const env = parseEnv({
    NODE_ENV: 'test',
    SMS_PROVIDER: 'taqnyat',
    SMS_TIMEOUT_MS: String(timeoutMs),
    TAQNYAT_TOKEN: token,
    TAQNYAT_SENDER: 'MUROOJ',
    TAQNYAT_BASE_URL: baseUrl,
  })
  return createSmsGateway(env)
}

const created = {
  statusCode: 201,
  messageId: 5452899970,
  cost: '0.0500',
  currency: 'SAR',
  totalCount: 1,
  msgLength: 1,
  accepted: '[966512345678,]',
  rejected: '[]',
}

describe('Taqnyat gateway', () => {
  let fake: FakeGateway | undefined
  afterEach(async () => {
    await fake?.close()
    fake = undefined
  })

  it('posts the documented JSON with the bearer token and the recipient without +, and returns the message id', async () => {
    fake = await startFakeGateway(() => ({ status: 201, json: created }))
    const sent = await gateway(fake.baseUrl).send(message)

    expect(sent).toEqual({ provider: 'taqnyat', messageId: '5452899970' })
    expect(fake.requests).toHaveLength(1)
    const [request] = fake.requests
    expect(request?.method).toBe('POST')
    expect(request?.url).toBe('/v1/messages')
    expect(request?.headers.authorization).toBe(`Bearer ${token}`)
    expect(request?.headers['content-type']).toBe('application/json')
    expect(request?.headers.accept).toBe('application/json')
    // Exactly these fields, the Arabic text byte for byte.
    expect(JSON.parse(request?.body ?? '')).toStrictEqual({ recipients: ['966512345678'], body: message.text, sender: 'MUROOJ' })
    expect(request?.body).toContain('رمز التحقق')
  })

  it('takes a 200 answer with the same body as success too', async () => {
    fake = await startFakeGateway(() => ({ status: 200, json: { ...created, statusCode: 200, messageId: '77' } }))
    await expect(gateway(fake.baseUrl).send(message)).resolves.toEqual({ provider: 'taqnyat', messageId: '77' })
  })

  describeGatewayFailures({
    send: (baseUrl, timeoutMs, override) => gateway(baseUrl, timeoutMs).send(override ?? message),
    secrets: ['512345678', '482913', 'رمز التحقق', token],
    cases: [
      {
        name: 'a wrong token (401): not retryable',
        answer: { status: 401, json: { statusCode: 401, message: 'Unauthorized- your token is wrong or not active' } },
        reason: 'http_401',
        retryable: false,
        status: 401,
      },
      {
        name: 'a sender name that is not registered (400): not retryable',
        answer: { status: 400, json: { statusCode: 400, message: 'The sender name is not active or not found' } },
        reason: 'http_400',
        retryable: false,
      },
      {
        name: 'a refusal in the body of a 200 answer: not retryable',
        answer: { status: 200, json: { statusCode: 403, message: 'Insufficient balance' } },
        reason: 'http_403',
        retryable: false,
      },
      {
        name: 'accepted for sending but this number rejected: not retryable',
        answer: { status: 201, json: { ...created, accepted: '[]', rejected: '[966512345678,]' } },
        reason: 'rejected',
        retryable: false,
        status: 201,
      },
      {
        name: 'too many requests (429): retryable',
        answer: { status: 429, json: { statusCode: 429, message: 'Too Many Requests' } },
        reason: 'http_429',
        retryable: true,
      },
      {
        name: 'gateway error (500): retryable',
        answer: { status: 500, json: { statusCode: 500, message: 'Internal Server Error' } },
        reason: 'http_500',
        retryable: true,
        status: 500,
      },
      {
        name: 'bad gateway (502, an HTML page): retryable',
        answer: { status: 502, text: '<html>Bad Gateway</html>', contentType: 'text/html' },
        reason: 'http_502',
        retryable: true,
      },
      {
        name: 'a 201 that is not JSON: not retryable (it may have been sent)',
        answer: { status: 201, text: 'created', contentType: 'text/plain' },
        reason: 'unexpected_answer',
        retryable: false,
      },
    ],
  })
})
