import { describe, expect, it } from 'vitest'
import { cachedCard } from './card-cache.server'
import { cardFileName, type PreviewCard } from './preview-card'

// The cache lives for the whole process and test files share workers: each test's cards are its own.
let serial = 0
const card = (price: string): PreviewCard => ({
  kind: 'car',
  key: `${process.pid}${Date.now()}${(serial += 1)}`,
  locale: 'en',
  siteName: 'Murooj Motors',
  logoPath: '/images/logo.svg',
  eyebrow: 'Toyota · 2026',
  title: 'Toyota Camry',
  lines: ['GLE 2026'],
  price: { amount: price, note: 'VAT included' },
  footnote: null,
  picture: null,
  alt: 'Toyota Camry',
})

/** A render that finishes only when told to, and counts how often it was started. */
function renderer() {
  const pending: Array<{ resolve: (bytes: Buffer) => void; reject: (error: Error) => void }> = []
  let started = 0
  const render = () => {
    started += 1
    return new Promise<Buffer>((resolve, reject) => pending.push({ resolve, reject }))
  }
  return {
    render,
    started: () => started,
    finish: (bytes: Buffer) => pending.shift()!.resolve(bytes),
    fail: (error: Error) => pending.shift()!.reject(error),
  }
}

describe('preview card cache (decision 0059)', () => {
  it('renders a card once for concurrent requests, and all of them get those same bytes', async () => {
    const name = cardFileName(card('SAR 145,000'))
    const { render, started, finish } = renderer()
    const answers = [cachedCard(name, render), cachedCard(name, render), cachedCard(name, render)]
    expect(started()).toBe(1)
    const bytes = Buffer.from('the one render')
    finish(bytes)
    for (const answer of await Promise.all(answers)) expect(answer).toBe(bytes)
    // Asked again later: kept, not drawn again.
    expect(await cachedCard(name, render)).toBe(bytes)
    expect(started()).toBe(1)
  })

  it('renders a changed card again (a new price is a new name), while the old one stays as it was', async () => {
    const before = card('SAR 145,000')
    const after = { ...before, price: { amount: 'SAR 139,000', note: 'VAT included' } }
    expect(cardFileName(after)).not.toBe(cardFileName(before))
    const { render, started, finish } = renderer()

    const old = cachedCard(cardFileName(before), render)
    finish(Buffer.from('145,000'))
    expect((await old).toString()).toBe('145,000')

    const changed = cachedCard(cardFileName(after), render)
    expect(started()).toBe(2)
    finish(Buffer.from('139,000'))
    expect((await changed).toString()).toBe('139,000')
    expect((await cachedCard(cardFileName(before), render)).toString()).toBe('145,000')
    expect(started()).toBe(2)
  })

  it('does not keep a failed render: the next request draws the card again', async () => {
    const name = cardFileName(card('SAR 99,000'))
    const { render, started, finish, fail } = renderer()
    const first = [cachedCard(name, render), cachedCard(name, render)]
    fail(new Error('font missing'))
    for (const answer of first) await expect(answer).rejects.toThrow('font missing')
    const retry = cachedCard(name, render)
    expect(started()).toBe(2)
    finish(Buffer.from('drawn'))
    expect((await retry).toString()).toBe('drawn')
  })
})
