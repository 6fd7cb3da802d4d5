import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { mailtoHref } from './mailto'

/** What a mail program reads from a `mailto:` link: the recipients and any header fields (RFC 6068). */
function readMailto(href: string): { to: string; fields: string[] } {
  const url = new URL(href)
  return { to: decodeURIComponent(url.pathname), fields: [...url.searchParams.keys()] }
}

describe('mailtoHref', () => {
  it('links an ordinary address as it is', () => {
    expect(mailtoHref('huda@example.com')).toBe('mailto:huda@example.com')
    expect(mailtoHref('first.last+cars@mail.example.sa')).toBe('mailto:first.last%2Bcars@mail.example.sa')
  })

  it('never lets an address a visitor typed add recipients, a subject or a body', () => {
    for (const address of [
      'reply@visitor.sa?bcc=attacker%40evil.example&subject=invoice&body=wire%20the%20money',
      'reply?cc=attacker%40evil.example@visitor.sa',
      'a#b@visitor.sa',
      'a&body=x@visitor.sa',
    ]) {
      const read = readMailto(mailtoHref(address))
      expect(read.fields, address).toEqual([])
      expect(read.to, address).toBe(address)
    }
  })
})

it('is how every page links an e-mail address (none writes an address into a mailto: link as it is)', () => {
  const root = join(import.meta.dirname, '..')
  const sources = (readdirSync(root, { recursive: true }) as string[]).filter(
    (file) => /\.tsx?$/.test(file) && !/\.test\./.test(file) && file !== join('lib', 'mailto.ts'),
  )
  const written = sources.filter((file) => /mailto:\$\{/.test(readFileSync(join(root, file), 'utf8')))
  expect(written).toEqual([])
})
