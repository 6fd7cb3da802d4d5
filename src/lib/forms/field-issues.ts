import type { StandardSchemaV1, StandardSchemaV1Issue } from '@tanstack/react-form'
import { isFieldErrorKey, type FieldErrorKey } from '../../contract/field-errors'

/**
 * A field's error as the form keeps it: the contract's key for a mistake the browser found
 * (translated when shown, so a language change never leaves a stale sentence), or the sentence
 * the server sent, already in the visitor's language.
 */
export type FieldErrorValue = FieldErrorKey | (string & {})

/** Field path (dot-joined, as the dealer API names fields) → its first error. */
export type FieldIssues = Record<string, FieldErrorValue>

/** `['finance', 'salary']` → `finance.salary`, as the API and the form name the field. */
export function issuePath(issue: StandardSchemaV1Issue): string {
  return (issue.path ?? []).map((segment) => String(typeof segment === 'object' ? segment.key : segment)).join('.')
}

/**
 * The contract schema's verdict on a form's input: undefined when it passes, else the first
 * mistake of each field. Contract schemas name their mistakes with field-error keys; any other
 * message (a schema refusing a type the form never sends) reads as "not valid".
 */
export function schemaFieldIssues(schema: StandardSchemaV1, input: unknown): FieldIssues | undefined {
  const result = schema['~standard'].validate(input)
  if (result instanceof Promise) throw new TypeError('Form schemas must validate synchronously.')
  if (!result.issues) return undefined
  const fields: FieldIssues = {}
  for (const issue of result.issues) {
    const path = issuePath(issue)
    fields[path] ??= isFieldErrorKey(issue.message) ? issue.message : 'choice'
  }
  return fields
}
