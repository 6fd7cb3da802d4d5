import { createServer } from 'node:net'
import { describe, expect, it } from 'vitest'
import { apiErrorSchema } from '../contract/api-error'
import { internalText } from '../../tests/hostile-input'
import { forwardToDealerApi } from './serve-api'

/** A loopback port nothing listens on: taken, then given back. */
async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

describe('a render thread passing an API request on', () => {
  it('answers the API’s own 503 with Retry-After when the API does not answer, never the framework’s error text', async () => {
    const port = await closedPort()
    const answer = await forwardToDealerApi(
      new Request('http://shop.test/api/contact-messages', { method: 'POST', body: '{}', headers: { 'Accept-Language': 'ar' } }),
      `http://127.0.0.1:${port}`,
      '203.0.113.9',
      undefined,
    )
    expect(answer.status).toBe(503)
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0)
    const text = await answer.text()
    expect(text).not.toMatch(internalText)
    expect(apiErrorSchema.parse(JSON.parse(text)).error.code).toBe('unavailable')
  })
})
