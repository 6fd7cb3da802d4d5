/**
 * Whether a text mentions the person a PDPL request is about (decision 0089): the texts are what
 * the dealer wrote for them (an outbox message's SMS or mail, an audit row's before and after), so
 * the mobile may be there as E.164, as `05…`, spaced out as a Saudi reads it, or in Arabic-Indic
 * digits. A number or address that merely contains theirs (a longer number, `xali@…` for
 * `ali@…`) is someone else's and does not count.
 */
import { normalizeDigits } from '../lib/digits.ts'

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

function patternOf(subject: string): RegExp {
  if (subject.startsWith('+966')) {
    // `5` and eight digits, each of which a space, dash or dot may follow.
    const national = subject.slice(4).split('').join('[\\s.-]?')
    return new RegExp(`(?<!\\d)(?:(?:\\+|00)?966[\\s.-]?|0)?${national}(?!\\d)`)
  }
  return new RegExp(`(?<![A-Za-z0-9._%+-])${escapeRegExp(subject)}(?!\\.?[A-Za-z0-9_-])`, 'i')
}

/** `subject` is an E.164 Saudi mobile or a lower-case e-mail address (contract/pdpl.ts). */
export function mentionsSubject(text: string, subject: string): boolean {
  return patternOf(subject).test(normalizeDigits(text))
}

/** The part of the subject every spelling of it contains, for a database's first, loose look (LIKE). */
export function likeFragmentOf(subject: string): string {
  const fragment = subject.startsWith('+966') ? subject.slice(-4) : subject
  return `%${fragment.replace(/[\\%_]/g, '\\$&')}%`
}

/** Every string inside a JSON value that mentions the subject, replaced by `replacement`. */
export function scrubMentions(value: unknown, subject: string, replacement: string): unknown {
  if (typeof value === 'string') return mentionsSubject(value, subject) ? replacement : value
  if (Array.isArray(value)) return value.map((item) => scrubMentions(item, subject, replacement))
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, scrubMentions(item, subject, replacement)]))
  }
  return value
}

/** What the request log keeps of a subject after an erasure: enough to tell requests apart, not to find anyone. */
export function maskSubject(subject: string): string {
  if (subject.startsWith('+966')) return `05••••••${subject.slice(-2)}`
  const [local = '', domain = ''] = subject.split('@')
  return `${local.slice(0, 1)}•••@${domain}`
}
