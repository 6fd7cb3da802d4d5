/**
 * The one e-mail rule (issue 32): whatever address the API and the forms take, the mail and every
 * page can carry unchanged. A property test: addresses made of every character that means something
 * to an address parser, a URL or a page, and whichever of them the rule takes must come out of
 * nodemailer, a `mailto:` link, the structured data and the storefront's check of the dealer's
 * answer as the very same address.
 */
import fc from 'fast-check'
import { createTransport } from 'nodemailer'
import addressparser from 'nodemailer/lib/addressparser/index.js'
import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { dealerJsonLd } from '../features/content/dealer-seo'
import { jsonLdScript } from '../lib/json-ld'
import { mailtoHref } from '../lib/mailto'
import { mailMessageSchema } from '../server/mail/mail-message'
import { dealerSettingsSchema, type DealerSettings } from './content'
import { isEmailAddress } from './email-address'
import { emailSchema } from './orders'
import { dealerSettingsEditSchema } from './staff-dealer'

const mailer = createTransport({ streamTransport: true, buffer: true, newline: 'unix' })

/** The address as nodemailer sends it: the envelope's recipient and the `To:` header read back. */
async function asMailed(address: string): Promise<{ envelope: string[]; header: unknown }> {
  const mail = mailMessageSchema.parse({ to: address, subject: 'Test', text: 'Body' })
  const info = (await mailer.sendMail({ from: 'shop@murooj.example.sa', to: mail.to, subject: mail.subject, text: mail.text })) as {
    envelope: { to: string[] }
    message: Buffer
  }
  // A long header is folded onto further lines that start with a space: unfolded before reading.
  const headers = info.message
    .toString('utf8')
    .split('\n\n')[0]!
    .replace(/\n[ \t]+/g, ' ')
  const toHeader = /^To: (.*)$/m.exec(headers)?.[1] ?? ''
  return { envelope: info.envelope.to, header: addressparser(toHeader) }
}

const seller: DealerSettings = {
  name: 'Murooj Motors',
  tagline: 'Cars',
  logoPath: null,
  phone: '9200 00000',
  whatsapp: '050 000 0000',
  email: null,
  address: 'Jeddah',
  workingHours: 'Daily',
  mapUrl: 'https://maps.example.com/murooj',
  socials: [],
  legalName: null,
  crNumber: null,
  vatNumber: null,
  phoneE164: '+966920000000',
  whatsappE164: '+966500000000',
  postalAddress: { street: 'Tahlia Street', district: null, city: 'Jeddah', region: null, postcode: null, country: 'SA' },
}

/** The address as a page carries it: the dealer's answer checked, the mailto link, the JSON-LD. */
function asShown(address: string) {
  const answer = dealerSettingsSchema.safeParse({ ...seller, email: address })
  const href = mailtoHref(address)
  const script = jsonLdScript(dealerJsonLd({ ...seller, email: address }, [], 'https://cars.example.sa', 'https://cars.example.sa/'))
  const data = JSON.parse(script.children) as { email?: string; contactPoint: { email?: string }[] }
  return { answerAccepted: answer.success, href, jsonLd: [data.email, data.contactPoint[0]?.email] }
}

// Everything that means something to an address parser, a URL, HTML or JSON, and plain letters.
const characters = [...'abcxyzABZ0189.-_+@', ..."!#$%&'*/=?^`{|}~", ...'()<>[]:;,"\\ ', '\t', '\n', 'é', 'ع', '\u200f', '\u0000']
const typedAnyhow = fc
  .tuple(
    fc.string({ unit: fc.constantFrom(...characters), minLength: 1, maxLength: 20 }),
    fc.string({ unit: fc.constantFrom(...characters, 'x', 'n', '-'), minLength: 1, maxLength: 20 }),
    fc.constantFrom('sa', 'com', 'example', 'xn--mgberp4a5d4ar', 'c', '1a', 'co-'),
  )
  .map(([local, host, top]) => `${local}@${host}.${top}`)
// fast-check's own RFC 5322 addresses, some of which the rule takes and many it does not.
const candidate = fc.oneof(typedAnyhow, fc.emailAddress())

describe('the one e-mail rule', () => {
  it('takes the addresses people have, `/` and the other RFC 5322 signs included', () => {
    for (const address of [
      'info/sales@dealer.example',
      "o'neil@example.sa",
      'a+b=c@example.com',
      'x!#$%&*?^_`{|}~-@mail.example.sa',
      'sara@murooj.xn--mgberp4a5d4ar',
    ])
      expect(isEmailAddress(address), address).toBe(true)
  })

  it('refuses what nodemailer or a page would read as something else', () => {
    for (const address of ['a(b)@x.co', 'a"b@x.co', 'a,b@x.co', 'a<b>@x.co', 'a;b@x.co', 'a:b@x.co', 'a[b]@x.co', 'a\\b@x.co', 'a b@x.co'])
      expect(isEmailAddress(address), address).toBe(false)
    for (const address of [
      '.a@x.co',
      'a.@x.co',
      'a..b@x.co',
      'a@x_y.co',
      'a@-x.co',
      'a@x.c',
      'a@b@x.co',
      'a@[1.2.3.4]',
      'محمد@مثال.السعودية',
    ])
      expect(isEmailAddress(address), address).toBe(false)
    expect(isEmailAddress(`${'a'.repeat(65)}@example.sa`)).toBe(false)
    expect(isEmailAddress(`${'a'.repeat(64)}@example.sa`)).toBe(true)
  })

  it('is the rule of every form and API schema that takes an address', () => {
    for (const address of ['info/sales@dealer.example', 'a(b)@x.co', 'a"b@x.co']) {
      const accepted = isEmailAddress(address)
      expect(z.safeParse(emailSchema, address).success, address).toBe(accepted)
      expect(z.safeParse(dealerSettingsEditSchema.shape.email, address).success, address).toBe(accepted)
      expect(mailMessageSchema.safeParse({ to: address, subject: 's', text: 't' }).success, address).toBe(accepted)
    }
  })

  it('a value the API takes is mailed and shown as the very same address (property)', async () => {
    let taken = 0
    await fc.assert(
      fc.asyncProperty(candidate, async (typed) => {
        const parsed = z.safeParse(emailSchema, typed)
        if (!parsed.success) return
        taken += 1
        const address = parsed.data
        const mailed = await asMailed(address)
        expect(mailed.envelope).toEqual([address])
        expect(mailed.header).toEqual([{ address, name: '' }])
        const shown = asShown(address)
        expect(shown.answerAccepted).toBe(true)
        expect(shown.href).not.toMatch(/[?#&\s"<>]/)
        expect(decodeURIComponent(shown.href.slice('mailto:'.length))).toBe(address)
        expect(shown.jsonLd).toEqual([address, address])
      }),
      { numRuns: 400 },
    )
    // The property says something only about addresses the rule takes: enough of them were tried.
    expect(taken).toBeGreaterThan(100)
  })
})
