/** The one client's `download`: a file operation's answer handed on unparsed, refusals as DealerApiErrors. */
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { fileAnswerSchema } from '../contract/file-answer'
import { defineOperation } from '../contract/operation'
import { DealerApiError } from '../lib/dealer-api-error'
import { createDealerApiClient } from './client'

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
