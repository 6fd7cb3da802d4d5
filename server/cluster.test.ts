import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { restartDelayMs } from './cluster.ts'

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
