import { afterEach, describe, expect, it } from 'vitest'
import { AggregatorRegistry } from 'prom-client'
import {
  addDealerApiCacheCounts,
  collectMetricsWith,
  metricsRegistry,
  metricsResponse,
  recordDealerApiCache,
  recordRequest,
  recordSmsSend,
  resetMetricsForTests,
  sampleOutboxWith,
  samplePoolWith,
  takeDealerApiCacheCounts,
} from './metrics'

const token = 'a-metrics-token-of-the-operators-own-choosing'
const scrape = (headers: Record<string, string> = {}, configured: { token?: string } = { token }) =>
  metricsResponse(new Request('http://localhost/metrics', { headers }), configured.token)

describe('/metrics (decision 0061)', () => {
  afterEach(() => resetMetricsForTests())

  it('answers 404, like any unknown address, without METRICS_TOKEN or without the right bearer token', async () => {
    expect((await scrape({ Authorization: `Bearer ${token}` }, {})).status).toBe(404)
    expect((await scrape()).status).toBe(404)
    expect((await scrape({ Authorization: `Bearer ${token}x` })).status).toBe(404)
    expect((await scrape({ Authorization: token })).status).toBe(404)
    const answer = await scrape({ Authorization: `Bearer ${token}` })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
    expect(answer.headers.get('cache-control')).toBe('no-store')
  })

  it('counts requests and their latency per route pattern, SMS per gateway, and reports the outbox backlog and pool', async () => {
    recordRequest('/api/cars/{id}', 'GET', 200, 0.012)
    recordRequest('/api/cars/{id}', 'GET', 200, 0.3)
    recordRequest('/{-$locale}/market', 'GET', 503, 0.001)
    recordRequest('/{-$locale}/market', 'BREW', 405, 0.001)
    recordSmsSend('unifonic', 'sent')
    recordSmsSend('unifonic', 'failed')
    recordSmsSend('unifonic', 'sent')
    sampleOutboxWith(async () => ({ pending: 7, dead: 1, oldestPendingAt: new Date(Date.now() - 90_000) }))
    samplePoolWith(() => ({ max: 10 }))
    const text = await (await scrape({ Authorization: `Bearer ${token}` })).text()
    expect(text).toContain('http_requests_total{route="/api/cars/{id}",method="GET",status="200"} 2')
    expect(text).toContain('http_requests_total{route="/{-$locale}/market",method="GET",status="503"} 1')
    expect(text).toContain('http_requests_total{route="/{-$locale}/market",method="OTHER",status="405"} 1')
    expect(text).toContain('http_request_duration_seconds_bucket{le="0.025",route="/api/cars/{id}",method="GET"} 1')
    expect(text).toContain('http_request_duration_seconds_count{route="/api/cars/{id}",method="GET"} 2')
    expect(text).toContain('sms_sends_total{gateway="unifonic",outcome="sent"} 2')
    expect(text).toContain('sms_sends_total{gateway="unifonic",outcome="failed"} 1')
    expect(text).toContain('outbox_pending_messages 7')
    expect(text).toContain('outbox_dead_messages 1')
    expect(Number(/outbox_oldest_pending_age_seconds ([\d.]+)/.exec(text)?.[1])).toBeGreaterThanOrEqual(90)
    expect(text).toContain('db_pool_connections{state="max"} 10')
    expect(text).toContain('process_resident_memory_bytes')
  })

  it('counts the dealer-API answer cache’s outcomes, a render thread’s handed to the main thread once', async () => {
    // What a render thread counts goes to its own registry, which nobody scrapes, and is handed over once.
    recordDealerApiCache('miss')
    recordDealerApiCache('hit')
    recordDealerApiCache('hit')
    recordDealerApiCache('joined')
    const handed = takeDealerApiCacheCounts()
    expect(handed).toEqual({ hit: 2, joined: 1, miss: 1 })
    expect(takeDealerApiCacheCounts()).toBeNull()
    resetMetricsForTests()
    // The main thread adds them to what it counted itself.
    recordDealerApiCache('miss')
    addDealerApiCacheCounts(handed!)
    const text = await (await scrape({ Authorization: `Bearer ${token}` })).text()
    expect(text).toContain('dealer_api_cache_requests_total{outcome="hit"} 2')
    expect(text).toContain('dealer_api_cache_requests_total{outcome="joined"} 1')
    expect(text).toContain('dealer_api_cache_requests_total{outcome="miss"} 2')
  })

  it('still answers when the outbox cannot be read, without those gauges’ values', async () => {
    sampleOutboxWith(() => Promise.reject(new Error('connect ECONNREFUSED')))
    const answer = await scrape({ Authorization: `Bearer ${token}` })
    expect(answer.status).toBe(200)
    expect(await answer.text()).not.toContain('ECONNREFUSED')
  })

  it('in a cluster: adds up requests and pools of every process, but not the outbox they all read (decision 0062)', async () => {
    // Two processes' registries, as the primary gathers them (server/cluster.ts).
    const processes = []
    for (const handled of [3, 4]) {
      resetMetricsForTests()
      for (let count = 0; count < handled; count++) recordRequest('/api/cars/{id}', 'GET', 200, 0.01)
      sampleOutboxWith(async () => ({ pending: 5, dead: 0, oldestPendingAt: null }))
      samplePoolWith(() => ({ max: 10 }))
      processes.push(await metricsRegistry().getMetricsAsJSON())
    }
    resetMetricsForTests()
    const gathered = AggregatorRegistry.aggregate(processes)
    collectMetricsWith(async () => ({ body: await gathered.metrics(), contentType: gathered.contentType }))
    const text = await (await scrape({ Authorization: `Bearer ${token}` })).text()
    expect(text).toContain('http_requests_total{route="/api/cars/{id}",method="GET",status="200"} 7')
    expect(text).toContain('db_pool_connections{state="max"} 20')
    expect(text).toMatch(/^outbox_pending_messages 5$/m)
  })

  it('answers 503, saying nothing more, when the processes’ metrics cannot be gathered', async () => {
    collectMetricsWith(() => Promise.reject(new Error('the cluster primary did not gather the metrics in time')))
    const answer = await scrape({ Authorization: `Bearer ${token}` })
    expect(answer.status).toBe(503)
    expect(answer.headers.get('retry-after')).toBe('1')
    expect(await answer.text()).toBe('Metrics unavailable\n')
  })
})
