/**
 * Admission control for work the server cannot do without limit (page renders, dealer-API calls):
 * at most `concurrency` tasks run at once, at most `queueSize` more wait their turn, and a waiting
 * task that has not started within `maxWaitMs` is refused instead of run late. A server past its
 * capacity thus answers quickly that it is busy rather than slowly for everyone, and its memory
 * stays bounded by what runs and waits (docs/decisions/0023-overload.md).
 * Runs in the production server, so only erasable TypeScript is allowed here.
 */

/**
 * Why a task was not served: no room to wait, waited too long for its turn, its client went away
 * first, or it started but did not finish by its deadline.
 */
export type Refusal = 'queue-full' | 'waited-too-long' | 'client-gone' | 'deadline'

export type Admission<T> = { ran: true; value: T } | { ran: false; refusal: Refusal }

export type LimiterOptions = {
  concurrency: number
  queueSize: number
  maxWaitMs: number
  /**
   * How long a task may still run after its deadline before its slot is given back anyway. Work
   * that waits on its client (a body) ends at the deadline; this is for work that hangs on
   * anything else, which must not take a slot for ever. Unset: the slot is held until it settles.
   */
  lateWorkMs?: number
  /** Told when a task's slot was given back while it still ran (a hang worth a log line). */
  onOverdue?: () => void
}

export type RunOptions = {
  /** The client's: when it aborts while the task still waits, the task is dropped. */
  signal?: AbortSignal
  /**
   * From this call to the task's result, waiting included: what is left of the request's own
   * deadline, which counts from its arrival (request-arrival.ts). None left: refused unrun.
   */
  deadlineMs?: number
}

export type Limiter = {
  /**
   * Runs `task` once a slot is free. A task that has started keeps its slot until it settles,
   * whatever its caller does meanwhile (its client leaving, its deadline passing), so the count
   * reflects the work really in progress; but no longer than `lateWorkMs` past its deadline.
   */
  run<T>(task: () => Promise<T>, options?: RunOptions): Promise<Admission<T>>
  readonly inFlight: number
  readonly queued: number
  /** A task run now would be refused unrun: every slot taken and no room left to wait. */
  readonly full: boolean
}

type Waiter = { start: () => void; refuse: (refusal: Refusal) => void }

/** One task's hold on a slot: given back once, when the task settles or when it is overdue. */
type Ticket = { giveBack: () => void }

export function createLimiter({ concurrency, queueSize, maxWaitMs, lateWorkMs, onOverdue = () => undefined }: LimiterOptions): Limiter {
  let inFlight = 0
  // Insertion-ordered: the oldest waiter is first, and removing one from the middle is cheap.
  const waiting = new Set<Waiter>()

  function release(): void {
    inFlight--
    const next = waiting.values().next()
    if (!next.done) next.value.start()
  }

  function execute<T>(task: () => Promise<T>, ticket: Ticket): Promise<Admission<T>> {
    inFlight++
    let held = true
    ticket.giveBack = () => {
      if (!held) return
      held = false
      release()
    }
    let running: Promise<T>
    try {
      running = task()
    } catch (error) {
      running = Promise.reject(error)
    }
    return running.then(
      (value) => {
        ticket.giveBack()
        return { ran: true, value }
      },
      (error: unknown) => {
        ticket.giveBack()
        throw error
      },
    )
  }

  function admit<T>(task: () => Promise<T>, signal: AbortSignal | undefined, waitMs: number, ticket: Ticket): Promise<Admission<T>> {
    if (signal?.aborted) return Promise.resolve({ ran: false, refusal: 'client-gone' })
    if (inFlight < concurrency && waiting.size === 0) return execute(task, ticket)
    if (waiting.size >= queueSize) return Promise.resolve({ ran: false, refusal: 'queue-full' })
    return new Promise((resolve, reject) => {
      const leave = () => {
        waiting.delete(waiter)
        clearTimeout(timer)
        signal?.removeEventListener('abort', onAbort)
      }
      const waiter: Waiter = {
        start: () => {
          leave()
          execute(task, ticket).then(resolve, reject)
        },
        refuse: (refusal) => {
          leave()
          resolve({ ran: false, refusal })
        },
      }
      const onAbort = () => waiter.refuse('client-gone')
      const timer = setTimeout(() => waiter.refuse('waited-too-long'), waitMs)
      signal?.addEventListener('abort', onAbort, { once: true })
      waiting.add(waiter)
    })
  }

  return {
    async run(task, { signal, deadlineMs } = {}) {
      // Its time was spent before it got here (the server was busy reaching it): no place for it.
      if (deadlineMs !== undefined && deadlineMs <= 0) return { ran: false, refusal: 'deadline' }
      const ticket: Ticket = { giveBack: () => undefined }
      // A waiting task whose deadline comes first leaves the queue then, rather than run for nobody.
      const admission = admit(task, signal, Math.min(maxWaitMs, deadlineMs ?? maxWaitMs), ticket)
      if (deadlineMs === undefined) return admission
      const outcome = await withinDeadline(admission, deadlineMs)
      if (outcome.inTime) return outcome.value
      if (lateWorkMs !== undefined) {
        let settled = false
        const overdue = setTimeout(() => {
          if (settled) return
          ticket.giveBack()
          onOverdue()
        }, lateWorkMs)
        ;(overdue as { unref?: () => void }).unref?.()
        const done = () => {
          settled = true
          clearTimeout(overdue)
        }
        admission.then(done, done)
      }
      return { ran: false, refusal: 'deadline' }
    },
    get inFlight() {
      return inFlight
    },
    get queued() {
      return waiting.size
    },
    get full() {
      return waiting.size >= queueSize && !(inFlight < concurrency && waiting.size === 0)
    },
  }
}

export type DeadlineOutcome<T> = { inTime: true; value: T } | { inTime: false }

/**
 * Waits for `work` at most `ms`. Work that misses its deadline is not cancelled (a render or a
 * database query cannot be interrupted halfway); `onLate` receives its result, to free what it holds.
 */
export function withinDeadline<T>(work: Promise<T>, ms: number, onLate: (value: T) => void = () => undefined): Promise<DeadlineOutcome<T>> {
  return new Promise((resolve, reject) => {
    let late = false
    const timer = setTimeout(
      () => {
        late = true
        resolve({ inTime: false })
      },
      Math.max(0, ms),
    )
    work.then(
      (value) => {
        if (late) return onLate(value)
        clearTimeout(timer)
        resolve({ inTime: true, value })
      },
      (error: unknown) => {
        if (late) return
        clearTimeout(timer)
        reject(error)
      },
    )
  })
}

/**
 * The deadline of one request: `upload` for one that sends files (multipart form data), whose
 * body arrives at the client's upload speed before any work starts, `normal` for every other.
 */
export function deadlineOf(request: Request, { normal, upload }: { normal: number; upload: number }): number {
  const sendsFiles = request.method === 'POST' && /^multipart\/form-data\b/i.test(request.headers.get('content-type') ?? '')
  return sendsFiles ? upload : normal
}

/**
 * The deadline of a dealer-API call: `deadlineOf`, plus `keyedWrite` for a write that carries an
 * Idempotency-Key. Such a write may be taken (the order stored, its SMS sent) after the deadline
 * has passed, and a 503 then left its client believing it was not (5 of 7 such 503s had stored
 * orders, issue 32): with the extra time it gets its real answer. Its body is still due by the
 * first deadline (a body not whole was never taken), and past the extra time a retry with the same
 * key is safe: it finds the stored answer or does the work once.
 */
export function apiDeadlineOf(
  request: Request,
  deadlines: { normal: number; upload: number; keyedWrite: number },
  keyHeader: string,
): number {
  const keyedWrite = request.method !== 'GET' && request.method !== 'HEAD' && request.headers.has(keyHeader)
  return deadlineOf(request, deadlines) + (keyedWrite ? deadlines.keyedWrite : 0)
}
