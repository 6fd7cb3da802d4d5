import { createHmac, timingSafeEqual } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { OutboxDeliveryError, type OutboxDelivery } from './delivery'
import { individualFinanceOrder } from './test-messages'
import { postWebhook, webhookSignature } from './webhook.server'

const secret = 'b4c1f0e2d9a8776655443322110ffeeddccbbaa99887766554433221100aabb'

type Received = { method: string; headers: IncomingMessage['headers']; body: string; signatureValid: boolean }
type Behaviour = (request: IncomingMessage, response: ServerResponse) => void

/** The dealer's side, as its developers would write it: verify the signature over the raw body. */
function verify(rawBody: string, header: string | undefined): boolean {
  const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`)
  const given = Buffer.from(header ?? '')
  return given.length === expected.length && timingSafeEqual(given, expected)
}

let server: Server
let url: string
let received: Received[] = []
let behaviour: Behaviour = (_request, response) => response.writeHead(204).end()

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      const signature = request.headers['x-dealer-signature']
      received.push({
        method: request.method ?? '',
        headers: request.headers,
        body,
        signatureValid: verify(body, signature as string | undefined),
      })
      behaviour(request, response)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/orders?token=abc`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

beforeEach(() => {
  received = []
  behaviour = (_request, response) => response.writeHead(204).end()
})

const delivery: OutboxDelivery = {
  id: '0f7d3c9e-5b1a-4e62-9a51-2c8e4b7d6a10',
  kind: 'order.verified',
  channel: 'webhook',
  payload: individualFinanceOrder(),
  createdAt: new Date('2026-11-21T09:02:00.500Z'),
  attempts: 1,
}

const settings = () => ({ url, secret, timeoutMs: 2_000 })

describe('the dealer webhook', () => {
  it('POSTs the event as JSON, signed with HMAC-SHA256 of the raw body, with its kind and delivery id', async () => {
    await postWebhook(settings(), delivery)
    expect(received).toHaveLength(1)
    const [request] = received as [Received]
    expect(request.method).toBe('POST')
    expect(request.signatureValid).toBe(true)
    expect(request.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(request.headers['x-dealer-event']).toBe('order.verified')
    expect(request.headers['x-dealer-delivery']).toBe(delivery.id)
    expect(JSON.parse(request.body)).toEqual({
      id: delivery.id,
      event: 'order.verified',
      createdAt: '2026-11-21T09:02:00.500Z',
      data: individualFinanceOrder(),
    })
  })

  it('signs so that a receiver with another secret, or a changed body, fails verification', () => {
    const body = JSON.stringify({ id: 'x', event: 'order.verified', data: { reference: 'K7M2Q-9XH4D' } })
    const signature = webhookSignature(body, secret)
    expect(signature).toMatch(/^sha256=[0-9a-f]{64}$/)
    expect(verify(body, signature)).toBe(true)
    expect(verify(body.replace('K7M2Q', 'K7M2R'), signature)).toBe(false)
    expect(verify(body, webhookSignature(body, `${secret}x`))).toBe(false)
  })

  it('sends the same delivery id and signature on a retry of the same message', async () => {
    await postWebhook(settings(), delivery)
    await postWebhook(settings(), { ...delivery, attempts: 2 })
    const [first, second] = received as [Received, Received]
    expect(second.headers['x-dealer-delivery']).toBe(first.headers['x-dealer-delivery'])
    expect(second.headers['x-dealer-signature']).toBe(first.headers['x-dealer-signature'])
    expect(second.body).toBe(first.body)
  })

  it('counts any 2xx as delivered', async () => {
    behaviour = (_request, response) => response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}')
    await expect(postWebhook(settings(), delivery)).resolves.toBeUndefined()
    behaviour = (_request, response) => response.writeHead(202).end()
    await expect(postWebhook(settings(), delivery)).resolves.toBeUndefined()
  })

  it('fails on any other status, saying only the status, never the answer or the URL', async () => {
    behaviour = (_request, response) => response.writeHead(500).end('customer fahad.buyer@example.sa could not be saved')
    const failure = await postWebhook(settings(), delivery).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(OutboxDeliveryError)
    expect((failure as Error).message).toBe('webhook answered HTTP 500')
  })

  it('does not follow a redirect', async () => {
    let redirected = 0
    behaviour = (request, response) => {
      if (request.url?.startsWith('/elsewhere')) {
        redirected++
        response.writeHead(204).end()
      } else {
        response.writeHead(307, { Location: '/elsewhere' }).end()
      }
    }
    await expect(postWebhook(settings(), delivery)).rejects.toThrow('webhook answered HTTP 307')
    expect(redirected).toBe(0)
  })

  it('gives up on a receiver that does not answer within the timeout', async () => {
    behaviour = () => {}
    const started = performance.now()
    await expect(postWebhook({ ...settings(), timeoutMs: 300 }, delivery)).rejects.toThrow('webhook did not answer within 300 ms')
    expect(performance.now() - started).toBeLessThan(2_000)
  })

  it('reports an unreachable receiver by its error code', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise((resolve) => closed.close(resolve))
    await expect(postWebhook({ ...settings(), url: `http://127.0.0.1:${port}/` }, delivery)).rejects.toThrow(
      'webhook could not be reached (ECONNREFUSED)',
    )
  })
})
