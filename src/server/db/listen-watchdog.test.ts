/** The listen watchdog's rules, on a fake channel and a moved clock (the PostgreSQL run is in content-changes-watchdog.test.ts). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { heartbeatPrefix, listenWithWatchdog, type WatchdogParts } from './listen-watchdog.server'

const heartbeatMs = 1000

/** A channel whose subscriptions hear every notify while `delivering`; each can be made deaf. */
function fakeChannel() {
  const subscriptions: { onPayload: (payload: string) => void; deaf: boolean; ended: boolean }[] = []
  const state = { failSubscribing: false, hangSubscribing: false, subscribeCalls: 0, notified: [] as string[] }
  const parts: WatchdogParts = {
    channel: 'test',
    heartbeatMs,
    async subscribe(onPayload, onListen) {
      state.subscribeCalls++
      if (state.hangSubscribing) await new Promise(() => undefined)
      if (state.failSubscribing) throw new Error('the database refuses connections')
      const subscription = { onPayload, deaf: false, ended: false }
      subscriptions.push(subscription)
      onListen()
      return {
        end: async () => {
          subscription.ended = true
        },
      }
    },
    async notify(payload) {
      state.notified.push(payload)
      for (const subscription of subscriptions) if (!subscription.deaf && !subscription.ended) subscription.onPayload(payload)
    },
  }
  const announce = (payload: string) => void parts.notify(payload)
  return { parts, subscriptions, state, announce }
}

describe('listen watchdog', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('never hands a heartbeat, its own or another process’s, to the listener', async () => {
    const { parts, state, announce } = fakeChannel()
    const notified: string[] = []
    const stop = await listenWithWatchdog(parts, (payload) => notified.push(payload))
    announce('news')
    await vi.advanceTimersByTimeAsync(heartbeatMs * 5)
    announce(`${heartbeatPrefix}another-process:1`)
    announce('jobs')
    await stop()
    expect(state.notified.filter((payload) => payload.startsWith(heartbeatPrefix)).length).toBeGreaterThanOrEqual(5)
    expect(notified).toEqual(['news', 'jobs'])
    // While its heartbeats come back, it keeps the subscription it has.
    expect(state.subscribeCalls).toBe(1)
  })

  it('subscribes anew when a heartbeat does not come back, ending the lost subscription', async () => {
    const { parts, subscriptions, state, announce } = fakeChannel()
    const notified: string[] = []
    let listened = 0
    const stop = await listenWithWatchdog(
      parts,
      (payload) => notified.push(payload),
      () => listened++,
    )
    expect(listened).toBe(1)
    const first = subscriptions[0]
    if (!first) throw new Error('not subscribed')
    first.deaf = true
    await vi.advanceTimersByTimeAsync(heartbeatMs * 2)
    expect(state.subscribeCalls).toBe(2)
    expect(first.ended).toBe(true)
    expect(listened).toBe(2)
    announce('offers')
    expect(notified).toEqual(['offers'])
    await stop()
  })

  it('tries again at each heartbeat while subscribing fails, one attempt at a time', async () => {
    const { parts, subscriptions, state } = fakeChannel()
    let listened = 0
    const stop = await listenWithWatchdog(
      parts,
      () => undefined,
      () => listened++,
    )
    const first = subscriptions[0]
    if (!first) throw new Error('not subscribed')
    first.deaf = true
    state.failSubscribing = true
    await vi.advanceTimersByTimeAsync(heartbeatMs * 5)
    // Beat 1 sends, beats 2 to 5 try again: four attempts, the lost subscription ended at the first.
    expect(state.subscribeCalls).toBe(1 + 4)
    expect(first.ended).toBe(true)
    state.failSubscribing = false
    await vi.advanceTimersByTimeAsync(heartbeatMs)
    expect(listened).toBe(2)

    // An attempt that hangs is not joined by another.
    const calls = state.subscribeCalls
    const second = subscriptions[1]
    if (!second) throw new Error('not subscribed again')
    second.deaf = true
    state.hangSubscribing = true
    await vi.advanceTimersByTimeAsync(heartbeatMs * 10)
    expect(state.subscribeCalls).toBe(calls + 1)
    void stop()
  })

  it('stops: no more heartbeats, and its subscription is ended', async () => {
    const { parts, subscriptions, state } = fakeChannel()
    const stop = await listenWithWatchdog(parts, () => undefined)
    await vi.advanceTimersByTimeAsync(heartbeatMs * 2)
    await stop()
    const sent = state.notified.length
    await vi.advanceTimersByTimeAsync(heartbeatMs * 5)
    expect(state.notified.length).toBe(sent)
    expect(subscriptions.every((subscription) => subscription.ended)).toBe(true)
    expect(vi.getTimerCount()).toBe(0)
  })
})
