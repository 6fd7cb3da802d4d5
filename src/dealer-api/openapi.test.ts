import { describe, expect, it } from 'vitest'
import { buildOpenApiDocument } from './openapi'
import { csvFileText } from './openapi-texts'
import { dealerApiRoutes } from './server-app'

type Operation = {
  operationId: string
  description?: string
  requestBody?: { content: Record<string, { encoding?: Record<string, { contentType: string }> }> }
  responses: Record<string, { description: string; headers?: Record<string, unknown> }>
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

  it('describes the file of every CSV download once, in the same words', () => {
    const csvDownloads = dealerApiRoutes.filter((route) => route.download?.mediaTypes.includes('text/csv'))
    expect(csvDownloads.map((route) => route.operationId).sort()).toEqual([
      'exportAuditLog',
      'exportInventory',
      'exportStaffOrders',
      'exportSubscribers',
    ])
    for (const route of csvDownloads) {
      const description = document.paths[route.path.replace(/:([A-Za-z]+)/g, '{$1}')]?.get?.description ?? ''
      expect(description.split(csvFileText).length - 1, route.operationId).toBe(1)
      expect(description.match(/byte order mark/g), route.operationId).toHaveLength(1)
    }
  })

  it('says a confirmed order answers its code endpoint with 409 already_verified', () => {
    expect(document.paths['/orders/{reference}/verification']?.post?.responses['409']?.description).toMatch(/already_verified/)
  })

  const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods))
  const operation = (id: string) => operations.find((candidate) => candidate.operationId === id)
  const statusesOf = (id: string) => Object.keys(operation(id)?.responses ?? {})

  // Each of these answers was given by the production server to a client written from the document
  // (API integrator's pass): a generated client must find the status it receives.
  it('lists every refusal an operation gives, with its code', () => {
    expect(statusesOf('verifyOrder')).toEqual(expect.arrayContaining(['404', '409', '410', '422', '423', '429']))
    expect(operation('verifyOrder')?.responses['410']?.description).toMatch(/code_expired/)
    expect(operation('verifyOrder')?.responses['422']?.description).toMatch(/code_incorrect.*attemptsLeft/)
    expect(operation('verifyOrder')?.responses['423']?.description).toMatch(/code_locked/)
    expect(operation('resendOrderCode')?.responses['423']?.description).toMatch(/code_locked/)
    expect(operation('resendOrderCode')?.responses['503']?.description).toMatch(/sms_failed/)
    expect(operation('placeOrder')?.responses['503']?.description).toMatch(/sms_failed/)
    expect(operation('confirmSubscription')?.responses['410']?.description).toMatch(/link_expired/)
    expect(operation('signInStaff')?.responses['401']?.description).toMatch(/sign_in_failed/)
    expect(statusesOf('changeStaffPassword')).toContain('429')
    expect(operation('getReadiness')?.responses['503']).toBeDefined()
    expect(operation('getHealth')?.responses['503']).toBeDefined()
  })

  it("says a staff order's status change answers 409 conflict when the order moved on, keeping the in-progress 409's Retry-After", () => {
    const conflict = operation('changeStaffOrderStatus')?.responses['409']
    expect(conflict?.description).toMatch(/`conflict`.*request_in_progress/)
    expect(conflict?.headers?.['Retry-After']).toBeDefined()
    expect(operation('applyForJob')?.responses['409']?.headers?.['Retry-After']).toBeDefined()
    expect(operation('createStaffAccount')?.responses['409']?.headers).toBeUndefined()
  })

  it('says that a write answered 503 may have been taken, and that its retry with the same Idempotency-Key is safe', () => {
    // Before, a 503 read as "not taken", but 5 of 7 deadline 503s had stored orders (issue 32).
    expect(operation('placeOrder')?.responses['503']?.description).toMatch(/may have been taken[^.]*same Idempotency-Key is always safe/)
    expect(operation('sendContactMessage')?.responses['503']?.description).toMatch(/same Idempotency-Key is always safe/)
    expect(operation('listBrands')?.responses['503']?.description).not.toMatch(/taken all the same/)
    // Including a cluster primary's answer for a worker that died with the request.
    for (const each of operations) expect(each.responses['503']?.description, each.operationId).toMatch(/process serving it stopped/)
  })

  it('documents what the server answers any operation: 503 with Retry-After, 413 past the body limit, 304 to a matching ETag', () => {
    for (const each of operations) {
      expect(each.responses['503']?.headers?.['Retry-After'], each.operationId).toBeDefined()
      if (each.requestBody?.content['application/json']) expect(each.responses['413'], each.operationId).toBeDefined()
    }
    expect(operation('trackOrder')?.responses['413']?.description).toMatch(/payload_too_large/)
    expect(operation('listBrands')?.responses['304']).toBeDefined()
    expect(operation('listBrands')?.responses['200']?.headers?.ETag).toBeDefined()
    expect(operation('getCsrfToken')?.responses['304']).toBeUndefined()
  })
})
