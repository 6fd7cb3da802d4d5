import { afterEach, describe, expect, it, vi } from 'vitest'
import { checkNavigationUrl, navigateSafely, type UrlVerdict } from './safe-url'

const origin = 'https://cars.example.sa'

type Row = [input: unknown, expected: UrlVerdict]

const refused = (reason: 'dangerous-scheme' | 'not-allowed' | 'invalid'): UrlVerdict => ({ allowed: false, reason })
const external = (href: string): UrlVerdict => ({ allowed: true, kind: 'external', href })
const sameOrigin = (href: string): UrlVerdict => ({ allowed: true, kind: 'same-origin', href })
const scheme = (href: string): UrlVerdict => ({ allowed: true, kind: 'scheme', href })

const hostile: Row[] = [
  ['javascript:alert(1)', refused('dangerous-scheme')],
  ['JavaScript:alert(1)', refused('dangerous-scheme')],
  ['JAVASCRIPT:alert(1)', refused('dangerous-scheme')],
  ['  javascript:alert(1)', refused('dangerous-scheme')],
  ['\u0001\u0002javascript:alert(1)', refused('dangerous-scheme')],
  ['java\tscript:alert(1)', refused('dangerous-scheme')],
  ['java\nscript:alert(1)', refused('dangerous-scheme')],
  ['java\r\nscript:alert(1)', refused('dangerous-scheme')],
  ['java\u0000script:alert(1)', refused('dangerous-scheme')],
  ['\u200bjavascript:alert(1)', refused('dangerous-scheme')],
  ['\ufeffjavascript:alert(1)', refused('dangerous-scheme')],
  ['javascript\u00a0:alert(1)', refused('dangerous-scheme')],
  ['&#106;avascript:alert(1)', refused('dangerous-scheme')],
  ['&#x6A;avascript:alert(1)', refused('dangerous-scheme')],
  ['&#0000106&#0000097vascript:alert(1)', refused('dangerous-scheme')],
  ['javascript&colon;alert(1)', refused('dangerous-scheme')],
  ['java&Tab;script:alert(1)', refused('dangerous-scheme')],
  ['%6A%61%76%61%73%63%72%69%70%74:alert(1)', refused('dangerous-scheme')],
  ['javascript%3Aalert(1)', refused('dangerous-scheme')],
  ['%256A%2561vascript:alert(1)', refused('dangerous-scheme')],
  ['&amp;#106;avascript:alert(1)', refused('dangerous-scheme')],
  ['data:text/html,<script>alert(1)</script>', refused('dangerous-scheme')],
  ['DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==', refused('dangerous-scheme')],
  [' data:image/svg+xml,<svg onload=alert(1)>', refused('dangerous-scheme')],
  ['blob:https://cars.example.sa/6b3c1a', refused('dangerous-scheme')],
  ['vbscript:msgbox(1)', refused('dangerous-scheme')],
  ['VbScRiPt:msgbox(1)', refused('dangerous-scheme')],
  ['https://evil.example/', refused('not-allowed')],
  ['//evil.example/path', refused('not-allowed')],
  ['/\\evil.example', refused('not-allowed')],
  ['\\\\evil.example', refused('not-allowed')],
  ['https://maps.google.com@evil.example/', refused('not-allowed')],
  ['https://user:pass@wa.me/966500000000', refused('not-allowed')],
  ['https://maps.google.com.evil.example/', refused('not-allowed')],
  ['https://evil.example/maps.google.com', refused('not-allowed')],
  ['https://notx.com/user', refused('not-allowed')],
  ['https://www.google.com/search?q=cars', refused('not-allowed')],
  ['https://www.google.com/mapsevil', refused('not-allowed')],
  ['https://sites.google.com/maps', refused('not-allowed')],
  ['https://goo.gl/abc', refused('not-allowed')],
  ['https://wa.me:8443/966500000000', refused('not-allowed')],
  ['https://wа.me/966500000000', refused('not-allowed')],
  ['ftp://files.example/', refused('not-allowed')],
  ['file:///etc/passwd', refused('not-allowed')],
  ['intent://scan/#Intent;scheme=zxing;end', refused('not-allowed')],
  ['whatsapp://send?phone=966500000000', refused('not-allowed')],
  ['sms:+966500000000', refused('not-allowed')],
  ['https://cars.example.sa.evil.example/', refused('not-allowed')],
  ['', refused('invalid')],
  ['   \t ', refused('invalid')],
  ['https://', refused('invalid')],
  ['http://[::1', refused('invalid')],
  [`/${'a'.repeat(3000)}`, refused('invalid')],
  [null, refused('invalid')],
  [42, refused('invalid')],
  [{ href: '/cars' }, refused('invalid')],
]

const benign: Row[] = [
  ['/cars', sameOrigin('/cars')],
  ['/en/market?brand=toyota#results', sameOrigin('/en/market?brand=toyota#results')],
  ['offers/offer', sameOrigin('/offers/offer')],
  ['?page=2', sameOrigin('/?page=2')],
  ['#contact', sameOrigin('/#contact')],
  ['  /about  ', sameOrigin('/about')],
  ['https://cars.example.sa/en/offers', sameOrigin('/en/offers')],
  ['/search?q=javascript:alert(1)', sameOrigin('/search?q=javascript:alert(1)')],
  // A special scheme without slashes is a path on the current origin, as browsers read it.
  ['https:evil.example', sameOrigin('/evil.example')],
  ['https://maps.google.com/?q=21.5,39.2', external('https://maps.google.com/?q=21.5,39.2')],
  ['https://www.google.com/maps/place/Jeddah', external('https://www.google.com/maps/place/Jeddah')],
  ['https://www.google.com/maps?q=21.5,39.2', external('https://www.google.com/maps?q=21.5,39.2')],
  ['https://goo.gl/maps/AbCd123', external('https://goo.gl/maps/AbCd123')],
  ['https://maps.app.goo.gl/AbCd123', external('https://maps.app.goo.gl/AbCd123')],
  [
    'https://wa.me/966500000000?text=%D9%85%D8%B1%D8%AD%D8%A8%D8%A7',
    external('https://wa.me/966500000000?text=%D9%85%D8%B1%D8%AD%D8%A8%D8%A7'),
  ],
  ['https://api.whatsapp.com/send?phone=966500000000', external('https://api.whatsapp.com/send?phone=966500000000')],
  ['https://x.com/intent/post?url=https%3A%2F%2Fcars.example.sa', external('https://x.com/intent/post?url=https%3A%2F%2Fcars.example.sa')],
  ['https://twitter.com/intent/tweet?text=hi', external('https://twitter.com/intent/tweet?text=hi')],
  ['https://www.facebook.com/sharer/sharer.php?u=x', external('https://www.facebook.com/sharer/sharer.php?u=x')],
  ['https://www.linkedin.com/sharing/share-offsite/?url=x', external('https://www.linkedin.com/sharing/share-offsite/?url=x')],
  ['https://t.me/share/url?url=x', external('https://t.me/share/url?url=x')],
  ['https://telegram.me/dealer', external('https://telegram.me/dealer')],
  ['https://www.snapchat.com/add/dealer', external('https://www.snapchat.com/add/dealer')],
  ['https://instagram.com/dealer', external('https://instagram.com/dealer')],
  ['https://www.tiktok.com/@dealer', external('https://www.tiktok.com/@dealer')],
  ['https://m.youtube.com/@dealer', external('https://m.youtube.com/@dealer')],
  ['http://www.instagram.com/dealer', external('https://www.instagram.com/dealer')],
  ['HTTPS://WA.ME/966500000000', external('https://wa.me/966500000000')],
  ['https://wa.me:443/966500000000', external('https://wa.me/966500000000')],
  ['tel:+966920000000', scheme('tel:+966920000000')],
  ['TEL:920000000', scheme('tel:920000000')],
  ['mailto:info@murooj-motors.example?subject=Order', scheme('mailto:info@murooj-motors.example?subject=Order')],
]

describe('checkNavigationUrl', () => {
  it.each(hostile)('refuses %j', (input, expected) => {
    expect(checkNavigationUrl(input, { origin })).toEqual(expected)
  })

  it.each(benign)('allows %j', (input, expected) => {
    expect(checkNavigationUrl(input, { origin })).toEqual(expected)
  })

  it('without the site origin, treats only relative addresses as same-origin', () => {
    expect(checkNavigationUrl('/cars')).toEqual(sameOrigin('/cars'))
    expect(checkNavigationUrl('https://cars.example.sa/cars')).toEqual(refused('not-allowed'))
  })

  it('follows the policy it is given, not only the configured one', () => {
    const policy = { schemes: [], hosts: [{ host: 'partner.example', pathPrefix: '/finance' }] }
    expect(checkNavigationUrl('https://partner.example/finance/apply', { origin, policy })).toEqual(
      external('https://partner.example/finance/apply'),
    )
    expect(checkNavigationUrl('https://partner.example/other', { origin, policy })).toEqual(refused('not-allowed'))
    expect(checkNavigationUrl('tel:920000000', { origin, policy })).toEqual(refused('not-allowed'))
    expect(checkNavigationUrl('javascript:alert(1)', { origin, policy: { schemes: ['javascript:'], hosts: [] } })).toEqual(
      refused('dangerous-scheme'),
    )
  })
})

describe('entity and percent encodings that hide a refused scheme', () => {
  it.each([
    // A capital X is as valid a hex marker in HTML as a small one.
    '&#X6A;avascript:alert(1)',
    '&#X6a;&#X61;vascript:alert(1)',
    // `&percnt;` decodes to `%`, which a second decoding turns into the letter.
    '&percnt;6Aavascript:alert(1)',
    // `&num;` decodes to `#`, so `&amp;&num;x6A;` becomes `&#x6A;`, then `j`.
    '&amp;&num;x6A;avascript:alert(1)',
    '&amp;&num;106;avascript:alert(1)',
    // A stray `%` makes the whole address undecodable as a URI; the valid pairs still count.
    '%6Aavascript:alert(1)%',
  ])('refuses %j', (input) => {
    expect(checkNavigationUrl(input, { origin })).toEqual(refused('dangerous-scheme'))
  })

  it('does not throw on a numeric reference past the last Unicode code point, and refuses nothing for it alone', () => {
    expect(checkNavigationUrl('/cars?note=&#1114112;', { origin })).toEqual(sameOrigin('/cars?note=&#1114112;'))
    expect(checkNavigationUrl('&#x110000;', { origin })).toEqual(sameOrigin('/&#x110000;'))
  })

  it('decodes the largest code point and zero without refusing ordinary addresses', () => {
    expect(checkNavigationUrl('/a&#x10FFFF;b', { origin })).toMatchObject({ allowed: true, kind: 'same-origin' })
    expect(checkNavigationUrl('&#0;javascript:alert(1)', { origin })).toEqual(refused('dangerous-scheme'))
  })
})

describe('look-alike addresses with credentials', () => {
  it.each([
    'https://maps.google.com@wa.me/966500000000',
    'https://user@wa.me/966500000000',
    'https://:secret@wa.me/966500000000',
    'https://visitor@cars.example.sa/en/offers',
    'https://:secret@cars.example.sa/en/offers',
  ])('refuses %j, whatever host comes after the @', (input) => {
    expect(checkNavigationUrl(input, { origin })).toEqual(refused('not-allowed'))
  })
})

describe('how far the guard reads an address', () => {
  it('unwraps up to three layers of percent-encoding; a fourth stays a harmless path, as a browser decodes once', () => {
    expect(checkNavigationUrl('%25256Aavascript:alert(1)', { origin })).toEqual(refused('dangerous-scheme'))
    expect(checkNavigationUrl('%2525256Aavascript:alert(1)', { origin })).toEqual(sameOrigin('/%2525256Aavascript:alert(1)'))
  })

  it('takes addresses up to 2,048 characters', () => {
    const longest = `/${'a'.repeat(2047)}`
    expect(checkNavigationUrl(longest, { origin })).toEqual(sameOrigin(longest))
    expect(checkNavigationUrl(`${longest}a`, { origin })).toEqual(refused('invalid'))
  })

  it('trims spaces and controls only at the ends, and drops tabs and newlines inside as a browser does', () => {
    expect(checkNavigationUrl(' /search?q=land cruiser\n', { origin })).toEqual(sameOrigin('/search?q=land%20cruiser'))
    expect(checkNavigationUrl('/ca\trs\n/1', { origin })).toEqual(sameOrigin('/cars/1'))
  })
})

describe('the remembered verdicts', () => {
  it('are kept per site origin: an address to the site is same-origin only on that site', () => {
    const address = 'https://cars.example.sa/en/offers'
    expect(checkNavigationUrl(address, { origin })).toEqual(sameOrigin('/en/offers'))
    expect(checkNavigationUrl(address, { origin: 'https://other.example' })).toEqual(refused('not-allowed'))
    expect(checkNavigationUrl(address)).toEqual(refused('not-allowed'))
    expect(checkNavigationUrl(address, { origin })).toEqual(sameOrigin('/en/offers'))
  })

  it('never answer for another policy than the configured one', () => {
    const address = 'https://partner.example/finance'
    expect(checkNavigationUrl(address, { origin })).toEqual(refused('not-allowed'))
    const policy = { schemes: [], hosts: [{ host: 'partner.example' }] }
    expect(checkNavigationUrl(address, { origin, policy })).toEqual(external('https://partner.example/finance'))
    expect(checkNavigationUrl('https://wa.me/1', { origin })).toEqual(external('https://wa.me/1'))
    expect(checkNavigationUrl('https://wa.me/1', { origin, policy })).toEqual(refused('not-allowed'))
  })

  it('stay correct after more than a thousand different addresses', () => {
    for (let index = 0; index < 1100; index++) checkNavigationUrl(`/cars/${index}`, { origin })
    expect(checkNavigationUrl('/cars/0', { origin })).toEqual(sameOrigin('/cars/0'))
    expect(checkNavigationUrl('javascript:alert(1)', { origin })).toEqual(refused('dangerous-scheme'))
  })

  it('answer a repeated address from memory, with other addresses checked in between', () => {
    const first = checkNavigationUrl('/cars/remembered', { origin })
    checkNavigationUrl('/cars/in-between', { origin })
    expect(checkNavigationUrl('/cars/remembered', { origin })).toBe(first)
  })

  it('forget the oldest address once a thousand newer ones are remembered', () => {
    const oldest = checkNavigationUrl('/cars/forgotten', { origin })
    for (let index = 0; index < 1000; index++) checkNavigationUrl(`/cars/newer-${index}`, { origin })
    const again = checkNavigationUrl('/cars/forgotten', { origin })
    expect(again).not.toBe(oldest)
    expect(again).toEqual(oldest)
  })

  it('are frozen, so no caller can change the verdict the next one gets', () => {
    const verdict = checkNavigationUrl('/cars/frozen', { origin })
    expect(Object.isFrozen(verdict)).toBe(true)
  })
})

describe('navigateSafely', () => {
  afterEach(() => vi.unstubAllGlobals())

  function stubWindow() {
    const win = { open: vi.fn(), location: { origin, assign: vi.fn() } }
    vi.stubGlobal('window', win)
    return win
  }

  it('opens allowed external addresses in a new tab with no way back to this page', () => {
    const win = stubWindow()
    expect(navigateSafely('https://wa.me/966500000000')).toBe(true)
    expect(win.open).toHaveBeenCalledWith('https://wa.me/966500000000', '_blank', 'noopener,noreferrer')
    expect(win.location.assign).not.toHaveBeenCalled()
  })

  it('goes to same-origin addresses in place', () => {
    const win = stubWindow()
    expect(navigateSafely('https://cars.example.sa/en/offers')).toBe(true)
    expect(win.location.assign).toHaveBeenCalledWith('/en/offers')
  })

  it('does nothing but warn for refused addresses', () => {
    const win = stubWindow()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect(navigateSafely('java\tscript:alert(1)')).toBe(false)
    expect(navigateSafely('https://evil.example/')).toBe(false)
    expect(win.open).not.toHaveBeenCalled()
    expect(win.location.assign).not.toHaveBeenCalled()
    expect(warn).toHaveBeenCalledTimes(2)
    expect(warn.mock.calls[0]?.[0]).toContain('dangerous-scheme')
    warn.mockRestore()
  })

  it('names a refused address in its warning by its first 200 characters, or by its type when it is not text', () => {
    stubWindow()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect(navigateSafely(42)).toBe(false)
    expect(navigateSafely(`https://evil.example/${'x'.repeat(3000)}`)).toBe(false)
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      'Refused navigation to number (invalid).',
      `Refused navigation to ${JSON.stringify(`https://evil.example/${'x'.repeat(179)}`)} (invalid).`,
    ])
    warn.mockRestore()
  })
})
