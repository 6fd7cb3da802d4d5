import type { ChildProcess } from 'node:child_process'

/**
 * Kills `child` when this test worker exits. A test that times out can end its worker before its
 * own clean-up runs; a server left behind would hold its port, and the next run's server there
 * would refuse to start (or a test would talk to the stale one).
 */
export function endWithWorker(child: ChildProcess): ChildProcess {
  const kill = () => void child.kill('SIGKILL')
  process.once('exit', kill)
  child.once('exit', () => process.removeListener('exit', kill))
  return child
}
