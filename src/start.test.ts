/**
 * What the request middleware every answer passes through (src/start.ts) does to an answer's own
 * Content-Security-Policy. Issue 32: a CV download and a generated drawing are sandboxed by their
 * routes, and the page policy written over theirs on the way out let a drawing opened on its own run
 * with the site's script policy instead (`curl -sI /media/drawings/…` showed the page's policy).
 */
import { describe, expect, it, vi } from 'vitest'

vi.mock('../app.config', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../app.config')>()
  // The page policy is enforced in production only (Vite's dev server injects inline scripts).
  const production = { ...actual.getEnv(), NODE_ENV: 'production' as const }
  return { ...actual, getEnv: () => production }
})

const { documentMiddleware } = await import('./start')
const { Route: drawingRoute } = await import('./routes/media/drawings/$name')
const { cvDownloadHeaders } = await import('./domain/job-applications')
const { carDrawingPath } = await import('./lib/car-drawing')

type Answer = { response: Response }
type ServerMiddleware = (options: {
  request: Request
  pathname: string
  context: object
  next: (options?: object) => Promise<Answer>
}) => Promise<Response>

/** `answer` as it leaves the app: through the document middleware, as Start runs it for every request. */
async function throughTheApp(path: string, answer: () => Response | Promise<Response>): Promise<Headers> {
  const server = (documentMiddleware.options as unknown as { server: ServerMiddleware }).server
  const request = new Request(`http://localhost${path}`, { headers: { host: 'localhost' } })
  const response = await server({
    request,
    pathname: new URL(request.url).pathname,
    context: {},
    next: async () => ({ response: await answer() }),
  })
  return response.headers
}

describe('an answer’s own sandboxing policy reaches the browser', () => {
  it('keeps a generated drawing’s policy, with the other security headers added', async () => {
    const path = carDrawingPath({ silhouette: 'sedan', hex: '1e293b', brandSlug: 'toyota' })
    const name = path.split('/').at(-1)!
    const get = (drawingRoute.options.server as unknown as { handlers: { GET: (context: { params: { name: string } }) => Response } })
      .handlers.GET
    const headers = await throughTheApp(path, () => get({ params: { name } }))
    expect(headers.get('content-type')).toBe('image/svg+xml')
    expect(headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'")
    expect(headers.get('x-frame-options')).toBe('DENY')
  })

  it('keeps a CV download’s sandbox', async () => {
    const headers = await throughTheApp(
      '/api/staff/job-applications/1/cv',
      () =>
        new Response('%PDF-1.4', {
          headers: cvDownloadHeaders({ mediaType: 'application/pdf', fileName: 'cv-K7M2Q-9XD4R.pdf', sizeBytes: 8 }),
        }),
    )
    expect(headers.get('content-security-policy')).toBe("default-src 'none'; sandbox")
    expect(headers.get('content-disposition')).toBe('attachment; filename="cv-K7M2Q-9XD4R.pdf"')
  })

  it('gives a page, which brings no policy of its own, the page policy with its nonce', async () => {
    const headers = await throughTheApp('/en/market', () => new Response('<!doctype html>', { headers: { 'content-type': 'text/html' } }))
    expect(headers.get('content-security-policy')).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/]{24}' 'strict-dynamic'/)
  })
})
