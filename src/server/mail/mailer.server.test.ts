import type { AddressInfo } from 'node:net'
import { SMTPServer, type SMTPServerAddress } from 'smtp-server'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { parseEnv } from '../../../app.config'
import { log } from '../log'
import { createMailer, mailLinks, mailSettingsFromEnv, MailSendError, type Mailer } from './mailer.server'

type Received = { from: string | false; to: string[]; raw: string }

let server: SMTPServer
let port: number
let received: Received[] = []
const refusedRecipient = 'nobody@murooj.example.sa'

beforeAll(async () => {
  server = new SMTPServer({
    // Plain SMTP on loopback: no STARTTLS offered, no login asked.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address: SMTPServerAddress, _session, callback) {
      if (address.address === refusedRecipient) {
        const error = Object.assign(new Error(`5.1.1 <${refusedRecipient}>: Recipient address rejected`), { responseCode: 550 })
        callback(error)
        return
      }
      callback()
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom && session.envelope.mailFrom.address,
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        })
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

afterEach(() => {
  received = []
  vi.restoreAllMocks()
})

function smtpMailer(): Mailer {
  return createMailer({
    transport: 'smtp',
    url: `smtp://127.0.0.1:${port}`,
    from: 'Murooj Motors <no-reply@murooj.example.sa>',
    requireTls: false,
    timeoutMs: 5_000,
  })
}

/** A header's value in a raw message, unfolded. */
function header(raw: string, name: string): string | undefined {
  const head = raw.split(/\r\n\r\n/)[0]?.replace(/\r\n[ \t]+/g, ' ') ?? ''
  return new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]
}

describe('mail over SMTP', () => {
  it('delivers the message to a real SMTP server with its sender, recipients, subject, body and headers', async () => {
    const mailer = smtpMailer()
    try {
      await mailer.send({
        to: ['sales@murooj.example.sa', 'manager@murooj.example.sa'],
        subject: 'New purchase order K7M2Q-9XH4D',
        text: 'A customer confirmed this purchase order.',
        html: '<p>A customer confirmed this purchase order.</p>',
        headers: {
          'List-Unsubscribe': '<https://murooj.example.sa/unsubscribe?t=abc>',
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
        id: '0f7d3c9e-5b1a-4e62-9a51-2c8e4b7d6a10',
      })
    } finally {
      mailer.close()
    }
    expect(received).toHaveLength(1)
    const [mail] = received as [Received]
    expect(mail.from).toBe('no-reply@murooj.example.sa')
    expect(mail.to).toEqual(['sales@murooj.example.sa', 'manager@murooj.example.sa'])
    expect(header(mail.raw, 'Subject')).toBe('New purchase order K7M2Q-9XH4D')
    expect(header(mail.raw, 'From')).toBe('Murooj Motors <no-reply@murooj.example.sa>')
    expect(header(mail.raw, 'List-Unsubscribe')).toBe('<https://murooj.example.sa/unsubscribe?t=abc>')
    expect(header(mail.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
    // The same id gives the same Message-ID on a retry, so the reader's client shows one mail.
    expect(header(mail.raw, 'Message-ID')).toBe('<0f7d3c9e-5b1a-4e62-9a51-2c8e4b7d6a10@murooj.example.sa>')
    expect(mail.raw).toContain('A customer confirmed this purchase order.')
  })

  it('carries Arabic subjects and bodies intact', async () => {
    const mailer = smtpMailer()
    try {
      await mailer.send({ to: 'sales@murooj.example.sa', subject: 'طلب شراء جديد K7M2Q-9XH4D', text: 'أكّد العميل طلب الشراء.' })
    } finally {
      mailer.close()
    }
    const raw = received[0]?.raw ?? ''
    const subject = header(raw, 'Subject') ?? ''
    const decodedSubject = subject.replace(/=\?utf-8\?B\?([^?]+)\?=\s*/gi, (_, base64: string) =>
      Buffer.from(base64, 'base64').toString('utf8'),
    )
    expect(decodedSubject).toBe('طلب شراء جديد K7M2Q-9XH4D')
    expect(raw).toMatch(/Content-Type: text\/plain; charset=utf-8/i)
  })

  it('fails with the SMTP reply code only, never the reply text that quotes the address', async () => {
    const mailer = smtpMailer()
    try {
      const failure = await mailer.send({ to: refusedRecipient, subject: 'Hello', text: 'Hello' }).catch((error: unknown) => error)
      expect(failure).toBeInstanceOf(MailSendError)
      expect((failure as Error).message).toBe('SMTP EENVELOPE (reply 550)')
    } finally {
      mailer.close()
    }
  })

  it('fails with the error kind when no SMTP server answers', async () => {
    const mailer = createMailer({
      transport: 'smtp',
      url: 'smtp://127.0.0.1:1',
      from: 'no-reply@murooj.example.sa',
      requireTls: false,
      timeoutMs: 2_000,
    })
    try {
      await expect(mailer.send({ to: 'sales@murooj.example.sa', subject: 'Hello', text: 'Hello' })).rejects.toThrow(/^SMTP [A-Z]+$/)
    } finally {
      mailer.close()
    }
  })

  it('refuses a header that would smuggle in another header', async () => {
    const mailer = smtpMailer()
    try {
      await expect(
        mailer.send({
          to: 'sales@murooj.example.sa',
          subject: 'Hello',
          text: 'Hello',
          headers: { 'X-Note': 'a\r\nBcc: victim@example.com' },
        }),
      ).rejects.toThrow()
      await expect(
        mailer.send({ to: 'sales@murooj.example.sa', subject: 'Hello', text: 'Hello', headers: { Bcc: 'victim@example.com' } }),
      ).rejects.toThrow()
    } finally {
      mailer.close()
    }
    expect(received).toEqual([])
  })
})

describe('the console mail transport', () => {
  it('logs one line with the recipients, the subject and the links to follow, never the body', async () => {
    const devMail = vi.spyOn(log, 'devMail').mockImplementation(() => {})
    const info = vi.spyOn(log, 'info').mockImplementation(() => {})
    const mailer = createMailer({ transport: 'console' })
    await mailer.send({
      to: ['fahad.buyer@example.sa'],
      subject: 'Confirm your subscription',
      text: 'Call +966512345678 or open https://murooj.example.sa/confirm?token=c.abc.1.x (https://murooj.example.sa/confirm?token=c.abc.1.x)',
      headers: {
        'List-Unsubscribe': '<https://murooj.example.sa/unsubscribe?token=u.abc.y>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    })
    expect(info).not.toHaveBeenCalled()
    expect(devMail).toHaveBeenCalledTimes(1)
    expect(devMail.mock.calls[0]?.[0]).toEqual({
      to: ['fahad.buyer@example.sa'],
      subject: 'Confirm your subscription',
      links: ['https://murooj.example.sa/confirm?token=c.abc.1.x', 'https://murooj.example.sa/unsubscribe?token=u.abc.y'],
    })
    expect(JSON.stringify(devMail.mock.calls)).not.toMatch(/966|Call/)
  })

  it('finds no links in a mail without any', () => {
    expect(mailLinks({ text: 'Hello, no links here.' })).toEqual([])
  })
})

describe('mail settings from the environment', () => {
  const env = (vars: Record<string, string>) => parseEnv({ NODE_ENV: 'production', ...vars })

  it('logs to the console unless SMTP is configured', () => {
    expect(mailSettingsFromEnv(env({}))).toEqual({ transport: 'console' })
    expect(
      mailSettingsFromEnv(env({ SMTP_URL: 'smtp://mail.example.sa:587', MAIL_FROM: 'no-reply@example.sa', MAIL_TRANSPORT: 'console' })),
    ).toEqual({
      transport: 'console',
    })
  })

  it('sends over SMTP when SMTP_URL is set, requiring TLS for smtp:// to another machine in production', () => {
    expect(
      mailSettingsFromEnv(env({ SMTP_URL: 'smtp://user:p%40ss@mail.example.sa:587', MAIL_FROM: 'no-reply@example.sa' })),
    ).toMatchObject({
      transport: 'smtp',
      url: 'smtp://user:p%40ss@mail.example.sa:587',
      from: 'no-reply@example.sa',
      requireTls: true,
    })
    expect(mailSettingsFromEnv(env({ SMTP_URL: 'smtps://mail.example.sa:465', MAIL_FROM: 'no-reply@example.sa' }))).toMatchObject({
      requireTls: false,
    })
    expect(mailSettingsFromEnv(env({ SMTP_URL: 'smtp://localhost:25', MAIL_FROM: 'no-reply@example.sa' }))).toMatchObject({
      requireTls: false,
    })
  })
})
