import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { existsSync } from 'node:fs'
import { join, relative } from 'node:path'
import {
  backOfficeApart,
  deferEntryScriptUntilPainted,
  eagerCompileEntry,
  eagerCompileHint,
  firstLoadViolations,
  keptOutOfFirstLoad,
  lazyServerFnFetcher,
  stubBackOfficeRoutes,
} from './vite-plugins.ts'
import { importsOf, reachable } from './page-catalogues.ts'

const moduleId = fileURLToPath(
  new URL('../node_modules/@tanstack/start-client-core/dist/esm/client-rpc/createClientRpc.js', import.meta.url),
)

function transform(code: string, id: string): { code: string } | null {
  const hook = lazyServerFnFetcher().transform as (code: string, id: string) => { code: string } | null
  return hook(code, id)
}

describe('lazyServerFnFetcher', () => {
  it('makes the installed Start client call its fetcher through a dynamic import', () => {
    const result = transform(readFileSync(moduleId, 'utf8'), moduleId)
    expect(result?.code).not.toMatch(/^import .*serverFnFetcher/m)
    expect(result?.code).toContain('import("./serverFnFetcher.js").then(')
    expect(result?.code).toContain('addEventListener("load"')
  })

  it('fails the build when Start changed that module', () => {
    expect(() => transform('export function createClientRpc() {}', moduleId)).toThrow(/changed/)
  })

  it('leaves every other module alone', () => {
    expect(transform('import { serverFnFetcher } from "./serverFnFetcher.js";', '/src/x.ts')).toBeNull()
  })
})

describe('eagerCompileEntry', () => {
  type Output = { type: 'chunk' | 'asset'; isEntry?: boolean; code?: string; map?: { mappings: string } | null }
  function generate(bundle: Record<string, Output>) {
    const hook = eagerCompileEntry().generateBundle as { handler: (options: unknown, bundle: Record<string, Output>) => void }
    hook.handler({}, bundle)
    return bundle
  }

  it("puts V8's compile hint on the entry chunk's first line and moves its source map down a line", () => {
    const { entry } = generate({
      entry: { type: 'chunk', isEntry: true, code: 'import "./a.js";\nrun();', map: { mappings: 'AAAA;AACA' } },
    })
    expect(entry!.code).toBe(`${eagerCompileHint}\nimport "./a.js";\nrun();`)
    expect(entry!.code!.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad')
    expect(entry!.map!.mappings).toBe(';AAAA;AACA')
  })

  it("leaves a page's own chunks, the ones loaded later and the other files alone", () => {
    const bundle = generate({
      page: { type: 'chunk', isEntry: false, code: 'export const page = 1', map: null },
      style: { type: 'asset' },
    })
    expect(bundle.page!.code).toBe('export const page = 1')
    expect(bundle.style).toEqual({ type: 'asset' })
  })
})

describe('deferEntryScriptUntilPainted', () => {
  const manifestId = '\0tanstack-start-manifest:v'
  const startPlugin = fileURLToPath(
    new URL('../node_modules/@tanstack/start-plugin-core/dist/esm/vite/start-manifest-plugin/plugin.js', import.meta.url),
  )
  const run = (code: string, id: string) =>
    (deferEntryScriptUntilPainted().transform as (code: string, id: string) => { code: string } | null)(code, id)

  it('matches the manifest module the installed Start writes for the server build', () => {
    expect(readFileSync(startPlugin, 'utf8')).toContain(
      'return `export const tsrStartManifest = () => (${serializeStartManifest(startManifest)})`;',
    )
  })

  it("passes Start's manifest through deferEntryScript", () => {
    const result = run('export const tsrStartManifest = () => ({ routes: {} })', manifestId)
    expect(result?.code).toMatch(/^import \{ deferEntryScript \} from ".*\/src\/lib\/boot\/deferred-chunks\.ts";$/m)
    expect(result?.code).toContain('const startManifest = () => ({ routes: {} })')
    expect(result?.code).toContain('export const tsrStartManifest = () => deferEntryScript(startManifest());')
  })

  it('fails the build when Start changed that module, and leaves every other module alone', () => {
    expect(() => run('export default { routes: {} }', manifestId)).toThrow(/changed/)
    expect(run('export const tsrStartManifest = () => ({})', '/src/x.ts')).toBeNull()
  })
})

describe('backOfficeApart', () => {
  const root = fileURLToPath(new URL('..', import.meta.url))
  const generatedTree = readFileSync(join(root, 'src/routeTree.gen.ts'), 'utf8')
  const plugin = backOfficeApart()
  const load = (id: string) => (plugin.load as (id: string) => string | null)(id)
  const transform = (code: string, id: string) => (plugin.transform as (code: string, id: string) => { code: string } | null)(code, id)
  const backOfficeModule = (file: string) =>
    /^src\/routes\/\{-\$locale\}\/(?:staff\/|news\/new\.tsx$)/.test(file) || /^src\/features\/staff(?:-[^/]+)?\//.test(file)
  // The one exception: the root route asks whether a page is drawn in the staff frame (a list of ids).
  const allowed = new Set(['src/features/staff/staff-frame-routes.ts'])

  /** What the browser build loads from `src/route-tree.ts` statically: the module as the plugin writes it, and the tree it names. */
  function visitorsGraph() {
    const routeTreeModule = join(root, 'src/route-tree.ts')
    const replaced = load(routeTreeModule)
    expect(replaced, 'the browser build replaces src/route-tree.ts').not.toBeNull()
    const staticSpecifiers = [...replaced!.matchAll(/^import \{[^}]*\} from "([^"]+)";$/gm)].map((match) => match[1]!)
    const treeId = staticSpecifiers.find((specifier) => specifier.includes('routeTree.gen.ts'))!
    expect(treeId).toMatch(/\?visitors$/)
    const tree = transform(generatedTree, treeId)!.code
    const treeFile = 'src/routeTree.visitors.ts'
    const sources = new Map<string, string>([[treeFile, tree.replaceAll(`"${join(root, 'src')}/`, '"./')]])
    const inRepository = (file: string) => sources.has(file) || existsSync(join(root, file))
    const importsOfFile = (file: string) =>
      importsOf(file, sources.get(file) ?? readFileSync(join(root, file), 'utf8'), inRepository).map((imported) =>
        imported === 'src/route-tree.ts' ? treeFile : imported,
      )
    const entries = [
      'src/router.tsx',
      'src/start.ts',
      'src/routes/__root.tsx',
      treeFile,
      ...staticSpecifiers.map((s) => relative(root, s.split('?')[0]!)),
    ]
    // The page-catalogue walk never follows the generated tree: a module importing it would bring every route.
    const direct = [...reachable(entries, importsOfFile)].filter((file) => importsOfFile(file).includes('src/routeTree.gen.ts'))
    expect(direct, 'modules a visitor loads that import the whole route tree').toEqual([])
    return reachable(entries, importsOfFile)
  }

  it("keeps every back-office route module, and what only they import, out of a visitor's page", () => {
    const reached = [...visitorsGraph()]
    expect(reached).toContain('src/routes/{-$locale}/market.tsx')
    expect(reached.filter((file) => backOfficeModule(file) && !allowed.has(file))).toEqual([])
  })

  it('stubs each back-office route of the generated tree and keeps every other import', () => {
    const imports = [...generatedTree.matchAll(/^import \{ Route as (\w+) \} from '([^']+)'$/gm)]
    const backOffice = imports.filter(([, , specifier]) => /\/(?:staff\/|news\/new$)/.test(specifier!))
    expect(backOffice.length).toBeGreaterThan(30)
    const stubbed = stubBackOfficeRoutes(generatedTree)
    for (const [statement, name, specifier] of imports) {
      if (backOffice.some(([, other]) => other === name)) {
        expect(stubbed).not.toContain(statement)
        expect(stubbed).toContain(`const ${name} = backOfficeRouteStub();`)
      } else expect(stubbed, specifier).toContain(statement)
    }
  })

  it('fails the build when the generated tree no longer reads as expected', () => {
    expect(() => stubBackOfficeRoutes("import { Route as A } from './routes/about'")).toThrow(/update scripts/)
  })

  it('leaves the server, the development server and every other module alone', () => {
    expect(plugin.apply).toBe('build')
    expect((plugin.applyToEnvironment as (environment: { name: string }) => boolean)({ name: 'ssr' })).toBe(false)
    expect(load(join(root, 'src/router.tsx'))).toBeNull()
    expect(transform(generatedTree, join(root, 'src/routeTree.gen.ts'))).toBeNull()
  })
})

describe('the first-load guard', () => {
  const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false) =>
    ({ type: 'chunk', fileName, isEntry, imports, moduleIds }) as const
  const orders = '/app/src/contract/orders.ts'
  const bundle = (...chunks: ReturnType<typeof chunk>[]) => Object.fromEntries(chunks.map((output) => [output.fileName, output]))

  it('finds the order forms’ contract in the entry, or in a file the entry imports statically', () => {
    expect(firstLoadViolations(bundle(chunk('index.js', ['/app/src/router.tsx', orders], [], true)))).toEqual([
      expect.stringMatching(/^index\.js holds \/app\/src\/contract\/orders\.ts: the order forms’ schemas/),
    ])
    const shared = bundle(chunk('index.js', ['/app/src/router.tsx'], ['shared.js'], true), chunk('shared.js', [orders], ['index.js']))
    expect(firstLoadViolations(shared)).toHaveLength(1)
  })

  it('leaves it alone in a chunk a page loads later, and finds classic zod anywhere in the first load', () => {
    const later = bundle(chunk('index.js', ['/app/src/router.tsx'], [], true), chunk('order-form.js', [orders], ['index.js']))
    expect(firstLoadViolations(later)).toEqual([])
    const classic = bundle(chunk('index.js', ['/app/node_modules/zod/v4/classic/schemas.js'], [], true))
    expect(firstLoadViolations(classic)).toEqual([expect.stringContaining('classic zod')])
    expect(firstLoadViolations(bundle(chunk('index.js', ['/app/node_modules/zod/v4/mini/schemas.js'], [], true)))).toEqual([])
  })

  it('names rules that match the modules as the build sees them', () => {
    const [ordersRule, zodRule] = keptOutOfFirstLoad
    expect(ordersRule?.module.test(fileURLToPath(new URL('../src/contract/orders.ts', import.meta.url)))).toBe(true)
    expect(ordersRule?.module.test(fileURLToPath(new URL('../src/contract/order-values.ts', import.meta.url)))).toBe(false)
    expect(zodRule?.module.test(fileURLToPath(new URL('../node_modules/zod/v4/classic/schemas.js', import.meta.url)))).toBe(true)
    expect(existsSync(new URL('../node_modules/zod/v4/classic/schemas.js', import.meta.url))).toBe(true)
  })
})
