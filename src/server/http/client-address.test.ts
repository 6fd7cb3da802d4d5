import { describe, expect, it } from 'vitest'
import { clientAddressHeader, clientAddressOf, internalClientAddress, internalTokenHeader } from './client-address'

const request = (headers: Record<string, string>) => new Request('http://localhost/api/orders', { headers })

describe('the visitor’s address for limits', () => {
  it('is the connection’s address, whatever X-Forwarded-For a visitor writes, unless the proxy is trusted', () => {
    expect(clientAddressOf(request({ 'X-Forwarded-For': '1.2.3.4' }), '203.0.113.9', false)).toBe('203.0.113.9')
    expect(clientAddressOf(request({}), '::FFFF:203.0.113.9', false)).toBe('::ffff:203.0.113.9')
    expect(clientAddressOf(request({}), undefined, false)).toBe('unknown')
  })

  it('behind a trusted proxy is the last X-Forwarded-For entry, the one the proxy wrote', () => {
    expect(clientAddressOf(request({ 'X-Forwarded-For': '1.2.3.4, 198.51.100.7' }), '127.0.0.1', true)).toBe('198.51.100.7')
    expect(clientAddressOf(request({ 'X-Forwarded-For': 'not an address' }), '127.0.0.1', true)).toBe('127.0.0.1')
  })

  it('is taken from a render thread’s header only with this server’s token', () => {
    const token = 'a-token-only-this-server-knows-123456'
    const forwarded = (given: string) => request({ [internalTokenHeader]: given, [clientAddressHeader]: '198.51.100.7' })
    expect(internalClientAddress(forwarded(token), token)).toBe('198.51.100.7')
    expect(internalClientAddress(forwarded('guessed-token-of-the-same-length-xx'), token)).toBeNull()
    expect(internalClientAddress(forwarded(token), undefined)).toBeNull()
    expect(internalClientAddress(request({ [clientAddressHeader]: '198.51.100.7' }), token)).toBeNull()
  })
})
