import { z } from 'zod'

type Def = { type: string; innerType?: z.ZodType; element?: z.ZodType; options?: z.ZodType[] }

function baseDef(schema: z.ZodType): Def {
  let def = schema._zod.def as unknown as Def
  while ((def.type === 'optional' || def.type === 'default' || def.type === 'nullable' || def.type === 'catch') && def.innerType) {
    def = def.innerType._zod.def as unknown as Def
  }
  return def
}

/**
 * A number in a path or query is a plain decimal integer, written the one way `String(n)` writes
 * it. `Number()` alone also reads `0x10`, `1e1`, `+1`, ` 1`, `1.0` and `0b1`, so `/cars/0x10`
 * used to be car 16; such text now stays text and the schema refuses it, naming the field.
 */
const decimalInteger = /^(?:0|-?[1-9][0-9]*)$/

function coerceScalar(def: Def, raw: string): unknown {
  switch (def.type) {
    case 'number':
      return decimalInteger.test(raw) ? Number(raw) : raw
    case 'boolean':
      return raw === 'true' ? true : raw === 'false' ? false : raw
    case 'union':
      // slug-or-id parameters: a decimal integer means an id.
      return decimalInteger.test(raw) && def.options?.some((option) => baseDef(option).type === 'number') ? Number(raw) : raw
    default:
      return raw
  }
}

/**
 * Query strings carry only text. This turns `?fuel=petrol&page=2&featured=true` into the typed
 * input the contract schema expects (lists, numbers, booleans), from the schema's own shape, so
 * the API validates with exactly the schema the storefront uses. Wrong values stay wrong and fail
 * validation with a 400.
 */
export function queryInput<T extends z.ZodObject>(schema: T) {
  const shape = schema.shape as Record<string, z.ZodType>
  return z.preprocess((input) => {
    if (typeof input !== 'object' || input === null) return input
    // Keys come from the URL: `constructor` or `__proto__` must be plain keys, not inherited members.
    const out: Record<string, unknown> = Object.create(null)
    for (const [key, value] of Object.entries(input as Record<string, string | string[]>)) {
      const field = Object.hasOwn(shape, key) ? shape[key] : undefined
      if (!field) {
        out[key] = value
        continue
      }
      const def = baseDef(field)
      if (def.type === 'array' && def.element) {
        const element = baseDef(def.element)
        // Both `?fuel=a&fuel=b` and `?fuel=a,b` are accepted.
        const list = (Array.isArray(value) ? value : [value]).flatMap((item) => item.split(',')).filter((item) => item !== '')
        out[key] = list.map((item) => coerceScalar(element, item))
      } else {
        out[key] = Array.isArray(value) ? value.map((item) => coerceScalar(def, item)) : coerceScalar(def, value)
      }
    }
    return out
  }, schema)
}
