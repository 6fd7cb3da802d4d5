import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'

const projectConfig = fileURLToPath(new URL('./tsconfig.json', import.meta.url))
// The compiler `npm run typecheck` runs (TypeScript 7's native one, decision 0103).
const tsc = fileURLToPath(new URL('./node_modules/typescript-go/bin/tsc', import.meta.url))

/**
 * Node strips the types of the production server and of every module it imports, with no compiler
 * in between: code that only a compiler could turn into JavaScript must fail the type check
 * (tsconfig.json, `npm run typecheck`), not the server's start.
 */
describe('tsconfig.json', () => {
  const dir = mkdtempSync(join(tmpdir(), 'erasable-check-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('refuses TypeScript that Node cannot strip (enum, namespace, parameter property) and accepts the rest', async () => {
    writeFileSync(
      join(dir, 'not-erasable.ts'),
      [
        'export enum Refusal { QueueFull }',
        'export namespace Limits { export const size = 1 }',
        'export class Slot { constructor(private readonly id: number) {} }',
      ].join('\n'),
    )
    writeFileSync(
      join(dir, 'erasable.ts'),
      [
        "export type Refusal = 'queue-full'",
        'export class Slot { readonly id: number; constructor(id: number) { this.id = id } }',
        'export const size = 1 as number satisfies number',
      ].join('\n'),
    )
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ extends: projectConfig, compilerOptions: { types: [] }, include: ['*.ts'] }))
    const output = await new Promise<string>((resolve) => {
      execFile(process.execPath, [tsc, '--noEmit', '-p', dir], (_error, stdout) => resolve(stdout))
    })
    const errors = output.split('\n').filter((line) => line.includes('error TS'))
    expect(errors.map((line) => line.replace(/^.*[\\/]/, ''))).toEqual([
      expect.stringMatching(/^not-erasable\.ts\(1,13\): error TS1294/),
      expect.stringMatching(/^not-erasable\.ts\(2,18\): error TS1294/),
      expect.stringMatching(/^not-erasable\.ts\(3,33\): error TS1294/),
    ])
  })
})
