import { createFileRoute } from '@tanstack/react-router'
import { serveDealerApi } from '../../dealer-api/serve-api'

/** Hands every /api/* request to the dealer API, for callers outside the storefront. */
async function handle({ request, context }: { request: Request; context: unknown }): Promise<Response> {
  // The production server hands the visitor's address (and, for its render threads' calls, their
  // page's origin) over as request context (src/server/http/client-address.ts).
  const { clientAddress, visitorOrigin } = (context ?? {}) as { clientAddress?: unknown; visitorOrigin?: unknown }
  return serveDealerApi(
    request,
    typeof clientAddress === 'string' ? clientAddress : undefined,
    typeof visitorOrigin === 'string' ? visitorOrigin : undefined,
  )
}

export const Route = createFileRoute('/api/$')({
  server: {
    handlers: { GET: handle, HEAD: handle, POST: handle, PUT: handle, PATCH: handle, DELETE: handle, OPTIONS: handle },
  },
})
