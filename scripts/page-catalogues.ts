/**
 * Which messages a page's dehydrated catalogue carries (src/server/http/page-catalogue.ts,
 * decision 0021):
 * - `serverOnly`: written only in server-side code (src/dealer-api, src/domain, src/server, and
 *   `*.server.ts` files): API errors, text messages, dealer mails. No page ever needs them.
 * - `everyPage`: written in a module the browser reaches from the router, Start's client set-up,
 *   the root route or the language route (header, footer, error and 404 pages, the forms' field
 *   sentences the footer's sign-up shows …).
 * - `routes`: per route, what its own module reaches beyond that: the messages written in any
 *   module it imports, statically or on demand. A page carries `everyPage` and the routes it
 *   matched; the browser loads the language's whole catalogue before it shows another route
 *   (src/routes/__root.tsx).
 * A message is placed by the files it is written in (the PO file's `#:` lines), so it travels with
 * every route that can render any of them.
 *
 * `node scripts/page-catalogues.ts` writes src/server/http/page-catalogues.json from
 * locales/en/messages.po and the source's imports (run by `npm run i18n:extract`); with `--check`
 * it only says whether that file is up to date (run by `npm run i18n:check`).
 * Runs on Node with type stripping, so only erasable TypeScript is allowed here.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'

const root = new URL('..', import.meta.url).pathname
const catalogue = `${root}locales/en/messages.po`
const routeTree = `${root}src/routeTree.gen.ts`
const output = `${root}src/server/http/page-catalogues.json`

/** Code the browser never runs: what is written only here reaches it already translated. */
function isServerOnly(file: string): boolean {
  return /^src\/(dealer-api|domain|server)\//.test(file) || /\.server\.tsx?$/.test(file)
}

/** Where every page starts: the route tree itself is left out, or every route would reach every other. */
const everyPageEntries = ['src/router.tsx', 'src/start.ts', 'src/routes/__root.tsx']
const notFollowed = (file: string) => isServerOnly(file) || file === 'src/routeTree.gen.ts'

type Entry = { origins: string[]; context?: string; message: string }

function entriesOf(po: string): Entry[] {
  const entries: Entry[] = []
  for (const block of po.split(/\n\n+/)) {
    const lines = block.split('\n')
    const origins = lines
      .filter((line) => line.startsWith('#: '))
      .flatMap((line) => line.slice(3).trim().split(/\s+/))
      .map((origin) => origin.replace(/:\d+$/, ''))
    const field = (name: string): string | undefined => {
      const start = lines.findIndex((line) => line.startsWith(`${name} `))
      if (start === -1) return undefined
      let value = JSON.parse(lines[start]!.slice(name.length + 1)) as string
      for (let index = start + 1; index < lines.length && lines[index]!.startsWith('"'); index++)
        value += JSON.parse(lines[index]!) as string
      return value
    }
    const message = field('msgid')
    if (message) entries.push({ origins, context: field('msgctxt'), message })
  }
  return entries
}

/** The module a specifier names, from the repository root; null for a package or a non-source file. */
function resolveImport(from: string, specifier: string, exists: (file: string) => boolean): string | null {
  let base: string
  if (specifier.startsWith('~/')) base = join('src', specifier.slice(2))
  else if (specifier.startsWith('.')) base = join(dirname(from), specifier)
  else return null
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`])
    if (/\.tsx?$/.test(candidate) && exists(candidate)) return candidate
  return null
}

/** Modules `source` (the text of `file`) loads at run time: static imports, re-exports and `import()`; not `import type`. */
export function importsOf(file: string, source: string, exists: (file: string) => boolean): string[] {
  const found = new Set<string>()
  const patterns = [
    /^\s*(?:import|export)\s+(?!type\s)[^'";]*?\bfrom\s*['"]([^'"]+)['"]/gm,
    /^\s*import\s*['"]([^'"]+)['"]/gm,
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
  ]
  for (const pattern of patterns)
    for (const match of source.matchAll(pattern)) {
      const resolved = resolveImport(file, match[1]!, exists)
      if (resolved) found.add(resolved)
    }
  return [...found]
}

/** Every module the browser can load from `entries`, server-only code and the route tree aside. */
export function reachable(entries: string[], importsOfFile: (file: string) => string[]): Set<string> {
  const seen = new Set<string>()
  const queue = entries.filter((file) => !notFollowed(file))
  while (queue.length > 0) {
    const file = queue.pop()!
    if (seen.has(file)) continue
    seen.add(file)
    for (const imported of importsOfFile(file)) if (!notFollowed(imported) && !seen.has(imported)) queue.push(imported)
  }
  return seen
}

/** Route id → its file, from the generated route tree (`FileRoutesById` and the imports). */
export function routeFiles(tree: string, exists: (file: string) => boolean): Map<string, string> {
  const fileOf = new Map<string, string>()
  for (const match of tree.matchAll(/^import \{ Route as (\w+)Import \} from '(\.\/routes\/[^']+)'$/gm)) {
    const file = resolveImport('src/routeTree.gen.ts', match[2]!, exists)
    if (file) fileOf.set(match[1]!, file)
  }
  const byId = /export interface FileRoutesById \{\n([\s\S]*?)\n\}/.exec(tree)?.[1] ?? ''
  const routes = new Map<string, string>()
  for (const match of byId.matchAll(/^\s*'?([^':]+)'?: typeof (\w+?)(?:WithChildren)?$/gm)) {
    const name = match[2]!.endsWith('Import') ? match[2]!.slice(0, -'Import'.length) : match[2]!
    const file = fileOf.get(name)
    if (file) routes.set(match[1]!, file)
  }
  return routes
}

export type PageCatalogues = { serverOnly: string[]; everyPage: string[]; routes: Record<string, string[]> }

export function pageCatalogues(po: string, routes: Map<string, string>, importsOfFile: (file: string) => string[]): PageCatalogues {
  const messages = entriesOf(po)
    .filter((entry) => entry.origins.length > 0)
    .map((entry) => ({ origins: entry.origins, id: generateMessageId(entry.message, entry.context) as string }))
  const idsReached = (files: Set<string>) =>
    messages.filter((entry) => entry.origins.some((origin) => files.has(origin))).map((entry) => entry.id)
  const everyPage = new Set(idsReached(reachable(everyPageEntries, importsOfFile)))
  const byRoute: Record<string, string[]> = {}
  for (const [id, file] of [...routes].sort(([a], [b]) => a.localeCompare(b))) {
    const own = idsReached(reachable([file], importsOfFile)).filter((message) => !everyPage.has(message))
    if (own.length > 0) byRoute[id] = [...new Set(own)].sort()
  }
  return {
    serverOnly: messages
      .filter((entry) => entry.origins.every(isServerOnly))
      .map((entry) => entry.id)
      .sort(),
    everyPage: [...everyPage].sort(),
    routes: byRoute,
  }
}

const inRepository = (file: string) => existsSync(join(root, file))

function sourceImports(): (file: string) => string[] {
  const cache = new Map<string, string[]>()
  return (file) => {
    let imports = cache.get(file)
    if (!imports) cache.set(file, (imports = importsOf(file, readFileSync(join(root, file), 'utf8'), inRepository)))
    return imports
  }
}

if (import.meta.main) {
  const groups = pageCatalogues(readFileSync(catalogue, 'utf8'), routeFiles(readFileSync(routeTree, 'utf8'), inRepository), sourceImports())
  const text = `${JSON.stringify(groups, null, 2)}\n`
  if (process.argv.includes('--check')) {
    if (readFileSync(output, 'utf8') !== text) {
      process.stderr.write('src/server/http/page-catalogues.json is out of date: run `npm run i18n:extract`.\n')
      process.exit(1)
    }
  } else {
    writeFileSync(output, text)
  }
}
