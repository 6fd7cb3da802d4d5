/**
 * Waiting for a browser to finish starting before it measures a page (`bench:lighthouse`).
 *
 * Debian's Chromium 156 keeps both cores of this machine busy for about two seconds after it
 * starts (its own pages: the address bar's popup and other browser interface pages are made in
 * renderers of their own), long after its DevTools port answers. Lighthouse connected then
 * measured its CPU benchmark and the page's first second against that work; a visitor's browser
 * is not starting while a page loads. Measured on 2026-12-02: 43–50 clock ticks of CPU per
 * quarter second for the first 2.2 s, then 0–3.
 */
import { readdirSync, readFileSync } from 'node:fs'

/** CPU time (clock ticks) spent so far by every process of a process group, from /proc; 0 where there is no /proc. */
export function processGroupCpuTicks(groupId: number): number {
  let ticks = 0
  let pids: string[]
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name))
  } catch {
    return 0
  }
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
      // Fields after the command name, which may hold spaces and parentheses: state is the first.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      if (Number(fields[2]) !== groupId) continue
      ticks += Number(fields[11]) + Number(fields[12])
    } catch {
      // the process ended between the listing and the read
    }
  }
  return ticks
}

export type IdleOptions = {
  /** How often CPU time is read. */
  intervalMs: number
  /** At most this many ticks an interval counts as quiet (100 ticks a second on Linux). */
  quietTicks: number
  /** This many quiet intervals in a row is idle. */
  quietIntervals: number
  /** Give up waiting after this long: a browser that never settles is measured as it is. */
  maxMs: number
}

export const browserIdle: IdleOptions = { intervalMs: 250, quietTicks: 3, quietIntervals: 2, maxMs: 15_000 }

/** Resolves once `cpuTicks` has grown by at most `quietTicks` in `quietIntervals` intervals in a row; true if it did, false if it gave up. */
export async function waitUntilIdle(cpuTicks: () => number, options: IdleOptions = browserIdle): Promise<boolean> {
  const deadline = Date.now() + options.maxMs
  let previous = cpuTicks()
  let quiet = 0
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs))
    const now = cpuTicks()
    quiet = now - previous <= options.quietTicks ? quiet + 1 : 0
    previous = now
    if (quiet >= options.quietIntervals) return true
  }
  return false
}
