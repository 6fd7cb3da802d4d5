import { describe, expect, it } from 'vitest'
import { buildOpenApiDocument } from './openapi'
import { dealerApiRoutes } from './server-app'

type Operation = {
  requestBody?: { content: Record<string, { encoding?: Record<string, { contentType: string }> }> }
  responses: Record<string, { description: string }>
}
const document = buildOpenApiDocument(dealerApiRoutes, { serverUrl: '/api' }) as unknown as {
  paths: Record<string, Record<string, Operation>>
}
const encodingOf = (path: string, field: string) =>
  document.paths[path]?.post?.requestBody?.content['multipart/form-data']?.encoding?.[field]

describe('the API document', () => {
  it('names the kinds each upload takes: pictures for covers, logos and photos, documents for a CV', () => {
    expect(encodingOf('/staff/news', 'cover')?.contentType).toBe('image/png, image/jpeg, image/webp')
    expect(encodingOf('/jobs/{id}/applications', 'cv')?.contentType).toMatch(/^application\/pdf, .*image\/png$/)
    const pictures = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.values(operations).flatMap((operation) =>
        Object.entries(operation.requestBody?.content['multipart/form-data']?.encoding ?? {})
          .filter(([field]) => field !== 'cv')
          .map(([field, { contentType }]) => `${path} ${field}: ${contentType}`),
      ),
    )
    expect(pictures.length).toBeGreaterThanOrEqual(3)
    for (const picture of pictures) expect(picture).not.toMatch(/pdf|msword|officedocument/)
  })

  it('says a confirmed order answers its code endpoint with 409 already_verified', () => {
    expect(document.paths['/orders/{reference}/verification']?.post?.responses['409']?.description).toMatch(/already_verified/)
  })
})
