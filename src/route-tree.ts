import { routeTree } from './routeTree.gen'

export type RouteTree = typeof routeTree

/**
 * The route tree the router of a page is made with. On the server and in development: every
 * route. The browser build replaces this module (`backOfficeApart` in scripts/vite-plugins.ts,
 * decision 0021, fifth round): a visitor's page gets the tree whose back-office routes are stubs,
 * and a back-office page waits for the whole tree, a chunk of its own.
 */
export function routeTreeFor(_pathname: string): RouteTree | Promise<RouteTree> {
  return routeTree
}
