/**
 * A huge upload to the application endpoint is cut off while it streams: the API reads up to its
 * limit, cancels the rest and answers 413, and the process's memory does not grow with the body.
 * The body is made as it is read (nothing of it exists before), so what the process holds is what
 * the API kept.
 */
import { expect, it } from 'vitest'
import { jobApplicationLimits } from '../../contract/job-applications'
import { createDealerApiApp } from '../app'
import { issueCsrfToken } from '../csrf'
import { jobApplicationRoutes } from './job-applications'

const secret = 'the-secret-of-the-streaming-upload-test-1'
const token = issueCsrfToken(secret)
const boundary = '----streaming-test-boundary'
const megabyte = 1024 * 1024
const chunkBytes = 64 * 1024

// Never opened: the body is refused before the handler asks for the database.
const api = createDealerApiApp(jobApplicationRoutes, {
  database: async () => {
    throw new Error('the database must not be needed to refuse a body')
  },
  csrfSecret: async () => secret,
})

/** A multipart body of `totalBytes` whose last part (a file, or a text field) never ends in time. */
function endlessBody(totalBytes: number, lastPart: 'file' | 'field') {
  const head = new TextEncoder().encode(
    [
      `--${boundary}`,
      'Content-Disposition: form-data; name="name"',
      '',
      'Salman',
      `--${boundary}`,
      lastPart === 'file' ? 'Content-Disposition: form-data; name="cv"; filename="cv.pdf"' : 'Content-Disposition: form-data; name="email"',
      ...(lastPart === 'file' ? ['Content-Type: application/pdf'] : []),
      '',
      lastPart === 'file' ? '%PDF-1.4\n' : '',
    ].join('\r\n'),
  )
  const filler = new Uint8Array(chunkBytes).fill(0x41)
  let produced = 0
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (produced >= totalBytes) return controller.close()
      const chunk = produced === 0 ? head : filler
      produced += chunk.byteLength
      controller.enqueue(chunk)
    },
  })
  return { stream, produced: () => produced }
}

async function sendAndWatch(lastPart: 'file' | 'field') {
  globalThis.gc?.()
  const before = process.memoryUsage().rss
  let peak = before
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss)
  }, 5)
  const body = endlessBody(200 * megabyte, lastPart)
  const answer = await api.fetch(
    new Request('http://api.test/api/jobs/1/applications', {
      method: 'POST',
      body: body.stream,
      duplex: 'half',
      headers: {
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        'Content-Language': 'en',
        Cookie: `XSRF-TOKEN=${token}`,
        'X-XSRF-TOKEN': token,
      },
    } as RequestInit),
    { clientAddress: '198.18.9.9' },
  )
  const json = (await answer.json()) as { error: { code: string; fields?: Record<string, string[]> } }
  clearInterval(sampler)
  peak = Math.max(peak, process.memoryUsage().rss)
  return { status: answer.status, json, produced: body.produced(), growthMb: (peak - before) / megabyte }
}

it('cuts a 200 MB CV off at the limit with 413, reading no more and growing by less than 30 MB', async () => {
  const result = await sendAndWatch('file')
  expect(result.status).toBe(413)
  expect(result.json.error.code).toBe('payload_too_large')
  expect(result.json.error.fields?.cv).toHaveLength(1)
  // The stream was cancelled at the limit: what was made past it is at most a few chunks in flight.
  expect(result.produced).toBeLessThan(jobApplicationLimits.bodyMaxBytes + 4 * chunkBytes)
  expect(result.growthMb).toBeLessThan(30)
})

it('cuts a 200 MB text field off at the same limit, keeping no more of it than a field may hold', async () => {
  const result = await sendAndWatch('field')
  expect(result.status).toBe(413)
  expect(result.produced).toBeLessThan(jobApplicationLimits.bodyMaxBytes + 4 * chunkBytes)
  expect(result.growthMb).toBeLessThan(30)
})
