import type { ChildProcess } from 'node:child_process'

/**
 * Kills `child` when this test worker exits. A test that times out can end its worker before its
 * own clean-up runs; a server left behind would hold its port, and the next run's server there
 * would refuse to start (or a test would talk to the stale one). A process with children of its own
 * that SIGKILL would orphan (nginx's workers keep its ports) is given the signal it stops them on.
 */
export function endWithWorker(child: ChildProcess, signal: NodeJS.Signals = 'SIGKILL', { group = false } = {}): ChildProcess {
  // A child spawned `detached` leads a process group of its own: killing the group ends what it started too.
  const kill = () => void (group && child.pid ? process.kill(-child.pid, signal) : child.kill(signal))
  process.once('exit', kill)
  child.once('exit', () => process.removeListener('exit', kill))
  return child
}
