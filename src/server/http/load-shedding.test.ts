import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { apiDeadlineOf, createLimiter, deadlineOf, withinDeadline } from './load-shedding'

/** A task that finishes when the test says so. */
function deferredTask<T>(value: T) {
  let finish!: () => void
  let fail!: (error: Error) => void
  const started = vi.fn()
  const task = () => {
    started()
    return new Promise<T>((resolve, reject) => {
      finish = () => resolve(value)
      fail = reject
    })
  }
  return { task, started, finish: () => finish(), fail: (error: Error) => fail(error) }
}

describe('load shedding limiter', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('runs up to its concurrency at once and queues the next ones in order', async () => {
    const limiter = createLimiter({ concurrency: 2, queueSize: 5, maxWaitMs: 1000 })
    const tasks = ['a', 'b', 'c', 'd'].map(deferredTask)
    const results = tasks.map((t) => limiter.run(t.task))
    expect(tasks.map((t) => t.started.mock.calls.length)).toEqual([1, 1, 0, 0])
    expect([limiter.inFlight, limiter.queued]).toEqual([2, 2])

    tasks[1]!.finish()
    await expect(results[1]).resolves.toEqual({ ran: true, value: 'b' })
    expect(tasks.map((t) => t.started.mock.calls.length)).toEqual([1, 1, 1, 0])
    tasks[0]!.finish()
    await results[0]
    expect(tasks[3]!.started).toHaveBeenCalledOnce()
    tasks[2]!.finish()
    tasks[3]!.finish()
    await expect(Promise.all(results)).resolves.toEqual(['a', 'b', 'c', 'd'].map((value) => ({ ran: true, value })))
    expect([limiter.inFlight, limiter.queued]).toEqual([0, 0])
  })

  it('refuses at once when the queue is full, without running the task', async () => {
    const limiter = createLimiter({ concurrency: 1, queueSize: 1, maxWaitMs: 1000 })
    limiter.run(deferredTask(1).task)
    limiter.run(deferredTask(2).task)
    const third = deferredTask(3)
    await expect(limiter.run(third.task)).resolves.toEqual({ ran: false, refusal: 'queue-full' })
    expect(third.started).not.toHaveBeenCalled()
  })

  it('says it is full exactly when the next task would be refused for want of room', async () => {
    const limiter = createLimiter({ concurrency: 2, queueSize: 1, maxWaitMs: 1000 })
    const tasks = [1, 2, 3].map(deferredTask)
    expect(limiter.full).toBe(false)
    limiter.run(tasks[0]!.task)
    limiter.run(tasks[1]!.task)
    // Every slot taken, room to wait.
    expect(limiter.full).toBe(false)
    limiter.run(tasks[2]!.task)
    expect(limiter.full).toBe(true)
    await expect(limiter.run(deferredTask(4).task)).resolves.toEqual({ ran: false, refusal: 'queue-full' })
    tasks[0]!.finish()
    await vi.waitFor(() => expect(tasks[2]!.started).toHaveBeenCalled())
    expect(limiter.full).toBe(false)
  })

  it('with no queue, is full once every slot is taken', () => {
    const limiter = createLimiter({ concurrency: 1, queueSize: 0, maxWaitMs: 1000 })
    expect(limiter.full).toBe(false)
    limiter.run(deferredTask(1).task)
    expect(limiter.full).toBe(true)
  })

  it('refuses a task that waited past its deadline instead of running it late', async () => {
    const limiter = createLimiter({ concurrency: 1, queueSize: 3, maxWaitMs: 500 })
    const first = deferredTask('first')
    limiter.run(first.task)
    const late = deferredTask('late')
    const result = limiter.run(late.task)
    vi.advanceTimersByTime(499)
    expect(limiter.queued).toBe(1)
    vi.advanceTimersByTime(1)
    await expect(result).resolves.toEqual({ ran: false, refusal: 'waited-too-long' })
    expect(limiter.queued).toBe(0)
    first.finish()
    await vi.runAllTimersAsync()
    expect(late.started).not.toHaveBeenCalled()
    expect(limiter.inFlight).toBe(0)
  })

  it('refuses unrun a task with nothing left of its deadline, taking no place', async () => {
    const limiter = createLimiter({ concurrency: 1, queueSize: 1, maxWaitMs: 1000 })
    const spent = deferredTask('spent')
    await expect(limiter.run(spent.task, { deadlineMs: 0 })).resolves.toEqual({ ran: false, refusal: 'deadline' })
    await expect(limiter.run(spent.task, { deadlineMs: -5 })).resolves.toEqual({ ran: false, refusal: 'deadline' })
    expect(spent.started).not.toHaveBeenCalled()
    expect([limiter.inFlight, limiter.queued]).toEqual([0, 0])
    const next = deferredTask('next')
    const result = limiter.run(next.task, { deadlineMs: 1 })
    expect(next.started).toHaveBeenCalledOnce()
    next.finish()
    await expect(result).resolves.toEqual({ ran: true, value: 'next' })
  })

  it('takes a waiting task out of the queue when its deadline comes before its longest wait', async () => {
    const limiter = createLimiter({ concurrency: 1, queueSize: 3, maxWaitMs: 2000 })
    const first = deferredTask('first')
    limiter.run(first.task)
    const hurried = deferredTask('hurried')
    const result = limiter.run(hurried.task, { deadlineMs: 300 })
    vi.advanceTimersByTime(299)
    expect(limiter.queued).toBe(1)
    vi.advanceTimersByTime(1)
    expect(limiter.queued).toBe(0)
    await expect(result).resolves.toMatchObject({ ran: false })
    // Its place is free and it never runs for a client that has its answer already.
    first.finish()
    await vi.advanceTimersByTimeAsync(0)
    expect(hurried.started).not.toHaveBeenCalled()
    expect(limiter.inFlight).toBe(0)
  })

  it('drops a waiting task whose client went away, and refuses one whose client is already gone', async () => {
    const limiter = createLimiter({ concurrency: 1, queueSize: 3, maxWaitMs: 1000 })
    const first = deferredTask('first')
    limiter.run(first.task)
    const client = new AbortController()
    const dropped = deferredTask('dropped')
    const result = limiter.run(dropped.task, { signal: client.signal })
    client.abort()
    await expect(result).resolves.toEqual({ ran: false, refusal: 'client-gone' })
    expect(limiter.queued).toBe(0)
    first.finish()
    await vi.runAllTimersAsync()
    expect(dropped.started).not.toHaveBeenCalled()

    const gone = deferredTask('gone')
    await expect(limiter.run(gone.task, { signal: AbortSignal.abort() })).resolves.toEqual({ ran: false, refusal: 'client-gone' })
    expect(gone.started).not.toHaveBeenCalled()
  })

  it('keeps the slot of a started task until it settles, even if its client left', async () => {
    const limiter = createLimiter({ concurrency: 1, queueSize: 0, maxWaitMs: 1000 })
    const client = new AbortController()
    const running = deferredTask('running')
    const result = limiter.run(running.task, { signal: client.signal })
    client.abort()
    expect(limiter.inFlight).toBe(1)
    await expect(limiter.run(deferredTask('next').task)).resolves.toEqual({ ran: false, refusal: 'queue-full' })
    running.finish()
    await expect(result).resolves.toEqual({ ran: true, value: 'running' })
    expect(limiter.inFlight).toBe(0)
  })

  it('answers "deadline" for a task not finished in time, and keeps its slot until it ends', async () => {
    const limiter = createLimiter({ concurrency: 1, queueSize: 1, maxWaitMs: 1000 })
    const slow = deferredTask('slow')
    const result = limiter.run(slow.task, { deadlineMs: 3000 })
    vi.advanceTimersByTime(3000)
    await expect(result).resolves.toEqual({ ran: false, refusal: 'deadline' })
    expect(limiter.inFlight).toBe(1)
    // Without lateWorkMs the slot is held however long the task runs.
    await vi.advanceTimersByTimeAsync(60_000)
    expect(limiter.inFlight).toBe(1)
    slow.finish()
    await vi.runAllTimersAsync()
    expect(limiter.inFlight).toBe(0)
    await expect(limiter.run(() => Promise.resolve('quick'), { deadlineMs: 3000 })).resolves.toEqual({ ran: true, value: 'quick' })
  })

  it('gives back the slot of a task still running lateWorkMs after its deadline, and says so', async () => {
    // A task that never settles (as one reading a stalled body did) held its slot for ever: enough
    // of them and every request was refused until a restart (issue 32).
    const onOverdue = vi.fn()
    const limiter = createLimiter({ concurrency: 1, queueSize: 1, maxWaitMs: 1000, lateWorkMs: 5000, onOverdue })
    const hung = deferredTask('hung')
    await Promise.all([limiter.run(hung.task, { deadlineMs: 3000 }), vi.advanceTimersByTimeAsync(3000)])
    await vi.advanceTimersByTimeAsync(4999)
    expect([limiter.inFlight, onOverdue.mock.calls.length]).toEqual([1, 0])
    await vi.advanceTimersByTimeAsync(1)
    expect([limiter.inFlight, onOverdue.mock.calls.length]).toEqual([0, 1])
    await expect(limiter.run(() => Promise.resolve('next'), { deadlineMs: 3000 })).resolves.toEqual({ ran: true, value: 'next' })
    // Its end later gives nothing back twice.
    hung.finish()
    await vi.runAllTimersAsync()
    expect(limiter.inFlight).toBe(0)
    const other = deferredTask('other')
    void limiter.run(other.task)
    expect(limiter.inFlight).toBe(1)
  })

  it('keeps the slot of late work that ends within lateWorkMs until it ends, and reports nothing', async () => {
    const onOverdue = vi.fn()
    const limiter = createLimiter({ concurrency: 1, queueSize: 1, maxWaitMs: 1000, lateWorkMs: 5000, onOverdue })
    const slow = deferredTask('slow')
    await Promise.all([limiter.run(slow.task, { deadlineMs: 3000 }), vi.advanceTimersByTimeAsync(3000)])
    await vi.advanceTimersByTimeAsync(2000)
    expect(limiter.inFlight).toBe(1)
    slow.finish()
    await vi.runAllTimersAsync()
    expect([limiter.inFlight, onOverdue.mock.calls.length]).toEqual([0, 0])
  })

  it('frees the slot of a task that failed and passes its error on', async () => {
    const limiter = createLimiter({ concurrency: 1, queueSize: 1, maxWaitMs: 1000 })
    const failing = deferredTask('x')
    const failed = limiter.run(failing.task)
    const next = deferredTask('next')
    const queued = limiter.run(next.task)
    failing.fail(new Error('boom'))
    await expect(failed).rejects.toThrow('boom')
    expect(next.started).toHaveBeenCalledOnce()
    next.finish()
    await expect(queued).resolves.toEqual({ ran: true, value: 'next' })

    const throwing = limiter.run(() => {
      throw new Error('sync')
    })
    await expect(throwing).rejects.toThrow('sync')
    expect(limiter.inFlight).toBe(0)
  })
})

describe('deadline', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('passes on work finished in time, and its error', async () => {
    await expect(withinDeadline(Promise.resolve('page'), 100)).resolves.toEqual({ inTime: true, value: 'page' })
    await expect(withinDeadline(Promise.reject(new Error('boom')), 100)).rejects.toThrow('boom')
  })

  it('gives up at the deadline and hands the late result to onLate', async () => {
    const late = deferredTask('late answer')
    const onLate = vi.fn()
    const outcome = withinDeadline(late.task(), 1000, onLate)
    vi.advanceTimersByTime(1000)
    await expect(outcome).resolves.toEqual({ inTime: false })
    late.finish()
    await vi.runAllTimersAsync()
    expect(onLate).toHaveBeenCalledWith('late answer')
  })
})

describe('deadlineOf', () => {
  const deadlines = { normal: 10_000, upload: 120_000 }
  it('gives a request that sends files the upload deadline, every other the normal one', () => {
    const files = new FormData()
    files.set('cv', new Blob(['%PDF-1.4']), 'cv.pdf')
    expect(deadlineOf(new Request('http://localhost/api/jobs/4/applications', { method: 'POST', body: files }), deadlines)).toBe(120_000)
    expect(
      deadlineOf(
        new Request('http://localhost/api/contact', { method: 'POST', body: '{}', headers: { 'Content-Type': 'application/json' } }),
        deadlines,
      ),
    ).toBe(10_000)
    expect(deadlineOf(new Request('http://localhost/en/market', { headers: { 'Content-Type': 'multipart/form-data' } }), deadlines)).toBe(
      10_000,
    )
    // Only a body that is multipart form data, not a type that merely mentions it.
    const mentions = new Request('http://localhost/api/contact', {
      method: 'POST',
      body: '{}',
      headers: { 'Content-Type': 'application/json; profile=multipart/form-data' },
    })
    expect(deadlineOf(mentions, deadlines)).toBe(10_000)
  })
})

describe('apiDeadlineOf', () => {
  const deadlines = { normal: 10_000, upload: 120_000, keyedWrite: 20_000 }
  const post = (headers: Record<string, string>) => new Request('http://localhost/api/orders', { method: 'POST', body: '{}', headers })

  it('gives a write with an Idempotency-Key more time, so an order that may have been taken gets its real answer, not 503', () => {
    // Before, such an order was answered 503 at 10 s while it was stored and its SMS sent (issue 32).
    expect(apiDeadlineOf(post({ 'Idempotency-Key': 'k-12345678' }), deadlines, 'Idempotency-Key')).toBe(30_000)
    expect(apiDeadlineOf(post({}), deadlines, 'Idempotency-Key')).toBe(10_000)
    expect(
      apiDeadlineOf(new Request('http://localhost/api/cars', { headers: { 'Idempotency-Key': 'k' } }), deadlines, 'Idempotency-Key'),
    ).toBe(10_000)
    const head = new Request('http://localhost/api/cars', { method: 'HEAD', headers: { 'Idempotency-Key': 'k' } })
    expect(apiDeadlineOf(head, deadlines, 'Idempotency-Key')).toBe(10_000)
  })
})
