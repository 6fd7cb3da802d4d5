/**
 * The name of a preview card's content: a 64-bit hash of its canonical JSON (object keys sorted),
 * as 16 hex digits. It runs in the page head, on the server and in the browser, so it is plain
 * JavaScript (no node:crypto, no async Web Crypto). It names a cache entry, it does not guard one:
 * the card route recomputes the hash from the live data and serves only the current card.
 */
export function cardHash(value: unknown): string {
  const text = canonicalJson(value)
  // Two independent 32-bit FNV-1a style mixes (different seeds and primes), concatenated.
  let a = 0x811c9dc5 ^ text.length
  let b = 0x01000193 ^ 0x5bd1e995
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    a = Math.imul(a ^ code, 0x01000193)
    b = Math.imul(b ^ code, 0x5bd1e995)
    b ^= b >>> 15
  }
  a ^= a >>> 13
  a = Math.imul(a, 0xc2b2ae35)
  a ^= a >>> 16
  b = Math.imul(b ^ (b >>> 13), 0x85ebca6b)
  b ^= b >>> 16
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0')
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined)
      .sort(([left], [right]) => (left < right ? -1 : left > right ? 1 : 0))
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonicalJson(entry)}`).join(',')}}`
  }
  return JSON.stringify(value ?? null)
}
