/**
 * A local stand-in for an SMS gateway: a real HTTP server on a free loopback port that records
 * every request and answers as the test says (a gateway's success or error body, a status, or no
 * answer at all). Test code only.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { SmsSendError, type SmsMessage } from './sms-gateway.server.ts'

export type RecordedRequest = {
  method: string
  /** Path and query, as the gateway sees them. */
  url: string
  headers: IncomingHttpHeaders
  /** The body decoded as UTF-8. */
  body: string
}

/** What to answer: a status with a JSON value or raw text, or `hang` to never answer. */
export type FakeAnswer = { status: number; json?: unknown; text?: string; contentType?: string } | 'hang'

export type FakeGateway = {
  baseUrl: string
  requests: RecordedRequest[]
  close(): Promise<void>
}

export async function startFakeGateway(answer: (request: RecordedRequest) => FakeAnswer): Promise<FakeGateway> {
  const requests: RecordedRequest[] = []
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const recorded = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      }
      requests.push(recorded)
      const reply = answer(recorded)
      if (reply === 'hang') return
      const body = reply.text ?? (reply.json === undefined ? '' : JSON.stringify(reply.json))
      response.writeHead(reply.status, { 'Content-Type': reply.contentType ?? 'application/json; charset=utf-8' })
      response.end(body)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** The address of a port nothing listens on (a server opened and closed again). */
export async function refusedBaseUrl(): Promise<string> {
  const fake = await startFakeGateway(() => ({ status: 200 }))
  await fake.close()
  return fake.baseUrl
}

/** The SmsSendError a send rejects with; fails the test when it resolves or fails otherwise. */
export async function sendFailure(sending: Promise<unknown>): Promise<SmsSendError> {
  const outcome = await sending.then(
    () => new Error('expected the send to fail, it succeeded'),
    (error: unknown) => error,
  )
  if (outcome instanceof SmsSendError) return outcome
  throw outcome
}

/** Every text an error would put into a log line: message, stack, fields and its causes'. */
export function everythingLoggable(error: unknown, depth = 0): string {
  if (!(error instanceof Error) || depth > 4) return JSON.stringify(error) ?? ''
  return [error.message, error.stack, JSON.stringify({ ...error }), everythingLoggable(error.cause, depth + 1)].join('\n')
}

export type FailureCase = { name: string; answer: FakeAnswer; reason: string | RegExp; retryable: boolean; status?: number }

/**
 * The failure classes every real gateway must sort the same way: the gateway's own refusals (as
 * `cases`), no answer in time, and nobody listening. Each error must say whether a retry could help
 * and carry nothing personal or secret (`secrets`: the recipient, the text, the credentials).
 */
export function describeGatewayFailures(options: {
  send: (baseUrl: string, timeoutMs: number, message?: SmsMessage) => Promise<unknown>
  cases: FailureCase[]
  secrets: string[]
}): void {
  const expectSafe = (error: SmsSendError) => {
    const loggable = everythingLoggable(error)
    for (const secret of options.secrets) expect(loggable).not.toContain(secret)
  }

  describe('failures', () => {
    it.each(options.cases)('$name', async ({ answer, reason, retryable, status }) => {
      const fake = await startFakeGateway(() => answer)
      try {
        const error = await sendFailure(options.send(fake.baseUrl, 5_000))
        expect(error.reason).toMatch(reason)
        expect(error.retryable).toBe(retryable)
        if (status !== undefined) expect(error.status).toBe(status)
        expect(fake.requests).toHaveLength(1)
        expectSafe(error)
      } finally {
        await fake.close()
      }
    })

    it('no answer within the timeout: retryable, and the request is not repeated', async () => {
      const fake = await startFakeGateway(() => 'hang')
      try {
        const started = performance.now()
        const error = await sendFailure(options.send(fake.baseUrl, 200))
        expect(performance.now() - started).toBeLessThan(2_000)
        expect(error).toMatchObject({ reason: 'timeout', retryable: true, status: undefined })
        expect(fake.requests).toHaveLength(1)
        expectSafe(error)
      } finally {
        await fake.close()
      }
    })

    it('connection refused: retryable', async () => {
      const error = await sendFailure(options.send(await refusedBaseUrl(), 5_000))
      expect(error.reason).toBe('network:ECONNREFUSED')
      expect(error.retryable).toBe(true)
      expectSafe(error)
    })

    it.each([
      { to: '0512345678', text: 'x', reason: 'invalid_recipient' },
      { to: '+966 51 234 5678', text: 'x', reason: 'invalid_recipient' },
      { to: '966512345678', text: 'x', reason: 'invalid_recipient' },
      { to: '+966512345678', text: '  ', reason: 'empty_text' },
    ])('$reason ($to) is refused before anything is sent', async ({ to, text, reason }) => {
      const fake = await startFakeGateway(() => ({ status: 500 }))
      try {
        const error = await sendFailure(options.send(fake.baseUrl, 5_000, { to, text }))
        expect(error).toMatchObject({ reason, retryable: false })
        expect(fake.requests).toHaveLength(0)
      } finally {
        await fake.close()
      }
    })
  })
}
