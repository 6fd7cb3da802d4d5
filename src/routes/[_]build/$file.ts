import { createFileRoute } from '@tanstack/react-router'
import { buildMetadataPath, currentBuild } from '../../lib/build/build-info'

/**
 * The metadata of a build, by id (`/_build/<id>.json`). A server knows only the build it runs;
 * the descriptor of an id never changes, so it may be cached for good.
 */
export const Route = createFileRoute('/_build/$file')({
  server: {
    handlers: {
      GET: ({ request }) => {
        if (new URL(request.url).pathname !== buildMetadataPath(currentBuild.id)) {
          return Response.json(
            { error: { code: 'not_found', message: 'Unknown build' } },
            { status: 404, headers: { 'Cache-Control': 'no-store' } },
          )
        }
        return Response.json(currentBuild, { headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } })
      },
    },
  },
})
