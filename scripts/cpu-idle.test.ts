import { spawn } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { processGroupCpuTicks, waitUntilIdle } from './cpu-idle.ts'

const fast = { intervalMs: 1, quietTicks: 3, quietIntervals: 2, maxMs: 2_000 }

/** A counter that grows by each step in turn, then stays. */
function ticksGrowingBy(steps: number[]) {
  let total = 0
  let index = 0
  return () => {
    total += steps[index] ?? 0
    index++
    return total
  }
}

describe('waiting for a browser to settle', () => {
  it('waits while the CPU time grows, and stops after enough quiet intervals in a row', async () => {
    const read = ticksGrowingBy([0, 40, 45, 2, 30, 1, 0, 50, 50])
    let reads = 0
    expect(await waitUntilIdle(() => (reads++, read()), fast)).toBe(true)
    // The first read, then 40, 45, 2 (quiet), 30 (busy again), 1, 0: two quiet in a row at the seventh read.
    expect(reads).toBe(7)
  })

  it('gives up at its limit when the browser never settles', async () => {
    let ticks = 0
    const started = Date.now()
    expect(await waitUntilIdle(() => (ticks += 10), { ...fast, maxMs: 50 })).toBe(false)
    expect(Date.now() - started).toBeLessThan(1_000)
  })

  it('reads the CPU time of a busy process group from /proc', async () => {
    // A group with no process (ids stop below 2^22 on Linux) counts nothing.
    expect(processGroupCpuTicks(2 ** 22 + 7)).toBe(0)
    const running = spawn(process.execPath, ['-e', 'const end = Date.now() + 3000; while (Date.now() < end);'], { detached: true })
    try {
      await new Promise((resolve) => setTimeout(resolve, 700))
      expect(processGroupCpuTicks(running.pid!)).toBeGreaterThan(20)
    } finally {
      running.kill()
    }
  })
})
