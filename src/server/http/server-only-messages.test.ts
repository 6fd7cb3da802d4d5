import { describe, expect, it } from 'vitest'
import { apiMessages } from '../../lib/api-error'
import { loadCatalogue } from '../../lib/i18n/i18n'
import { browserCatalogue } from './server-only-messages'
import { hostNotAllowed } from './host-refusal'

describe('the catalogue a page hands to the browser', () => {
  it('leaves out the messages only the server shows, and keeps every other one', async () => {
    const full = await loadCatalogue('ar')
    const forBrowser = browserCatalogue(full)
    const { internal, fieldInvalid, ...serverOnly } = apiMessages
    for (const shared of [internal, fieldInvalid]) expect(forBrowser[shared.id], 'shown by the error page and forms too').toBeDefined()
    for (const descriptor of [...Object.values(serverOnly), hostNotAllowed]) {
      expect(full[descriptor.id], descriptor.id).toBeDefined()
      expect(forBrowser[descriptor.id], descriptor.id).toBeUndefined()
    }
    expect(Object.keys(forBrowser).length).toBe(Object.keys(full).length - Object.keys(serverOnly).length - 1)
  })
})
