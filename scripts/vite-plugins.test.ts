import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { lazyServerFnFetcher } from './vite-plugins.ts'

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
