/**
 * The server's Prometheus metrics (prom-client), served at /metrics only to a caller with
 * `Authorization: Bearer <METRICS_TOKEN>` (decision 0061). Labels are route patterns, methods,
 * statuses, gateway names and outcomes: never a URL as sent, a phone number or anything a visitor
 * typed, so neither personal data nor unbounded label sets can reach the metrics.
 * On globalThis because the server script and the built app each load their own copy of this
 * module into one process. Runs in the production server script too, so only erasable TypeScript.
 */
import { timingSafeEqual } from 'node:crypto'
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'
import type { PageCacheOutcome } from './http/page-cache.ts'

export type OutboxBacklog = {
  /** Messages not delivered yet and not given up on. */
  pending: number
  /** Messages whose last attempt failed: nothing more will be tried. */
  dead: number
  /** When the oldest pending message was written, or null with none pending. */
  oldestPendingAt: Date | null
}

/** How the dealer-API client's answer cache met a public GET (src/dealer-api/client.ts). */
export type DealerApiCacheOutcome = 'hit' | 'joined' | 'miss'
export type DealerApiCacheCounts = Record<DealerApiCacheOutcome, number>

/** The text of a scrape and its content type. */
export type Exposition = { body: string; contentType: string }

type Metrics = {
  registry: Registry
  /** Where a scrape's text comes from: this process's registry, or the whole cluster's (server/cluster.ts). */
  exposition: { collect: (() => Promise<Exposition>) | null }
  requests: Counter<'route' | 'method' | 'status'>
  duration: Histogram<'route' | 'method'>
  smsSends: Counter<'gateway' | 'outcome'>
  pageCache: Counter<'outcome'>
  dealerApiCache: Counter<'outcome'>
  /** Counted on this thread since a render thread last handed its counts to the main thread. */
  dealerApiCacheUnsent: DealerApiCacheCounts
  outboxSampler: { sample: (() => Promise<OutboxBacklog>) | null }
  poolSampler: { sample: (() => { max: number; open?: number; idle?: number }) | null }
}

function createMetrics(): Metrics {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  const outboxSampler: Metrics['outboxSampler'] = { sample: null }
  const poolSampler: Metrics['poolSampler'] = { sample: null }
  let lastBacklog: Promise<OutboxBacklog | null> | null = null
  // One query answers all three outbox gauges of a scrape.
  const backlog = () => {
    lastBacklog ??= (outboxSampler.sample?.() ?? Promise.resolve(null)).catch(() => null)
    const current = lastBacklog
    setImmediate(() => (lastBacklog = null))
    return current
  }
  new Gauge({
    name: 'outbox_pending_messages',
    // Every process reads the same database: across a cluster the figure is one of theirs, not a sum.
    aggregator: 'max',
    help: 'Outbox messages (webhook, mail, SMS) not delivered yet, retries included',
    registers: [registry],
    async collect() {
      const sampled = await backlog()
      if (sampled) this.set(sampled.pending)
    },
  })
  new Gauge({
    name: 'outbox_oldest_pending_age_seconds',
    // Every process reads the same database: across a cluster the figure is one of theirs, not a sum.
    aggregator: 'max',
    help: 'Age of the oldest outbox message not delivered yet (0 when none waits)',
    registers: [registry],
    async collect() {
      const sampled = await backlog()
      if (sampled) this.set(sampled.oldestPendingAt ? Math.max(0, (Date.now() - sampled.oldestPendingAt.getTime()) / 1000) : 0)
    },
  })
  new Gauge({
    name: 'outbox_dead_messages',
    // Every process reads the same database: across a cluster the figure is one of theirs, not a sum.
    aggregator: 'max',
    help: 'Outbox messages whose last attempt failed and that nothing will retry',
    registers: [registry],
    async collect() {
      const sampled = await backlog()
      if (sampled) this.set(sampled.dead)
    },
  })
  new Gauge({
    name: 'db_pool_connections',
    help: "Database connections by state (max: the pool size, summed over a cluster's processes), where the driver reports them",
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const sampled = poolSampler.sample?.()
      if (!sampled) return
      this.set({ state: 'max' }, sampled.max)
      if (sampled.open !== undefined) this.set({ state: 'open' }, sampled.open)
      if (sampled.idle !== undefined) this.set({ state: 'idle' }, sampled.idle)
    },
  })
  return {
    registry,
    exposition: { collect: null },
    outboxSampler,
    poolSampler,
    requests: new Counter({
      name: 'http_requests_total',
      help: 'Requests answered, by route pattern, method and status',
      labelNames: ['route', 'method', 'status'],
      registers: [registry],
    }),
    duration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to the answer’s headers, by route pattern and method',
      labelNames: ['route', 'method'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    pageCache: new Counter({
      name: 'page_cache_requests_total',
      help: 'Page views by page cache outcome: hit, stale (an expired copy, while its page renders again or when that render failed), miss (rendered, then kept when it may be), bypass (rendered for its visitor alone), redirect (an address the page reads as another: sent to that one)',
      labelNames: ['outcome'],
      registers: [registry],
    }),
    dealerApiCache: new Counter({
      name: 'dealer_api_cache_requests_total',
      help: 'Public dealer-API reads by the rendering client’s answer cache: hit (a kept answer), joined (the same call already on its way), miss (asked the API)',
      labelNames: ['outcome'],
      registers: [registry],
    }),
    dealerApiCacheUnsent: { hit: 0, joined: 0, miss: 0 },
    smsSends: new Counter({
      name: 'sms_sends_total',
      help: 'SMS (one-time codes and order messages) handed to the gateway, by gateway and outcome (sent, failed)',
      labelNames: ['gateway', 'outcome'],
      registers: [registry],
    }),
  }
}

const stateKey = Symbol.for('dealer-storefront.metrics')
const globalState = globalThis as typeof globalThis & { [stateKey]?: Metrics }

function metrics(): Metrics {
  return (globalState[stateKey] ??= createMetrics())
}

/** Methods with a label of their own; anything else is counted as OTHER. */
const knownMethods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

export function recordRequest(route: string, method: string, status: number, seconds: number): void {
  const m = knownMethods.has(method) ? method : 'OTHER'
  metrics().requests.inc({ route, method: m, status: String(status) })
  metrics().duration.observe({ route, method: m }, seconds)
}

/** One page view and how the page cache answered it (src/server/http/page-cache.ts); hit ratio = hit / (hit + miss). */
export function recordPageCache(outcome: PageCacheOutcome): void {
  metrics().pageCache.inc({ outcome })
}

/** One public read of the dealer-API client and how its answer cache met it; hit ratio = hit / (hit + joined + miss). */
export function recordDealerApiCache(outcome: DealerApiCacheOutcome): void {
  metrics().dealerApiCache.inc({ outcome })
  metrics().dealerApiCacheUnsent[outcome] += 1
}

/**
 * A render thread's counts since it last asked, or null when there are none: /metrics is the main
 * thread's registry, so a thread hands them over with its answers (server/render-pool.ts).
 */
export function takeDealerApiCacheCounts(): DealerApiCacheCounts | null {
  const unsent = metrics().dealerApiCacheUnsent
  if (unsent.hit + unsent.joined + unsent.miss === 0) return null
  metrics().dealerApiCacheUnsent = { hit: 0, joined: 0, miss: 0 }
  return unsent
}

/** On the main thread: what a render thread counted. */
export function addDealerApiCacheCounts(counts: DealerApiCacheCounts): void {
  for (const outcome of ['hit', 'joined', 'miss'] as const) {
    if (counts[outcome] > 0) metrics().dealerApiCache.inc({ outcome }, counts[outcome])
  }
}

export function recordSmsSend(gateway: string, outcome: 'sent' | 'failed'): void {
  metrics().smsSends.inc({ gateway, outcome })
}

/** How a scrape learns the outbox's backlog (one query per scrape). */
export function sampleOutboxWith(sample: () => Promise<OutboxBacklog>): void {
  metrics().outboxSampler.sample = sample
}

export function samplePoolWith(sample: () => { max: number; open?: number; idle?: number }): void {
  metrics().poolSampler.sample = sample
}

/** This process's registry, for a cluster's primary to gather it with the others'. */
export function metricsRegistry(): Registry {
  return metrics().registry
}

/** Scrapes answer with what `collect` gives (every process of a cluster) instead of this process's registry. */
export function collectMetricsWith(collect: () => Promise<Exposition>): void {
  metrics().exposition.collect = collect
}

export const metricsPath = '/metrics'

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

/**
 * The answer to GET /metrics: the exposition with the right bearer token; without METRICS_TOKEN,
 * or with a missing or wrong token, the same 404 as any unknown address, so the endpoint is not
 * even advertised.
 */
export async function metricsResponse(request: Request, token: string | undefined): Promise<Response> {
  const presented = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1]
  if (!token || !presented || !sameText(presented, token) || (request.method !== 'GET' && request.method !== 'HEAD')) {
    return new Response('Not found\n', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    })
  }
  const { registry, exposition } = metrics()
  let scrape: Exposition
  try {
    scrape = exposition.collect ? await exposition.collect() : { body: await registry.metrics(), contentType: registry.contentType }
  } catch {
    // A process that did not answer in time: the scraper tries again at its next interval.
    return new Response('Metrics unavailable\n', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': '1' },
    })
  }
  return new Response(request.method === 'HEAD' ? null : scrape.body, {
    headers: { 'Content-Type': scrape.contentType, 'Cache-Control': 'no-store' },
  })
}

/** Tests only. */
export function resetMetricsForTests(): void {
  delete globalState[stateKey]
}
