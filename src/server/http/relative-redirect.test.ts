import { describe, expect, it } from 'vitest'
import { relativeRedirect } from './relative-redirect'

const redirect = (location: string, status = 308) => new Response(null, { status, headers: { Location: location } })
const request = (url: string) => new Request(url)

describe('redirects never carry the Host a request brought', () => {
  it.each([
    ['http://evil.example/x', '/x'],
    ['http://evil.example//x', '/x'],
    ['http://evil.example/en/market?page=2#cars', '/en/market?page=2#cars'],
    ['//evil.example/x', '/evil.example/x'],
    ['/\\evil.example/x', '/evil.example/x'],
    ['//localhost/x', '/localhost/x'],
  ])('Location %s becomes %s', (location, expected) => {
    const answer = relativeRedirect(request('http://evil.example//x'), redirect(location))
    expect(answer.headers.get('location')).toBe(expected)
    expect(answer.status).toBe(308)
  })

  it('leaves a redirect to another origin (the configured public one) and other answers alone', () => {
    const elsewhere = redirect('https://cars.example.sa/en')
    expect(relativeRedirect(request('http://localhost/en'), elsewhere)).toBe(elsewhere)
    const page = new Response('ok', { headers: { Location: 'http://localhost/x' } })
    expect(relativeRedirect(request('http://localhost/'), page)).toBe(page)
    const relative = redirect('/en')
    expect(relativeRedirect(request('http://localhost/'), relative)).toBe(relative)
  })
})
