import { spawn, type ChildProcess } from 'node:child_process'
import { request } from 'node:http'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { cannotListenExitCode, restartDelayMs } from './cluster.ts'

const primaries: ChildProcess[] = []
afterEach(() => {
  // Its workers end with it.
  for (const primary of primaries.splice(0)) if (primary.exitCode === null && primary.signalCode === null) primary.kill('SIGKILL')
})

/** A primary of two busy HTTP workers on `port`, with its log. */
function startHttpPrimary(port: number): { primary: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const primary = spawn(process.execPath, [fileURLToPath(new URL('./fixtures/http-primary.ts', import.meta.url))], {
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  primaries.push(primary)
  let output = ''
  for (const stream of [primary.stdout!, primary.stderr!]) stream.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => primary.once('exit', (code) => resolve(code)))
  return { primary, output: () => output, exited }
}

type Outcome = { kind: 'answered'; status: number; retryAfter?: string } | { kind: 'closed' } | { kind: 'hung' }

/** One GET on a connection of its own: its answer, a closed connection, or nothing at all within `waitMs`. */
function getOnNewConnection(port: number, waitMs: number): Promise<Outcome> {
  return new Promise((resolve) => {
    const outgoing = request({ host: '127.0.0.1', port, path: '/', agent: false, headers: { connection: 'close' } }, (incoming) => {
      incoming.resume()
      incoming.on('end', () => {
        clearTimeout(timer)
        resolve({ kind: 'answered', status: incoming.statusCode ?? 0, retryAfter: incoming.headers['retry-after'] })
      })
    })
    const timer = setTimeout(() => {
      outgoing.destroy()
      resolve({ kind: 'hung' })
    }, waitMs)
    outgoing.on('error', () => {
      clearTimeout(timer)
      resolve({ kind: 'closed' })
    })
    outgoing.end()
  })
}

describe('restarting a worker that died (decision 0062)', () => {
  it('waits longer after each quick death in a row, up to 30 s, so a crash loop does not spin', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(restartDelayMs)).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000])
  })

  it('restarts a worker that keeps failing ever more slowly, and on SIGTERM stops waiting and exits 0', async () => {
    const primary = spawn(process.execPath, [fileURLToPath(new URL('./fixtures/crash-loop-primary.ts', import.meta.url))], {
      env: { ...process.env, LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const deaths: { at: number; restartInMs: number; code: number }[] = []
    let pending = ''
    const onLine = (line: string) => {
      try {
        const entry = JSON.parse(line) as { message?: string; restartInMs?: number; code?: number }
        if (entry.message === 'a server process stopped unexpectedly; starting another')
          deaths.push({ at: Date.now(), restartInMs: entry.restartInMs!, code: entry.code! })
      } catch {
        // not a log line
      }
    }
    for (const stream of [primary.stdout!, primary.stderr!]) {
      stream.on('data', (chunk: Buffer) => {
        pending += chunk.toString()
        const lines = pending.split('\n')
        pending = lines.pop() ?? ''
        lines.forEach(onLine)
      })
    }
    const exited = new Promise<number | null>((resolve) => primary.once('exit', (code) => resolve(code)))
    try {
      await expect.poll(() => deaths.length, { timeout: 20_000, interval: 100 }).toBeGreaterThanOrEqual(3)
      expect(deaths.slice(0, 3).map((death) => [death.restartInMs, death.code])).toEqual([
        [1000, 3],
        [2000, 3],
        [4000, 3],
      ])
      // Each restart waited its turn: the second death came at least a second after the first.
      expect(deaths[1]!.at - deaths[0]!.at).toBeGreaterThanOrEqual(900)
      expect(deaths[2]!.at - deaths[1]!.at).toBeGreaterThanOrEqual(1900)
      // The next restart is 4 s away; SIGTERM cancels it and the primary is done at once.
      const signalledAt = Date.now()
      primary.kill('SIGTERM')
      expect(await exited).toBe(0)
      expect(Date.now() - signalledAt).toBeLessThan(3000)
    } finally {
      if (primary.exitCode === null) primary.kill('SIGKILL')
    }
  }, 30_000)
})

describe("a cluster primary and its workers' connections (decision 0062)", () => {
  it('leaves no request without an answer when a worker is killed during a burst', async () => {
    // Before: the primary kept the connection it was handing the dead worker, and its visitor
    // waited for ever (6 of 6 kills, issue 32).
    const port = 3310
    const { primary, output, exited } = startHttpPrimary(port)
    try {
      await expect.poll(async () => (await getOnNewConnection(port, 1000)).kind, { timeout: 20_000, interval: 200 }).toBe('answered')
      const workers = () =>
        [...output().matchAll(/"pid":(\d+),"slot":\d+,"message":"server process started"/g)].map((match) => Number(match[1]))
      await expect.poll(() => workers().length, { timeout: 10_000 }).toBe(2)
      const outcomes: Outcome[] = []
      for (let round = 0; round < 3; round++) {
        const burst = Array.from({ length: 60 }, () => getOnNewConnection(port, 8000))
        await new Promise((resolve) => setTimeout(resolve, 300))
        process.kill(workers()[round]!, 'SIGKILL')
        outcomes.push(...(await Promise.all(burst)))
        // The replacement is up before the next round.
        await expect.poll(() => workers().length, { timeout: 10_000 }).toBe(round + 3)
        await new Promise((resolve) => setTimeout(resolve, 500))
      }
      const count = (kind: Outcome['kind']) => outcomes.filter((outcome) => outcome.kind === kind).length
      // Those the dead worker had taken are closed by its death; those it had not, answered here.
      expect(count('hung')).toBe(0)
      expect(count('answered')).toBeGreaterThan(0)
      // The primary's own answers say when to come back.
      for (const outcome of outcomes) if (outcome.kind === 'answered' && outcome.status === 503) expect(outcome.retryAfter).toBe('5')
    } finally {
      primary.kill('SIGKILL')
      await exited
    }
  }, 90_000)

  it('exits non-zero, saying why, when its workers cannot listen because another process holds the port', async () => {
    // Before: it restarted them for ever (8 restarts in 28 s) while the other process answered.
    const port = 3311
    const other = createServer()
    await new Promise<void>((resolve) => other.listen(port, '127.0.0.1', resolve))
    try {
      const { primary, output, exited } = startHttpPrimary(port)
      const startedAt = Date.now()
      try {
        expect(await exited).toBe(cannotListenExitCode)
        expect(Date.now() - startedAt).toBeLessThan(10_000)
        expect(output()).toContain('The server processes cannot listen on the port (EADDRINUSE): another process holds it.')
        expect(output()).not.toContain('starting another')
      } finally {
        if (primary.exitCode === null) primary.kill('SIGKILL')
      }
    } finally {
      other.close()
    }
  }, 30_000)
})
