import { normalizeDigits } from './digits.ts'

/**
 * A Saudi mobile number as people type it, in E.164 (`+9665XXXXXXXX`), or null when it is not
 * one. Accepted: `05XXXXXXXX`, `5XXXXXXXX`, `9665XXXXXXXX`, `009665XXXXXXXX`, `+9665XXXXXXXX`,
 * with spaces, dashes, dots or brackets anywhere, in Latin, Arabic-Indic or Eastern Arabic-Indic
 * digits (saudi-facts.md). Anything else (letters, a landline, a tenth digit) is not a mobile.
 */
export function toSaudiMobileE164(input: string): string | null {
  const compact = normalizeDigits(input).replace(/[\s\-.()\u200e\u200f\u202a-\u202e]/g, '')
  const match = /^(?:\+966|00966|966|0)?(5\d{8})$/.exec(compact)
  return match ? `+966${match[1]}` : null
}

/** `+9665XXXXXXXX` as a Saudi reads it at home: `05X XXX XXXX`. */
export function formatSaudiMobile(e164: string): string {
  const local = `0${e164.slice(4)}`
  return `${local.slice(0, 3)} ${local.slice(3, 6)} ${local.slice(6)}`
}
