/** Download operations in the API app: whatever a handler sets, a file leaves as an attachment (decision 0054). */
import { describe, expect, it } from 'vitest'
import { fileAnswerSchema, type FileAnswer } from '../contract/file-answer'
import { defineOperation } from '../contract/operation'
import { createDealerApiApp } from './app'
import { buildOpenApiDocument } from './openapi'
import { implement } from './route-kit'

const download = (path: string, answer: FileAnswer) =>
  implement(
    defineOperation({
      method: 'get',
      path,
      operationId: `download${path.replace(/\W/g, '')}`,
      summary: 'test',
      tag: 'test',
      response: fileAnswerSchema,
      download: { mediaTypes: ['text/csv', 'application/pdf'] },
    }),
    () => answer,
  )

const routes = [
  download('/plain', {
    content: 'a,b\r\n',
    headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="a.csv"' },
  }),
  download('/inline', { content: '%PDF-', headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'inline' } }),
  download('/html', {
    content: '<script>',
    headers: { 'Content-Type': 'text/html', 'Content-Disposition': 'attachment; filename="a.html"' },
  }),
]
const api = createDealerApiApp(routes, {
  database: () => Promise.reject(new Error('no database in this test')),
  csrfSecret: async () => 'the-secret-of-the-download-answer-test',
})
const get = (path: string) => Promise.resolve(api.fetch(new Request(`http://api.test/api${path}`)))

describe('download answers', () => {
  it('sends the bytes as an attachment, never sniffed nor kept, even when the handler did not say so', async () => {
    const answer = await get('/plain')
    expect(answer.status).toBe(200)
    expect(await answer.text()).toBe('a,b\r\n')
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="a.csv"')
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
    expect(answer.headers.get('cache-control')).toBe('private, no-store')
  })

  it('refuses to send a file inline or of a type the operation did not declare', async () => {
    for (const path of ['/inline', '/html']) {
      const answer = await get(path)
      expect(answer.status, path).toBe(500)
      expect(answer.headers.get('content-type'), path).toMatch(/^application\/json/)
    }
  })

  it('documents the file types instead of a JSON schema', () => {
    const doc = buildOpenApiDocument(routes, { serverUrl: '/api' }) as unknown as {
      paths: Record<string, { get: { responses: Record<string, { content: Record<string, unknown> }> } }>
    }
    expect(Object.keys(doc.paths['/plain']!.get.responses['200']!.content)).toEqual(['text/csv', 'application/pdf'])
  })
})
