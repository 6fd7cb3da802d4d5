import { createFileRoute } from '@tanstack/react-router'
import { serveDealerApi } from '../../dealer-api/serve-api'

/** Hands every /api/* request to the dealer API, for callers outside the storefront. */
async function handle({ request, context }: { request: Request; context: unknown }): Promise<Response> {
  // The production server hands the visitor's address over as request context (src/server/http/client-address.ts).
  const { clientAddress } = (context ?? {}) as { clientAddress?: unknown }
  return serveDealerApi(request, typeof clientAddress === 'string' ? clientAddress : undefined)
}

export const Route = createFileRoute('/api/$')({
  server: {
    handlers: { GET: handle, HEAD: handle, POST: handle, PUT: handle, PATCH: handle, DELETE: handle, OPTIONS: handle },
  },
})
