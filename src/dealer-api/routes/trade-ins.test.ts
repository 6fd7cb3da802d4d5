/** "Value my car" in the API as a client sees it: hostile photos refused by field, the code, staff's estimate, roles. */
import sharp from 'sharp'
import { expect, it } from 'vitest'
import { describeOnEngines } from '../../server/db/describe-on-engines'
import { staffTestApi } from '../staff-test-kit'
import { tradeInRoutes } from './trade-ins'

const arabic = /[\u0600-\u06ff]/

describeOnEngines('trade-ins API', ({ handle }) => {
  const sent: { to: string; text: string }[] = []
  let wakes = 0
  const { staffMember, call } = staffTestApi(
    tradeInRoutes({
      sendSms: async (message) => void sent.push(message),
      codeSecret: async () => 'trade-in-code-secret-for-tests',
      wakeOutbox: () => void (wakes += 1),
    }),
    handle,
  )
  let visitors = 0
  const visitor = () => `203.0.113.${(visitors += 1)}`
  const lastCode = () => /\b(\d{6})\b/.exec(sent.at(-1)?.text ?? '')?.[1] ?? ''

  function photoForm(bytes: Uint8Array, name: string, type: string) {
    const body = new FormData()
    body.set('photo', new File([bytes as Uint8Array<ArrayBuffer>], name, { type }))
    return body
  }

  it.each([
    ['a web page named .jpg', new TextEncoder().encode('<!doctype html><h1>hi</h1><script>alert(1)</script>'), 'car.jpg', 'image/jpeg'],
    [
      'an SVG',
      new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'car.svg',
      'image/svg+xml',
    ],
    ['a program named .png', new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00]), 'car.png', 'image/png'],
  ])('refuses %s with 415 and the reason on `photo`, in the request’s language', async (_name, bytes, fileName, type) => {
    const answer = await call('POST', '/trade-ins/photos', {
      body: photoForm(bytes, fileName, type),
      locale: 'ar',
      clientAddress: visitor(),
    })
    expect(answer.status).toBe(415)
    const { error } = (await answer.json()) as { error: { code: string; fields: Record<string, string[]> } }
    expect(error.code).toBe('unsupported_media_type')
    expect(error.fields.photo![0]).toMatch(arabic)
    expect(error.fields.photo![0]).toContain('JPEG')
  })

  it('refuses a photo past its size while it streams (413 on `photo`)', async () => {
    const large = new Uint8Array(5 * 1024 * 1024 + 10)
    const answer = await call('POST', '/trade-ins/photos', {
      body: photoForm(large, 'big.jpg', 'image/jpeg'),
      locale: 'en',
      clientAddress: visitor(),
    })
    expect(answer.status).toBe(413)
    const { error } = (await answer.json()) as { error: { fields: Record<string, string[]> } }
    expect(error.fields.photo![0]).toMatch(/larger than 5 MB/)
  })

  it('takes a photo, a request and its code; sales answer it, the buyer sees the estimate and its expiry; editors and strangers may not', async () => {
    const address = visitor()
    const jpeg = new Uint8Array(
      await sharp({ create: { width: 800, height: 600, channels: 3, background: '#456' } })
        .jpeg()
        .toBuffer(),
    )
    const uploaded = await call('POST', '/trade-ins/photos', {
      body: photoForm(jpeg, 'IMG_0001.JPG', 'image/jpeg'),
      clientAddress: address,
    })
    expect(uploaded.status).toBe(201)
    const { id: photoId } = (await uploaded.json()) as { id: string }

    const mobile = `+9665${String(Math.floor(10_000_000 + Math.random() * 89_999_999))}`
    const body = {
      make: 'Hyundai',
      model: 'Elantra',
      year: 2018,
      mileageKm: '120 000',
      condition: 'fair',
      city: 'riyadh',
      mobile,
      photos: [photoId],
    }
    const key = crypto.randomUUID()
    const placed = await call('POST', '/trade-ins', { body, headers: { 'Idempotency-Key': key }, clientAddress: address })
    expect(placed.status).toBe(202)
    const { reference } = (await placed.json()) as { reference: string }
    // The same submission again: the same request, no second code.
    const again = await call('POST', '/trade-ins', { body, headers: { 'Idempotency-Key': key }, clientAddress: address })
    expect(((await again.json()) as { reference: string }).reference).toBe(reference)
    expect(sent.filter((message) => message.to === mobile)).toHaveLength(1)
    expect(sent.at(-1)!.text).toContain(reference)

    const verified = await call('POST', `/trade-ins/${reference}/verification`, {
      body: { code: lastCode(), mobile },
      clientAddress: address,
    })
    expect(verified.status).toBe(200)

    const sales = await staffMember('sales')
    const editor = await staffMember('editor')
    expect((await call('GET', '/staff/trade-ins')).status).toBe(401)
    expect((await call('GET', '/staff/trade-ins', { token: editor.token })).status).toBe(403)
    const listed = await call('GET', '/staff/trade-ins', { token: sales.token })
    expect(listed.status).toBe(200)
    const page = (await listed.json()) as { items: { id: string; reference: string; photos: string[] }[] }
    const item = page.items.find((row) => row.reference === reference)!
    expect(item.photos).toEqual([photoId])
    const photo = await call('GET', `/staff/trade-ins/${item.id}/photos/${photoId}`, { token: sales.token })
    expect(photo.status).toBe(200)
    expect(photo.headers.get('content-type')).toBe('image/webp')
    expect((await call('GET', `/staff/trade-ins/${item.id}/photos/${photoId}`, { token: editor.token })).status).toBe(403)

    const estimatePath = `/staff/trade-ins/${item.id}/estimate`
    expect((await call('POST', estimatePath, { body: { amountSar: '58,000' }, token: editor.token })).status).toBe(403)
    const crossSite = await call('POST', estimatePath, { body: { amountSar: '58,000' }, token: sales.token, crossSite: true })
    expect(crossSite.status).toBe(403)
    const tooLow = await call('POST', estimatePath, { body: { amountSar: '12' }, token: sales.token, locale: 'ar' })
    expect(tooLow.status).toBe(400)
    expect(((await tooLow.json()) as { error: { fields: Record<string, string[]> } }).error.fields.amountSar![0]).toMatch(arabic)
    const answered = await call('POST', estimatePath, { body: { amountSar: '58,000' }, token: sales.token })
    expect(answered.status).toBe(200)
    expect(wakes).toBeGreaterThan(0)
    expect((await call('POST', estimatePath, { body: { amountSar: '60,000' }, token: sales.token })).status).toBe(409)

    const tracked = await call('POST', '/trade-ins/track', { body: { reference, phone: mobile }, clientAddress: address })
    expect(tracked.status).toBe(200)
    const view = (await tracked.json()) as { state: string; estimate: { amountSar: number; validUntil: string; givenAt: string } }
    expect(view).toMatchObject({ state: 'estimated', estimate: { amountSar: 58_000 } })
    expect(Date.parse(view.estimate.validUntil) - Date.parse(view.estimate.givenAt)).toBe(7 * 24 * 60 * 60 * 1000)
    // Another mobile learns nothing: the same 404 as an unknown reference.
    const stranger = await call('POST', '/trade-ins/track', { body: { reference, phone: '0500000001' }, clientAddress: address })
    expect(stranger.status).toBe(404)
  })

  it('asks for a key, and refuses bad fields by name without storing anything', async () => {
    const noKey = await call('POST', '/trade-ins', { body: {}, clientAddress: visitor() })
    expect(noKey.status).toBe(400)
    const answer = await call('POST', '/trade-ins', {
      body: { make: '', model: 'X', year: 1950, mileageKm: '-3', condition: 'new', city: 'dubai', mobile: '0412345678' },
      headers: { 'Idempotency-Key': crypto.randomUUID() },
      locale: 'ar',
      clientAddress: visitor(),
    })
    expect(answer.status).toBe(400)
    const { error } = (await answer.json()) as { error: { fields: Record<string, string[]> } }
    expect(Object.keys(error.fields).sort()).toEqual(['city', 'condition', 'make', 'mileageKm', 'mobile', 'year'])
    expect(error.fields.year![0]).toMatch(arabic)
  })
})
