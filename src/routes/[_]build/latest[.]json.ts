import { createFileRoute } from '@tanstack/react-router'

/** The latest build's descriptor, which open pages poll for (spec section 4). Never cached. */
export const Route = createFileRoute('/_build/latest.json')({
  server: {
    handlers: {
      GET: async () => {
        const { readLatestBuild } = await import('../../server/latest-build.server')
        return Response.json(await readLatestBuild(), { headers: { 'Cache-Control': 'no-store' } })
      },
    },
  },
})
