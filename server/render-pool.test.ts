import { MessageChannel } from 'node:worker_threads'
import { afterEach, describe, expect, it } from 'vitest'
import { limitRequestBody } from 'srvx/body-limit'
import { brotliDecompressSync } from 'node:zlib'
import { answerApiCalls } from '../src/server/http/api-channel.ts'
import { keptPageWith, toKeep } from '../src/server/http/kept-page.ts'
import { metricsResponse, resetMetricsForTests } from '../src/server/metrics.ts'
import { startRenderPool, type RenderPool, type RenderPoolLimits } from './render-pool.ts'

const token = 'm'.repeat(40)
const echoWorker = new URL('./fixtures/echo-render-worker.ts', import.meta.url)
const roomy: RenderPoolLimits = {
  rendersPerThread: 8,
  queuePerThread: 16,
  maxQueueWaitMs: 5_000,
  deadlineMs: 10_000,
  uploadDeadlineMs: 10_000,
  retryAfterSeconds: 5,
}

describe('render pool', () => {
  let pool: RenderPool | undefined
  afterEach(async () => {
    await pool?.close()
    pool = undefined
  })
  const start = (size: number, limits: Partial<RenderPoolLimits> = {}, onRefusal?: (reason: string) => void) =>
    startRenderPool(size, { env: {}, limits: { ...roomy, ...limits }, onRefusal, workerFile: echoWorker })

  it('hands requests to its threads and returns their answers whole', async () => {
    pool = await start(2)
    const response = await pool.render(
      new Request('http://localhost/en/order', { method: 'POST', headers: { Cookie: 'XSRF-TOKEN=abc' }, body: 'name=سارة' }),
    )
    expect(response.status).toBe(201)
    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/'])
    expect(await response.json()).toMatchObject({ method: 'POST', path: '/en/order', cookie: 'XSRF-TOKEN=abc', body: 'name=سارة' })
  })

  it('brings a page made for the page cache back in its kept form, and only such a page', async () => {
    pool = await start(1)
    const kept = keptPageWith(await pool.render(toKeep(new Request('http://localhost/kept'))))
    expect(kept?.scriptHashes).toHaveLength(1)
    expect(brotliDecompressSync(kept!.br).toString()).toBe('<p>kept</p><script>a()</script>')
    const visitors = await pool.render(new Request('http://localhost/kept'))
    expect(keptPageWith(visitors)).toBeUndefined()
    expect(await visitors.json()).toMatchObject({ path: '/kept', keep: false })
  })

  it('runs its threads with the async context frame, where this Node has it', async () => {
    pool = await start(1)
    const { execArgv } = (await (await pool.render(new Request('http://localhost/'))).json()) as { execArgv: string[] }
    expect(process.allowedNodeEnvironmentFlags.has('--experimental-async-context-frame')).toBe(true)
    expect(execArgv).toContain('--experimental-async-context-frame')
    // The process's own options are passed on as they are, repeated ones too.
    expect(execArgv.slice(0, process.execArgv.length)).toEqual(process.execArgv)
  })

  it("counts for /metrics what a thread's API client counted, sent with its answer", async () => {
    resetMetricsForTests()
    pool = await start(1)
    const response = await pool.render(new Request('http://localhost/counted'))
    expect(await response.json()).toMatchObject({ path: '/counted' })
    const scrape = await metricsResponse(new Request('http://localhost/metrics', { headers: { Authorization: `Bearer ${token}` } }), token)
    const text = await scrape.text()
    expect(text).toContain('dealer_api_cache_requests_total{outcome="hit"} 3')
    expect(text).toContain('dealer_api_cache_requests_total{outcome="joined"} 1')
    expect(text).toContain('dealer_api_cache_requests_total{outcome="miss"} 2')
  })

  it('refuses a body over the server limit with 413 instead of buffering it', async () => {
    pool = await start(1)
    const oversized = limitRequestBody(new Request('http://localhost/en/order', { method: 'POST', body: 'x'.repeat(2048) }), 1024)
    const response = await pool.render(oversized)
    expect(response.status).toBe(413)
    expect(await response.text()).toMatch(/too large/)
  })

  it('warms every thread with each page before visitors come, and stops waiting at its deadline', async () => {
    pool = await start(2)
    await pool.warmUp(['http://localhost/', 'http://localhost/en/market'], 5_000)
    // Two at once go to the two threads: each has rendered both warm-up pages before this one.
    const answers = await Promise.all(
      [1, 2].map(() => pool!.render(new Request('http://localhost/slow')).then((response) => response.json())),
    )
    expect(answers.map((answer: { seen: number }) => answer.seen)).toEqual([3, 3])

    const startedAt = Date.now()
    await pool.warmUp(
      Array.from({ length: 30 }, () => 'http://localhost/slow'),
      200,
    )
    expect(Date.now() - startedAt).toBeLessThan(2_000)
  })

  it('spreads concurrent requests over the threads', async () => {
    pool = await start(2)
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => pool!.render(new Request('http://localhost/slow')).then((response) => response.json())),
    )
    expect(new Set(answers.map((answer: { thread: number }) => answer.thread)).size).toBe(2)
  })

  it('answers 503 for a request whose thread died, and keeps serving with a new thread', async () => {
    pool = await start(1)
    const crashed = await pool.render(new Request('http://localhost/crash'))
    expect(crashed.status).toBe(503)
    expect(crashed.headers.get('retry-after')).toBe('5')
    expect(await crashed.text()).toMatch(/غير متاحة مؤقتًا[\s\S]*temporarily unavailable/)
    await expect.poll(async () => (await pool!.render(new Request('http://localhost/en'))).status, { timeout: 10_000 }).toBe(201)
  })

  it('renders a bounded number at once, queues a few, and refuses the rest at once with 503 and Retry-After', async () => {
    const refusals: string[] = []
    pool = await start(1, { rendersPerThread: 2, queuePerThread: 1 }, (reason) => refusals.push(reason))
    const fullness = [pool.full]
    const rendering = Array.from({ length: 3 }, () => pool!.render(new Request('http://localhost/slow')))
    // Two rendering and one waiting: the next would be refused, which the page cache's front reads.
    fullness.push(pool.full)
    const answers = await Promise.all([
      ...rendering,
      ...Array.from({ length: 2 }, () => pool!.render(new Request('http://localhost/slow'))),
    ])
    fullness.push(pool.full)
    expect(fullness).toEqual([false, true, false])
    expect(answers.map((response) => response.status)).toEqual([201, 201, 201, 503, 503])
    expect(answers[4]!.headers.get('retry-after')).toBe('5')
    expect(await answers[4]!.text()).toMatch(/غير متاحة مؤقتًا[\s\S]*temporarily unavailable/)
    expect(refusals).toEqual(['queue-full', 'queue-full'])
  })

  it('refuses a request that waited past its turn, and one not answered by its deadline', async () => {
    const refusals: string[] = []
    pool = await start(1, { rendersPerThread: 1, queuePerThread: 5, maxQueueWaitMs: 50 }, (reason) => refusals.push(reason))
    const [first, waited] = await Promise.all([
      pool.render(new Request('http://localhost/slow')),
      pool.render(new Request('http://localhost/en')),
    ])
    expect([first.status, waited.status]).toEqual([201, 503])

    await pool.close()
    pool = await start(1, { deadlineMs: 50 }, (reason) => refusals.push(reason))
    const late = await pool.render(new Request('http://localhost/slow'))
    expect(late.status).toBe(503)
    expect(late.headers.get('retry-after')).toBe('5')
    expect(refusals).toEqual(['waited-too-long', 'deadline'])
    // A request that sends files has the longer deadline: its body comes at the visitor's upload speed.
    const files = new FormData()
    files.set('cv', new Blob(['%PDF-1.4']), 'cv.pdf')
    expect((await pool.render(new Request('http://localhost/slow', { method: 'POST', body: files }))).status).toBe(201)
    expect(refusals).toEqual(['waited-too-long', 'deadline'])
  })

  it('counts the deadline from the request\u2019s arrival, not from its turn', async () => {
    const refusals: string[] = []
    pool = await start(1, { deadlineMs: 10_000 }, (reason) => refusals.push(reason))
    // Arrived 10 s ago (the main thread was busy reaching it): refused at once, nothing rendered.
    const spent = await pool.render(new Request('http://localhost/en'), 'x', Date.now() - 10_000)
    expect(spent.status).toBe(503)
    // Arrived 9.95 s ago: the slow page (100 ms) cannot be in by the deadline.
    const startedAt = Date.now()
    const late = await pool.render(new Request('http://localhost/slow'), 'x', Date.now() - 9_950)
    expect(late.status).toBe(503)
    expect(Date.now() - startedAt).toBeLessThan(1_000)
    expect(refusals).toEqual(['deadline', 'deadline'])
    expect((await pool.render(new Request('http://localhost/en'), 'x', Date.now() - 5_000)).status).toBe(201)
  })

  it('drops a queued request whose client went away before a thread took it', async () => {
    pool = await start(1, { rendersPerThread: 1 })
    const client = new AbortController()
    const busy = pool.render(new Request('http://localhost/slow'))
    const dropped = pool.render(new Request('http://localhost/en/dropped', { signal: client.signal }))
    client.abort()
    expect((await dropped).status).toBe(503)
    await busy
    const next = await (await pool.render(new Request('http://localhost/en/next'))).json()
    // The thread numbers the requests it was handed: the dropped one never reached it.
    expect(next).toMatchObject({ path: '/en/next', seen: 2 })
  })

  it('gives each thread, and each one started after a crash, a port to the dealer API', async () => {
    const calls: string[] = []
    const openApiChannel = () => {
      const { port1, port2 } = new MessageChannel()
      answerApiCalls(port1, async (request) => {
        calls.push(new URL(request.url).search)
        return Response.json({ cars: calls.length })
      })
      return port2
    }
    pool = await startRenderPool(1, { env: {}, limits: roomy, workerFile: echoWorker, openApiChannel })
    expect(await (await pool.render(new Request('http://localhost/api-call'))).json()).toMatchObject({ api: { cars: 1 } })
    expect((await pool.render(new Request('http://localhost/crash'))).status).toBe(503)
    await expect
      .poll(async () => ((await (await pool!.render(new Request('http://localhost/api-call'))).json()) as { api?: unknown }).api, {
        timeout: 10_000,
      })
      .toEqual({ cars: 2 })
    expect(calls).toEqual(['?brand=toyota', '?brand=toyota'])
  })

  it('leaves a thread without a port to call the API where DEALER_API_URL says', async () => {
    pool = await start(1)
    expect(await (await pool.render(new Request('http://localhost/api-call'))).json()).toMatchObject({ api: null })
  })

  it('adds Retry-After to a 503 page rendered by the app', async () => {
    pool = await start(1)
    const response = await pool.render(new Request('http://localhost/unavailable'))
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('5')
  })
})
