import { describe, expect, it } from 'vitest'
import { InvalidEnvironmentError, parseEnv } from '../../app.config'
import { planProcesses, poolSizeFor } from './processes'

const postgresUrl = 'postgres://dealer@db.internal:5432/dealer'

describe('processes and pools (decision 0062)', () => {
  it('runs one process per core on PostgreSQL, WEB_CONCURRENCY to choose, with pages rendered in each process', () => {
    expect(planProcesses({ DATABASE_URL: postgresUrl, DATABASE_MAX_CONNECTIONS: 50 }, 4)).toEqual({
      processes: 4,
      renderThreads: 0,
      poolSize: 10,
      warnings: [],
    })
    expect(planProcesses({ DATABASE_URL: postgresUrl, WEB_CONCURRENCY: 1, DATABASE_MAX_CONNECTIONS: 50 }, 4)).toMatchObject({
      processes: 1,
      renderThreads: 0,
    })
  })

  it('keeps explicit render threads for a single process only', () => {
    expect(
      planProcesses({ DATABASE_URL: postgresUrl, WEB_CONCURRENCY: 1, RENDER_WORKERS: 2, DATABASE_MAX_CONNECTIONS: 50 }, 4),
    ).toMatchObject({
      processes: 1,
      renderThreads: 2,
      warnings: [],
    })
    const cluster = planProcesses({ DATABASE_URL: postgresUrl, WEB_CONCURRENCY: 3, RENDER_WORKERS: 2, DATABASE_MAX_CONNECTIONS: 50 }, 4)
    expect(cluster).toMatchObject({ processes: 3, renderThreads: 0 })
    expect(cluster.warnings).toEqual(['RENDER_WORKERS=2 is ignored with 3 processes: each renders its own pages'])
  })

  it('keeps the embedded database in one process: WEB_CONCURRENCY above 1 is ignored with a warning', () => {
    const plan = planProcesses({ WEB_CONCURRENCY: 4, DATABASE_MAX_CONNECTIONS: 50 }, 8)
    expect(plan).toMatchObject({ processes: 1, renderThreads: 4, poolSize: null })
    expect(plan.warnings).toEqual([
      'WEB_CONCURRENCY=4 is ignored: the embedded database runs in one process (set DATABASE_URL for several)',
    ])
    expect(planProcesses({ WEB_CONCURRENCY: 1, DATABASE_MAX_CONNECTIONS: 50 }, 2)).toEqual({
      processes: 1,
      renderThreads: 2,
      poolSize: null,
      warnings: [],
    })
    expect(planProcesses({ RENDER_WORKERS: 0, DATABASE_MAX_CONNECTIONS: 50 }, 2).renderThreads).toBe(0)
  })

  it('shares the machine’s connections among its processes, one each kept for LISTEN, between 2 and 10 per pool', () => {
    // processes × (pool + 1) stays within the budget as long as the floor allows.
    for (const processes of [1, 2, 3, 4, 6, 8, 12, 16]) {
      const pool = poolSizeFor(processes, 50)
      expect(processes * (pool + 1)).toBeLessThanOrEqual(50)
    }
    expect(poolSizeFor(2, 50)).toBe(10)
    expect(poolSizeFor(8, 50)).toBe(5)
    expect(poolSizeFor(16, 50)).toBe(2)
    expect(poolSizeFor(64, 50)).toBe(2)
    expect(poolSizeFor(4, 20)).toBe(4)
    expect(poolSizeFor(1, 500)).toBe(10)
  })

  it('validates WEB_CONCURRENCY and DATABASE_MAX_CONNECTIONS at start, naming the variable', () => {
    expect(parseEnv({ WEB_CONCURRENCY: '3', DATABASE_MAX_CONNECTIONS: '80' })).toMatchObject({
      WEB_CONCURRENCY: 3,
      DATABASE_MAX_CONNECTIONS: 80,
    })
    expect(parseEnv({ WEB_CONCURRENCY: '' })).toMatchObject({ WEB_CONCURRENCY: undefined, DATABASE_MAX_CONNECTIONS: 50 })
    for (const [name, value] of [
      ['WEB_CONCURRENCY', '0'],
      ['WEB_CONCURRENCY', 'auto'],
      ['WEB_CONCURRENCY', '2.5'],
      ['DATABASE_MAX_CONNECTIONS', '1'],
    ] as const) {
      expect(() => parseEnv({ [name]: value })).toThrow(InvalidEnvironmentError)
      expect(() => parseEnv({ [name]: value })).toThrow(name)
    }
  })
})
