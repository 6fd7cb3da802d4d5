import type { Messages } from '@lingui/core'
import { apiMessages } from '../../lib/api-error'
import { hostNotAllowed } from './host-refusal'
import pageCatalogues from './page-catalogues.json'

/**
 * The catalogue a page hands to the browser (docs/decisions/0021), from the groups that
 * scripts/page-catalogues.ts lists at extraction: the messages every page's modules write, and
 * those of the routes this page matched. Never what only the server shows (the API's error texts
 * but the two the browser shows too, the refusal of an unknown host, and every message written
 * only in server code): those reach the browser already translated.
 */
const {
  internal: _sharedWithTheErrorPage,
  // The same sentence as the forms' own "required" (src/lib/field-messages.ts): one id.
  fieldRequired: _requiredInForms,
  ...serverOnly
} = apiMessages
const serverOnlyIds = new Set([
  ...[...Object.values(serverOnly), hostNotAllowed].map((descriptor) => descriptor.id),
  ...pageCatalogues.serverOnly,
])
const everyPage = pageCatalogues.everyPage.filter((id) => !serverOnlyIds.has(id))
const byRoute: Record<string, string[] | undefined> = pageCatalogues.routes

/** `messages` (the whole catalogue of the page's language) cut to what the matched routes show. */
export function browserCatalogue(messages: Messages, routeIds: readonly string[]): Messages {
  const ids = new Set(everyPage)
  for (const routeId of routeIds) for (const id of byRoute[routeId] ?? []) if (!serverOnlyIds.has(id)) ids.add(id)
  return Object.fromEntries([...ids].filter((id) => id in messages).map((id) => [id, messages[id]!]))
}

const madeCatalogues = new Map<string, string>()

/**
 * The page's catalogue as the JSON it travels in. One language's pages of the same routes carry the
 * same text, so the production server makes it once per language and routes (a bounded set: the
 * route tree's), not on every render; in development the catalogue changes as it is edited.
 */
export function browserCatalogueJson(locale: string, messages: Messages, routeIds: readonly string[]): string {
  if (!import.meta.env.PROD) return JSON.stringify(browserCatalogue(messages, routeIds))
  const key = `${locale} ${routeIds.join(' ')}`
  let json = madeCatalogues.get(key)
  if (json === undefined) {
    json = JSON.stringify(browserCatalogue(messages, routeIds))
    madeCatalogues.set(key, json)
  }
  return json
}
