import { afterEach, describe, expect, it } from 'vitest'
import { parseEnv } from '../../../app.config.ts'
import { describeGatewayFailures, startFakeGateway, type FakeGateway } from './fake-gateway.ts'
import { createSmsGateway } from './get-sms-gateway.server.ts'
import type { SmsMessage } from './sms-gateway.server.ts'

const appSid = 'uApp-SID-9f8e7d6c5b4a'
const message: SmsMessage = { to: '+966512345678', text: 'رمز التحقق 482913 لطلبك لدى مروج', reference: 'MRJ-7K2Q9' }

function gateway(baseUrl: string, timeoutMs = 5_000, senderId: string | null = 'MUROOJ') {
  const env = parseEnv({
    NODE_ENV: 'test',
    SMS_PROVIDER: 'unifonic',
    SMS_TIMEOUT_MS: String(timeoutMs),
    UNIFONIC_APP_SID: appSid,
    UNIFONIC_SENDER_ID: senderId ?? undefined,
    UNIFONIC_BASE_URL: baseUrl,
  })
  return createSmsGateway(env)
}

const success = {
  success: true,
  message: '',
  errorCode: 'ER-00',
  data: {
    MessageID: 3000123456,
    CorrelationID: 'MRJ-7K2Q9',
    Status: 'Sent',
    NumberOfUnits: 1,
    Cost: 0.05,
    Balance: '1234.50',
    Recipient: 966512345678,
    TimeCreated: '2026-11-23 19:20:01',
    CurrencyCode: 'SAR',
  },
}

describe('Unifonic gateway', () => {
  let fake: FakeGateway | undefined
  afterEach(async () => {
    await fake?.close()
    fake = undefined
  })

  it('posts the documented form (AppSid, SenderID, Recipient without +, Body in UTF-8) and returns the message id', async () => {
    fake = await startFakeGateway(() => ({ status: 200, json: success }))
    const sent = await gateway(fake.baseUrl).send(message)

    expect(sent).toEqual({ provider: 'unifonic', messageId: '3000123456' })
    expect(fake.requests).toHaveLength(1)
    const [request] = fake.requests
    expect(request?.method).toBe('POST')
    expect(request?.url).toBe('/rest/SMS/messages')
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded')
    expect(request?.headers.accept).toBe('application/json')
    expect(request?.headers.authorization).toBeUndefined()
    const form = new URLSearchParams(request?.body)
    expect(Object.fromEntries(form)).toEqual({
      AppSid: appSid,
      SenderID: 'MUROOJ',
      Recipient: '966512345678',
      Body: message.text,
      responseType: 'JSON',
      CorrelationID: 'MRJ-7K2Q9',
    })
    // Arabic travels as percent-encoded UTF-8 bytes, not as `?` or another encoding.
    expect(request?.body).toContain(new URLSearchParams({ Body: 'رمز' }).toString().slice('Body='.length))
    expect(request?.body).toContain('%D8%B1%D9%85%D8%B2')
  })

  it('leaves SenderID and CorrelationID out when there are none, and takes a base URL with a trailing slash', async () => {
    fake = await startFakeGateway(() => ({ status: 200, json: { ...success, data: { ...success.data, MessageID: '41' } } }))
    const sent = await gateway(`${fake.baseUrl}/`, 5_000, null).send({ to: message.to, text: 'Your code 482913' })
    expect(sent.messageId).toBe('41')
    expect(fake.requests[0]?.url).toBe('/rest/SMS/messages')
    const form = new URLSearchParams(fake.requests[0]?.body)
    expect([...form.keys()].sort()).toEqual(['AppSid', 'Body', 'Recipient', 'responseType'])
  })

  it('accepts the older answer with "success": "true"', async () => {
    fake = await startFakeGateway(() => ({ status: 200, json: { ...success, success: 'true' } }))
    await expect(gateway(fake.baseUrl).send(message)).resolves.toMatchObject({ messageId: '3000123456' })
  })

  describeGatewayFailures({
    send: (baseUrl, timeoutMs, override) => gateway(baseUrl, timeoutMs).send(override ?? message),
    secrets: ['512345678', '482913', 'رمز التحقق', appSid],
    cases: [
      {
        name: 'insufficient balance, answered 200 with success false: not retryable, the gateway code kept',
        answer: { status: 200, json: { success: false, message: 'No rate found or insufficient funds', errorCode: 'ER-01', data: null } },
        reason: 'ER-01',
        retryable: false,
        status: 200,
      },
      {
        name: 'an invalid destination answered 200: not retryable',
        answer: {
          status: 200,
          json: { success: false, message: 'Invalid destination number 966512345678', errorCode: 'ER-02', data: null },
        },
        reason: 'ER-02',
        retryable: false,
      },
      {
        name: 'authentication failed (401): not retryable',
        answer: { status: 401, json: { success: false, message: 'Authentication failed', errorCode: 'ER-401' } },
        reason: 'ER-401',
        retryable: false,
        status: 401,
      },
      {
        name: 'a refused sender (480) without a code: not retryable, named by status',
        answer: { status: 480, text: 'This user cannot use specified SenderID', contentType: 'text/plain' },
        reason: 'http_480',
        retryable: false,
        status: 480,
      },
      {
        name: 'too many requests (429): retryable',
        answer: { status: 429, json: { success: false, message: 'Too many requests generated by this user' } },
        reason: 'http_429',
        retryable: true,
      },
      {
        name: 'gateway down (503, an HTML page): retryable',
        answer: { status: 503, text: '<html><body>Service Unavailable</body></html>', contentType: 'text/html' },
        reason: 'http_503',
        retryable: true,
        status: 503,
      },
      {
        name: 'an answer that is not the documented JSON: not retryable (it may have been sent)',
        answer: { status: 200, text: 'OK', contentType: 'text/plain' },
        reason: 'unexpected_answer',
        retryable: false,
      },
      {
        name: 'a redirect is not followed: not retryable',
        answer: { status: 302, text: '', contentType: 'text/plain' },
        reason: 'http_302',
        retryable: false,
      },
    ],
  })
})
