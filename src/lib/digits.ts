/** Arabic-Indic (٠-٩) and Eastern Arabic-Indic (۰-۹) digits as Latin digits. */
export function normalizeDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
}

/**
 * A whole amount typed by a visitor: any digits, thousands separators (`,` `٬` spaces) ignored;
 * `undefined` when nothing numeric was typed. Capped so a pasted number cannot overflow.
 */
export function parseAmount(text: string, max = 10_000_000): number | undefined {
  const digits = normalizeDigits(text).replace(/[^\d]/g, '')
  return digits === '' ? undefined : Math.min(Number(digits), max)
}
