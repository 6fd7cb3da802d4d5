/**
 * The client's per-call deadline ends with the call: nothing of the caller's async context (for a
 * page render, its request, router and data) is held once the answer is read (issue 37).
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { fileAnswerSchema } from '../contract/file-answer'
import { defineOperation } from '../contract/operation'
import { createDealerApiClient } from './client'

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
const downloadReport = defineOperation({
  method: 'get',
  path: '/reports/:id/file',
  operationId: 'downloadReport',
  summary: 'test',
  tag: 'test',
  params: z.object({ id: z.number() }),
  response: fileAnswerSchema,
  download: { mediaTypes: ['text/csv'] },
})

const client = createDealerApiClient({
  baseURL: 'http://api.test/api',
  // Far longer than the test: a timer left running would still hold the context at its end.
  timeoutMs: 60_000,
  cacheEntries: 0,
  fetch: async (input) =>
    new URL(input instanceof Request ? input.url : String(input)).pathname.endsWith('/file')
      ? new Response('"a"\r\n', { headers: { 'Content-Type': 'text/csv' } })
      : Response.json({ name: 'dealer' }),
})

/** Runs `work` in an async context of its own and tells whether that context outlives it. */
async function contextOutlives(work: () => Promise<void>): Promise<boolean> {
  const storage = new AsyncLocalStorage<{ page: Uint8Array }>()
  let kept: WeakRef<object> | undefined
  await storage.run({ page: new Uint8Array(1_000_000) }, async () => {
    kept = new WeakRef(storage.getStore()!)
    await work()
  })
  await new Promise((resolve) => setImmediate(resolve))
  collectGarbage()
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
    const cancelled = async () => void (await (await client.download(downloadReport, { params: { id: 1 }, locale: 'en' })).body?.cancel())
    expect(await contextOutlives(cancelled)).toBe(false)
  })
})
