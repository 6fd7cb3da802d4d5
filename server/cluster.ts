/**
 * Several processes of the production server on one machine (node:cluster), on PostgreSQL only
 * (docs/decisions/0062-processes-on-postgresql.md). The primary serves nothing: it starts one
 * worker per process wanted, each running server/serve.ts with its own connection pool on the
 * shared listening port; it replaces a worker that dies (waiting longer after each quick death, so
 * a crash loop does not spin), and answers 503 on the connections it had handed that worker and
 * the worker never took (server/cluster-handoffs.ts); it exits 1 when its workers cannot listen
 * (the port is another process's), rather than restart them for ever; it passes SIGTERM/SIGINT on
 * and exits once every worker has drained (decision 0061); and it gathers the workers' metrics, so
 * a scrape answered by any of them covers all of them.
 * Runs on Node 22 with type stripping, so only erasable TypeScript is allowed here (tsconfig.json).
 */
import cluster, { type Worker } from 'node:cluster'
import { getSystemErrorName } from 'node:util'
import { AggregatorRegistry } from 'prom-client'
import { watchHandoffs, type Handoffs } from './cluster-handoffs.ts'
import { log } from '../src/server/log.ts'
import { cannotListenMessage } from '../src/server/http/acceptors.ts'
import { collectMetricsWith, metricsRegistry, type Exposition } from '../src/server/metrics.ts'
import type { ProcessPlan } from '../src/server/processes.ts'

/** A worker that lived this long before dying was not crash-looping: its next restart is quick again. */
export const stableAfterMs = 30_000

/** Waits before restarting a worker after its `failures`-th quick death in a row: 1 s, 2 s, 4 s … 30 s. */
export function restartDelayMs(failures: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, failures - 1))
}

/** Beyond the workers' own drain bound, what closing their pools and background work may take. */
const closeGraceMs = 10_000

const metricsRequest = 'dealer-storefront:metrics-request'
const metricsAnswer = 'dealer-storefront:metrics-answer'

type MetricsRequest = { type: typeof metricsRequest; id: number }
type MetricsAnswer = { type: typeof metricsAnswer; id: number } & ({ exposition: Exposition } | { failed: true })

function isMessage<T extends { type: string }>(message: unknown, type: T['type']): message is T {
  return typeof message === 'object' && message !== null && (message as { type?: unknown }).type === type
}

/** The primary's exit code when its workers cannot listen: the port is taken or not this user's to bind. */
export const cannotListenExitCode = 2

export type PrimaryOptions = {
  processes: number
  /** The workers' bound on requests in flight after the signal (SHUTDOWN_TIMEOUT_MS). */
  shutdownTimeoutMs: number
}

/** Whether this process is to be a cluster's primary rather than a server process. */
export function isClusterPrimary(processes: number): boolean {
  return processes > 1 && cluster.isPrimary
}

/** Runs the primary until every worker has stopped after a signal; then the process exits. */
export function runPrimary({ processes, shutdownTimeoutMs }: PrimaryOptions): Promise<never> {
  const slots = new Map<Worker, { slot: number; startedAt: number; handoffs: Handoffs }>()
  const quickFailures = new Map<number, number>()
  const pendingRestarts = new Set<ReturnType<typeof setTimeout>>()
  let stopping: NodeJS.Signals | null = null
  let failedWhileStopping = false
  let exitCode: number | null = null

  function fork(slot: number): void {
    const worker = cluster.fork()
    const handoffs = watchHandoffs(worker, { onListenFailed: (errno) => cannotListen(errno) })
    slots.set(worker, { slot, startedAt: Date.now(), handoffs })
    worker.once('online', () => log.info('server process started', { pid: worker.process.pid, slot }))
    // Node's cluster still answers a worker killed a moment ago (its listen refused, say): the
    // channel is gone (EPIPE). Without a listener that error would end the primary with exit 1.
    worker.on('error', (error: NodeJS.ErrnoException) => {
      if (stopping && (error.code === 'EPIPE' || error.code === 'ERR_IPC_CHANNEL_CLOSED')) return
      log.warn('a server process’s channel failed', { pid: worker.process.pid, error: error.code ?? error.message })
    })
  }

  /**
   * Every worker would meet the same refusal: restarting them only hides it (8 restarts in 28 s
   * while another process answered the port, issue 32).
   */
  function cannotListen(errno: number): void {
    if (stopping) return
    const error = getSystemErrorName(errno)
    process.stderr.write(`${cannotListenMessage('server processes', error)}\n`)
    log.error('server processes cannot listen; stopping', { error })
    stopping = 'SIGTERM'
    exitCode = cannotListenExitCode
    for (const timer of pendingRestarts) clearTimeout(timer)
    pendingRestarts.clear()
    for (const worker of slots.keys()) worker.process.kill('SIGKILL')
    if (slots.size === 0) finish()
  }

  cluster.on('exit', (worker, code, signal) => {
    const started = slots.get(worker)
    slots.delete(worker)
    if (!started) return
    // Connections handed to it that it never took: no one else will answer them.
    const answered = started.handoffs.answerUntaken()
    if (answered > 0)
      log.warn('answered 503 to connections a dead server process never took', { pid: worker.process.pid, connections: answered })
    if (stopping) {
      // A worker still starting when the signal came has no handler yet: the signal ended it.
      if (code !== 0 && signal !== stopping) failedWhileStopping = true
      if (slots.size === 0) finish()
      return
    }
    const livedMs = Date.now() - started.startedAt
    const failures = livedMs >= stableAfterMs ? 1 : (quickFailures.get(started.slot) ?? 0) + 1
    quickFailures.set(started.slot, failures)
    const delayMs = restartDelayMs(failures)
    log.error('a server process stopped unexpectedly; starting another', {
      pid: worker.process.pid,
      code,
      signal,
      livedMs,
      restartInMs: delayMs,
    })
    const timer = setTimeout(() => {
      pendingRestarts.delete(timer)
      if (!stopping) fork(started.slot)
    }, delayMs)
    pendingRestarts.add(timer)
  })

  // A scrape reaching any worker: that worker asks here, and the answer covers every worker.
  const aggregator = new AggregatorRegistry()
  cluster.on('message', (worker, message: unknown) => {
    if (!isMessage<MetricsRequest>(message, metricsRequest)) return
    const reply = (answer: MetricsAnswer) => {
      if (worker.isConnected()) worker.send(answer)
    }
    aggregator.clusterMetrics().then(
      (body) => reply({ type: metricsAnswer, id: message.id, exposition: { body, contentType: aggregator.contentType } }),
      () => reply({ type: metricsAnswer, id: message.id, failed: true }),
    )
  })

  let exit: (code: number) => void = () => undefined
  const done = new Promise<never>(() => {
    exit = (code) => process.exit(code)
  })

  function finish(): void {
    if (exitCode !== null) return exit(exitCode)
    log.info('all server processes stopped', { signal: stopping, ok: !failedWhileStopping })
    exit(failedWhileStopping ? 1 : 0)
  }

  function stop(signal: NodeJS.Signals): void {
    if (stopping) return
    stopping = signal
    for (const timer of pendingRestarts) clearTimeout(timer)
    pendingRestarts.clear()
    log.info('stopping: every server process drains', { signal, processes: slots.size })
    if (slots.size === 0) return finish()
    // Each worker drains as a single server does on this signal (server/serve.ts).
    for (const worker of slots.keys()) worker.process.kill(signal)
    setTimeout(() => {
      log.error('stopping: server processes did not stop in time and were killed', { processes: slots.size })
      for (const worker of slots.keys()) worker.process.kill('SIGKILL')
      failedWhileStopping = true
    }, shutdownTimeoutMs + closeGraceMs).unref()
  }

  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => stop(signal))

  log.info('starting server processes', { processes })
  for (let slot = 0; slot < processes; slot++) fork(slot)
  return done
}

/** How long a worker waits for the primary's gathered metrics before the scrape fails. */
const metricsTimeoutMs = 6000

/**
 * In a worker: answers the primary's requests for this process's metrics, and answers its own
 * scrapes with everyone's, gathered by the primary.
 */
export function joinClusterAsWorker(): void {
  if (!cluster.isWorker) return
  AggregatorRegistry.setRegistries([metricsRegistry()])
  // Constructing one is what makes prom-client answer the primary's requests in this worker.
  new AggregatorRegistry()
  let nextId = 0
  const waiting = new Map<number, (answer: MetricsAnswer) => void>()
  process.on('message', (message: unknown) => {
    if (!isMessage<MetricsAnswer>(message, metricsAnswer)) return
    waiting.get(message.id)?.(message)
  })
  collectMetricsWith(
    () =>
      new Promise<Exposition>((resolve, reject) => {
        const id = ++nextId
        const timer = setTimeout(() => {
          waiting.delete(id)
          reject(new Error('the cluster primary did not gather the metrics in time'))
        }, metricsTimeoutMs)
        waiting.set(id, (answer) => {
          clearTimeout(timer)
          waiting.delete(id)
          if ('exposition' in answer) resolve(answer.exposition)
          else reject(new Error('the cluster primary could not gather the metrics'))
        })
        process.send?.({ type: metricsRequest, id } satisfies MetricsRequest)
      }),
  )
}

/**
 * Called first by server/serve.ts: in the primary of a cluster this never returns (the workers
 * run serve.ts again); in a worker it joins the cluster; a single process just says what it
 * ignored.
 */
export async function startProcesses(plan: ProcessPlan, shutdownTimeoutMs: number): Promise<void> {
  if (cluster.isWorker) return joinClusterAsWorker()
  for (const warning of plan.warnings) log.warn(warning)
  if (isClusterPrimary(plan.processes)) await runPrimary({ processes: plan.processes, shutdownTimeoutMs })
}
