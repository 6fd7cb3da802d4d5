import { describe, expect, it } from 'vitest'
import { apiMessages } from '../../lib/api-error'
import { loadCatalogue } from '../../lib/i18n/i18n'
import { browserCatalogue } from './server-only-messages'
import { hostNotAllowed } from './host-refusal'

describe('the catalogue a page hands to the browser', () => {
  it('leaves out the messages only the server shows, and keeps every other one', async () => {
    const full = await loadCatalogue('ar')
    const forBrowser = browserCatalogue(full, { orderPages: false })
    const { internal, fieldInvalid, fieldRequired, ...serverOnly } = apiMessages
    for (const shared of [internal, fieldInvalid, fieldRequired])
      expect(forBrowser[shared.id], 'shown by the error page and forms too').toBeDefined()
    for (const descriptor of [...Object.values(serverOnly), hostNotAllowed]) {
      expect(full[descriptor.id], descriptor.id).toBeDefined()
      expect(forBrowser[descriptor.id], descriptor.id).toBeUndefined()
    }
  })

  it('leaves out what only the dealer API, the domain and server code write: order refusals, text messages, dealer mails', async () => {
    const { orderMessages } = await import('../../dealer-api/routes/orders')
    const full = await loadCatalogue('en')
    const forBrowser = browserCatalogue(full, { orderPages: false })
    for (const descriptor of Object.values(orderMessages)) {
      expect(full[descriptor.id], descriptor.message).toBeDefined()
      expect(forBrowser[descriptor.id], descriptor.message).toBeUndefined()
    }
    // Messages pages show stay: the 404 page's, the forms' field sentences.
    const { fieldMessages } = await import('../../lib/field-messages')
    for (const descriptor of Object.values(fieldMessages)) expect(forBrowser[descriptor.id], descriptor.message).toBeDefined()
  })

  it('carries the order forms’ own texts only on an order page; other pages load them when the visitor goes there', async () => {
    const { workSectorLabels } = await import('../../features/orders/order-form-labels')
    const full = await loadCatalogue('ar')
    const elsewhere = browserCatalogue(full, { orderPages: false })
    const onOrderPage = browserCatalogue(full, { orderPages: true })
    for (const descriptor of Object.values(workSectorLabels)) {
      expect(elsewhere[descriptor.id], descriptor.message).toBeUndefined()
      expect(onOrderPage[descriptor.id], descriptor.message).toBe(full[descriptor.id])
    }
    // Texts the home page shows are never left out.
    const { fieldMessages } = await import('../../lib/field-messages')
    expect(elsewhere[fieldMessages.mobile.id]).toBeDefined()
  })
})
