import { existsSync, readFileSync } from 'node:fs'
import { appPort, deliveriesFileOf } from './servers'

/**
 * What a suite server delivered to people (suite-server.ts writes it): read by recipient, so each
 * test sees only its own visitor's messages however many other tests share the server. A test
 * makes its own mobile numbers and e-mail addresses (`newMobile`, `newEmail`).
 */
export type Sms = { kind: 'sms'; to: string; text: string; at: number }
export type Mail = { kind: 'mail'; to: string[]; subject: string; links: string[]; at: number }
export type Webhook = { kind: 'webhook'; event: string; data: Record<string, unknown>; at: number }
type Delivery = Sms | Mail | Webhook

export type Deliveries = ReturnType<typeof deliveriesOf>

/** How long a delivery may take to show: the outbox's round plus a loaded machine's delay. */
const patienceMs = 30_000

async function waitFor<T>(find: () => T | undefined, failure: () => string): Promise<T> {
  const until = Date.now() + patienceMs
  for (;;) {
    const found = find()
    if (found !== undefined) return found
    if (Date.now() > until) throw new Error(failure())
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** The deliveries of the suite server on `port` (the shared one unless a spec has its own). */
export function deliveriesOf(port: number = appPort) {
  const file = deliveriesFileOf(port)
  const all = (): Delivery[] =>
    existsSync(file)
      ? readFileSync(file, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as Delivery)
      : []
  const textsTo = (mobile: string) => all().filter((entry): entry is Sms => entry.kind === 'sms' && entry.to === mobile)
  const mailsTo = (email: string) => all().filter((entry): entry is Mail => entry.kind === 'mail' && entry.to.includes(email))
  return {
    /** The text messages `mobile` (E.164) has received so far, oldest first. */
    textsTo,
    /** How many text messages `mobile` has received so far. */
    messagesTo: (mobile: string) => textsTo(mobile).length,
    /** The code in the newest text to `mobile` once it has received more than `since` texts. */
    codeFor: (mobile: string, since = 0) =>
      waitFor(
        () => {
          const received = textsTo(mobile)
          return received.length > since ? /\d{6}/.exec(received.at(-1)!.text)?.[0] : undefined
        },
        () => `no code was sent to ${mobile} after its text number ${since} (it has ${textsTo(mobile).length})`,
      ),
    /** The mails `email` has received so far, oldest first. */
    mailsFor: mailsTo,
    /** How many mails `email` has received so far. */
    mailsTo: (email: string) => mailsTo(email).length,
    /** The links of the newest mail to `email` once it has received more than `since` mails. */
    linksFor: (email: string, since = 0) =>
      waitFor(
        () => {
          const received = mailsTo(email)
          return received.length > since ? received.at(-1)!.links : undefined
        },
        () => `no mail was sent to ${email} after its mail number ${since} (it has ${mailsTo(email).length})`,
      ),
    /** The signed webhook deliveries so far that `match` accepts. */
    webhooks: (match: (delivery: Webhook) => boolean = () => true) =>
      all().filter((entry): entry is Webhook => entry.kind === 'webhook' && match(entry)),
    /** The first signed webhook delivery `match` accepts, waiting for it. */
    webhook: (match: (delivery: Webhook) => boolean, what: string) =>
      waitFor(
        () => all().find((entry): entry is Webhook => entry.kind === 'webhook' && match(entry)),
        () => `the dealer's webhook never received ${what}`,
      ),
  }
}

/** The shared server's deliveries. */
export const deliveries = deliveriesOf()
