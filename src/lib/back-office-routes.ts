import { createRoute, redirect, type AnyRoute } from '@tanstack/react-router'

/**
 * What a visitor's page knows of a back-office route (decision 0021, fifth round): its place in the
 * tree (the generated tree gives it its id, path and parent) and nothing else. Going there from a
 * visitor's page loads it from the server, whose page brings the back office's own routes; a
 * link's preload does nothing.
 */
export function backOfficeRouteStub(): AnyRoute {
  const route = createRoute({
    beforeLoad: ({ location, preload }: { location: { href: string }; preload: boolean }) => {
      if (preload) return
      throw redirect({ href: location.href, reloadDocument: true })
    },
  } as never) as unknown as AnyRoute & { isRoot: boolean }
  // As createFileRoute does: the generated tree names its parent.
  route.isRoot = false
  return route
}
