/** The one client's multipart calls: a form's text fields as text, its files as files, nothing for empty fields. */
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { defineOperation } from '../contract/operation'
import { createDealerApiClient } from './client'

const publish = defineOperation({
  method: 'post',
  path: '/notes',
  operationId: 'publishNote',
  summary: 'test',
  tag: 'test',
  body: z.object({ title: z.string(), count: z.number(), cover: z.instanceof(File), note: z.string().nullish() }),
  multipart: {
    fileFields: ['cover'],
    fileMediaTypes: ['image/png'],
    maxBodyBytes: 1_000_000,
    maxFileBytes: 500_000,
    fileTooLarge: 'cvSize',
  },
  response: z.object({ published: z.boolean() }),
})

describe('client multipart', () => {
  it('sends text fields as text and files under their own names, leaving out empty fields', async () => {
    const requests: Request[] = []
    const client = createDealerApiClient({
      baseURL: 'http://api.test/api',
      timeoutMs: 2000,
      fetch: async (input, init) => {
        const request = new Request(input, init)
        requests.push(request)
        if (new URL(request.url).pathname === '/api/csrf') {
          return new Response(JSON.stringify({ token: 't1' }), {
            headers: { 'Content-Type': 'application/json', 'Set-Cookie': 'XSRF-TOKEN=t1; Path=/; SameSite=Strict' },
          })
        }
        return new Response(JSON.stringify({ published: true }), { status: 201, headers: { 'Content-Type': 'application/json' } })
      },
    })
    const cover = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'cover.png', { type: 'image/png' })
    await expect(client.call(publish, { locale: 'en', body: { title: 'عرض رمضان', count: 3, cover, note: null } })).resolves.toEqual({
      published: true,
    })
    const sent = requests.find((request) => new URL(request.url).pathname === '/api/notes')!
    expect(sent.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/)
    const form = await sent.formData()
    expect([...form.keys()].sort()).toEqual(['count', 'cover', 'title'])
    expect(form.get('title')).toBe('عرض رمضان')
    expect(form.get('count')).toBe('3')
    const file = form.get('cover') as File
    expect(file.name).toBe('cover.png')
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))
  })
})
