/** The one client's `download`: a file operation's answer handed on unparsed, refusals as DealerApiErrors. */
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { fileAnswerSchema } from '../contract/file-answer'
import { defineOperation } from '../contract/operation'
import { DealerApiError } from '../lib/dealer-api-error'
import { createDealerApiClient } from './client'
import { downloadReport } from './download-test-kit'

function clientAnswering(answer: () => Response) {
  const requests: Request[] = []
  const client = createDealerApiClient({
    baseURL: 'http://api.test/api',
    timeoutMs: 2000,
    fetch: async (input, init) => {
      requests.push(new Request(input, init))
      return answer()
    },
  })
  return { client, requests }
}

describe('client download', () => {
  it('hands on the body and headers, with the language and the staff token, asked once', async () => {
    const { client, requests } = clientAnswering(
      () =>
        new Response('\uFEFF"a"\r\n', {
          headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="r.csv"' },
        }),
    )
    const file = await client.download(downloadReport, { params: { id: 7 }, locale: 'en', staffToken: 'tok' })
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="r.csv"')
    expect(new Uint8Array(await new Response(file.body).arrayBuffer()).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]))
    expect(requests).toHaveLength(1)
    expect(requests[0]!.url).toBe('http://api.test/api/reports/7/file')
    expect(requests[0]!.headers.get('authorization')).toBe('Bearer tok')
    expect(requests[0]!.headers.get('content-language')).toBe('en')
  })

  it('turns a refusal into a DealerApiError and never retries it', async () => {
    const { client, requests } = clientAnswering(
      () =>
        new Response(JSON.stringify({ error: { code: 'forbidden', message: 'No access.' } }), {
          status: 403,
          headers: { 'Content-Type': 'application/json' },
        }),
    )
    const refused = client.download(downloadReport, { params: { id: 7 }, locale: 'ar', staffToken: 'tok' })
    await expect(refused).rejects.toBeInstanceOf(DealerApiError)
    await expect(refused).rejects.toMatchObject({ status: 403, code: 'forbidden', message: 'No access.' })
    expect(requests).toHaveLength(1)
  })

  it('asks for the filters given, leaving out empty ones, under a base address with or without its last slash', async () => {
    const exportReport = defineOperation({
      method: 'get',
      path: '/reports/export',
      operationId: 'exportReport',
      summary: 'test',
      tag: 'test',
      query: z.object({ from: z.string().optional(), status: z.string().nullish(), limit: z.number().optional() }),
      response: fileAnswerSchema,
      download: { mediaTypes: ['text/csv'] },
    })
    for (const baseURL of ['http://api.test/api', 'http://api.test/api/']) {
      const requests: Request[] = []
      const client = createDealerApiClient({
        baseURL,
        timeoutMs: 2000,
        fetch: async (input, init) => {
          requests.push(new Request(input, init))
          return new Response('"a"\r\n', { headers: { 'Content-Type': 'text/csv' } })
        },
      })
      await client.download(exportReport, { query: { from: '2026-01-01', status: null, limit: 50 }, locale: 'en' })
      expect(requests.map((request) => [request.method, request.url])).toEqual([
        ['GET', 'http://api.test/api/reports/export?from=2026-01-01&limit=50'],
      ])
    }
  })

  it('answers 503 when the API cannot be reached', async () => {
    const client = createDealerApiClient({
      baseURL: 'http://api.test/api',
      timeoutMs: 2000,
      fetch: async () => {
        throw new TypeError('fetch failed')
      },
    })
    await expect(client.download(downloadReport, { params: { id: 1 }, locale: 'ar' })).rejects.toMatchObject({ status: 503 })
  })
})
