/**
 * What any text a person or a program sends may hold before it is stored. Written with zod/mini:
 * the forms check with the same rules in the browser.
 *
 * Control characters (C0 except tab and line breaks, DEL, C1) have no place in a name, an address
 * or a message, and PostgreSQL cannot store NUL in text at all: sent through the API it failed the
 * insert (a 500, whose log line quoted the rest of the order). Direction marks, joiners and other
 * format characters stay allowed: Arabic keyboards and pasted Arabic text carry them. But they do
 * not count as content, so a required field of zero-width spaces is still empty.
 */
import * as z from 'zod/mini'
import type { FieldErrorKey } from './field-errors.ts'

const controlCharacter = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/
const invisible = /[\s\p{Cf}]/gu
/** Tabs and every line or paragraph break a mail reader or a log viewer may start a new line at. */
const lineBreakOrTab = /[\t\n\v\f\r\u0085\u2028\u2029]/

/** Whether `text` holds a control character that no stored text may hold. */
export const hasControlCharacter = (text: string): boolean => controlCharacter.test(text)

/**
 * Whether `text` runs over more than one line (or holds a tab). A name, a company or an address is
 * one line: written into the dealer's plain-text mail as `Name: …`, a line break in it started a
 * row of its own (`Mobile: …`) that the staff could not tell from the order's (issue 32).
 */
export const hasLineBreak = (text: string): boolean => lineBreakOrTab.test(text)

/** Whether anything would be seen of `text`: not only spaces, direction marks or zero-width characters. */
export const hasVisibleText = (text: string): boolean => text.replace(invisible, '').length > 0

const issue = (key: FieldErrorKey) => ({ error: key })

const storable = z.refine<string>((text) => !hasControlCharacter(text), issue('characters'))
const oneLine = z.refine<string>((text) => !hasLineBreak(text), issue('characters'))

/**
 * Trimmed text that must show something, `min` to `max` characters. Empty (or only invisible
 * characters) and too short both answer `minKey`; too long answers `maxKey`.
 */
export const requiredText = (max: number, maxKey: FieldErrorKey = 'text', min = 1, minKey: FieldErrorKey = 'required') =>
  z.string(issue('required')).check(
    z.trim(),
    storable,
    z.refine((text) => hasVisibleText(text), { ...issue(minKey), abort: true }),
    z.minLength(min, issue(minKey)),
    z.maxLength(max, issue(maxKey)),
  )

/** Trimmed text that may be empty, at most `max` characters. */
export const optionalText = (max: number, key: FieldErrorKey = 'text') =>
  z.string(issue(key)).check(z.trim(), storable, z.maxLength(max, issue(key)))

/** `requiredText` on one line: names, companies, addresses, titles (`hasLineBreak`). */
export const requiredLine = (max: number, maxKey: FieldErrorKey = 'text', min = 1, minKey: FieldErrorKey = 'required') =>
  requiredText(max, maxKey, min, minKey).check(oneLine)

/** `optionalText` on one line. */
export const optionalLine = (max: number, key: FieldErrorKey = 'text') => optionalText(max, key).check(oneLine)
