import type { Messages } from '@lingui/core'
import { apiMessages } from '../../lib/api-error'
import { hostNotAllowed } from './host-refusal'
import generatedServerOnlyIds from './server-only-message-ids.json'

/**
 * Messages only the server ever shows (the API's error texts but the three the browser shows too,
 * the refusal of an unknown host, and every message written only in src/dealer-api, src/domain
 * or src/server, listed by scripts/server-only-messages.ts):
 * they reach the browser already translated, so the catalogue a page carries leaves them out
 * and every page is that much lighter (docs/decisions/0021).
 */
const {
  internal: _sharedWithTheErrorPage,
  fieldInvalid: _sharedWithForms,
  // The same sentence as the forms' own "required" (src/lib/field-messages.ts): one id.
  fieldRequired: _requiredInForms,
  ...serverOnly
} = apiMessages
const serverOnlyIds = new Set([
  ...[...Object.values(serverOnly), hostNotAllowed].map((descriptor) => descriptor.id),
  ...generatedServerOnlyIds,
])

/** `messages` without the server-only ones, for the page's dehydrated catalogue. */
export function browserCatalogue(messages: Messages): Messages {
  return Object.fromEntries(Object.entries(messages).filter(([id]) => !serverOnlyIds.has(id)))
}
