/**
 * The one rule for an e-mail address anyone gives the dealer: visitors (orders, contact, job
 * applications, the mailing list), staff accounts and the dealer's own settings. Kept free of zod
 * and of anything but erasable TypeScript: the production server script checks mails with it too
 * (src/server/mail/mail-message.ts).
 *
 * What it takes is what the mail and the page can carry unchanged. The looser `x@y.z` pattern took
 * addresses nodemailer reads as something else: `a(b)@x.co` is `a@x.co` with a comment, `a"b@x.co`
 * a quoted part, `a,b@x.co` two recipients, `a<b>@x.co` the address `b`; and the storefront's own
 * check of the dealer's answer (zod's e-mail rule) refused `info/sales@dealer.example`, so one saved
 * address made every page a 500 (issue 32). So: RFC 5322's dot-atom before the `@` (letters,
 * digits and ``!#$%&'*+/=?^_`{|}~-``, dots between them), at most 64 characters (RFC 5321), and a
 * host name after it (letters, digits and inner hyphens, labels of at most 63, a top-level
 * domain of letters or an `xn--` name), ASCII only: what every SMTP server takes without SMTPUTF8.
 */

/** The longest address a mail header and the database take (RFC 5321's path limit). */
export const emailMaxLength = 254
/** The longest part before the `@` (RFC 5321). */
export const emailLocalPartMaxLength = 64

const atom = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+"
const label = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?'
const topLabel = '(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})'

/** The address's shape (lengths are `isEmailAddress`'s). */
export const emailAddressPattern = new RegExp(`^${atom}(?:\\.${atom})*@(?:${label}\\.)+${topLabel}$`)

/** Whether `value` is an address the rule takes, lengths included. */
export function isEmailAddress(value: string): boolean {
  if (value.length > emailMaxLength || !emailAddressPattern.test(value)) return false
  return value.indexOf('@') <= emailLocalPartMaxLength
}
