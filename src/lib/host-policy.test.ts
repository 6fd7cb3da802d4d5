import { describe, expect, it } from 'vitest'
import { InvalidEnvironmentError, parseEnv } from '../../app.config'
import { addressedOrigin, decideSite, hostPolicyWarning, parseAuthority, requestProtocol } from './host-policy'

const env = (vars: Record<string, string> = {}) => parseEnv({ NODE_ENV: 'production', ...vars })

/** srvx's own check of a Host before it builds the request URL (node_modules/srvx/dist/_chunks/_trust-proxy.mjs). */
const srvxHostPattern = /^(\[(?:[A-Fa-f0-9:.]+)\]|(?:[A-Za-z0-9_-]+\.)*[A-Za-z0-9_-]+|(?:\d{1,3}\.){3}\d{1,3})(:\d{1,5})?$/

/** A request as the server sees it: the URL's authority comes from Host unless the target was absolute. */
function request(host: string | null, { url, headers = {} }: { url?: string; headers?: Record<string, string> } = {}): Request {
  const all = new Headers(headers)
  if (host !== null) all.set('host', host)
  const urlHost = host && srvxHostPattern.test(host) && URL.canParse(`http://${host}/`) ? host : '_invalid_'
  return new Request(url ?? `http://${urlHost}/en/market`, { headers: all })
}

describe('host policy: which hosts are answered', () => {
  const plain = env()
  const listed = env({ ALLOWED_HOSTS: 'cars.example.sa, .murooj.sa,shop.example:8443,[2001:db8::7]' })

  it.each([
    ['localhost', true],
    ['localhost:3100', true],
    ['LOCALHOST:3100', true],
    ['localhost.', false],
    ['127.0.0.1', true],
    ['127.0.0.1:3000', true],
    ['[::1]', true],
    ['[::1]:3000', true],
    ['evil.example', false],
    ['evil.example:3000', false],
    ['localhost.evil.example', false],
    ['127.0.0.1.evil', false],
    ['evil.localhost', false],
    ['127.0.0.2', false],
    ['0x7f.0.0.1', false],
    ['[::2]', false],
    ['evil.example@localhost', false],
    ['localhost@evil.example', false],
    ['localhost:3000@evil.example', false],
    ['localhost/evil.example', false],
    ['localhost evil.example', false],
    ['localhost:99999', false],
    ['localhost:', false],
    ['', false],
    // Node hands header bytes over as Latin-1.
    [Buffer.from('локалхост').toString('latin1'), false],
  ])('with neither PUBLIC_ORIGIN nor ALLOWED_HOSTS, Host %j is answered: %s', (host, answered) => {
    expect(decideSite(request(host), plain).allowed).toBe(answered)
  })

  it.each([
    ['cars.example.sa', true],
    ['CARS.EXAMPLE.SA:443', true],
    ['cars.example.sa.', false],
    ['murooj.sa', true],
    ['www.murooj.sa', true],
    ['a.b.murooj.sa:8080', true],
    ['shop.example:8443', true],
    ['shop.example', false],
    ['shop.example:443', false],
    ['[2001:db8::7]:3000', true],
    ['www.cars.example.sa', false],
    ['evilmurooj.sa', false],
    ['murooj.sa.evil.example', false],
    ['cars.example.sa.evil', false],
    ['localhost', true],
  ])('with ALLOWED_HOSTS, Host %j is answered: %s', (host, answered) => {
    expect(decideSite(request(host), listed).allowed).toBe(answered)
  })

  it('refuses an empty Host header, or a request target that names another host, or whose target names another host', () => {
    expect(decideSite(request(''), plain).allowed).toBe(false)
    // Absolute-form target: the server takes the target's host for the URL; both must be allowed.
    expect(decideSite(request('localhost:3000', { url: 'http://evil.example/robots.txt' }), plain).allowed).toBe(false)
    expect(decideSite(request('evil.example', { url: 'http://localhost:3000/robots.txt' }), plain).allowed).toBe(false)
    // Without a Host header (HTTP/1.0) only the URL's authority is there to check.
    expect(decideSite(request(null, { url: 'http://127.0.0.1:3000/' }), plain).allowed).toBe(true)
    expect(decideSite(request(null, { url: 'http://evil.example/' }), plain).allowed).toBe(false)
  })

  it("answers PUBLIC_ORIGIN's host on any port, besides loopback and ALLOWED_HOSTS", () => {
    const configured = env({ PUBLIC_ORIGIN: 'https://Cars.Example.SA/', ALLOWED_HOSTS: 'alias.example.sa' })
    expect(decideSite(request('cars.example.sa'), configured).allowed).toBe(true)
    expect(decideSite(request('cars.example.sa:3000'), configured).allowed).toBe(true)
    expect(decideSite(request('alias.example.sa'), configured).allowed).toBe(true)
    expect(decideSite(request('localhost:3000'), configured).allowed).toBe(true)
    expect(decideSite(request('evil.example'), configured).allowed).toBe(false)
    expect(decideSite(request('www.cars.example.sa'), configured).allowed).toBe(false)
  })

  it('answers the name the server is bound to (its render threads call the API by it), not a wildcard address', () => {
    expect(decideSite(request('shop.internal:3000'), env({ HOST: 'shop.internal' })).allowed).toBe(true)
    expect(decideSite(request('[fd00::5]:3000'), env({ HOST: 'fd00::5' })).allowed).toBe(true)
    expect(decideSite(request('0.0.0.0:3000'), env({ HOST: '0.0.0.0' })).allowed).toBe(false)
    expect(decideSite(request('evil.example'), env({ HOST: '0.0.0.0' })).allowed).toBe(false)
  })
})

describe('host policy: forwarded headers', () => {
  const forwarded = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' }

  it('ignores X-Forwarded-Host and -Proto unless TRUST_PROXY=true', () => {
    const site = decideSite(request('localhost:3000', { headers: forwarded }), env())
    expect(site).toEqual({ allowed: true, origin: 'http://localhost:3000', https: false })
  })

  it('under TRUST_PROXY=true checks the forwarded host instead of the upstream Host, and takes its protocol', () => {
    const trusted = env({ TRUST_PROXY: 'true', ALLOWED_HOSTS: 'cars.example.sa' })
    expect(decideSite(request('localhost:3000', { headers: forwarded }), trusted).allowed).toBe(false)
    const proxied = request('app:3000', { headers: { 'x-forwarded-host': 'cars.example.sa', 'x-forwarded-proto': 'https' } })
    expect(decideSite(proxied, trusted)).toEqual({ allowed: true, origin: 'https://cars.example.sa', https: true })
    // The first value is what the proxy nearest the visitor wrote.
    const chained = request('app:3000', {
      headers: { 'x-forwarded-host': 'cars.example.sa, lb.internal', 'x-forwarded-proto': 'https, http' },
    })
    expect(decideSite(chained, trusted)).toEqual({ allowed: true, origin: 'https://cars.example.sa', https: true })
    const userinfo = request('localhost', { headers: { 'x-forwarded-host': 'evil.example@cars.example.sa' } })
    expect(decideSite(userinfo, trusted).allowed).toBe(false)
    // No forwarded host: the request's own host is checked as usual.
    expect(decideSite(request('localhost:3000'), trusted)).toEqual({ allowed: true, origin: 'http://localhost:3000', https: false })
  })

  it('takes the protocol from the URL, or from X-Forwarded-Proto only behind a trusted proxy', () => {
    const proxied = new Request('http://shop.test/', { headers: { 'x-forwarded-proto': 'HTTPS' } })
    expect(requestProtocol(proxied, false)).toBe('http')
    expect(requestProtocol(proxied, true)).toBe('https')
    expect(requestProtocol(new Request('https://shop.test/'), false)).toBe('https')
  })
})

describe('host policy: the origin of absolute links', () => {
  it('is PUBLIC_ORIGIN when set, whichever allowed host was asked', () => {
    const configured = env({ PUBLIC_ORIGIN: 'https://cars.example.sa/' })
    expect(decideSite(request('localhost:3000'), configured)).toEqual({ allowed: true, origin: 'https://cars.example.sa', https: false })
  })

  it('is otherwise the allowed host, normalised', () => {
    const listed = env({ ALLOWED_HOSTS: '.example.sa' })
    expect(decideSite(request('WWW.Example.SA'), listed)).toMatchObject({ origin: 'http://www.example.sa' })
    expect(decideSite(request('localhost:80'), listed)).toMatchObject({ origin: 'http://localhost' })
    expect(decideSite(request('[::1]:3000'), listed)).toMatchObject({ origin: 'http://[::1]:3000' })
  })
})

describe('parseAuthority', () => {
  it('splits a plain host and port, refusing anything else', () => {
    expect(parseAuthority('Shop.Example.SA:0443')).toEqual({ hostname: 'shop.example.sa', port: '443' })
    expect(parseAuthority('[::1]')).toEqual({ hostname: '[::1]', port: '' })
    for (const bad of [
      null,
      undefined,
      '',
      ' ',
      'a..b',
      '.example.sa',
      'example.sa.',
      'a:0',
      'user@host',
      'host/path',
      '::1',
      '[::1',
      'host:port',
    ]) {
      expect(parseAuthority(bad), String(bad)).toBeNull()
    }
  })
})

describe('ALLOWED_HOSTS in the environment', () => {
  it('is parsed into rules, lower-cased, with ports and subdomain dots', () => {
    expect(env({ ALLOWED_HOSTS: ' Cars.Example.SA ,.example.sa:8443,, [::1] ' }).ALLOWED_HOSTS).toEqual([
      { hostname: 'cars.example.sa', port: '', subdomains: false },
      { hostname: 'example.sa', port: '8443', subdomains: true },
      { hostname: '[::1]', port: '', subdomains: false },
    ])
    expect(env().ALLOWED_HOSTS).toEqual([])
  })

  it.each([
    '*',
    '*.example.sa',
    'https://cars.example.sa',
    'cars.example.sa/shop',
    'user@cars.example.sa',
    'cars.example.sa:70000',
    'cars example',
  ])('stops the server on %j with a message naming the variable', (value) => {
    expect(() => env({ ALLOWED_HOSTS: value })).toThrow(InvalidEnvironmentError)
    expect(() => env({ ALLOWED_HOSTS: value })).toThrow(/ALLOWED_HOSTS/)
  })
})

describe('hostPolicyWarning', () => {
  it('warns a production server with neither PUBLIC_ORIGIN nor ALLOWED_HOSTS, naming both', () => {
    const warning = hostPolicyWarning(env())
    expect(warning).toContain('PUBLIC_ORIGIN')
    expect(warning).toContain('ALLOWED_HOSTS')
    expect(warning).toContain('400')
  })

  it('is silent when either is set, and outside production', () => {
    expect(hostPolicyWarning(env({ PUBLIC_ORIGIN: 'https://cars.example.sa' }))).toBeNull()
    expect(hostPolicyWarning(env({ ALLOWED_HOSTS: 'cars.example.sa' }))).toBeNull()
    expect(hostPolicyWarning(parseEnv({ NODE_ENV: 'development' }))).toBeNull()
  })
})

describe('host policy: the origin a browser addressed (same-origin checks)', () => {
  it('is where the page really is, whatever PUBLIC_ORIGIN says, and null for a refused host', () => {
    const configured = env({ PUBLIC_ORIGIN: 'https://cars.example.sa' })
    expect(addressedOrigin(request('localhost:3000', { url: 'http://localhost:3000/_serverFn/x' }), configured)).toBe(
      'http://localhost:3000',
    )
    expect(addressedOrigin(request('evil.example', { url: 'http://evil.example/_serverFn/x' }), configured)).toBeNull()
  })

  it('behind a trusted TLS proxy is the https origin the proxy was asked for, and only then', () => {
    const proxied = request('app.internal:3000', {
      url: 'http://app.internal:3000/_serverFn/x',
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'cars.example.sa' },
    })
    expect(addressedOrigin(proxied, env({ TRUST_PROXY: 'true', ALLOWED_HOSTS: 'cars.example.sa' }))).toBe('https://cars.example.sa')
    expect(addressedOrigin(proxied, env({ ALLOWED_HOSTS: 'cars.example.sa,app.internal' }))).toBe('http://app.internal:3000')
  })
})
