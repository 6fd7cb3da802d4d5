/**
 * How many processes the production server runs and how many database connections each may
 * open (docs/decisions/0062-processes-on-postgresql.md). The cluster's primary and each of its
 * workers work it out alike from the same environment, so they agree without telling each other.
 * Runs in the production server script too, so only erasable TypeScript is allowed here.
 */
import { availableParallelism } from 'node:os'

type ProcessEnv = {
  DATABASE_URL?: string
  WEB_CONCURRENCY?: number
  DATABASE_MAX_CONNECTIONS: number
  RENDER_WORKERS?: number
}

export type ProcessPlan = {
  /** Server processes on this machine; 1 means no cluster. */
  processes: number
  /** Page-rendering threads in each process (server/render-pool.ts). */
  renderThreads: number
  /** Connections in each process's PostgreSQL pool; null on the embedded database. */
  poolSize: number | null
  /** Said once at start when the environment asked for something this plan does not do. */
  warnings: string[]
}

/** A pool never smaller: a page's API calls and a background round must not wait on each other. */
export const minPoolSize = 2
/** Nor larger: past this a process's own limits (API_CONCURRENCY) are what hold requests back. */
export const maxPoolSize = 10

/**
 * Each process's pool: its share of DATABASE_MAX_CONNECTIONS, less the one connection it keeps
 * outside the pool for LISTEN (content changes), within [2, 10]. So a machine opens at most
 * processes × (pool + 1) connections, which stays within the budget up to 16 processes on the
 * default of 50; past that the floor of 2 wins and the budget must grow (docs/configuration.md says so).
 */
export function poolSizeFor(processes: number, maxConnections: number): number {
  const share = Math.floor(maxConnections / processes) - 1
  return Math.min(maxPoolSize, Math.max(minPoolSize, share))
}

export function planProcesses(env: ProcessEnv, cores: number = availableParallelism()): ProcessPlan {
  const warnings: string[] = []
  if (!env.DATABASE_URL) {
    // PGlite is one directory that one process may open: never a cluster there.
    if (env.WEB_CONCURRENCY !== undefined && env.WEB_CONCURRENCY > 1) {
      warnings.push(
        `WEB_CONCURRENCY=${env.WEB_CONCURRENCY} is ignored: the embedded database runs in one process (set DATABASE_URL for several)`,
      )
    }
    return { processes: 1, renderThreads: env.RENDER_WORKERS ?? Math.min(cores, 4), poolSize: null, warnings }
  }
  const processes = env.WEB_CONCURRENCY ?? cores
  // On PostgreSQL pages render in the process that answers the API, which it calls in-process:
  // more cores mean more processes, not render threads behind a loopback hop.
  let renderThreads = env.RENDER_WORKERS ?? 0
  if (processes > 1 && renderThreads > 0) {
    warnings.push(`RENDER_WORKERS=${renderThreads} is ignored with ${processes} processes: each renders its own pages`)
    renderThreads = 0
  }
  return { processes, renderThreads, poolSize: poolSizeFor(processes, env.DATABASE_MAX_CONNECTIONS), warnings }
}
