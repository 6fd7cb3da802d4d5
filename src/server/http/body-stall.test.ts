/**
 * A body that stops arriving is abandoned (issue 32, decision 0023). Before, the server's reader
 * waited for the rest for ever: a client that sent 20 bytes of a 1,000-byte body and stalled kept
 * the task reading it, and so its admission slot, after the deadline's 503 and after its socket
 * closed; 16–20 such connections left every page and API call answering 503 until a restart.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { isBodyStalled, limitBody } from './body-limit'

/** A body that sends `first` bytes, then `chunks` of `later` bytes every `everyMs`; it ends after them when `ends`. */
function trickle(first: number, { later = 0, everyMs = 0, chunks = 0, ends = true } = {}) {
  let cancelled: unknown
  let timer: ReturnType<typeof setInterval> | undefined
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new Uint8Array(first).fill(97))
      if (everyMs === 0) return
      let sent = 0
      timer = setInterval(() => {
        if (sent++ < chunks) return controller.enqueue(new Uint8Array(later).fill(97))
        clearInterval(timer)
        if (ends) controller.close()
      }, everyMs)
    },
    cancel(reason) {
      cancelled = reason
      clearInterval(timer)
    },
  })
  return { stream, cancelled: () => cancelled }
}

const post = (body: ReadableStream<Uint8Array>) =>
  new Request('http://localhost/subscription/unsubscribe?token=x', { method: 'POST', body, duplex: 'half' } as RequestInit)

const timing = { deadlineMs: 10_000, idleMs: 15_000 }

describe('a body that stops arriving', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('is abandoned at its deadline: the read fails, the request is marked stalled and its source destroyed', async () => {
    // As the attacker's connections did: ~20 bytes of the announced body, then nothing.
    const body = trickle(20)
    const request = limitBody(post(body.stream), 4000, timing)
    let outcome: unknown = 'pending'
    request.text().then(
      () => (outcome = 'read'),
      (error: unknown) => (outcome = error),
    )
    await vi.advanceTimersByTimeAsync(9_999)
    expect(outcome).toBe('pending')
    expect(isBodyStalled(request)).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(outcome).toMatchObject({ name: 'BodyStalledError', reason: 'deadline' })
    expect(isBodyStalled(request)).toBe(true)
    expect(body.cancelled()).toMatchObject({ name: 'BodyStalledError' })
  })

  it('counts its deadline from the request’s arrival, not from when its turn came to be read', async () => {
    const request = limitBody(post(trickle(20).stream), 4000, timing)
    // Waited 8 s in the queue before anything read it.
    await vi.advanceTimersByTimeAsync(8_000)
    const reading = request.arrayBuffer().then(
      () => 'read',
      (error: unknown) => error,
    )
    await vi.advanceTimersByTimeAsync(2_000)
    await expect(reading).resolves.toMatchObject({ reason: 'deadline' })
  })

  it('counts from the arrival the server stamped, when the server reached the request late', async () => {
    // Node read the request 9 s before the server's own steps got to it.
    const request = limitBody(post(trickle(20).stream), 4000, { ...timing, arrivedAt: Date.now() - 9_000 })
    const reading = request.arrayBuffer().then(
      () => 'read',
      (error: unknown) => error,
    )
    await vi.advanceTimersByTimeAsync(999)
    expect(isBodyStalled(request)).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await expect(reading).resolves.toMatchObject({ reason: 'deadline' })
  })

  it('is abandoned when nothing comes for the idle time while it is read, long before an upload’s deadline', async () => {
    const body = trickle(20, { later: 100, everyMs: 5_000, chunks: 2, ends: false })
    const request = limitBody(post(body.stream), 4000, { deadlineMs: 120_000, idleMs: 15_000 })
    let outcome: unknown = 'pending'
    request.text().then(
      () => (outcome = 'read'),
      (error: unknown) => (outcome = error),
    )
    // Two chunks at 5 s and 10 s, then the stream stays open without a byte.
    await vi.advanceTimersByTimeAsync(24_000)
    expect(outcome).toBe('pending')
    await vi.advanceTimersByTimeAsync(6_000)
    expect(outcome).toMatchObject({ reason: 'idle' })
  })

  it('leaves the destroying of its source to the server, which does it once its answer is out', async () => {
    const body = trickle(20)
    let destroy: (() => void) | undefined
    const request = limitBody(post(body.stream), 4000, { ...timing, abandon: (destroySource) => (destroy = destroySource) })
    const reading = request.text().catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(10_000)
    await expect(reading).resolves.toMatchObject({ name: 'BodyStalledError' })
    expect(body.cancelled()).toBeUndefined()
    destroy!()
    await vi.advanceTimersByTimeAsync(0)
    expect(body.cancelled()).toMatchObject({ name: 'BodyStalledError' })
  })

  it('does not touch a body that comes whole in time, slowly or not, and leaves no timer behind', async () => {
    const slow = limitBody(post(trickle(20, { later: 100, everyMs: 3_000, chunks: 2 }).stream), 4000, timing)
    const text = slow.text()
    await vi.advanceTimersByTimeAsync(12_000)
    await expect(text).resolves.toHaveLength(220)
    expect(isBodyStalled(slow)).toBe(false)
    expect(vi.getTimerCount()).toBe(0)
  })
})
