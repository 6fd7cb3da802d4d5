/**
 * The process's place in its life: serving, or draining before it exits. Read by the readiness
 * check (a draining process tells its load balancer to send nothing new) and set by the
 * production server on SIGTERM/SIGINT (server/serve.ts), which then owns the shutdown: the
 * database client's own signal handler steps aside for it (decision 0061).
 * On globalThis because the server script and the built app each load their own copy of this
 * module into one process. Runs in the production server script too, so only erasable TypeScript.
 */
type StopTask = { name: string; stop: () => Promise<void> }
type LifecycleState = { draining: boolean; shutdownOwnedByHost: boolean; stopTasks: StopTask[] }

const stateKey = Symbol.for('dealer-storefront.lifecycle')
const globalState = globalThis as typeof globalThis & { [stateKey]?: LifecycleState }
const state: LifecycleState = (globalState[stateKey] ??= { draining: false, shutdownOwnedByHost: false, stopTasks: [] })
// A state kept by an older copy of this module in the same process lacks the list.
state.stopTasks ??= []

export function isDraining(): boolean {
  return state.draining
}

/** From now on the readiness check fails; requests already accepted still finish. */
export function startDraining(): void {
  state.draining = true
}

/** Called by a server that drains and closes everything itself on SIGTERM/SIGINT. */
export function takeOverShutdown(): void {
  state.shutdownOwnedByHost = true
}

export function shutdownOwnedByHost(): boolean {
  return state.shutdownOwnedByHost
}

/**
 * Background work of this process (the outbox worker, the newsletter dispatcher, housekeeping)
 * registers how it stops: its timer ends and the round in progress finishes, so the database is
 * never closed under a running query. Returns the unregister.
 */
export function onStop(name: string, stop: () => Promise<void>): () => void {
  const task = { name, stop }
  state.stopTasks.push(task)
  return () => {
    state.stopTasks = state.stopTasks.filter((each) => each !== task)
  }
}

/**
 * Stops every registered background task, all at once, and waits for them; one that fails does
 * not keep the others from stopping. Answers the names of those that failed, with their errors.
 */
export async function stopBackgroundTasks(): Promise<{ name: string; error: unknown }[]> {
  const tasks = state.stopTasks
  state.stopTasks = []
  const outcomes = await Promise.allSettled(tasks.map((task) => task.stop()))
  return outcomes.flatMap((outcome, index) =>
    outcome.status === 'rejected' ? [{ name: tasks[index]!.name, error: outcome.reason as unknown }] : [],
  )
}

/** Tests only: back to serving, with no background task registered. */
export function resetLifecycleForTests(): void {
  state.draining = false
  state.shutdownOwnedByHost = false
  state.stopTasks = []
}
