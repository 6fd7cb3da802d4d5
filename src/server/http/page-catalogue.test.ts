import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiMessages } from '../../lib/api-error'
import { loadCatalogue } from '../../lib/i18n/i18n'
import { browserCatalogue, browserCatalogueJson } from './page-catalogue'
import { hostNotAllowed } from './host-refusal'

const home = ['__root__', '/{-$locale}', '/{-$locale}/']
const orderPage = ['__root__', '/{-$locale}', '/{-$locale}/order-individuals']

describe('the catalogue a page hands to the browser', () => {
  it('leaves out the messages only the server shows, and keeps the ones pages show too', async () => {
    const full = await loadCatalogue('ar')
    const forBrowser = browserCatalogue(full, orderPage)
    const { internal, fieldRequired, ...serverOnly } = apiMessages
    for (const shared of [internal, fieldRequired])
      expect(forBrowser[shared.id], 'shown by the error page and forms too').toBe(full[shared.id])
    for (const descriptor of [...Object.values(serverOnly), hostNotAllowed]) {
      expect(full[descriptor.id], descriptor.id).toBeDefined()
      expect(forBrowser[descriptor.id], descriptor.id).toBeUndefined()
    }
  })

  it('leaves out what only the dealer API, the domain and server code write: order refusals, text messages, dealer mails', async () => {
    const { orderMessages } = await import('../../dealer-api/routes/orders')
    const full = await loadCatalogue('en')
    const forBrowser = browserCatalogue(full, orderPage)
    for (const descriptor of Object.values(orderMessages)) {
      expect(full[descriptor.id], descriptor.message).toBeDefined()
      expect(forBrowser[descriptor.id], descriptor.message).toBeUndefined()
    }
  })

  it('carries a route’s own texts only on its pages, and every page’s on all of them', async () => {
    const { workSectorLabels } = await import('../../features/orders/order-form-labels')
    const { fieldMessages } = await import('../../lib/field-messages')
    const { staffMessages } = await import('../../features/staff/staff-messages')
    const full = await loadCatalogue('ar')
    const onHome = browserCatalogue(full, home)
    const onOrderPage = browserCatalogue(full, orderPage)
    for (const descriptor of Object.values(workSectorLabels)) {
      expect(onHome[descriptor.id], descriptor.message).toBeUndefined()
      expect(onOrderPage[descriptor.id], descriptor.message).toBe(full[descriptor.id])
    }
    // The footer's sign-up is on every page, and with it the forms' field sentences.
    expect(onHome[fieldMessages.email.id]).toBe(full[fieldMessages.email.id])
    // The back office's labels never reach a visitor's page.
    expect(onHome[staffMessages.forbidden.id]).toBeUndefined()
    expect(Object.keys(onHome).length).toBeLessThan(Object.keys(full).length / 3)
  })
})

describe('the catalogue as a page carries it', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('is made once per language and routes by the production server, and on every render in development', async () => {
    const full = await loadCatalogue('en')
    const made = browserCatalogueJson('en', full, orderPage)
    expect(JSON.parse(made)).toEqual(browserCatalogue(full, orderPage))
    const edited = { ...full, [Object.keys(browserCatalogue(full, orderPage))[0]!]: 'edited' }
    expect(browserCatalogueJson('en', edited, orderPage)).not.toBe(made)

    vi.stubEnv('PROD', true)
    const kept = browserCatalogueJson('en', full, orderPage)
    expect(kept).toBe(made)
    expect(browserCatalogueJson('en', edited, orderPage)).toBe(kept)
    expect(JSON.parse(browserCatalogueJson('en', full, home))).toEqual(browserCatalogue(full, home))
    expect(JSON.parse(browserCatalogueJson('ar', await loadCatalogue('ar'), orderPage))).toEqual(
      browserCatalogue(await loadCatalogue('ar'), orderPage),
    )
  })
})
