import { fileURLToPath } from 'node:url'
import { createServer, type ViteDevServer } from 'vite'
import { afterAll, expect, it } from 'vitest'

/**
 * `npm run dev` must give a page that starts: in development nothing is tree-shaken, so a module
 * the browser loads that imports server code at its top level brings Node's built-ins with it,
 * and Vite's stand-in for them throws on first use (the app never hydrated: `node:async_hooks`
 * reached the browser through src/start.ts, the error middleware and the logger). The production
 * build hides such an import by dropping unused code, so only a walk of the development graph,
 * the way the browser walks it, shows one.
 */
const project = fileURLToPath(new URL('..', import.meta.url))
let server: ViteDevServer | undefined
afterAll(() => server?.close())

/** Addresses a transformed module loads, statically or on demand, on this dev server. */
function importsOf(code: string): string[] {
  const found = new Set<string>()
  for (const match of code.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)"(\/[^"]+)"/g)) found.add(match[1]!)
  return [...found]
}

it('no module of the development client graph imports a Node built-in', async () => {
  server = await createServer({
    root: project,
    configFile: `${project}vite.config.ts`,
    logLevel: 'silent',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  })
  const client = server.environments.client
  const seen = new Set<string>()
  const offenders: string[] = []
  let queue = ['/@id/virtual:tanstack-start-dev-client-entry']
  while (queue.length > 0) {
    const next: string[] = []
    await Promise.all(
      queue.map(async (url) => {
        // What the dev server's middleware does with an address before transforming it.
        const id = url.startsWith('/@id/') ? url.slice('/@id/'.length).replace('__x00__', '\0') : url
        const result = await client.transformRequest(id)
        for (const imported of importsOf(result?.code ?? '')) {
          if (imported.includes('__vite-browser-external')) offenders.push(`${url} → ${imported}`)
          // Dependencies come pre-bundled for the browser; the app's modules (reached through
          // Start's entry, which is in node_modules too) are what can go wrong.
          else if (!imported.startsWith('/node_modules/.vite/') && !seen.has(imported)) {
            seen.add(imported)
            next.push(imported)
          }
        }
      }),
    )
    queue = next
  }
  expect(seen.size).toBeGreaterThan(200)
  expect(offenders).toEqual([])
}, 120_000)
