import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { deferEntryScriptUntilPainted, lazyServerFnFetcher } from './vite-plugins.ts'

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
