/**
 * The alerts' numbers and their one timing rule (decision 0098), in one place for the domain, the
 * messages and the docs. Sign-ups reuse the mailing list's limits, SMS codes the order codes'.
 */
import { appConfig } from '../../app.config.ts'
import { saudiDate } from '../lib/saudi-calendar.ts'
import { subscriptionPolicy } from './subscription-policy.ts'

export const alertPolicy = {
  /** How long a confirmation link works; unconfirmed alerts are deleted after it. */
  confirmationDays: subscriptionPolicy.confirmationDays,
  /** Alert requests per client address an hour. */
  requestsPerAddressPerHour: subscriptionPolicy.signUpsPerAddressPerHour,
  /** Confirmation mails per e-mail address a day. */
  confirmationMailsPerEmailPerDay: subscriptionPolicy.mailsPerEmailPerDay,
  /** Uses of the messages' links per client address an hour. */
  linkUsesPerAddressPerHour: subscriptionPolicy.linkUsesPerAddressPerHour,
  /** Riyadh hours in which a digest may go: from 08:00 to before 22:00. */
  digestFromHour: appConfig.alerts.digestFromHour,
  digestUntilHour: appConfig.alerts.digestUntilHour,
  /** Confirmed alerts one person may keep; a request past it makes none. */
  maxPerPerson: appConfig.alerts.maxPerPerson,
} as const

/** Riyadh is UTC+3 all year. */
function riyadhHour(now: Date): number {
  return (now.getUTCHours() + 3) % 24
}

/**
 * Whether a person may get a message now: none yet on this Saudi calendar day, and inside the
 * sending hours. Otherwise what they are owed waits, gathered into the next allowed message.
 */
export function digestMayGo(lastDigestOn: string | null, now: Date): boolean {
  const hour = riyadhHour(now)
  return lastDigestOn !== saudiDate(now) && hour >= alertPolicy.digestFromHour && hour < alertPolicy.digestUntilHour
}
