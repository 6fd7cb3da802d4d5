/**
 * What must never reach a log line (Saudi PDPL, the product's privacy rules): fields that hold
 * people's contact details, codes, secrets and credit data are replaced whatever their value, and
 * phone numbers and e-mail addresses are masked inside any other text (an error message that
 * quotes its input, a URL with a query).
 * Runs in the production server script too, so only erasable TypeScript is allowed here.
 */

export const REDACTED = '[redacted]'

/**
 * Keys whose values are personal or secret, in any letter case and with any prefix or suffix.
 * Every field of the forms, the staff answers and the outbox payloads that carry people's data is
 * either matched here or named as not personal in redact.test.ts, which walks those schemas: a
 * new field fails that test until someone decides which it is.
 * Any key ending in `name` goes (a person's, a company's, a staff member's, a CV's file name):
 * losing a route or host name in a line costs less than logging a person's.
 * The finance answers are credit data (PDPL) one by one, and `finance`, `company` and `bank` go
 * whole wherever they hold them. A text message's or mail's `text`, `html`, `headers` and links
 * go too: they carry codes and signed tokens that the number and address masks cannot see.
 * An order's assignee (a staff member's name) and the WhatsApp greeting (the buyer's name) go too,
 * and so do a finance order's plan (its payments say what the buyer can pay) and the buyer's
 * tracking link (decision 0084). Commercial registration and VAT numbers go too: a company's
 * identify it and its owner, and the dealer's own are not worth a rule of their own. A second
 * factor's sign-in challenge and backup codes go too (decision 0093): each opens a session. Whatever
 * names a payment card, its security code or a gateway's payment `source` goes too (decision 0101),
 * and so do the signed links to a person's alerts or test drive and a test drive's calendar invitation,
 * which names its attendee (decisions 0098, 0100).
 */
const personalKey =
  /phone|mobile|e-?mail|otp|pass(word|code)|secret|token|cookie|authori[sz]ation|api_?key|app_?sid|salary|income|commitment|obligation|national|iqama|birth|verification_?code|sms_?code|name$|address|company|bank|^finance$|credit|cr_?number|vat_?number|work_?sector|down_?payment|installment|mortgage|payment_?delay|licen[cs]e_?status|^note$|handled_?by|^assignee$|greeting|^text$|^html$|^headers$|^params$|confirm_?url|unsubscribe_?url|^plan$|final_?payment|track_?url|challenge|backup_?codes|card|cvc|cvv|^source$|manage_?url|receipt_?url|ical_?event/i

/** A one-time code travelling under the API's own name for it (`{ code: '482913' }` to verify an order). */
const digitsOnly = /^[\s0-9٠-٩]+$/
/** A number that could be a code: an exit code or an HTTP status (under 1,000) is not one. */
const codeLikeNumber = (value: unknown) => typeof value === 'number' && Math.abs(value) >= 1000
const isOneTimeCode = (key: string, value: unknown) =>
  /^code$/i.test(key) && (codeLikeNumber(value) || (typeof value === 'string' && digitsOnly.test(value)))

/** Saudi and international phone numbers (Western or Arabic-Indic digits) and e-mail addresses. */
const personalText = [/(?:\+|00)?[0-9٠-٩](?:[\s\-.]?[0-9٠-٩]){8,14}/g, /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[^\s@"'<>(),;:]{2,}/g]

/** Ids (outbox messages, requests) whose middle groups are all digits would read as a phone number. */
const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi

const maskPart = (text: string) => personalText.reduce((masked, pattern) => masked.replace(pattern, REDACTED), text)

/**
 * The values of a failed database query, as drizzle quotes them in its error's message (and so in
 * its stack): `Failed query: insert …\nparams: <every value, joined by commas>`, up to the stack's
 * first frame. They are what a visitor sent, whatever the column.
 */
const queryParameters = /\nparams: [\s\S]*?(?=\n {4}at |$)/g

function maskText(original: string): string {
  const text = original.replace(queryParameters, `\nparams: ${REDACTED}`)
  let masked = ''
  let end = 0
  for (const id of text.matchAll(uuid)) {
    masked += maskPart(text.slice(end, id.index)) + id[0]
    end = id.index + id[0].length
  }
  return masked + maskPart(text.slice(end))
}
/**
 * A copy of `value` safe to log. A bare `code` is kept when it is a word (the API's error codes
 * are not personal) and goes when it is digits, the form a one-time code has.
 */
export function redactPersonalData(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return maskText(value)
  if (depth > 8 || value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) return value.map((item) => redactPersonalData(item, depth + 1))
  const out: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) {
    out[key] = personalKey.test(key) || isOneTimeCode(key, item) ? REDACTED : redactPersonalData(item, depth + 1)
  }
  return out
}
