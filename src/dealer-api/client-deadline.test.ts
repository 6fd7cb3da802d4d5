/**
 * The client's per-call deadline ends with the call: nothing of the caller's async context (for a
 * page render, its request, router and data) is held once the answer is read (issue 37).
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { defineOperation } from '../contract/operation'
import { createDealerApiClient } from './client'
import { downloadReport } from './download-test-kit'

setFlagsFromString('--expose-gc')
const collectGarbage = runInNewContext('gc') as () => void

const getSettings = defineOperation({
  method: 'get',
  path: '/settings',
  operationId: 'getSettings',
  summary: 'test',
  tag: 'test',
  response: z.record(z.string(), z.unknown()),
})

const client = createDealerApiClient({
  baseURL: 'http://api.test/api',
  // Far longer than the test: a timer left running would still hold the context at its end.
  timeoutMs: 60_000,
  cacheEntries: 0,
  fetch: async (input) => {
    const path = new URL(input instanceof Request ? input.url : String(input)).pathname
    if (path.endsWith('/1/file')) return new Response('"a"\r\n', { headers: { 'Content-Type': 'text/csv' } })
    // A file whose last byte never comes: only its reader's stopping ends the wait for it.
    if (path.endsWith('/2/file')) return new Response(endless(), { headers: { 'Content-Type': 'text/csv' } })
    // A file whose connection breaks after its first bytes.
    // (Not a body of undici's Response: one that fails keeps the context it failed in.)
    if (path.endsWith('/3/file'))
      return Object.defineProperty(new Response(null, { headers: { 'Content-Type': 'text/csv' } }), 'body', { value: broken() })
    return Response.json({ name: 'dealer' })
  },
})

function broken(): ReadableStream<Uint8Array> {
  let sent = false
  return new ReadableStream({
    pull: (controller) =>
      sent ? controller.error(new Error('connection reset')) : ((sent = true), controller.enqueue(new Uint8Array([34]))),
  })
}

function endless(): ReadableStream<Uint8Array> {
  return new ReadableStream({ pull: (controller) => controller.enqueue(new TextEncoder().encode('"a"\r\n')) })
}

/** Runs `work` in an async context of its own and tells whether that context outlives it. */
async function contextOutlives(work: () => Promise<void>): Promise<boolean> {
  const storage = new AsyncLocalStorage<{ page: Uint8Array }>()
  let kept: WeakRef<object> | undefined
  await storage.run({ page: new Uint8Array(1_000_000) }, async () => {
    kept = new WeakRef(storage.getStore()!)
    await work()
  })
  // A few turns for what the streams settle after the work's last await.
  for (let turn = 0; turn < 3; turn++) {
    await new Promise((resolve) => setImmediate(resolve))
    collectGarbage()
  }
  return kept!.deref() !== undefined
}

describe('the dealer API client’s deadline', () => {
  it('holds nothing of a call’s context once its answer is read', async () => {
    expect(await contextOutlives(async () => void (await client.call(getSettings, { locale: 'en' })))).toBe(false)
  })

  it('holds nothing of a download’s context once its file is read, or once its reader stops', async () => {
    const readToEnd = async () => {
      const file = await client.download(downloadReport, { params: { id: 1 }, locale: 'en' })
      expect(await new Response(file.body).text()).toBe('"a"\r\n')
    }
    expect(await contextOutlives(readToEnd)).toBe(false)
    const cancelled = async () => {
      const reader = (await client.download(downloadReport, { params: { id: 2 }, locale: 'en' })).body!.getReader()
      expect((await reader.read()).done).toBe(false)
      await reader.cancel()
    }
    expect(await contextOutlives(cancelled)).toBe(false)
  })

  it('stops a download’s timer when its file fails midway', async () => {
    // Counted, not collected: a stream that failed keeps its rejection, and with it its context,
    // until the rejection is handled, so the test above cannot tell there.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      const reader = (await client.download(downloadReport, { params: { id: 3 }, locale: 'en' })).body!.getReader()
      await reader.read()
      expect(vi.getTimerCount()).toBe(1)
      const failure = await reader.read().then(
        () => null,
        (error: unknown) => error,
      )
      expect(failure).toEqual(new Error('connection reset'))
      expect(vi.getTimerCount()).toBe(0)
    } finally {
      vi.useRealTimers()
    }
  })
})
