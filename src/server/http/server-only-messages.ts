import type { Messages } from '@lingui/core'
import { apiMessages } from '../../lib/api-error'
import { hostNotAllowed } from './host-refusal'
import messageGroups from './server-only-message-ids.json'

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
  ...messageGroups.serverOnly,
])
// The order forms' and tracking page's own texts: the home page must not carry them.
const orderPageIds = new Set(messageGroups.orderPages)

/**
 * `messages` for the page's dehydrated catalogue: never the server-only ones, and the order
 * pages' own texts only on an order page (`complete`); other pages load those with the page the
 * visitor goes to (src/lib/i18n/i18n.ts).
 */
export function browserCatalogue(messages: Messages, { orderPages }: { orderPages: boolean }): Messages {
  return Object.fromEntries(Object.entries(messages).filter(([id]) => !serverOnlyIds.has(id) && (orderPages || !orderPageIds.has(id))))
}
