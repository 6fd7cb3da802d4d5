import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { importsOf, pageCatalogues, reachable, routeFiles } from './page-catalogues'

const root = new URL('..', import.meta.url).pathname
const files = new Set([
  'src/a.tsx',
  'src/b.ts',
  'src/c/index.ts',
  'src/lazy.tsx',
  'src/types.ts',
  'src/server/log.ts',
  'src/feature/x.server.ts',
])
const exists = (file: string) => files.has(file)

describe('the modules a page can load', () => {
  it('follows imports, re-exports, bare and on-demand imports, relative or through ~/, and not type-only ones', () => {
    const source = [
      "import { b } from './b'",
      "export { c } from './c'",
      "import type { T } from './types'",
      "import './server/log'",
      "const Lazy = lazy(() => import('~/lazy'))",
      "import { useState } from 'react'",
    ].join('\n')
    expect(importsOf('src/a.tsx', source, exists).sort()).toEqual(['src/b.ts', 'src/c/index.ts', 'src/lazy.tsx', 'src/server/log.ts'])
  })

  it('stops at server-only code and at the route tree', () => {
    const graph: Record<string, string[]> = {
      'src/a.tsx': ['src/b.ts', 'src/server/log.ts', 'src/feature/x.server.ts', 'src/routeTree.gen.ts'],
      'src/b.ts': ['src/a.tsx'],
      'src/routeTree.gen.ts': ['src/everything.tsx'],
    }
    expect([...reachable(['src/a.tsx'], (file) => graph[file] ?? [])].sort()).toEqual(['src/a.tsx', 'src/b.ts'])
  })

  it('names every route of the generated tree by its id and file', () => {
    const routes = routeFiles(readFileSync(`${root}src/routeTree.gen.ts`, 'utf8'), (file) => {
      try {
        readFileSync(`${root}${file}`)
        return true
      } catch {
        return false
      }
    })
    expect(routes.get('__root__')).toBe('src/routes/__root.tsx')
    expect(routes.get('/{-$locale}/')).toBe('src/routes/{-$locale}/index.tsx')
    expect(routes.get('/{-$locale}/staff/_desk/orders/$reference')).toBe('src/routes/{-$locale}/staff/_desk/orders/$reference.tsx')
    expect(routes.size).toBeGreaterThan(40)
  })
})

describe('the groups of messages', () => {
  const po = [
    '#: src/routes/__root.tsx\nmsgid "Home"\nmsgstr ""',
    '#: src/features/order-form.tsx\n#: src/dealer-api/orders.ts\nmsgid "Order"\nmsgstr ""',
    '#: src/dealer-api/orders.ts\nmsgid "Refused"\nmsgstr ""',
    '#: src/features/header.tsx\n#: src/features/order-form.tsx\nmsgid "Menu"\nmsgstr ""',
  ].join('\n\n')
  const graph: Record<string, string[]> = {
    'src/routes/__root.tsx': ['src/features/header.tsx'],
    'src/routes/order.tsx': ['src/features/order-form.tsx'],
  }
  const groups = pageCatalogues(
    po,
    new Map([
      ['/order', 'src/routes/order.tsx'],
      ['/about', 'src/routes/about.tsx'],
    ]),
    (file) => graph[file] ?? [],
  )
  const idOf = (message: string) =>
    pageCatalogues(`#: src/routes/__root.tsx\nmsgid "${message}"\nmsgstr ""`, new Map(), () => []).everyPage[0]

  it('puts on every page what the shared modules write, and on a route what only its modules do', () => {
    expect(groups.everyPage.sort()).toEqual([idOf('Home'), idOf('Menu')].sort())
    expect(groups.routes).toEqual({ '/order': [idOf('Order')] })
  })

  it('keeps what only server code writes off every page', () => {
    expect(groups.serverOnly).toEqual([idOf('Refused')])
  })
})
