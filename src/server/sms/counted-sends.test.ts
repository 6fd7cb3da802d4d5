import { afterEach, describe, expect, it } from 'vitest'
import { metricsResponse, resetMetricsForTests } from '../metrics'
import { countedSends } from './get-sms-gateway.server'
import { SmsSendError, type SmsGateway } from './sms-gateway.server'

const token = 'x'.repeat(40)
const scrape = async () =>
  (await metricsResponse(new Request('http://localhost/metrics', { headers: { Authorization: `Bearer ${token}` } }), token)).text()

describe('SMS sends in /metrics (decision 0061)', () => {
  afterEach(() => resetMetricsForTests())

  it('counts each send by gateway and outcome, never the number or the text', async () => {
    let fail = false
    const gateway: SmsGateway = {
      provider: 'taqnyat',
      async send() {
        if (fail) throw new SmsSendError({ provider: 'taqnyat', reason: 'http_503', retryable: true })
        return { provider: 'taqnyat', messageId: 'm-1' } as Awaited<ReturnType<SmsGateway['send']>>
      },
    }
    const counted = countedSends(gateway)
    const message = { to: '+966501234567', text: 'رمز التحقق 482913' }
    await counted.send(message)
    fail = true
    await expect(counted.send(message)).rejects.toBeInstanceOf(SmsSendError)
    const text = await scrape()
    expect(text).toContain('sms_sends_total{gateway="taqnyat",outcome="sent"} 1')
    expect(text).toContain('sms_sends_total{gateway="taqnyat",outcome="failed"} 1')
    expect(text).not.toMatch(/501234567|482913/)
  })
})
