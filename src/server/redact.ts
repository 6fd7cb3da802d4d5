/**
 * What must never reach a log line (Saudi PDPL, the product's privacy rules): fields that hold
 * people's contact details, codes, secrets and credit data are replaced whatever their value, and
 * phone numbers and e-mail addresses are masked inside any other text (an error message that
 * quotes its input, a URL with a query).
 * Runs in the production server script too, so only erasable TypeScript is allowed here.
 */

export const REDACTED = '[redacted]'

/** Keys whose values are personal or secret, in any letter case and with any prefix or suffix. */
const personalKey =
  /phone|mobile|e-?mail|otp|pass(word|code)|secret|token|cookie|authori[sz]ation|api_?key|app_?sid|salary|income|commitment|obligation|national|iqama|birth|verification_?code|sms_?code|^name$|full_?name|address/i

/** Saudi and international phone numbers (Western or Arabic-Indic digits) and e-mail addresses. */
const personalText = [/(?:\+|00)?[0-9٠-٩](?:[\s\-.]?[0-9٠-٩]){8,14}/g, /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[^\s@"'<>(),;:]{2,}/g]

function maskText(text: string): string {
  let masked = text
  for (const pattern of personalText) masked = masked.replace(pattern, REDACTED)
  return masked
}

/**
 * A copy of `value` safe to log. A bare `code` is kept (the API's error codes are not personal),
 * so one-time codes must be named `otp`, `verificationCode` or `smsCode` wherever they travel.
 */
export function redactPersonalData(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return maskText(value)
  if (depth > 8 || value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) return value.map((item) => redactPersonalData(item, depth + 1))
  const out: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) {
    out[key] = personalKey.test(key) ? REDACTED : redactPersonalData(item, depth + 1)
  }
  return out
}
