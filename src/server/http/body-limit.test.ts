/** Which requests may send a body past 6 MiB: only a car photo's or a brand logo's upload (issue 14). */
import { describe, expect, it } from 'vitest'
import { appConfig } from '../../../app.config'
import { carPhotoLimits } from '../../contract/car-photos'
import { uploadBrandLogoOperation, uploadCarPhotoOperation } from '../../contract/car-photos-api'
import { isPictureUpload, limitBody, requestBodyLimit, serverFunctionIdOf } from './body-limit'

const limits = { general: appConfig.requestBodyMaxBytes, pictureUpload: carPhotoLimits.bodyMaxBytes }

describe('request body limits', () => {
  it("give the picture uploads their operation's limit and a margin, so the operation's own refusal (naming the field) comes first", () => {
    for (const path of [
      '/api/staff/car-photos/12/colors/3',
      '/api/staff/brand-logos/7',
      '/_serverFn/staff-upload-car-photo',
      '/_serverFn/staff-upload-brand-logo',
    ]) {
      const limit = requestBodyLimit('POST', path, limits)
      expect(limit, path).toBeGreaterThan(uploadCarPhotoOperation.multipart.maxBodyBytes)
      expect(limit, path).toBeLessThanOrEqual(uploadCarPhotoOperation.multipart.maxBodyBytes + 1024 * 1024)
    }
    expect(uploadBrandLogoOperation.multipart.maxBodyBytes).toBe(carPhotoLimits.bodyMaxBytes)
  })

  it('read the path as the router does: case, escapes and a trailing slash do not slip past the upload rule', () => {
    expect(isPictureUpload('post', '/API/staff/car-photos/12/colors/3/')).toBe(true)
    expect(isPictureUpload('POST', '/api/staff/%62rand-logos/7')).toBe(true)
  })

  it('keep 6 MiB for everything else: other methods on those paths, other operations and server functions, pages', () => {
    for (const [method, path] of [
      ['PATCH', '/api/staff/car-photos/12/colors/3'],
      ['PUT', '/api/staff/brand-logos/7'],
      ['POST', '/api/staff/car-photos/12/colors/3/order'],
      ['POST', '/api/staff/car-photos/12'],
      ['POST', '/api/job-applications'],
      ['POST', '/api/staff/dealer/logo'],
      ['POST', '/_serverFn/0123456789abcdef'],
      ['POST', '/_serverFn/staff-upload-car-photo-2'],
      ['POST', '/subscription'],
      ['POST', '/x/api/staff/brand-logos/7'],
    ] as const) {
      expect(requestBodyLimit(method, path, limits), `${method} ${path}`).toBe(appConfig.requestBodyMaxBytes)
    }
  })

  it('give the two upload server functions their fixed ids, and every other one none (its hash)', () => {
    const file = '/work/app/src/features/staff-car-photos/car-photos.functions.ts'
    expect(serverFunctionIdOf(file, 'uploadCarPhoto_createServerFn_handler')).toBe('staff-upload-car-photo')
    expect(serverFunctionIdOf(`${file}?tsr-split`, 'uploadBrandLogo')).toBe('staff-upload-brand-logo')
    // As the build names it: relative to the project.
    expect(serverFunctionIdOf('src/features/staff-car-photos/car-photos.functions.ts', 'uploadCarPhoto_createServerFn_handler')).toBe(
      'staff-upload-car-photo',
    )
    expect(serverFunctionIdOf(file, 'updateCarPhotoAlt_createServerFn_handler')).toBeUndefined()
    expect(serverFunctionIdOf(file, 'uploadCarPhotoes')).toBeUndefined()
    expect(serverFunctionIdOf('/work/app/src/features/jobs/job-applications.functions.ts', 'uploadCarPhoto')).toBeUndefined()
  })
})

describe('a body limited by the server', () => {
  /** A body sent in chunks without a length, as a client may: only counting can stop it. */
  const streamed = (bytes: number) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (let sent = 0; sent < bytes; sent += 1000) controller.enqueue(new Uint8Array(Math.min(1000, bytes - sent)).fill(120))
        controller.close()
      },
    })
  const post = (body: BodyInit, headers: Record<string, string> = {}) =>
    new Request('http://localhost/api/x', { method: 'POST', body, headers, duplex: 'half' } as RequestInit)

  it('reads a form within the limit as a form, its Content-Type kept', async () => {
    const form = new FormData()
    form.set('name', 'Sara')
    form.set('photo', new File([new Uint8Array(2000)], 'car.jpg', { type: 'image/jpeg' }))
    const read = await limitBody(post(form), 10_000).formData()
    expect(read.get('name')).toBe('Sara')
    expect((read.get('photo') as File).size).toBe(2000)
  })

  it('is cut off with a 413 once more than the limit has come, whether read whole or as a stream', async () => {
    await expect(limitBody(post(streamed(5000)), 4000).text()).rejects.toMatchObject({ status: 413 })
    const reader = limitBody(post(streamed(5000)), 4000).body!.getReader()
    let received = 0
    const reading = (async () => {
      for (;;) {
        const { done, value } = await reader.read()
        if (done) return received
        received += value.byteLength
      }
    })()
    await expect(reading).rejects.toMatchObject({ status: 413 })
    expect(received).toBeLessThanOrEqual(4000)
    expect(await limitBody(post(streamed(4000)), 4000).text()).toHaveLength(4000)
  })

  it('is refused from its Content-Length, before any of it is read', async () => {
    let pulled = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1
        controller.enqueue(new Uint8Array(10))
      },
    })
    const limited = limitBody(post(body, { 'content-length': '5000' }), 4000)
    const before = pulled
    await expect(limited.arrayBuffer()).rejects.toMatchObject({ status: 413 })
    expect(pulled).toBe(before)
  })

  it('leaves everything else of the request as it was', () => {
    const request = post('{}', { 'content-type': 'application/json', 'x-request-id': 'abc12345' })
    const limited = limitBody(request, 4000)
    expect(limited.method).toBe('POST')
    expect(limited.url).toBe('http://localhost/api/x')
    expect(limited.headers.get('x-request-id')).toBe('abc12345')
    const get = new Request('http://localhost/')
    expect(limitBody(get, 4000)).toBe(get)
  })
})
