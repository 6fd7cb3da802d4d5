/**
 * Generators of hostile request parts for the property-based tests (fast-check), shared by the
 * dealer-API suite (vitest, in-process) and the page/server-function suite (Playwright, against
 * the production server), with the one rule both assert: no answer shows internal text.
 */
import fc from 'fast-check'

/**
 * What a page's state, scripts and markup must never carry: named exceptions and their texts,
 * stack frames, file paths of the server. (The interface catalogue a page ships has a plain
 * "Error:" label, so a bare `Error:` is looked for only in what a visitor reads: internalText.)
 */
export const internalTextInMarkup =
  /\b(?:Type|Range|Reference|Syntax|URI|Eval|Aggregate|Zod|Seroval\w*)Error\b|undefined is not|Cannot read propert|is not a function|\n\s+at \S|\bat (?:async )?[\w.$<>]+ \(|file:\/\/|node_modules|\/work\/|\/src\/\S+\.tsx?|\.m?[jt]sx?:\d+:\d+/

/** What an answer or the text of a page must never show: the above, and any `Error:` text. */
export const internalText = new RegExp(`${internalTextInMarkup.source}|\\bError:`)

/** Every name a plain JavaScript object inherits (`constructor`, `toString`, `__proto__` …). */
export const inheritedNames = Object.getOwnPropertyNames(Object.prototype)

/** Percent-escapes that do not decode, or decode to something that is not UTF-8. */
export const percentGarbage = fc.constantFrom('%', '%%', '%2', '%zz', '%E0%A4%A', '%C0%AF', '%FF', '%ED%A0%80', '%u0041', '%%32%35')

/** Text that looks like a number to `Number()` but is not a plain decimal integer, and real ones. */
export const numberish = fc.oneof(
  fc.integer().map(String),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
  fc.double().map(String),
  fc.constantFrom('0x10', '1e1', '+1', ' 1', '1 ', '1.0', '1_000', '01', '-0', '0b1', 'Infinity', 'NaN', '9'.repeat(400), '١٢', ''),
)

const unicodeText = fc.string({ unit: 'grapheme', maxLength: 20 })
const anyText = fc.string({ unit: 'binary', maxLength: 20 })

/** A value a query string or path segment could carry, before encoding. */
export const hostileValue = fc.oneof(
  numberish,
  percentGarbage,
  unicodeText,
  anyText,
  fc.constantFrom('toyota', 'petrol', 'true', 'camry', 'en', 'ar'),
)

/** A query key: one the API knows, one an object inherits, or anything. */
export function hostileKey(knownKeys: readonly string[]) {
  return fc.oneof(fc.constantFrom(...knownKeys, ...inheritedNames), percentGarbage, anyText)
}

/** Sends a part as it is (stray `%`, `&`, `=` included) or percent-encoded as a browser would. */
const encodedOrRaw = (part: fc.Arbitrary<string>) =>
  fc.tuple(part, fc.boolean()).map(([text, raw]) => (raw ? text.replaceAll('#', '%23') : encodeURIComponent(text)))

/** A whole query string (without `?`), repeated keys and all. */
export function hostileQuery(knownKeys: readonly string[]) {
  return fc
    .array(fc.tuple(encodedOrRaw(hostileKey(knownKeys)), encodedOrRaw(hostileValue)), { maxLength: 6 })
    .map((pairs) => pairs.map(([key, value]) => `${key}=${value}`).join('&'))
}

/** A path segment, encoded or raw (never `/`, `?` or `#`, which would change the path's shape). */
export const hostileSegment = encodedOrRaw(hostileValue).map((segment) => segment.replace(/[/?#]/g, (c) => encodeURIComponent(c)))

/** A `Cookie` header: known names, inherited names and garbage, with broken escapes. */
export const hostileCookie = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom('locale', 'XSRF-TOKEN', ...inheritedNames), anyText), fc.oneof(hostileValue, percentGarbage)), {
    maxLength: 5,
  })
  .map((pairs) => pairs.map(([name, value]) => `${name}=${value}`).join('; '))
  // Headers carry Latin-1 only; anything else would fail in the test's own Request, not the app.
  .map((header) => header.replace(/[^\x20-\x7e]/g, '_'))

/** Content-Language values, real and not. */
export const hostileLanguage = fc.oneof(
  fc.constantFrom('en', 'ar', 'EN-us', 'fr', '', '*', 'en, ar'),
  anyText.map((text) => text.replace(/[^\x20-\x7e]/g, '')),
)

/**
 * A JSON value in the wire format the Start client sends a server function's input in (seroval's
 * JSON nodes: the subset for plain data), so generated inputs reach the function's validator.
 */
export function serovalPayload(data: unknown): string {
  let nextId = 0
  const node = (value: unknown): unknown => {
    if (value === null) return { t: 2, s: 0 }
    if (value === undefined) return { t: 2, s: 1 }
    if (typeof value === 'boolean') return { t: 2, s: value ? 2 : 3 }
    if (typeof value === 'number') return Number.isFinite(value) && !Object.is(value, -0) ? { t: 0, s: value } : { t: 2, s: 7 }
    if (typeof value === 'string') return { t: 1, s: value.replaceAll('\\', '\\\\') }
    if (Array.isArray(value)) return { t: 9, i: nextId++, a: value.map(node), o: 0 }
    const entries = Object.entries(value as Record<string, unknown>)
    return { t: 10, i: nextId++, p: { k: entries.map(([key]) => key), v: entries.map(([, item]) => node(item)) }, o: 0 }
  }
  return JSON.stringify({ t: node({ data }), f: 127, m: [] })
}

const jsonData = fc.jsonValue({ maxDepth: 3 })

/** Inputs shaped like the storefront's (a locale, a search, an id …) with hostile values. */
const plausibleInput = fc.record(
  {
    locale: fc.oneof(fc.constantFrom('ar', 'en', 'fr', ''), hostileValue),
    id: fc.oneof(fc.integer(), numberish),
    ids: fc.array(fc.oneof(fc.integer(), numberish), { maxLength: 3 }),
    slug: hostileValue,
    page: fc.oneof(fc.integer(), numberish),
    search: fc.dictionary(fc.oneof(fc.constantFrom('brands', 'priceMin', 'page', 'sort', ...inheritedNames), anyText), jsonData, {
      maxKeys: 4,
    }),
  },
  { requiredKeys: [] },
)

/** The `payload` text of a server-function call: garbage, JSON that is not seroval, or seroval carrying hostile data. */
export const hostilePayload = fc.oneof(
  anyText,
  percentGarbage,
  fc.json({ maxDepth: 3 }),
  jsonData.map(serovalPayload),
  plausibleInput.map(serovalPayload),
  // Seroval-looking nodes with wrong tags, ids and shapes.
  fc
    .record(
      { t: fc.oneof(fc.integer({ min: -1, max: 40 }), jsonData), i: fc.integer(), s: jsonData, p: jsonData, a: jsonData },
      { requiredKeys: [] },
    )
    .map((node) => JSON.stringify({ t: node, f: 127, m: [] })),
)
