import { describe, expect, it } from 'vitest'
import { parseEnv } from '../../../app.config'
import {
  clientAddressHeader,
  clientAddressOf,
  internalClientAddress,
  internalTokenHeader,
  internalVisitorOrigin,
  limitKeyOfAddress,
  visitorOriginHeader,
} from './client-address'

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

describe('the key a per-client limit counts an address under', () => {
  it('is an IPv4 address itself, and an IPv4-mapped IPv6 address its IPv4 one', () => {
    expect(limitKeyOfAddress('203.0.113.9')).toBe('203.0.113.9')
    expect(limitKeyOfAddress('::ffff:203.0.113.9')).toBe('203.0.113.9')
    expect(limitKeyOfAddress('::ffff:cb00:7109')).toBe('203.0.113.9')
  })

  it('is an IPv6 address’s /64 network, however the address is spelt', () => {
    for (const address of ['2001:db8:5:7::1', '2001:0db8:0005:0007:abcd:ef01:2345:6789', '2001:DB8:5:7:0:0:0:0', '2001:db8:5:7::192.0.2.1'])
      expect(limitKeyOfAddress(address), address).toBe('2001:db8:5:7::/64')
    expect(limitKeyOfAddress('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(limitKeyOfAddress('::2:3:4:5:6:7')).toBe('0:0:2:3::/64')
    expect(limitKeyOfAddress('2001:db8:5:8::1')).not.toBe(limitKeyOfAddress('2001:db8:5:7::1'))
  })

  it('keeps loopback and anything that is not an address as it is', () => {
    expect(limitKeyOfAddress('::1')).toBe('::1')
    expect(limitKeyOfAddress('unknown')).toBe('unknown')
  })
})

describe('the origin of the visitor’s page, for links in mails', () => {
  const token = 'a-token-only-this-server-knows-123456'
  const env = parseEnv({ NODE_ENV: 'production', ALLOWED_HOSTS: 'cars.example.sa' })
  const passedOn = (origin: string, given?: string) =>
    request({ ...(given === undefined ? {} : { [internalTokenHeader]: given }), [visitorOriginHeader]: origin })

  it('is taken from a render thread’s header only with this server’s token', () => {
    expect(internalVisitorOrigin(passedOn('http://localhost:3442', token), token, env)).toBe('http://localhost:3442')
    expect(internalVisitorOrigin(passedOn('https://Cars.Example.SA:443', token), token, env)).toBe('https://cars.example.sa')
    expect(internalVisitorOrigin(passedOn('http://localhost:3442'), token, env)).toBeNull()
    expect(internalVisitorOrigin(passedOn('http://localhost:3442', 'guessed-token-of-the-same-length-xx'), token, env)).toBeNull()
    expect(internalVisitorOrigin(passedOn('http://localhost:3442', token), undefined, env)).toBeNull()
  })

  it('even with the token, is only a bare origin on a host the host policy answers', () => {
    for (const origin of [
      'https://evil.example',
      'https://cars.example.sa.evil.example',
      'https://evil.example@cars.example.sa',
      'https://cars.example.sa/path',
      'https://cars.example.sa?x',
      'javascript://cars.example.sa',
      'cars.example.sa',
      '',
    ]) {
      expect(internalVisitorOrigin(passedOn(origin, token), token, env), origin).toBeNull()
    }
  })
})
