import { describe, expect, it } from 'vitest'
import { apiMessages } from '../../lib/api-error'
import { getI18nFor } from '../../lib/i18n/server-i18n'
import {
  apiBadPath,
  apiPayloadTooLarge,
  apiUnavailable,
  pageMethodNotAllowed,
  refusalTexts,
  serviceUnavailable,
  withRetryAfter,
} from './refusals'

describe('the server’s own refusals', () => {
  it('say what the dealer API says, in the catalogue’s own words', async () => {
    const [ar, en] = await Promise.all([getI18nFor('ar'), getI18nFor('en')])
    for (const key of ['badRequest', 'unavailable', 'payloadTooLarge'] as const) {
      expect(refusalTexts[key]).toEqual({ ar: ar._(apiMessages[key]), en: en._(apiMessages[key]) })
    }
  })

  it('answer an overloaded page with 503, Retry-After and both languages', async () => {
    const response = serviceUnavailable(new Request('http://localhost/en'), 7)
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('7')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.has('connection')).toBe(false)
    expect(await response.text()).toBe(`${refusalTexts.unavailable.ar}\n${refusalTexts.unavailable.en}\n`)
  })

  it('answer the dealer API in its error shape and the request’s language', async () => {
    const english = apiUnavailable(new Request('http://localhost/api/cars', { headers: { 'Content-Language': 'en' } }), 5)
    expect(english.status).toBe(503)
    expect(english.headers.get('retry-after')).toBe('5')
    expect(english.headers.get('content-language')).toBe('en')
    expect(await english.json()).toEqual({ error: { code: 'unavailable', message: refusalTexts.unavailable.en } })

    const arabic = apiPayloadTooLarge(new Request('http://localhost/api/orders', { method: 'POST', body: 'x' }))
    expect(arabic.status).toBe(413)
    expect(arabic.headers.get('connection')).toBe('close')
    expect(await arabic.json()).toEqual({ error: { code: 'payload_too_large', message: refusalTexts.payloadTooLarge.ar } })
  })

  it('refuse a path that leads out of the dealer API with its 400, unread', async () => {
    const english = apiBadPath(new Request('http://localhost/api/..%2Fen', { headers: { 'Content-Language': 'en' } }))
    expect(english.status).toBe(400)
    expect(english.headers.get('content-type')).toContain('application/json')
    expect(english.headers.get('cache-control')).toBe('no-store')
    expect(english.headers.has('connection')).toBe(false)
    expect(await english.json()).toEqual({ error: { code: 'bad_request', message: refusalTexts.badRequest.en } })
    const withBody = apiBadPath(
      new Request('http://localhost/api/..%2Fen', { method: 'POST', body: 'x', headers: { 'Content-Length': '1' } }),
    )
    expect(withBody.headers.get('connection')).toBe('close')
    expect(await withBody.json()).toEqual({ error: { code: 'bad_request', message: refusalTexts.badRequest.ar } })
  })

  it('close the connection when refusing a page request that announced a body', () => {
    const withBody = pageMethodNotAllowed(new Request('http://localhost/en', { method: 'POST', headers: { 'Content-Length': '5242880' } }))
    expect(withBody.status).toBe(405)
    expect(withBody.headers.get('allow')).toBe('GET, HEAD')
    expect(withBody.headers.get('connection')).toBe('close')
    const withoutBody = pageMethodNotAllowed(new Request('http://localhost/en', { method: 'DELETE', headers: { 'Content-Length': '0' } }))
    expect(withoutBody.headers.has('connection')).toBe(false)
  })

  it('add Retry-After to a 503 that lacks one, and leave other answers alone', () => {
    const page = withRetryAfter(new Response('<html>', { status: 503, headers: { 'Content-Type': 'text/html' } }), 5)
    expect(page.headers.get('retry-after')).toBe('5')
    expect(page.headers.get('content-type')).toBe('text/html')
    expect(withRetryAfter(new Response(null, { status: 503, headers: { 'Retry-After': '9' } }), 5).headers.get('retry-after')).toBe('9')
    expect(withRetryAfter(new Response(null, { status: 500 }), 5).headers.has('retry-after')).toBe(false)
  })
})
