import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Worker } from 'node:worker_threads'
import { afterEach, describe, expect, it } from 'vitest'

const dirs: string[] = []
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })))

function openInWorker(dataDir: string): Promise<{ opened: boolean; name?: string; message?: string }> {
  const worker = new Worker(new URL('./fixtures/open-pglite-in-worker.ts', import.meta.url), { workerData: dataDir })
  return new Promise((resolve, reject) => {
    worker.once('message', (result) => {
      void worker.terminate()
      resolve(result)
    })
    worker.once('error', reject)
  })
}

describe('the embedded database opens on the main thread only', () => {
  it('a worker thread asking for a data directory is refused with a clear error, and nothing is created', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'pglite-thread-'))
    dirs.push(parent)
    const dataDir = join(parent, 'data')
    const result = await openInWorker(dataDir)
    expect(result).toMatchObject({ opened: false, name: 'DatabaseOffMainThreadError' })
    expect(result.message).toContain('may only be opened on the main thread')
    expect(existsSync(dataDir)).toBe(false)
  })
})
