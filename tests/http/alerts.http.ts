import { deliveries } from '../e2e/deliveries'
import { newEmail } from '../e2e/visitors'
import { expect, test } from './fixtures'

/**
 * Alerts (decision 0098) as the server answers them: asked for through the dealer API, confirmed
 * by the mail's link, listed on the page every message links to, and all removed by one POST to
 * the unsubscribe link (RFC 8058's one-click, as a mail provider sends it: no cookie, no CSRF
 * token, no page).
 */
test('one POST to the unsubscribe link removes every alert, without a page, a session or a CSRF token', async ({ request }) => {
  const cars = (await (await request.get('/api/cars?pageSize=1', { headers: { 'Content-Language': 'en' } })).json()) as {
    items: { id: number; title: string }[]
  }
  const car = cars.items[0]!
  const csrf = ((await (await request.get('/api/csrf')).json()) as { token: string }).token
  const email = newEmail('alerts.http')
  const asked = await request.post('/api/alerts', {
    data: { channel: 'email', email, carId: car.id, priceDrop: true },
    headers: { 'Content-Language': 'en', Cookie: `XSRF-TOKEN=${csrf}`, 'X-XSRF-TOKEN': csrf },
  })
  expect(asked.status()).toBe(202)
  expect(await asked.json()).toEqual({ status: 'confirmation_sent' })

  const links = await deliveries.linksFor(email)
  const confirmLink = links.find((link) => link.includes('/alerts/confirm?token=k.'))!
  const listLink = links.find((link) => /\/alerts\?token=a\./.test(link))!
  const unsubscribeLink = links.find((link) => link.includes('/alerts/unsubscribe?token=a.'))!
  expect([confirmLink, listLink, unsubscribeLink].every(Boolean)).toBe(true)

  // Opening the list changes nothing; until confirmed, it lists nothing.
  const confirmed = await request.post(confirmLink, { headers: { Accept: 'text/plain', Cookie: '' } })
  expect(confirmed.status()).toBe(200)
  expect(await confirmed.text()).toBe('confirmed\n')
  const listed = await (await request.get(listLink)).text()
  expect(listed).toContain('<meta name="robots" content="noindex"')
  expect(listed).toContain(`/car?id=${car.id}`)

  const oneClick = await request.post(unsubscribeLink, {
    form: { 'List-Unsubscribe': 'One-Click' },
    headers: { Cookie: '' },
  })
  expect(oneClick.status()).toBe(200)
  expect(oneClick.headers()['cache-control']).toBe('no-store')
  expect(await oneClick.text()).toBe('unsubscribed\n')
  // Idempotent, and the list is empty now.
  expect((await request.post(unsubscribeLink, { form: { 'List-Unsubscribe': 'One-Click' }, headers: { Cookie: '' } })).status()).toBe(200)
  const after = await (await request.get(listLink)).text()
  expect(after).not.toContain(`/car?id=${car.id}`)
  expect(after).toContain('You have no alerts.')

  // A forged link does nothing.
  const forged = await request.post('/en/alerts/unsubscribe?token=a.AAAAAAAAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAA', {
    form: { 'List-Unsubscribe': 'One-Click' },
  })
  expect(forged.status()).toBe(400)
  // Under a first segment that is no language the production server refuses the POST before any
  // handler (request-kind.ts: only the link pages' own paths take one); the handler's own rule,
  // 404, is locale.test.ts's.
  const unknownLanguage = await request.post('/fr/alerts/unsubscribe?token=a.AAAAAAAAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAA', {
    form: { 'List-Unsubscribe': 'One-Click' },
  })
  expect(unknownLanguage.status()).toBe(405)
})
