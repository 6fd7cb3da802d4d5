/**
 * One opener per embedded database folder (decision 0071). Before it, a second `npm run serve` or
 * `npm run staff:create` opened a folder a server was using: two servers each took confirmed
 * orders without seeing the other's, and afterwards 7 of one server's 20 were gone and 7 indexes
 * were corrupt (amcheck); the script printed "Created" for accounts that then did not exist.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { openDatabase } from './connection.server.ts'
import { DatabaseFolderInUseError, lockDatabaseFolder, lockSocketPath } from './folder-lock.server.ts'

const root = mkdtempSync(join(tmpdir(), 'folder-lock-test-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))
const children: ChildProcess[] = []
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
})

const fixture = fileURLToPath(new URL('./fixtures/hold-folder.ts', import.meta.url))
let folders = 0
const newFolder = () => join(root, `f${++folders}`, 'data')

/** A process that takes the folder's lock: resolves what it said (`held <pid>` or `refused <holder pid>`). */
function holder(dataDir: string, role = 'server'): { child: ChildProcess; said: Promise<string> } {
  const child = spawn(process.execPath, [fixture, dataDir, role], { stdio: ['pipe', 'pipe', 'inherit'] })
  children.push(child)
  const said = new Promise<string>((resolve, reject) => {
    let out = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      if (out.includes('\n')) resolve(out.trim())
    })
    child.once('exit', (code) => reject(new Error(`holder exited ${code} before saying anything`)))
  })
  return { child, said }
}

async function killed(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGKILL')
  await exited
}

/** A folder whose holder was killed with SIGKILL: its lock socket is left, refusing connections. */
async function folderOfDeadHolder(): Promise<string> {
  const dataDir = newFolder()
  const first = holder(dataDir)
  await first.said
  await killed(first.child)
  return dataDir
}

describe('one opener per embedded database folder', () => {
  it('refuses a second opener of a folder in use, naming the holder and its pid, and leaves the folder alone', async () => {
    const dataDir = newFolder()
    const first = holder(dataDir)
    expect(await first.said).toBe(`held ${first.child.pid}`)

    const refusal = openDatabase({ engine: 'pglite', dataDir })
    await expect(refusal).rejects.toThrow(DatabaseFolderInUseError)
    await expect(refusal).rejects.toThrow(`in use by process ${first.child.pid} (server)`)
    // Refused before initdb: the holder's files are never touched.
    expect(existsSync(dataDir)).toBe(false)
  })

  it('refuses a second production server on a folder in use, before it loads anything, naming the holder pid', async () => {
    const dataDir = newFolder()
    const lock = await lockDatabaseFolder(dataDir, 'server')
    try {
      const server = spawn(process.execPath, [fileURLToPath(new URL('../../../server/serve.ts', import.meta.url))], {
        env: {
          ...process.env,
          DATABASE_URL: '',
          DATA_DIR: dataDir,
          PORT: '3301',
          HOST: '127.0.0.1',
          LOG_LEVEL: 'warn',
          NODE_ENV: 'production',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      children.push(server)
      let stderr = ''
      server.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
      const code = await new Promise<number | null>((resolve) => server.once('exit', (exitCode) => resolve(exitCode)))
      expect(code).toBe(1)
      expect(stderr).toContain(`in use by process ${process.pid} (server)`)
    } finally {
      lock.release()
    }
  }, 30_000)

  it('takes over the lock of a holder killed with SIGKILL, even when its pid now belongs to a live process', async () => {
    const dataDir = await folderOfDeadHolder()
    // The dead holder's socket is still there, and its pid file now names a live process (this one):
    // liveness is the socket's, never the pid's.
    expect(existsSync(lockSocketPath(dataDir))).toBe(true)
    writeFileSync(join(dataDir, '..', '.data.lock.pid'), `${process.pid}\n`)

    const lock = await lockDatabaseFolder(dataDir, 'server')
    try {
      const second = holder(dataDir)
      expect(await second.said).toBe(`refused ${process.pid}`)
    } finally {
      lock.release()
    }
    // Given back on release: the socket is gone, and the next opener gets the folder.
    expect(existsSync(lockSocketPath(dataDir))).toBe(false)
    const third = holder(dataDir)
    expect(await third.said).toBe(`held ${third.child.pid}`)
  }, 30_000)

  it('lets exactly one of several processes racing for a dead holder folder take it', async () => {
    const dataDir = await folderOfDeadHolder()

    // Six: with four, the race that once let two of them hold the folder (a live holder's socket
    // moved aside by a contender, the path then taken by a third) came up in 1 run of the suite in
    // about 40; with six, in 2 of 25 (stress runs, 2026-12-02).
    const racers = Array.from({ length: 6 }, () => holder(dataDir, 'script'))
    const said = await Promise.all(racers.map((racer) => racer.said))
    const winners = racers.filter((racer, index) => said[index] === `held ${racer.child.pid}`)
    expect(winners).toHaveLength(1)
    expect(said.filter((line) => line === `refused ${winners[0]!.child.pid}`)).toHaveLength(5)
    // Nothing left lying about beside the folder but the lock and its pid file.
    expect(readdirSync(join(dataDir, '..')).sort()).toEqual(['.data.lock.pid', '.data.lock.sock'])
  }, 30_000)

  it('leaves a dead holder’s socket to the contender clearing it, and takes the folder once it is done', async () => {
    const dataDir = await folderOfDeadHolder()
    // Another contender is clearing the dead socket: this one must not remove it too.
    const guard = `${lockSocketPath(dataDir)}.takeover`
    writeFileSync(guard, '1\n')
    const opening = lockDatabaseFolder(dataDir, 'server')
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(existsSync(lockSocketPath(dataDir)), 'the dead socket is still there').toBe(true)
    rmSync(guard)
    const lock = await opening
    try {
      expect(await holder(dataDir).said).toBe(`refused ${process.pid}`)
    } finally {
      lock.release()
    }
  }, 30_000)

  it('clears a takeover guard left by a contender that died holding it', async () => {
    const dataDir = await folderOfDeadHolder()
    const guard = `${lockSocketPath(dataDir)}.takeover`
    writeFileSync(guard, '1\n')
    const minuteAgo = new Date(Date.now() - 60_000)
    utimesSync(guard, minuteAgo, minuteAgo)
    const second = holder(dataDir)
    expect(await second.said).toBe(`held ${second.child.pid}`)
    expect(readdirSync(join(dataDir, '..')).sort()).toEqual(['.data.lock.pid', '.data.lock.sock'])
  }, 30_000)
})
