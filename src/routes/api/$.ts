import { createFileRoute } from '@tanstack/react-router'

/** Hands every /api/* request to the embedded dealer API, for callers outside the storefront. */
async function handle({ request }: { request: Request }): Promise<Response> {
  const { dealerApiApp } = await import('../../dealer-api/server-app')
  return dealerApiApp.fetch(request)
}

export const Route = createFileRoute('/api/$')({
  server: {
    handlers: { GET: handle, HEAD: handle, POST: handle, PUT: handle, PATCH: handle, DELETE: handle, OPTIONS: handle },
  },
})
