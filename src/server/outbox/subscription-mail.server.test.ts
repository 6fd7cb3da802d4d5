/**
 * The confirmation mail of the mailing list, sent through the one mailer to a real SMTP server:
 * its one-click unsubscribe headers (RFC 8058) and its text and HTML bodies in both languages.
 */
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMailer } from '../mail/mailer.server'
import { subscriptionConfirmPayload } from './kinds'
import { subscriptionConfirmMail } from './subscription-mail.server'

let server: SMTPServer
let port: number
const received: string[] = []

beforeAll(async () => {
  server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        received.push(Buffer.concat(chunks).toString('utf8'))
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.server.address() as AddressInfo).port
})

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

const confirmUrl = 'https://cars.example.sa/en/subscription/confirm?token=c.PxwrepTUTGGKLwteba2KkQ.tfq0zk.Xm3bXyWQhTj3xV0Gx4r1xQ'
const unsubscribeUrl = 'https://cars.example.sa/en/subscription/unsubscribe?token=u.PxwrepTUTGGKLwteba2KkQ.k1n6d5Hk0tF2hFZb0W3bpA'

/** Sends the mail for `locale` and returns the raw message the SMTP server received. */
async function sendConfirmation(locale: 'ar' | 'en'): Promise<string> {
  const before = received.length
  const mailer = createMailer({
    transport: 'smtp',
    url: `smtp://127.0.0.1:${port}`,
    from: 'no-reply@cars.example.sa',
    requireTls: false,
    timeoutMs: 5_000,
  })
  try {
    const payload = subscriptionConfirmPayload.parse({ email: 'huda@example.com', locale, confirmUrl, unsubscribeUrl, linkValidDays: 7 })
    await mailer.send(await subscriptionConfirmMail(payload))
  } finally {
    mailer.close()
  }
  expect(received).toHaveLength(before + 1)
  return received.at(-1) as string
}

function header(raw: string, name: string): string | undefined {
  const head = raw.split(/\r\n\r\n/)[0]?.replace(/\r\n[ \t]+/g, ' ') ?? ''
  return new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]
}

function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([BQ])\?([^?]+)\?=\s*/gi, (_, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  )
}

/** The decoded body of the part whose Content-Type starts with `type`. */
function part(raw: string, type: string): string {
  const boundary = /boundary="?([^";\r\n]+)"?/.exec(raw)?.[1]
  expect(boundary, 'a multipart message').toBeDefined()
  const section = raw.split(`--${boundary}`).find((candidate) => new RegExp(`Content-Type: ${type}`, 'i').test(candidate))
  expect(section, `a ${type} part`).toBeDefined()
  const [head, ...body] = section!.split(/\r\n\r\n/)
  const content = body.join('\r\n\r\n')
  if (/Content-Transfer-Encoding: base64/i.test(head!)) return Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (/Content-Transfer-Encoding: quoted-printable/i.test(head!)) {
    const bytes = content.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    return Buffer.from(bytes, 'latin1').toString('utf8')
  }
  return content
}

describe('the confirmation mail over SMTP', () => {
  it('carries List-Unsubscribe with the unsubscribe page and List-Unsubscribe-Post for a one-click unsubscribe', async () => {
    const raw = await sendConfirmation('en')
    expect(header(raw, 'List-Unsubscribe')).toBe(`<${unsubscribeUrl}>`)
    expect(header(raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
    expect(header(raw, 'To')).toBe('huda@example.com')
    expect(header(raw, 'Content-Type')).toMatch(/^multipart\/alternative/)
  })

  it('is written in English, text and HTML, left to right, with both links', async () => {
    const raw = await sendConfirmation('en')
    expect(decodeWords(header(raw, 'Subject') ?? '')).toBe('Please confirm your subscription to our mailing list')
    const text = part(raw, 'text/plain')
    expect(text).toContain('To confirm your subscription, open this link:')
    expect(text).toContain('The link works for 7 days.')
    expect(text).toContain(confirmUrl)
    expect(text).toContain(unsubscribeUrl)
    const html = part(raw, 'text/html')
    expect(html).toContain('<html lang="en" dir="ltr">')
    expect(html).toContain(`<a href="${confirmUrl}">Confirm my subscription</a>`)
  })

  it('is written in Arabic, text and HTML, right to left, with both links', async () => {
    const raw = await sendConfirmation('ar')
    expect(decodeWords(header(raw, 'Subject') ?? '')).toBe('يُرجى تأكيد اشتراكك في قائمتنا البريدية')
    const text = part(raw, 'text/plain')
    expect(text).toContain('لتأكيد اشتراكك، افتح هذا الرابط:')
    expect(text).toContain('يعمل الرابط مدة 7 أيام.')
    expect(text).toContain(confirmUrl)
    const html = part(raw, 'text/html')
    expect(html).toContain('<html lang="ar" dir="rtl">')
    expect(html).toContain(`<a href="${confirmUrl}">تأكيد اشتراكي</a>`)
    expect(html).toContain(unsubscribeUrl)
  })

  it('escapes what it puts in its HTML', async () => {
    const payload = subscriptionConfirmPayload.parse({
      email: 'huda@example.com',
      locale: 'en',
      confirmUrl: 'https://cars.example.sa/en/subscription/confirm?token=c.a.b.c&x="><script>',
      unsubscribeUrl,
      linkValidDays: 7,
    })
    const mail = await subscriptionConfirmMail(payload)
    expect(mail.html).not.toContain('"><script>')
    expect(mail.html).toContain('&#38;x=&#34;&#62;&#60;script&#62;')
  })
})
