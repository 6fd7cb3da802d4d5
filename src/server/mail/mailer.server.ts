/**
 * The one way the app sends e-mail. `MAIL_TRANSPORT=smtp` sends through `SMTP_URL` with
 * nodemailer; `console` (the default without SMTP_URL) is the developer's transport: it writes one
 * log line per mail instead, `{"message":"mail","to":[…],"subject":"…","links":[…]}`, so a
 * developer (or an end-to-end test) can follow a confirmation or unsubscribe link. It is the one
 * log line that shows an address, on purpose, like the console SMS provider's (decision 0048); the
 * body is never written.
 * Runs in the production server script too, so only erasable TypeScript is allowed here.
 */
import { createTransport } from 'nodemailer'
import { appConfig, getEnv, type Env } from '../../../app.config.ts'
import { log } from '../log.ts'
import { mailTransportOf } from '../console-transports.ts'
import { mailMessageSchema, type MailMessage } from './mail-message.ts'

export type MailSettings =
  | { transport: 'console' }
  | {
      transport: 'smtp'
      /** smtp:// (STARTTLS when the server offers it) or smtps:// (TLS from the start). */
      url: string
      from: string
      /** Refuse to send over a connection that did not upgrade to TLS. */
      requireTls: boolean
      timeoutMs: number
    }

export type Mailer = {
  readonly transport: MailSettings['transport']
  /** Resolves once the SMTP server accepted the mail; throws a MailSendError otherwise. */
  send(message: MailMessage): Promise<void>
  close(): void
}

/**
 * A failed send, described only by nodemailer's error kind and the SMTP reply code: the reply's
 * text often quotes the recipient's address, so it never reaches a log or the database.
 */
export class MailSendError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'MailSendError'
  }
}

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]'])

export function mailSettingsFromEnv(env: Env): MailSettings {
  const transport = mailTransportOf(env)
  if (transport === 'console') return { transport }
  // app.config.ts refuses to start without these when SMTP is chosen.
  const url = env.SMTP_URL as string
  const parsed = new URL(url)
  return {
    transport,
    url,
    from: env.MAIL_FROM as string,
    requireTls: env.NODE_ENV === 'production' && parsed.protocol === 'smtp:' && !loopbackHosts.has(parsed.hostname),
    timeoutMs: appConfig.mail.timeoutMs,
  }
}

export function createMailer(settings: MailSettings): Mailer {
  return settings.transport === 'console' ? consoleMailer() : smtpMailer(settings)
}

function consoleMailer(): Mailer {
  return {
    transport: 'console',
    async send(message) {
      const mail = mailMessageSchema.parse(message)
      log.devMail({ to: mail.to, subject: mail.subject, links: mailLinks(mail) })
    },
    close() {},
  }
}

/**
 * The web links a mail carries, each once, in the order they appear: those of its text part, then
 * those of its headers (List-Unsubscribe's `<https://…>`).
 */
export function mailLinks(mail: { text: string; headers?: Record<string, string> }): string[] {
  const found = [mail.text, ...Object.values(mail.headers ?? {})].flatMap((part) =>
    (part.match(/https?:\/\/[^\s<>"()]+/g) ?? []).map((link) => link.replace(/[.,;:!?]+$/, '')),
  )
  return [...new Set(found)]
}

function smtpMailer(settings: Extract<MailSettings, { transport: 'smtp' }>): Mailer {
  const transporter = createTransport({
    url: settings.url,
    // A few connections, reused: a newsletter's thousands of mails do not open one each.
    pool: true,
    maxConnections: 2,
    requireTLS: settings.requireTls,
    connectionTimeout: settings.timeoutMs,
    greetingTimeout: settings.timeoutMs,
    socketTimeout: settings.timeoutMs,
    // Mails are built from strings only; nothing may make nodemailer read a file or fetch a URL.
    disableFileAccess: true,
    disableUrlAccess: true,
  })
  const domain = senderDomain(settings.from)
  return {
    transport: 'smtp',
    async send(message) {
      const mail = mailMessageSchema.parse(message)
      try {
        await transporter.sendMail({
          from: settings.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          headers: mail.headers,
          icalEvent: mail.icalEvent
            ? { method: mail.icalEvent.method.toLowerCase(), filename: 'test-drive.ics', content: mail.icalEvent.content }
            : undefined,
          messageId: mail.id ? `<${mail.id}@${domain}>` : undefined,
        })
      } catch (error) {
        throw new MailSendError(describeSmtpFailure(error))
      }
    },
    close() {
      transporter.close()
    },
  }
}

function senderDomain(from: string): string {
  const address = /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from
  return address.slice(address.lastIndexOf('@') + 1).trim() || 'localhost'
}

function describeSmtpFailure(error: unknown): string {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown }
  const kind = typeof code === 'string' && /^[A-Z0-9_]{2,32}$/.test(code) ? code : 'unknown error'
  return typeof responseCode === 'number' ? `SMTP ${kind} (reply ${responseCode})` : `SMTP ${kind}`
}

let shared: Mailer | undefined

/** This process's mailer, made from the environment on first use. */
export function getMailer(): Mailer {
  if (shared) return shared
  const env = getEnv()
  // A production start with the console transport has said so already (server/serve.ts).
  shared = createMailer(mailSettingsFromEnv(env))
  return shared
}

export function sendMail(message: MailMessage): Promise<void> {
  return getMailer().send(message)
}

/** Closes the SMTP connections; the next send opens new ones. */
export function closeMailer(): void {
  shared?.close()
  shared = undefined
}
