import { describe, expect, it } from 'vitest'
import { apiErrorSchema } from '../contract/api-error'
import { createDealerApiApp } from './app'
import { dealerApiRoutes } from './server-app'

/** Refusals that come before any handler: no database is needed, and none may be touched. */
const api = createDealerApiApp(dealerApiRoutes, {
  database: () => Promise.reject(new Error('a refused method reads no database')),
  csrfSecret: async () => 'method-not-allowed-test-secret-0123',
})

async function send(method: string, path: string, language = 'en') {
  const csrf = await api.fetch(new Request('http://api.test/api/csrf'))
  const { token } = (await csrf.json()) as { token: string }
  return api.fetch(
    new Request(`http://api.test/api${path}`, {
      method,
      headers: { 'Content-Language': language, Cookie: `XSRF-TOKEN=${token}`, 'X-XSRF-TOKEN': token },
    }),
  )
}

describe('a method the path does not have (issue 18)', () => {
  it('answers 405 with Allow naming the methods it has, in the API’s error shape and the request’s language', async () => {
    const post = await send('POST', '/brands')
    expect(post.status).toBe(405)
    expect(post.headers.get('allow')).toBe('GET, HEAD')
    expect(apiErrorSchema.parse(await post.json()).error).toEqual({
      code: 'method_not_allowed',
      message: 'This method is not allowed here.',
    })

    const arabic = await send('DELETE', '/cars/12', 'ar')
    expect(arabic.status).toBe(405)
    expect(arabic.headers.get('allow')).toBe('GET, HEAD')
    expect(apiErrorSchema.parse(await arabic.json()).error).toEqual({
      code: 'method_not_allowed',
      message: 'هذه الطريقة غير مسموح بها هنا.',
    })
  })

  it('names every method of a path that has several, and keeps 404 for a path that is not there', async () => {
    const put = await send('PUT', '/orders')
    expect(put.status).toBe(405)
    expect(put.headers.get('allow')).toBe('POST')
    const patch = await send('PATCH', '/staff/session')
    expect(patch.status).toBe(405)
    expect(patch.headers.get('allow')).toBe('DELETE, GET, HEAD, POST')
    expect((await send('POST', '/no-such-thing')).status).toBe(404)
    expect((await send('PATCH', '/cars/12/extra')).status).toBe(404)
  })
})
