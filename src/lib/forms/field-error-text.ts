import { useLingui } from '@lingui/react'
import { isFieldErrorKey } from '../../contract/field-errors'
import { fieldMessages } from '../field-messages'

/**
 * A field error as the visitor reads it: a contract key in the page's language, a server's
 * sentence as it came. Anything else (no error) is undefined.
 */
export function useFieldErrorText(): (error: unknown) => string | undefined {
  const { i18n } = useLingui()
  return (error) => {
    if (typeof error !== 'string' || error === '') return undefined
    return isFieldErrorKey(error) ? i18n._(fieldMessages[error]) : error
  }
}
