/**
 * Build-time plugins of our own, used by vite.config.ts. Runs under Node 22 with type stripping,
 * so only erasable TypeScript is allowed here.
 */
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'
import { describeBuild } from './build-id.ts'

/**
 * Compiles this build's descriptor into the browser and server bundles as `__BUILD_INFO__`
 * (see src/lib/build/build-info.ts); one value for both, since both come from one config load.
 */
export function buildInfo(): Plugin {
  // Vite loads the config anew for each environment it builds; the descriptor must not change
  // in between, or the browser would take the server's build for a newer one.
  const shared = globalThis as { storefrontBuild?: { id: string; builtAt: number } }
  const build = (shared.storefrontBuild ??= describeBuild(fileURLToPath(new URL('..', import.meta.url))))
  return {
    name: 'storefront:build-info',
    config: () => ({ define: { __BUILD_INFO__: JSON.stringify(build) } }),
  }
}

const precompressible = /\.(js|mjs|css|svg|json|txt|xml|html|webmanifest)$/

/**
 * Writes brotli (`.br`) and gzip (`.gz`) twins of the browser build's text files, at the highest
 * levels, so the production server sends them ready-made instead of compressing the same script
 * again for every visitor (see server/serve.ts).
 */
export function precompressClientFiles(): Plugin {
  return {
    name: 'storefront:precompress',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async closeBundle() {
      const { readdir, readFile, writeFile } = await import('node:fs/promises')
      const { join } = await import('node:path')
      const { promisify } = await import('node:util')
      const zlib = await import('node:zlib')
      const brotli = promisify(zlib.brotliCompress)
      const gzip = promisify(zlib.gzip)
      const outDir = this.environment.config.build.outDir
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true })
      await Promise.all(
        entries
          .filter((entry) => entry.isFile() && precompressible.test(entry.name))
          .map(async (entry) => {
            const file = join(entry.parentPath, entry.name)
            const bytes = await readFile(file)
            if (bytes.length < 1024) return
            const [br, gz] = await Promise.all([
              brotli(bytes, {
                params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
              }),
              gzip(bytes, { level: 9 }),
            ])
            await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)])
          }),
      )
    },
  }
}

/** V8's explicit compile hint (Chrome 136): the file's functions are compiled as it downloads. */
export const eagerCompileHint = '//# allFunctionsCalledOnLoad'

/**
 * Marks the browser's entry chunk for eager compilation. Left lazy, V8 compiles each function of
 * React, the router and the shell on the main thread the first time it is called, inside the
 * page's start-up tasks (hydration's first unit of work spent ~13 ms compiling); with the hint it
 * compiles them on a background thread while the file streams in. Only the entry: every page runs
 * most of it at start, where a page's own chunks and the ones loaded later carry code that runs
 * only on a tap. The hint must be the file's first line, so it is added after minification.
 */
export function eagerCompileEntry(): Plugin {
  return {
    name: 'storefront:eager-compile-entry',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk' || !output.isEntry) continue
          output.code = `${eagerCompileHint}\n${output.code}`
          // Every line of the source map moves down by one.
          if (output.map) output.map.mappings = `;${output.map.mappings}`
        }
      },
    },
  }
}

const clientRpcModule = /\/@tanstack\/start-client-core\/dist\/esm\/client-rpc\/createClientRpc\.js$/
const fetcherImport = 'import { serverFnFetcher } from "./serverFnFetcher.js";'
const fetcherCall = 'return serverFnFetcher(url, args, startFetch ?? fetch);'

/**
 * Loads the server-function caller (its fetcher and seroval, ~10 KB gzip) after the page instead
 * of with it (docs/decisions/0021). TanStack Start's hydration imports `createClientRpc` for its
 * serialisation adapter, and that module imports the fetcher statically, so every page carried it
 * although a page's first render never calls a server function (its data comes with the HTML).
 * Here the call awaits the fetcher's module, which the browser fetches once the page has loaded
 * (`warmServerFnFetcher`), so a later call does not wait for it. The rewrite fails the build if
 * Start's module no longer reads as expected.
 */
export function lazyServerFnFetcher(): Plugin {
  return {
    name: 'storefront:lazy-server-fn-fetcher',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform(code, id) {
      if (!clientRpcModule.test(id.split('?')[0] ?? id)) return null
      if (!code.includes(fetcherImport) || !code.includes(fetcherCall))
        throw new Error(`lazyServerFnFetcher: ${id} changed; update scripts/vite-plugins.ts`)
      const lazyCall =
        'return import("./serverFnFetcher.js").then(({ serverFnFetcher }) => serverFnFetcher(url, args, startFetch ?? fetch));'
      // Fetched once the page has loaded (and after the load event's own work), not before.
      const warm =
        'if (typeof window !== "undefined") { const warmServerFnFetcher = () => setTimeout(() => import("./serverFnFetcher.js"), 0); if (document.readyState === "complete") warmServerFnFetcher(); else window.addEventListener("load", warmServerFnFetcher, { once: true }); }'
      return { code: `${code.replace(fetcherImport, '').replace(fetcherCall, lazyCall)}\n${warm}\n`, map: null }
    },
  }
}

const startManifestModule = /tanstack-start-manifest:v$/
const startManifestExport = 'export const tsrStartManifest = () => ('
const deferredChunksModule = fileURLToPath(new URL('../src/lib/boot/deferred-chunks.ts', import.meta.url))

/**
 * The page's scripts load after its first paint (decision 0068): Start's manifest, as the server
 * build holds it, goes through `deferEntryScript`, which replaces the entry's module script with
 * an inline loader. The head's preload links are listed as data by routes/-components/
 * head-content.tsx. The rewrite fails the build if Start's module no longer reads as expected.
 */
export function deferEntryScriptUntilPainted(): Plugin {
  return {
    name: 'storefront:defer-entry-script',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    transform(code, id) {
      if (!startManifestModule.test(id)) return null
      if (!code.startsWith(startManifestExport))
        throw new Error(`deferEntryScriptUntilPainted: ${id} changed; update scripts/vite-plugins.ts`)
      const manifest = code.slice(startManifestExport.length - 1)
      return {
        code: `import { deferEntryScript } from ${JSON.stringify(deferredChunksModule)};\nconst startManifest = () => ${manifest}\nexport const tsrStartManifest = () => deferEntryScript(startManifest());\n`,
        map: null,
      }
    },
  }
}

const routeTreeModule = fileURLToPath(new URL('../src/route-tree.ts', import.meta.url))
const generatedRouteTree = fileURLToPath(new URL('../src/routeTree.gen.ts', import.meta.url))
const routeStubModule = fileURLToPath(new URL('../src/lib/back-office-routes.ts', import.meta.url))
const backOfficePathsModule = fileURLToPath(new URL('../src/lib/back-office-paths.ts', import.meta.url))
const routeImport = /import\s*\{\s*Route\s+as\s+(\w+)\s*\}\s*from\s*(['"])([^'"]+)\2;?/g
/** A route file of the back office: under routes/{-$locale}/staff/, and the news editor. */
const backOfficeRouteFile = /\/routes\/\{-\$locale\}\/(?:staff\/|news\/new(?:\.tsx?)?$)/

/**
 * The generated route tree as a visitor's page needs it: each back-office route's import replaced
 * by a stub (src/lib/back-office-routes.ts), so that neither its module (search schemas, guards,
 * heads) nor what only it imports is reached from the entry. Fails when nothing was replaced or
 * a back-office import is left, so a change in the generator's output cannot pass unnoticed.
 */
export function stubBackOfficeRoutes(code: string): string {
  let stubbed = 0
  const replaced = code.replace(routeImport, (statement, name: string, _quote: string, specifier: string) => {
    if (!backOfficeRouteFile.test(specifier)) return statement
    stubbed++
    return `const ${name} = backOfficeRouteStub();`
  })
  if (stubbed === 0)
    throw new Error('backOfficeApart: the generated route tree imports no back-office route; update scripts/vite-plugins.ts')
  for (const match of replaced.matchAll(/from\s*['"]([^'"]+)['"]/g))
    if (backOfficeRouteFile.test(match[1]!))
      throw new Error(`backOfficeApart: ${match[1]} is still imported; update scripts/vite-plugins.ts`)
  return `import { backOfficeRouteStub } from ${JSON.stringify(routeStubModule)};\n${replaced}`
}

/**
 * Keeps the back office's route declarations out of a visitor's first load (decision 0021, fifth
 * round). In the browser build `src/route-tree.ts` becomes: the tree with back-office stubs for a
 * visitor's page (in the entry), the whole tree, a chunk of its own, for a back-office page. The
 * server's tree and the development server are untouched.
 */
export function backOfficeApart(): Plugin {
  return {
    name: 'storefront:back-office-apart',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    load(id) {
      if (id !== routeTreeModule) return null
      return [
        `import { routeTree as visitorsTree } from ${JSON.stringify(`${generatedRouteTree}?visitors`)};`,
        `import { isBackOfficePath } from ${JSON.stringify(backOfficePathsModule)};`,
        'export function routeTreeFor(pathname) {',
        `  return isBackOfficePath(pathname) ? import(${JSON.stringify(generatedRouteTree)}).then((module) => module.routeTree) : visitorsTree;`,
        '}',
      ].join('\n')
    },
    transform(code, id) {
      if (id !== `${generatedRouteTree}?visitors`) return null
      return { code: stubBackOfficeRoutes(code), map: null }
    },
  }
}

/**
 * Modules that must never be in what every visitor's page loads (the entry file and the files it
 * imports statically), each with the reason. Rule 2 of decision 0021: a route module's imports are
 * in every first load, so a URL schema that imported a constant from a contract brought the whole
 * contract, and each schema in it was built while every page started.
 */
export const keptOutOfFirstLoad: readonly { module: RegExp; why: string }[] = [
  {
    module: /\/src\/contract\/orders\.ts$/,
    why: 'the order forms’ schemas: import what a route needs from contract/order-values.ts or contract/order-reference.ts',
  },
  { module: /\/node_modules\/zod\/v4\/classic\//, why: 'classic zod: code the browser imports uses zod/mini' },
]

type OutputChunkInfo = { type: 'chunk'; fileName: string; isEntry: boolean; imports: readonly string[]; moduleIds: readonly string[] }
type OutputInfo = OutputChunkInfo | { type: 'asset'; fileName: string }

/** Which of `keptOutOfFirstLoad` the entry files and their static imports hold, as messages. */
export function firstLoadViolations(bundle: Record<string, OutputInfo>, rules = keptOutOfFirstLoad): string[] {
  const chunks = new Map(Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [[output.fileName, output] as const] : [])))
  const firstLoad = new Set<string>()
  const visit = (fileName: string) => {
    const chunk = chunks.get(fileName)
    if (!chunk || firstLoad.has(fileName)) return
    firstLoad.add(fileName)
    chunk.imports.forEach(visit)
  }
  for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName)
  return [...firstLoad].flatMap((fileName) =>
    (chunks.get(fileName)?.moduleIds ?? []).flatMap((id) =>
      rules.filter((rule) => rule.module.test(id)).map((rule) => `${fileName} holds ${id}: ${rule.why}`),
    ),
  )
}

/** Fails the browser build when a module of `keptOutOfFirstLoad` reaches every page's first load. */
export function guardFirstLoad(): Plugin {
  return {
    name: 'storefront:guard-first-load',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      const violations = firstLoadViolations(bundle as unknown as Record<string, OutputInfo>)
      if (violations.length > 0) this.error(`Kept out of every page's first load (decision 0021):\n${violations.join('\n')}`)
    },
  }
}
