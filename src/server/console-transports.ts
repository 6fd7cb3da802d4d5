/**
 * The console SMS provider and mail transport write codes, addresses and links to the log instead
 * of sending them: right for development and the end-to-end tests, a silent failure for a dealer
 * whose customers never get their code. A production start with either one says so in a banner
 * nobody can miss among the JSON lines, and keeps running (a trial install may want exactly that).
 * Runs in the production server script too, so only erasable TypeScript is allowed here.
 */
import type { Env } from '../../app.config.ts'

type TransportEnv = Pick<Env, 'NODE_ENV' | 'SMS_PROVIDER' | 'MAIL_TRANSPORT' | 'SMTP_URL'>

/** How mail goes out: MAIL_TRANSPORT when set, else SMTP when SMTP_URL is set, else the console. */
export function mailTransportOf(env: Pick<Env, 'MAIL_TRANSPORT' | 'SMTP_URL'>): 'console' | 'smtp' {
  return env.MAIL_TRANSPORT ?? (env.SMTP_URL ? 'smtp' : 'console')
}

/** Which of the SMS and mail deliveries are the console's. */
export function consoleTransports(env: TransportEnv): Array<'sms' | 'mail'> {
  const found: Array<'sms' | 'mail'> = []
  if (env.SMS_PROVIDER === 'console') found.push('sms')
  if (mailTransportOf(env) === 'console') found.push('mail')
  return found
}

/** The banner a production start prints when it delivers anything to the console, else null. */
export function consoleTransportsWarning(env: TransportEnv): string | null {
  const found = consoleTransports(env)
  if (env.NODE_ENV !== 'production' || found.length === 0) return null
  const rule = '!'.repeat(100)
  const lines = [
    rule,
    '!!! WARNING: this production server delivers to its log, not to people.',
    ...(found.includes('sms')
      ? [
          '!!! SMS_PROVIDER=console (the default when it is unset): no SMS is sent. Verification codes and order',
          '!!!   messages, with the mobile numbers, are written to this log. Set SMS_PROVIDER to unifonic, taqnyat or',
          '!!!   msegat with its gateway variables.',
        ]
      : []),
    ...(found.includes('mail')
      ? [
          '!!! Mail goes to the console transport (MAIL_TRANSPORT=console, or no SMTP_URL): no e-mail is sent. The',
          '!!!   recipients, subjects and links (mailing-list confirmations and unsubscribes) are written to this log.',
          '!!!   Set SMTP_URL and MAIL_FROM.',
        ]
      : []),
    '!!! Visitors will not receive what they are told was sent. See docs/deploy.md, "Environment".',
    rule,
  ]
  return lines.join('\n')
}
