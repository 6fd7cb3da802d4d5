import { afterEach, describe, expect, it } from 'vitest'
import { limitRequestBody } from 'srvx/body-limit'
import { startRenderPool, type RenderPool } from './render-pool.ts'

const echoWorker = new URL('./fixtures/echo-render-worker.ts', import.meta.url)

describe('render pool', () => {
  let pool: RenderPool | undefined
  afterEach(async () => {
    await pool?.close()
    pool = undefined
  })

  it('hands requests to its threads and returns their answers whole', async () => {
    pool = await startRenderPool(2, {}, echoWorker)
    const response = await pool.render(
      new Request('http://localhost/en/order', { method: 'POST', headers: { Cookie: 'XSRF-TOKEN=abc' }, body: 'name=سارة' }),
    )
    expect(response.status).toBe(201)
    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/'])
    expect(await response.json()).toMatchObject({ method: 'POST', path: '/en/order', cookie: 'XSRF-TOKEN=abc', body: 'name=سارة' })
  })

  it('refuses a body over the server limit with 413 instead of buffering it', async () => {
    pool = await startRenderPool(1, {}, echoWorker)
    const oversized = limitRequestBody(new Request('http://localhost/en/order', { method: 'POST', body: 'x'.repeat(2048) }), 1024)
    const response = await pool.render(oversized)
    expect(response.status).toBe(413)
    expect(await response.text()).toMatch(/too large/)
  })

  it('spreads concurrent requests over the threads', async () => {
    pool = await startRenderPool(2, {}, echoWorker)
    const answers = await Promise.all(Array.from({ length: 6 }, () => pool!.render(new Request('http://localhost/slow')).then((response) => response.json())))
    expect(new Set(answers.map((answer: { thread: number }) => answer.thread)).size).toBe(2)
  })

  it('answers 503 for a request whose thread died, and keeps serving with a new thread', async () => {
    pool = await startRenderPool(1, {}, echoWorker)
    const crashed = await pool.render(new Request('http://localhost/crash'))
    expect(crashed.status).toBe(503)
    expect(crashed.headers.get('retry-after')).toBe('5')
    expect(await crashed.text()).toMatch(/غير متاحة مؤقتًا[\s\S]*temporarily unavailable/)
    await expect.poll(async () => (await pool!.render(new Request('http://localhost/en'))).status, { timeout: 10_000 }).toBe(201)
  })
})
