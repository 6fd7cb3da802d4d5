import { createFileRoute } from '@tanstack/react-router'
import { serveDealerApi } from '../../dealer-api/serve-api'

/** Hands every /api/* request to the dealer API, for callers outside the storefront. */
async function handle({ request }: { request: Request }): Promise<Response> {
  return serveDealerApi(request)
}

export const Route = createFileRoute('/api/$')({
  server: {
    handlers: { GET: handle, HEAD: handle, POST: handle, PUT: handle, PATCH: handle, DELETE: handle, OPTIONS: handle },
  },
})
