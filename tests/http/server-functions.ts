import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { APIRequestContext } from '@playwright/test'
import { expect } from './fixtures'
import { serovalPayload } from '../hostile-input'

/** What a browser sends with a server-function call (Start's CSRF check wants a same-origin call). */
export const serverFnHeaders = { 'Sec-Fetch-Site': 'same-origin', 'x-tsr-serverfn': 'true' }

export type PublicErrorAnswer = {
  status: number
  code: string
  message: string
  errorId: string | null
  fields: Record<string, string[]> | null
}

/**
 * Reads a server function's answer as the Start client does (seroval's JSON nodes, the subset a
 * reply of plain data uses): `{ result }` or `{ error }`, a PublicError arriving as its adapter's
 * plain fields. Anything it does not know stays `undefined`, so an assertion on it fails.
 */
export function readServerFnAnswer(body: string): { result?: unknown; error?: unknown; publicError?: PublicErrorAnswer } {
  type Node = { t: number; s?: unknown; a?: Node[]; p?: { k: string[]; v: Node[] }; c?: string }
  const constants = [null, undefined, true, false, -0, Infinity, -Infinity, NaN]
  let publicError: PublicErrorAnswer | undefined
  const read = (node: Node): unknown => {
    switch (node.t) {
      case 0:
      case 1:
        return node.s
      case 2:
        return constants[node.s as number]
      case 9:
        return node.a!.map(read)
      case 10:
        return Object.fromEntries(node.p!.k.map((key, index) => [key, read(node.p!.v[index]!)]))
      case 25: {
        const value = read((node.s as { v: Node }).v)
        if (node.c === '$TSR/t/public-error') publicError = value as PublicErrorAnswer
        return value
      }
      default:
        return undefined
    }
  }
  const root = read(JSON.parse(body) as Node) as { result?: unknown; error?: unknown }
  return { ...root, publicError }
}

/** The 64-digit hex ids the client build names server functions by (and any other such hex it holds). */
function idsInClientBuild(): string[] {
  const assets = fileURLToPath(new URL('../../dist/client/assets/', import.meta.url))
  const ids = new Set<string>()
  for (const file of readdirSync(assets).filter((name) => name.endsWith('.js'))) {
    for (const match of readFileSync(join(assets, file), 'utf8').matchAll(/["'`]([0-9a-f]{64})["'`]/g)) ids.add(match[1]!)
  }
  return [...ids]
}

/** Found once per test worker: the build does not change during a run. */
let found: Promise<string[]> | undefined

/**
 * The server functions the storefront's browser code calls, as `/_serverFn/<id>`. Those the
 * server runs answer an empty input with a refusal of its fields, which tells them from any other
 * 64-digit hex the bundle might hold.
 */
export async function serverFunctions(request: APIRequestContext): Promise<string[]> {
  found ??= (async () => {
    const functions: string[] = []
    for (const id of idsInClientBuild()) {
      const answer = await request.get(`/_serverFn/${id}?payload=${encodeURIComponent(serovalPayload({}))}`, { headers: serverFnHeaders })
      if (answer.status() === 400 && (await answer.text()).includes('validation_failed')) functions.push(`/_serverFn/${id}`)
    }
    return functions
  })().catch((error: unknown) => {
    found = undefined
    throw error
  })
  const functions = await found
  expect(functions.length, 'server functions found in the client build').toBeGreaterThan(5)
  return functions
}

/**
 * A call of a public server function that the server runs and answers with 200 (a GET with the
 * language as its whole input, as the storefront's pages make it), without the headers that make
 * it same-origin: `target` and the headers every call carries.
 */
export async function publicServerFunctionCall(request: APIRequestContext): Promise<{ target: string; headers: Record<string, string> }> {
  const input = `?payload=${encodeURIComponent(serovalPayload({ locale: 'en' }))}`
  for (const fn of await serverFunctions(request)) {
    const answer = await request.get(`${fn}${input}`, { headers: serverFnHeaders })
    if (answer.status() === 200 && readServerFnAnswer(await answer.text()).result !== undefined)
      return { target: `${fn}${input}`, headers: { 'x-tsr-serverfn': 'true', accept: 'application/json' } }
  }
  throw new Error('no public server function of the client build answers { locale: "en" } with 200')
}
